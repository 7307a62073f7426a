import POSIXFiles
import Diagnostics
import Synchronization

extension BuildPipeline {
    /// The raw-HTML check of a site with `raw_html: true`, in every mode but publishing (`publish` checks the
    /// whole built folder itself).
    func rawHTMLCheck(_ config: SiteConfig) -> RawHTMLCheck? {
        guard config.rawHTML && production == nil else { return nil }
        return RawHTMLCheck(allowJavaScript: config.allowJavaScript, outputDisplay: paths.outputDisplay)
    }

    /// Stage: the pages `set` (indexes into `job.pages`) rendered in parallel — Markdown pages walked straight
    /// from their bytes by ``PageWalker``, generated pages by the metric session — each checked for raw HTML and
    /// handed to `sink`. Returns what became of each page, in the order of `set`.
    func render(_ set: [Int], job: RenderJob, into sink: some OutputSink,
                progress: ProgressCounter? = nil) -> [PageOutcome] {
        trace?.enter(.render)
        // Once a page cannot be written (a full disk, a read-only folder), the others are not even tried:
        // the first failure is reported with a count of the rest, not one identical error per page.
        let failures = Atomic<Int>(0)
        progress?.begin(total: set.count)
        return Parallel.map(set.count) { n in
            defer { progress?.add(1) }
            if failures.load(ordering: .relaxed) > 0 { return PageOutcome(unwritten: true) }
            let i = set[n]
            var (html, outcome) = Self.renderPage(i, job: job)
            guard let html else { return outcome }
            // `job.pages[i]` read in place: a copy of the page would retain and release a dozen references.
            let path = URLMapping.outputPath(forPageURL: job.pages[i].url)
            if let check = job.rawHTMLCheck {
                let file = job.pages[i].role.generated == nil && job.pages[i].role.printPacket == nil ? job.pages[i].file : nil
                outcome.rawHTML = check.problems(in: html, outputPath: path, file: file,
                                                 source: i < job.sources.count ? job.sources[i] : nil)
            }
            do {
                try sink.accept(html, url: job.pages[i].url, at: path)
            } catch {
                failures.add(1, ordering: .relaxed)
                outcome.unwritten = true
                outcome.walked = false
                outcome.problems = [Diagnostic.error(job.pages[i].file.displayPath, line: 1, column: 1, "\(error)")]
            }
            return outcome
        }
    }

    /// One page's HTML (`nil` when it has problems) and what was found while making it.
    private static func renderPage(_ i: Int, job: RenderJob) -> ([UInt8]?, PageOutcome) {
        var outcome = PageOutcome()
        if job.pages[i].role.printPacket != nil {  // a report's print packet: the report and its metric pages (``PrintPacket``)
            do {
                return (try PrintPacketRenderer(job: job).render(i), outcome)
            } catch {
                outcome.problems = PageRenderer.diagnostics(error, page: job.pages[i])
                return (nil, outcome)
            }
        }
        guard job.pages[i].role.generated == nil else {
            do {
                return (try job.generatedRenderer.renderGenerated(page: job.pages[i], pageIndex: i, pages: job.pages,
                                                                  navigation: job.navigation), outcome)
            } catch {
                outcome.problems = PageRenderer.diagnostics(error, page: job.pages[i])
                return (nil, outcome)
            }
        }
        switch walk(i, job: job) {
        case .body(let html, let links, let warnings):
            outcome.links = links
            outcome.warnings = warnings
            outcome.walked = true
            return (html, outcome)
        case .problems(let problems, let links):
            outcome.links = links
            outcome.problems = problems
            return (nil, outcome)
        }
    }

    /// A Markdown page (or a folder's generated index) walked from its kept bytes, else from its file.
    private static func walk(_ i: Int, job: RenderJob) -> PageWalker.Outcome {
        func render(_ source: UnsafeRawBufferPointer) -> PageWalker.Outcome {
            job.renderer.renderDirect(page: job.pages[i], source: source, pageIndex: i, pages: job.pages,
                                      resolver: job.resolver, navigation: job.navigation)
        }
        if i < job.sources.count, let source = job.sources[i] { return source.withUnsafeBytes(render) }
        let file = job.pages[i].file
        if file.isGenerated { return render(UnsafeRawBufferPointer(start: nil, count: 0)) }
        do {
            return try FileSystem.withContents(of: file.sourcePath, render)
        } catch {
            return .problems([Diagnostic.error(file.displayPath, line: 1, column: 1, "cannot read the page: \(error)")],
                             links: [])
        }
    }

    /// Stage: the checks every build runs once its pages are rendered — metric files' errors no page reported,
    /// the metric session's problems, `--strict` (every warning an error) — then the verdict: throws
    /// ``BuildFailure`` with every diagnostic when any is an error.
    func check(_ diagnostics: inout DiagnosticList, metrics metricBuild: MetricBuild) throws {
        trace?.enter(.check)
        diagnostics.append(contentsOf: metricBuild.unreportedErrors())
        diagnostics.append(contentsOf: metricBuild.problems)
        if options.strict {
            diagnostics = DiagnosticList(diagnostics.items.map { item in
                var upgraded = item
                if upgraded.severity == .warning { upgraded.severity = .error }
                return upgraded
            })
        }
        if diagnostics.hasErrors { throw failure(diagnostics) }
    }

    /// Stage: the sink committed (its note, if any, joins `diagnostics`); on failure it is dropped and the
    /// output stays as it was.
    func write(_ sink: some OutputSink, diagnostics: inout DiagnosticList) throws {
        trace?.enter(.write)
        do {
            if let note = try sink.commit() { diagnostics.append(note) }
        } catch let failure as BuildFailure {
            sink.abort()
            throw self.failure(failure, diagnostics)
        } catch {
            sink.abort()
            throw failure(error as? Diagnostic ?? Diagnostic.error(paths.outputDisplay, "\(error)"), diagnostics)
        }
    }
}
