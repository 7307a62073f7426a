import POSIXFiles
import Diagnostics
import Localization
import Dispatch
import Glibc
import Surfaces
import Synchronization
import Templates

/// `cardstock build`: content folder in, static site out. Prints nothing; progress goes to a callback.
public struct SiteBuilder: Sendable {
    /// The command-line options.
    public var options: BuildOptions
    /// What the build does with metrics; the default (``MetricHook/site``) renders metric cards and gives every
    /// metric file its own page.
    public var metrics: MetricHook
    /// Fault injection for tests: an `errno` to fail the write of this output path with (a full disk).
    var outputFault: (@Sendable (String) -> Int32?)? = nil
    /// Production mode, set by `cardstock publish` (`nil`: a normal build). Drafts are never built in production,
    /// and the output always starts from an empty folder.
    package var production: (any ProductionBuild)?
    /// Counts the pages rendered (of all pages) for the CLI's progress line; `nil` counts nothing.
    public var pageProgress: ProgressCounter?

    /// Creates a builder.
    public init(options: BuildOptions, metrics: MetricHook = .site) {
        self.options = options
        self.metrics = metrics
    }

    /// Builds the site. Throws ``BuildFailure`` with every diagnostic when anything is wrong; the previous
    /// output is then left untouched.
    public func build(progress: (String) -> Void = { _ in }) throws -> BuildResult {
        let clock = ContinuousClock()
        let started = clock.now
        let paths = ResolvedPaths(options: options)
        var trace = PhaseTrace()
        defer { trace.report() }
        var diagnostics = DiagnosticList()
        func fail(_ error: Error) -> BuildFailure {
            switch error {
            case let list as DiagnosticList: diagnostics.append(contentsOf: list.items)
            case let diagnostic as Diagnostic: diagnostics.append(diagnostic)
            case let failure as BuildFailure: diagnostics.append(contentsOf: failure.diagnostics.items)
            default: diagnostics.append(Diagnostic(.error, at: nil, "\(error)"))
            }
            return failure()
        }
        func failure() -> BuildFailure {
            BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
        }

        // Settings, output safety, templates, content discovery.
        let config: SiteConfig
        let templates: TemplateSet
        let localizers: LocalizerSet
        let files: [ContentFile]
        do {
            config = try paths.loadConfig(options: options)
            try OutputGuard.check(paths, force: options.force)
            templates = try paths.loadTemplates()
            localizers = try paths.loadLocalizers()
            trace.mark("setup")
            files = try ContentScanner(displayRoot: paths.contentDisplay, root: paths.content, project: paths.workingDirectory).scan()
        } catch {
            throw fail(error)
        }
        trace.mark("scan")
        let markdownFiles = files.filter(\.isMarkdown)
        let allAssets = files.filter { !$0.isMarkdown }
        if !options.quiet { progress("Loading \(NumberText.pages(markdownFiles.count))…") }

        // Phase 1: read and parse every page once, in parallel.
        let theme = Theme(iconNames: IconLibrary.builtIn.names)
        let loader = PageLoader(theme: theme, siteTitle: config.title)
        // Only the page index (titles, URLs, anchors, metadata) is kept: the Markdown tree is freed on the
        // worker right away and parsed again in phase 2, so memory does not grow with every page's tree.
        // Each file is read once: its bytes are kept for phase 2 while the source budget lasts.
        let budget = SourceBudget()
        let contentFolder = open(paths.content, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if contentFolder >= 0 { close(contentFolder) } }
        var loaded: [(page: Result<SourcePage, Error>, source: [UInt8]?)?] = Parallel.map(markdownFiles.count) { i in
            let file = markdownFiles[i]
            guard let bytes = try? PageLoader.read(file, contentFolder: contentFolder) else {
                // Unreadable: the loader reads it again by its full path and reports why, at that path.
                return (Result { try loader.load(file, indexOnly: true, lazyAnchors: true) }, nil)
            }
            return (Result { try loader.load(file, source: bytes, indexOnly: true, lazyAnchors: true) },
                    budget.take(bytes.count) ? bytes : nil)
        }
        trace.mark("index")
        var pages: [SourcePage] = []
        var sources: [[UInt8]?] = []
        var draftPaths: Set<String> = []
        var draftFolders: Set<String> = []
        pages.reserveCapacity(loaded.count)
        sources.reserveCapacity(loaded.count)
        // Each entry is moved out (`take()`): copying ten thousand pages would retain all their references.
        for i in loaded.indices {
            guard let (result, source) = loaded[i].take() else { continue }
            switch result {
            case .success(let page):
                diagnostics.append(contentsOf: page.warnings)
                if page.metadata.draft && (!options.includeDrafts || production != nil) {
                    draftPaths.insert(page.file.relativePath)
                    if page.isIndex { draftFolders.insert(URLMapping.sourceFolder(page.file.relativePath)) }
                } else {
                    pages.append(page)
                    sources.append(source)
                }
            case .failure(let error):
                _ = fail(error)
            }
        }
        // Folders without an index page get a generated one (named under --strict).
        let folderIndexes = FolderIndexes.missing(for: pages, contentDisplay: paths.contentDisplay, siteTitle: config.title,
                                                  draftFolders: draftFolders, naming: .init(contentFolder: paths.content,
                                                  localizer: localizers.localizer(for: config.language), theme: theme))
        let generatedIndexes = folderIndexes.pages
        diagnostics.append(contentsOf: folderIndexes.problems)
        pages += generatedIndexes
        diagnostics.append(contentsOf: FolderIndexes.messages(generatedIndexes, among: pages, strict: options.strict,
                                                              quiet: options.quiet))
        trace.mark("collect")
        // Privacy (production only): a private site's metric files stay home unless asked for.
        let sitePrivacy = SitePrivacy.resolve(config, files: allAssets)
        let privacy = self.production.map { _ in sitePrivacy }
        let finishing = privacy.flatMap { self.production?.applying($0) }
        // Metrics: every metric file gets a generated page; the session renders ```metric blocks.
        let metricBuild = metrics.start(pages: pages, assets: allAssets, theme: theme, timeZone: config.timeZone,
                                        language: config.language, localizers: localizers,
                                        rawFiles: .resolve(sitePrivacy, publishing: self.production != nil))
        // Report series: each template becomes its periods' pages and its series' index; dated pages are linked.
        let series = ReportSeriesExpansion.expand(&pages, metrics: metricBuild, localizers: localizers,
                                                  language: config.language)
        diagnostics.append(contentsOf: series.problems)
        if !series.members.isEmpty {
            while sources.count < pages.count { sources.append(nil) }  // generated folder indexes have no source
            pages.reserveCapacity(pages.count + series.members.count)
            for (member, template) in zip(series.members, series.templates) {
                pages.append(member)
                sources.append(template < sources.count ? sources[template] : nil)  // the template's bytes, shared
            }
        }
        pages += metricBuild.pages(for: pages)
        // The files copied: all of them, less what a production build keeps home.
        let plan = privacy.map { PrivacyReport.plan($0, session: metricBuild.session, assets: allAssets, pages: pages) }
        let assets = plan.map { plan in allAssets.filter { !plan.withheld.contains($0.relativePath) } } ?? allAssets
        trace.mark("metrics")
        // The duplicate check, the link tables (every page and anchor is known now), the navigation tree and
        // the list of output folders are independent: they are made at the same time.
        if !options.quiet { progress("Checking links…") }
        let allowBrokenLinks = options.allowBrokenLinks
        let prepared: [Prepared] = Parallel.map(4) { task in
            switch task {
            case 0:
                return .duplicates(DuplicateCheck.diagnostics(pages: pages, assets: assets))
            case 1:
                var resolver = LinkResolver(site: pages, assets: assets.map(\.relativePath), draftPaths: draftPaths,
                                            draftFolders: draftFolders, brokenLinksAreWarnings: allowBrokenLinks)
                resolver.pendingAnchors = PendingAnchors(loader: loader)
                resolver.withheldFiles = plan?.withheld ?? []
                return .resolver(resolver)
            case 2:
                return .navigation(SiteNavigation(pages: pages, order: config.sort))
            default:
                return .folders(OutputWriter.FolderPlan(for: pages.map { URLMapping.outputPath(forPageURL: $0.url) }
                                                        + assets.map(\.relativePath)))
            }
        }
        guard case .duplicates(let duplicates) = prepared[0], case .resolver(let resolver) = prepared[1],
              case .navigation(let navigation) = prepared[2], case .folders(let folderPlan) = prepared[3] else {
            throw fail(Diagnostic(.error, at: nil, "internal error: the link tables were not made; please report it"))
        }
        diagnostics.append(contentsOf: duplicates)
        if diagnostics.hasErrors { throw failure() }
        trace.mark("links")

        // Phase 2: map, render, fill the template and write, in parallel.
        if !options.quiet { progress("Rendering \(NumberText.pages(pages.count))…") }
        let writer: OutputWriter
        do {
            // A previous output is updated in place (unchanged files are not rewritten); a production build
            // for publishing always starts from an empty folder.
            writer = try OutputWriter(output: paths.output, update: production == nil)
            try writer.prepareFolders(folderPlan)
        } catch {
            throw fail(Diagnostic(.error, at: nil, "\(error)"))
        }
        trace.mark("folders")
        var css: [UInt8] = []
        do { css = Array(try paths.stylesheet().utf8) } catch { _ = fail(error) }
        let stylesheet = finishing?.stylesheetName(for: css) ?? "style.css"
        var renderer = PageRenderer(config: config, templates: templates, theme: theme, metrics: metricBuild,
                                    contentDirectory: paths.content)
        renderer.stylesheet = stylesheet
        renderer.localizers = localizers
        let directCount = Atomic<Int>(0)
        func direct(_ i: Int) -> PageWalker.Outcome {
            func render(_ source: UnsafeRawBufferPointer) -> PageWalker.Outcome {
                renderer.renderDirect(page: pages[i], source: source, pageIndex: i, pages: pages, resolver: resolver,
                                      navigation: navigation)
            }
            if i < sources.count, let source = sources[i] { return source.withUnsafeBytes(render) }
            if pages[i].file.isGenerated { return render(UnsafeRawBufferPointer(start: nil, count: 0)) }
            do {
                return try FileSystem.withContents(of: pages[i].file.sourcePath, render)
            } catch {
                return .problems([Diagnostic.error(pages[i].file.displayPath, line: 1, column: 1, "cannot read the page: \(error)")],
                                 links: [])
            }
        }
        // Once a page cannot be written (a full disk, a read-only folder), the others are not even tried:
        // the first failure is reported with a count of the rest, not one identical error per page.
        let outputFailures = Atomic<Int>(0)
        // With raw HTML, every written page gets the safety check `publish` runs (warnings here; publish
        // itself checks the whole built folder).
        let rawHTMLCheck = config.rawHTML && production == nil
            ? RawHTMLCheck(allowJavaScript: config.allowJavaScript, outputDisplay: paths.outputDisplay) : nil
        func write(_ html: [UInt8], page i: Int) throws {
            let output = finishing?.finishPage(html, url: pages[i].url, siteTitle: config.title) ?? html
            do {
                let path = URLMapping.outputPath(forPageURL: pages[i].url)
                rawHTMLCheck?.inspect(output, outputPath: path, file: pages[i].generated == nil ? pages[i].file : nil,
                                      source: i < sources.count ? sources[i] : nil)
                if let code = outputFault?(path) { throw FileSystemError(path: path, operation: "write", code: code) }
                try writer.write(output, to: path)
            } catch {
                outputFailures.add(1, ordering: .relaxed)
                throw OutputFailure(diagnostic: Diagnostic.error(pages[i].file.displayPath, line: 1, column: 1, "\(error)"))
            }
        }
        // Per page: load again (tree, headings, links), resolve links, render, write; the tree dies here.
        pageProgress?.begin(total: pages.count)
        let rendered: [(links: [Diagnostic], render: [Diagnostic], unwritten: Bool)] = Parallel.map(pages.count) { i in
            defer { pageProgress?.add(1) }
            if outputFailures.load(ordering: .relaxed) > 0 { return ([], [], true) }
            var linkDiagnostics: [Diagnostic] = []
            do {
                // Markdown pages are walked straight from cmark's tree; generated (metric) pages have no source.
                if pages[i].generated == nil {
                    switch direct(i) {
                    case .body(let html, let links, let warnings):
                        linkDiagnostics = links + warnings
                        try write(html, page: i)
                        directCount.add(1, ordering: .relaxed)
                        return (linkDiagnostics, [], false)
                    case .problems(let problems, let links):
                        return (links, problems, false)
                    }
                }
                let html = try renderer.renderGenerated(page: pages[i], pageIndex: i, pages: pages,
                                                        navigation: navigation)
                try write(html, page: i)
                return (linkDiagnostics, [], false)
            } catch let failure as OutputFailure {
                return (linkDiagnostics, [failure.diagnostic], true)
            } catch {
                return (linkDiagnostics, PageRenderer.diagnostics(error, page: pages[i]), false)
            }
        }
        trace.mark("render")
        diagnostics.append(contentsOf: metricBuild.unreportedErrors())
        for items in rendered { diagnostics.append(contentsOf: items.links) }
        if let rawHTMLCheck { diagnostics.append(contentsOf: rawHTMLCheck.warnings) }
        var unwritten = 0
        var reported = false
        for items in rendered {
            if items.unwritten {
                unwritten += 1
                // Only the first page that could not be written is reported; the rest are counted.
                if reported || items.render.isEmpty { continue }
                reported = true
            }
            diagnostics.append(contentsOf: items.render)
        }
        if unwritten > 1 {
            diagnostics.append(.error(paths.outputDisplay,
                                      "\(NumberText.grouped(unwritten - 1)) more \(unwritten == 2 ? "page" : "pages") could not be written either; fix the cause above (free disk space, write permission) and build again"))
        }
        diagnostics.append(contentsOf: metricBuild.problems)
        // Files are not copied into an output that pages could not be written to (the build fails anyway).
        let copyErrors: [Diagnostic?] = Parallel.map(unwritten > 0 ? 0 : assets.count) { i in
            do { try writer.copy(from: assets[i].sourcePath, to: assets[i].relativePath); return nil } catch {
                return Diagnostic.error(assets[i].displayPath, line: 1, column: 1, "\(error)")
            }
        }
        for case let error? in copyErrors { diagnostics.append(error) }
        do {
            try writer.write(css, to: stylesheet)
            try finishing?.writeExtras(pages: pages, assets: Set(assets.map(\.relativePath)), config: config,
                                        templates: templates, theme: theme, stylesheet: stylesheet, writer: writer,
                                        localizers: localizers)
        } catch {
            _ = fail(error)
        }

        if options.strict {
            diagnostics = DiagnosticList(diagnostics.items.map { item in
                var upgraded = item
                if upgraded.severity == .warning { upgraded.severity = .error }
                return upgraded
            })
        }
        if diagnostics.hasErrors {
            writer.abort()
            throw failure()
        }
        if !options.quiet { progress("Writing \(paths.outputDisplay)…") }
        do {
            // Not a previous output (a --force build): moved aside, never deleted; the note says where.
            if let note = try writer.commit(workingDirectory: paths.workingDirectory) { diagnostics.append(note) }
        } catch {
            writer.abort()
            throw fail(error as? Diagnostic ?? Diagnostic.error(paths.outputDisplay, "\(error)"))
        }
        trace.mark("finish")
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var result = BuildResult(pageCount: pages.count, copiedFileCount: assets.count, seconds: seconds,
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 outputDirectory: paths.output)
        result.directPageCount = directCount.load(ordering: .relaxed)
        result.privacy = plan?.report
        return result
    }
}

/// A page that could not be written to the output (as opposed to a problem in the page).
private struct OutputFailure: Error {
    var diagnostic: Diagnostic
}

/// What the builder makes between the two phases, at the same time.
private enum Prepared {
    case duplicates([Diagnostic])
    case resolver(LinkResolver)
    case navigation(SiteNavigation)
    case folders(OutputWriter.FolderPlan)
}
