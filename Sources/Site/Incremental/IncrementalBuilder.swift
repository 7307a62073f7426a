import POSIXFiles
import Diagnostics
import Localization
import Foundation
import Surfaces
import Templates

/// The build engine of `cardstock watch` and `cardstock serve`: keeps the site in memory between builds
/// and, after a change, renders only the pages whose inputs changed (see ``DependencyGraph``), writing
/// only files whose bytes changed. The result after any sequence of edits is byte-identical to a clean
/// `cardstock build`; a failed build writes nothing and keeps its state, so the last good output stays.
///
/// Not thread-safe: call ``build()`` from one thread at a time (the watcher's).
public final class IncrementalBuilder: @unchecked Sendable {
    /// The command-line options (as for `cardstock build`).
    public let options: BuildOptions
    /// What the builds do with metrics (``MetricHook/none``: metric blocks render nothing).
    public let metrics: MetricHook
    package let paths: ResolvedPaths
    /// Committed state of the last successful build.
    var state = IncrementalState()
    /// Parsed pages by content-relative path (valid for ``loaderKey``); kept across failed builds too.
    var pageCache: [String: CachedPage] = [:]
    var loaderKey: String?
    /// Paths changed since the last successful build; nil when everything must be checked.
    var pendingPaths: Set<String>? = []
    /// Whether the last successful build took the fast path (for tests and tracing).
    var lastBuildWasFast = false

    /// Creates an engine; nothing is read until ``build()``.
    public init(options: BuildOptions, metrics: MetricHook = .site) {
        self.options = options
        self.metrics = metrics
        self.paths = ResolvedPaths(options: options)
    }

    /// The words of the last successful build's site language (built-in English before one succeeds): what
    /// the preview's error overlay is written in while a build fails.
    package var lastGoodLocalizer: Localizer {
        guard let model = state.model else { return LocalizerSet.builtIn.localizer(for: "en") }
        return model.localizers.localizer(for: model.config.language)
    }

    /// The output folder (absolute).
    public var outputDirectory: String { paths.output }
    /// The output folder as shown in messages.
    public var outputDisplay: String { paths.outputDisplay }
    /// What a watcher must watch: the content folder, the templates folder and the settings file (absolute).
    public var watchedPaths: [String] { [paths.content, paths.templates, paths.config] }
    /// What each output depended on in the last successful build.
    public var graph: DependencyGraph { state.graph }

    /// Brings the output folder up to date. Throws ``BuildFailure`` (output and state unchanged) when
    /// anything is wrong.
    ///
    /// `changedPaths` (absolute, as ``FileWatcher`` reports them) allows the fast path: when they are
    /// all existing pages or copied files of the last build and no page's title, URL, anchors or place
    /// in the navigation changed, only the pages depending on them are looked at. Otherwise, and when
    /// nil, everything is checked again (still rendering and writing only what changed).
    public func build(changedPaths: Set<String>? = nil) throws -> IncrementalResult {
        // Changes seen by failed builds are still pending: the next build must include them.
        if let changedPaths, pendingPaths != nil { pendingPaths?.formUnion(changedPaths) } else { pendingPaths = nil }
        let result: IncrementalResult
        if let pending = pendingPaths, let fast = try fastBuild(pending) ?? metricFastBuild(pending) {
            result = fast
            lastBuildWasFast = true
        } else {
            result = try fullBuild()
            lastBuildWasFast = false
        }
        pendingPaths = []
        return result
    }

    /// Whether the output folder still has its marker file (it was not deleted or replaced behind our back).
    var outputIsIntact: Bool {
        FileSystem.kind(Paths.join(paths.output, OutputGuard.marker)) == .file
    }

    /// Scans, loads (cached), resolves and checks every page; renders those whose dependencies changed.
    func fullBuild() throws -> IncrementalResult {
        // Someone removed the output folder (or its marker): forget what is in it and write it all again.
        if state.hasBuilt && !outputIsIntact { state = IncrementalState() }
        let started = ContinuousClock().now
        var trace = PhaseTrace()
        defer { trace.report() }
        var diagnostics = DiagnosticList()
        let paths = self.paths
        func failure() -> BuildFailure {
            BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
        }
        func fail(_ error: Error) -> BuildFailure {
            switch error {
            case let list as DiagnosticList: diagnostics.append(contentsOf: list.items)
            case let diagnostic as Diagnostic: diagnostics.append(diagnostic)
            case let failure as BuildFailure: diagnostics.append(contentsOf: failure.diagnostics.items)
            default: diagnostics.append(Diagnostic(.error, at: nil, "\(error)"))
            }
            return failure()
        }

        // Settings, output safety, templates, content discovery (as in `cardstock build`).
        let config: SiteConfig
        let templates: TemplateSet
        let localizers: LocalizerSet
        let stylesheet: [UInt8]
        let files: [ContentFile]
        var siteHash = siteInputs()
        do {
            config = try paths.loadConfig(options: options)
            try OutputGuard.check(paths, force: options.force)
            templates = try paths.loadTemplates()
            localizers = try paths.loadLocalizers()
            stylesheet = Array(try paths.stylesheet().utf8)
            files = try ContentScanner(displayRoot: paths.contentDisplay, root: paths.content, project: paths.workingDirectory).scan()
        } catch {
            throw fail(error)
        }
        trace.mark("scan")
        siteHash.add(bytes: stylesheet)
        let siteValue = siteHash.value
        let full = !state.hasBuilt || siteValue != state.siteValue
        trace.mark("site")
        let markdownFiles = files.filter(\.isMarkdown)
        let assets = files.filter { !$0.isMarkdown }

        // Phase 1, cached: parse only pages whose file changed.
        let loaded = loadPages(markdownFiles, config: config)
        var pages: [SourcePage] = []
        var pageStamps: [FileStamp] = []
        var draftPaths: Set<String> = []
        var draftFolders: Set<String> = []
        var draftWarnings: [Diagnostic] = []
        for (result, stamp) in loaded {
            switch result {
            case .success(let page):
                diagnostics.append(contentsOf: page.warnings)
                if page.metadata.draft && !options.includeDrafts {
                    draftWarnings.append(contentsOf: page.warnings)
                    draftPaths.insert(page.file.relativePath)
                    if page.isIndex { draftFolders.insert(URLMapping.sourceFolder(page.file.relativePath)) }
                } else {
                    pages.append(page)
                    pageStamps.append(stamp)
                }
            case .failure(let error):
                _ = fail(error)
            }
        }
        // Folders without an index page get a generated one (as in `cardstock build`); it has no file.
        let folderIndexes = FolderIndexes.missing(for: pages, contentDisplay: paths.contentDisplay, siteTitle: config.title,
                                                  draftFolders: draftFolders, naming: .init(contentFolder: paths.content,
                                                  localizer: localizers.localizer(for: config.language), theme: Theme(iconNames: IconLibrary.builtIn.names)))
        let generatedIndexes = folderIndexes.pages
        diagnostics.append(contentsOf: folderIndexes.problems)
        pages += generatedIndexes
        pageStamps += generatedIndexes.map { _ in FileStamp.missing }
        diagnostics.append(contentsOf: FolderIndexes.messages(generatedIndexes, among: pages, strict: options.strict,
                                                              quiet: options.quiet))
        trace.mark("load")
        // Metrics (as in `cardstock build`): every metric file gets a generated page; the session renders blocks.
        let metricBuild = metrics.start(pages: pages, assets: assets, theme: Theme(iconNames: IconLibrary.builtIn.names),
                                        timeZone: config.timeZone, language: config.language, localizers: localizers,
                                        rawFiles: .resolve(SitePrivacy.resolve(config, files: assets), publishing: false))
        // Report series (as in `cardstock build`): a template's pages depend on its file, like the template.
        let series = ReportSeriesExpansion.expand(&pages, metrics: metricBuild, localizers: localizers,
                                                  language: config.language)
        diagnostics.append(contentsOf: series.problems)
        for (member, template) in zip(series.members, series.templates) {
            pages.append(member)
            pageStamps.append(pageStamps[template])
        }
        let metricPages = metricBuild.pages(for: pages)
        pages += metricPages
        pageStamps += metricPages.map { FileStamp.of($0.file.sourcePath) ?? FileStamp.missing }
        diagnostics.append(contentsOf: metricBuild.problems)
        diagnostics.append(contentsOf: DuplicateCheck.diagnostics(pages: pages, assets: assets))
        if diagnostics.hasErrors { throw failure() }

        trace.mark("dup")
        // Links and navigation for every page (cheap next to rendering).
        let resolver = LinkResolver(site: pages, assets: assets.map(\.relativePath), draftPaths: draftPaths,
                                    draftFolders: draftFolders, brokenLinksAreWarnings: options.allowBrokenLinks)
        let pagesByPath = resolver.pagesByPath
        trace.mark("link-setup")
        let outcomes = reusableOutcomes(pages: pages, stamps: pageStamps, pagesByPath: pagesByPath, resolver: resolver)
            ?? Parallel.map(pages.count) { resolver.resolve(pageIndex: $0) }
        trace.mark("resolve")
        for outcome in outcomes { diagnostics.append(contentsOf: outcome.diagnostics) }
        let navigation = SiteNavigation(pages: pages, order: config.sort)

        trace.mark("links+nav")
        // Which pages must be rendered again: those whose dependencies' values changed.
        let assetStamps = Parallel.map(assets.count) { FileStamp.of(assets[$0].sourcePath) }
        let values = DependencyValues(site: siteValue, pages: pages, stamps: pageStamps, outcomes: outcomes,
                                      navigation: navigation,
                                      allData: DependencyValues.allData(assets: assets, stamps: assetStamps),
                                      recordedFiles: recordedFiles())
        trace.mark("values")
        let outputPaths = pages.map { URLMapping.outputPath(forPageURL: $0.url) }
        let graph = state.graph
        let dirty: [Int] = Parallel.map(pages.count) { i -> Bool in
            guard let recorded = graph.recorded(outputPaths[i]) else { return true }
            return values.dependencies(of: i, recordedFiles: recorded.keys) != recorded
        }.enumerated().compactMap { $0.element ? $0.offset : nil }

        trace.mark("dirty")
        // Phase 2 for the dirty pages only, into memory; compared with the files on disk.
        var pageBySource: [String: Int] = [:]
        // A series template's file makes many pages: its saves take the full path, which expands it again.
        for (i, page) in pages.enumerated() where page.generated == nil && !page.file.isGenerated && page.series == nil {
            pageBySource[page.file.sourcePath] = i
        }
        var assetBySource: [String: Int] = [:]
        for (i, asset) in assets.enumerated() { assetBySource[asset.sourcePath] = i }
        var pageByOutput: [String: Int] = [:]
        for (i, path) in outputPaths.enumerated() { pageByOutput[path] = i }
        let pagesWithWarnings = Set(pages.indices.filter { !pages[$0].warnings.isEmpty || !outcomes[$0].diagnostics.isEmpty })
        var model = SiteModel(config: config, templates: templates, pages: pages, stamps: pageStamps, outcomes: outcomes,
                              navigation: navigation, resolver: resolver, assets: assets, pageBySource: pageBySource,
                              assetBySource: assetBySource, pageByOutput: pageByOutput,
                              pagesWithWarnings: pagesWithWarnings, draftWarnings: draftWarnings,
                              metrics: metricBuild, localizers: localizers)
        model.firstPageByPath.reserveCapacity(pages.count)
        for (i, page) in pages.enumerated() {
            if model.firstPageByPath[page.file.relativePath] == nil { model.firstPageByPath[page.file.relativePath] = i }
            if let metricPath = page.generated?.metricPath {
                model.metricPagesByFile[metricPath, default: []].append(i)
            } else if page.series?.index != nil {
                model.seriesIndexes.append(i)
            }
        }
        var newGraph = graph
        model.walkerWarnings = state.model?.walkerWarnings ?? [:]
        var writes = render(dirty: dirty, model: &model, values: values, graph: &newGraph, diagnostics: &diagnostics)
        reportWalkerWarnings(&model, into: &diagnostics)
        let output = InPlaceOutput(root: paths.output)
        trace.mark("render")

        // Copied files and the stylesheet.
        var newAssets: [String: FileStamp] = [:]
        for (i, asset) in assets.enumerated() {
            guard let stamp = assetStamps[i] else {
                diagnostics.append(.error(asset.displayPath, line: 1, column: 1, "file disappeared during the build; save it again"))
                continue
            }
            newAssets[asset.relativePath] = stamp
            if !full && state.assets[asset.relativePath] == stamp { continue }
            do {
                let bytes = try FileSystem.read(asset.sourcePath)
                if !output.holds(bytes, at: asset.relativePath) { writes.append((asset.relativePath, bytes)) }
            } catch {
                diagnostics.append(.error(asset.displayPath, line: 1, column: 1, "\(error)"))
            }
        }
        if full && !output.holds(stylesheet, at: "style.css") { writes.append(("style.css", stylesheet)) }

        trace.mark("assets")
        applyStrict(&diagnostics)
        if diagnostics.hasErrors { throw failure() }

        // Not a previous output (watch --force on a foreign folder): moved aside first, never deleted.
        do {
            if let note = try OutputGuard.setAside(paths.output, workingDirectory: paths.workingDirectory) {
                diagnostics.append(note)
            }
        } catch {
            throw fail(error)
        }

        // Everything is known and good: write, then remove what no longer has a source.
        var expected = Set(outputPaths)
        expected.formUnion(newAssets.keys)
        expected.insert("style.css")
        expected.insert(OutputGuard.marker)
        var removed: [String] = []
        if state.hasBuilt {
            for old in Set(graph.outputs).union(state.assets.keys) where !expected.contains(old) { removed.append(old) }
        } else {
            removed = output.allFiles().filter { !expected.contains($0) && !OutputGuard.isKept($0) }
        }
        for old in removed { newGraph.remove(old) }
        try apply(writes: writes, removed: removed)
        if !state.hasBuilt { output.pruneEmptyFolders() }
        trace.mark("write")
        state = IncrementalState(hasBuilt: true, graph: newGraph, assets: newAssets, siteValue: siteValue, model: model)
        return IncrementalResult(pageCount: pages.count, renderedPages: dirty.map { pages[$0].file.displayPath }.sorted(),
                                 writtenFiles: writes.map(\.0).sorted(), removedFiles: removed.sorted(), wasFullRebuild: full,
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 seconds: Self.seconds(since: started))
    }
}
