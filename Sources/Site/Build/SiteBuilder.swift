import POSIXFiles
import Diagnostics
import Localization
import Glibc
import Surfaces
import Templates

/// `cardstock build`: content folder in, static site out. Prints nothing; progress goes to a callback.
package struct SiteBuilder: Sendable {
    /// The command-line options.
    package var options: BuildOptions
    /// What the build does with metrics; the default (``MetricHook/site``) renders metric cards and gives every
    /// metric file its own page.
    package var metrics: MetricHook
    /// Fault injection for tests: an `errno` to fail the write of this output path with (a full disk).
    var outputFault: (@Sendable (String) -> Int32?)? = nil
    /// Production mode, set by `cardstock publish` (`nil`: a normal build). Drafts are never built in production,
    /// and the output always starts from an empty folder.
    package var production: (any ProductionBuild)?
    /// Counts the pages rendered (of all pages) for the CLI's progress line; `nil` counts nothing.
    package var pageProgress: ProgressCounter?

    /// Creates a builder.
    package init(options: BuildOptions, metrics: MetricHook = .site) {
        self.options = options
        self.metrics = metrics
    }

    /// Where stage calls are recorded (tests; `nil`: nowhere).
    package var stageTrace: StageTrace?

    /// The stages this builder runs.
    var pipeline: BuildPipeline {
        BuildPipeline(paths: ResolvedPaths(options: options), options: options, metrics: metrics, production: production,
                      trace: stageTrace)
    }

    /// Builds the site: every stage of ``BuildPipeline`` over every page, into a staging sink. Throws
    /// ``BuildFailure`` with every diagnostic when anything is wrong; the previous output is then left untouched.
    package func build(progress: (String) -> Void = { _ in }) throws -> BuildResult {
        let started = ContinuousClock().now
        let pipeline = self.pipeline
        let paths = pipeline.paths
        var trace = PhaseTrace()
        defer { trace.report() }
        var diagnostics = DiagnosticList()
        let settings: SiteSettings
        let files: (markdown: [ContentFile], assets: [ContentFile])
        do {
            settings = try pipeline.settings(into: &diagnostics)
            files = try pipeline.scan()
        } catch {
            throw pipeline.failure(error, diagnostics)
        }
        trace.mark("scan")
        if !options.quiet { progress("Loading \(NumberText.pages(files.markdown.count))…") }
        let loader = PageLoader(theme: settings.theme, siteTitle: settings.config.title)
        var loaded = pipeline.load(files.markdown, diagnostics: &diagnostics) { Self.parseIndexes($0, loader: loader, paths: paths) }
        trace.mark("index")
        let expansion = pipeline.expand(&loaded.pages, assets: files.assets, drafts: loaded.drafts, settings: settings,
                                        diagnostics: &diagnostics)
        expansion.extend(&loaded.extras, pageCount: loaded.pages.count) { _, _ in nil }  // added pages: no bytes kept
        // Production: what a private site keeps home, and the page finishing.
        let finishing = production?.applying(expansion.privacy)
        let plan = production.map { _ in PrivacyReport.plan(expansion.privacy, session: expansion.metricBuild.session,
                                                            assets: files.assets, pages: loaded.pages) }
        let assets = plan.map { plan in files.assets.filter { !plan.withheld.contains($0.relativePath) } } ?? files.assets
        trace.mark("metrics")
        if !options.quiet { progress("Checking links…") }
        let index = pipeline.index(loaded.pages, assets: assets, drafts: loaded.drafts,
                                   pendingAnchors: PendingAnchors(loader: loader), withheld: plan?.withheld ?? [],
                                   folders: true, order: settings.config.sort, diagnostics: &diagnostics)
        if diagnostics.hasErrors { throw pipeline.failure(diagnostics) }
        trace.mark("links")
        if !options.quiet { progress("Rendering \(NumberText.pages(loaded.pages.count))…") }
        let sink = try stagingSink(index.folders, diagnostics: diagnostics)
        trace.mark("folders")
        let stylesheet = pipeline.fingerprint(settings)
        let pageRenderer = renderer(settings, metrics: expansion.metricBuild, stylesheet: stylesheet, head: finishing?.head)
        let job = RenderJob(pages: loaded.pages, resolver: index.resolver, navigation: index.navigation,
                            renderer: pageRenderer, generatedRenderer: pageRenderer,
                            sources: loaded.extras, rawHTMLCheck: pipeline.rawHTMLCheck(settings.config))
        let outcomes = pipeline.render(Array(job.pages.indices), job: job, into: sink, progress: pageProgress)
        trace.mark("render")
        let unwritten = Self.collect(outcomes, into: &diagnostics, outputDisplay: paths.outputDisplay)
        writeFiles(unwritten > 0 ? [] : assets, stylesheet: stylesheet, settings: settings, sink: sink,
                   diagnostics: &diagnostics)
        pipeline.extras(finishing, pages: job.pages, assets: assets, settings: settings, stylesheet: stylesheet,
                        writer: sink.writer, diagnostics: &diagnostics)
        do { try pipeline.check(&diagnostics, metrics: expansion.metricBuild) } catch { sink.abort(); throw error }
        if !options.quiet { progress("Writing \(paths.outputDisplay)…") }
        try pipeline.write(sink, diagnostics: &diagnostics)
        trace.mark("finish")
        return result(job.pages, outcomes: outcomes, copied: assets.count, started: started, diagnostics: diagnostics,
                      privacy: plan?.report)
    }

    /// What the build did: counts, time, warnings, and for publish its privacy report and page paths.
    private func result(_ pages: [SourcePage], outcomes: [PageOutcome], copied: Int, started: ContinuousClock.Instant,
                        diagnostics: DiagnosticList, privacy: PrivacyReport?) -> BuildResult {
        let paths = pipeline.paths
        var result = BuildResult(pageCount: pages.count, copiedFileCount: copied,
                                 seconds: IncrementalBuilder.seconds(since: started),
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 outputDirectory: paths.output)
        result.directPageCount = outcomes.reduce(0) { $0 + ($1.walked ? 1 : 0) }
        result.privacy = privacy
        if production != nil { result.pageOutputs = Set(pages.map { URLMapping.outputPath(forPageURL: $0.url) }) }
        return result
    }

    /// The load stage's parser of `build`: every file read once and parsed in parallel into its page index
    /// (titles, URLs, anchors, metadata). The Markdown tree is freed on the worker right away and parsed again
    /// when the page is rendered, so memory does not grow with every page's tree; the file's bytes are kept
    /// for rendering while the source budget lasts.
    static func parseIndexes(_ files: [ContentFile], loader: PageLoader,
                             paths: ResolvedPaths) -> [(page: Result<SourcePage, Error>, extra: [UInt8]?)?] {
        let budget = SourceBudget()
        let contentFolder = open(paths.content, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if contentFolder >= 0 { close(contentFolder) } }
        return Parallel.map(files.count) { i in
            let file = files[i]
            guard let bytes = try? PageLoader.read(file, contentFolder: contentFolder) else {
                // Unreadable: the loader reads it again by its full path and reports why, at that path.
                return (Result { try loader.load(file, indexOnly: true, lazyAnchors: true) }, nil)
            }
            return (Result { try loader.load(file, source: bytes, indexOnly: true, lazyAnchors: true) },
                    budget.take(bytes.count) ? bytes : nil)
        }
    }

    /// The sink of this build: a staging folder with its folders made (a previous output is updated in place,
    /// unchanged files not rewritten; a production build always starts from an empty folder).
    private func stagingSink(_ folders: OutputWriter.FolderPlan?, diagnostics: DiagnosticList) throws -> StagingSink {
        let paths = pipeline.paths
        do {
            let writer = try OutputWriter(output: paths.output, update: production == nil)
            if let folders { try writer.prepareFolders(folders) }
            return StagingSink(writer: writer, workingDirectory: paths.workingDirectory, fault: outputFault)
        } catch {
            throw pipeline.failure(Diagnostic(.error, at: nil, "\(error)"), diagnostics)
        }
    }

    /// The page renderer of this build.
    private func renderer(_ settings: SiteSettings, metrics: MetricBuild, stylesheet: String,
                          head: PublishedHead?) -> PageRenderer {
        var renderer = PageRenderer(config: settings.config, templates: settings.templates, theme: settings.theme,
                                    metrics: metrics, contentDirectory: pipeline.paths.content)
        renderer.stylesheet = stylesheet
        renderer.publishedHead = head
        renderer.localizers = settings.localizers
        return renderer
    }

    /// The render stage's findings in `build`'s order: each page's link problems and warnings, the raw-HTML
    /// warnings, the pages' problems — of pages that could not be written only the first, with a count of the
    /// rest. Returns how many pages could not be written.
    static func collect(_ outcomes: [PageOutcome], into diagnostics: inout DiagnosticList, outputDisplay: String) -> Int {
        for outcome in outcomes {
            diagnostics.append(contentsOf: outcome.links)
            diagnostics.append(contentsOf: outcome.warnings)
        }
        for outcome in outcomes { diagnostics.append(contentsOf: outcome.rawHTML) }
        var unwritten = 0
        var reported = false
        for outcome in outcomes {
            if outcome.unwritten {
                unwritten += 1
                if reported || outcome.problems.isEmpty { continue }
                reported = true
            }
            diagnostics.append(contentsOf: outcome.problems)
        }
        if unwritten > 1 {
            diagnostics.append(.error(outputDisplay,
                                      "\(NumberText.grouped(unwritten - 1)) more \(unwritten == 2 ? "page" : "pages") could not be written either; fix the cause above (free disk space, write permission) and build again"))
        }
        return unwritten
    }

    /// The copied files (none when pages could not be written: the build fails anyway) and the stylesheet, into
    /// the staging sink.
    private func writeFiles(_ assets: [ContentFile], stylesheet: String, settings: SiteSettings, sink: StagingSink,
                            diagnostics: inout DiagnosticList) {
        let writer = sink.writer
        let copyErrors: [Diagnostic?] = Parallel.map(assets.count) { i in
            do { try writer.copy(from: assets[i].sourcePath, to: assets[i].relativePath); return nil } catch {
                return Diagnostic.error(assets[i].displayPath, line: 1, column: 1, "\(error)")
            }
        }
        for case let error? in copyErrors { diagnostics.append(error) }
        do {
            try writer.write(settings.stylesheet, to: stylesheet)
        } catch {
            BuildPipeline.absorb(error, into: &diagnostics)
        }
    }
}
