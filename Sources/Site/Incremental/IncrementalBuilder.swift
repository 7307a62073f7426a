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
package final class IncrementalBuilder: @unchecked Sendable {
    /// The command-line options (as for `cardstock build`).
    package let options: BuildOptions
    /// What the builds do with metrics (``MetricHook/none``: metric blocks render nothing).
    package let metrics: MetricHook
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
    /// Where stage calls are recorded (tests; `nil`: nowhere).
    package var stageTrace: StageTrace?

    /// Creates an engine; nothing is read until ``build()``.
    package init(options: BuildOptions, metrics: MetricHook = .site) {
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
    package var outputDirectory: String { paths.output }
    /// The output folder as shown in messages.
    package var outputDisplay: String { paths.outputDisplay }
    /// What a watcher must watch: the content folder, the templates folder and the settings file (absolute).
    package var watchedPaths: [String] { [paths.content, paths.templates, paths.config] }
    /// What each output depended on in the last successful build.
    package var graph: DependencyGraph { state.graph }

    /// Brings the output folder up to date. Throws ``BuildFailure`` (output and state unchanged) when
    /// anything is wrong.
    ///
    /// `changedPaths` (absolute, as ``FileWatcher`` reports them) allows the fast path: when they are
    /// all existing pages or copied files of the last build and no page's title, URL, anchors or place
    /// in the navigation changed, only the pages depending on them are looked at. Otherwise, and when
    /// nil, everything is checked again (still rendering and writing only what changed).
    package func build(changedPaths: Set<String>? = nil) throws -> IncrementalResult {
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

    /// The stages this engine runs (those of `cardstock build`).
    var pipeline: BuildPipeline {
        BuildPipeline(paths: paths, options: options, metrics: metrics, production: nil, trace: stageTrace)
    }

    /// The full path: every stage of ``BuildPipeline`` over every page (parsing cached), then only the pages
    /// whose dependencies changed rendered, and only files whose bytes changed written.
    func fullBuild() throws -> IncrementalResult {
        // Someone removed the output folder (or its marker): forget what is in it and write it all again.
        if state.hasBuilt && !outputIsIntact { state = IncrementalState() }
        let started = ContinuousClock().now
        var trace = PhaseTrace()
        defer { trace.report() }
        let pipeline = self.pipeline
        var diagnostics = DiagnosticList()
        // Taken before the settings and templates are read, so an edit made meanwhile is seen by the next build.
        var siteHash = siteInputs()
        let settings: SiteSettings
        let files: (markdown: [ContentFile], assets: [ContentFile])
        do {
            settings = try pipeline.settings(into: &diagnostics)
            files = try pipeline.scan()
        } catch {
            throw pipeline.failure(error, diagnostics)
        }
        siteHash.add(bytes: settings.stylesheet)
        trace.mark("scan")
        // Parsed only when the file changed since it was last parsed.
        var loaded = pipeline.load(files.markdown, diagnostics: &diagnostics) { self.parseCached($0, config: settings.config) }
        let expansion = pipeline.expand(&loaded.pages, assets: files.assets, drafts: loaded.drafts, settings: settings,
                                        diagnostics: &diagnostics)
        let pages = loaded.pages
        // An added page's stamp: a series page's is its template's, a metric page's its metric file's, a folder
        // index's its `_folder.yaml` (its title, icon and sort), so that editing that file re-renders it.
        let content = paths.content
        expansion.extend(&loaded.extras, pageCount: pages.count) { origin, i in
            switch origin {
            case .metricFile, .printPacket:
                return FileStamp.of(pages[i].file.sourcePath) ?? FileStamp.missing
            case .folderIndex:
                let folder = Paths.join(content, URLMapping.sourceFolder(pages[i].file.relativePath))
                return FileStamp.of(Paths.join(folder, FolderSettings.fileName)) ?? FileStamp.missing
            case .seriesMember:
                return FileStamp.missing
            }
        }
        trace.mark("load")
        let index = pipeline.index(pages, assets: files.assets, drafts: loaded.drafts, pendingAnchors: nil, withheld: [],
                                   folders: false, order: settings.config.sort, diagnostics: &diagnostics)
        if diagnostics.hasErrors { throw pipeline.failure(diagnostics) }
        trace.mark("index")
        let site = IndexedSite(settings: settings, pages: pages, stamps: loaded.extras, assets: files.assets,
                               drafts: loaded.drafts, metricBuild: expansion.metricBuild, index: index,
                               siteValue: siteHash.value)
        return try renderDirty(site, diagnostics: &diagnostics, trace: &trace, started: started)
    }

    /// A full build once every page is indexed: the pages the dependency graph finds dirty rendered, the copied
    /// files compared, the check, what no longer has a source removed, and the write.
    private func renderDirty(_ site: IndexedSite, diagnostics: inout DiagnosticList, trace: inout PhaseTrace,
                             started: ContinuousClock.Instant) throws -> IncrementalResult {
        let full = !state.hasBuilt || site.siteValue != state.siteValue
        let (dirty, values, outcomes, assetStamps, outputPaths) = dirtyPages(site, diagnostics: &diagnostics)
        trace.mark("dirty")
        var model = makeModel(site, outcomes: outcomes)
        var newGraph = state.graph
        let sink = InPlaceSink(root: paths.output, display: paths.outputDisplay)
        render(dirty: dirty, model: &model, values: values, graph: &newGraph, into: sink, diagnostics: &diagnostics)
        reportWalkerWarnings(&model, into: &diagnostics)
        trace.mark("render")
        var newAssets: [String: FileStamp] = [:]
        for (i, asset) in site.assets.enumerated() {
            guard let stamp = assetStamps[i] else {
                diagnostics.append(.error(asset.displayPath, line: 1, column: 1, "file disappeared during the build; save it again"))
                continue
            }
            newAssets[asset.relativePath] = stamp
            if full || state.assets[asset.relativePath] != stamp { copy(asset, into: sink, diagnostics: &diagnostics) }
        }
        if full { try? sink.accept(site.settings.stylesheet, url: nil, at: "style.css") }
        try pipeline.check(&diagnostics, metrics: site.metricBuild)
        // Not a previous output (watch --force on a foreign folder): moved aside first, never deleted.
        do {
            if let note = try OutputGuard.setAside(paths.output, workingDirectory: paths.workingDirectory) {
                diagnostics.append(note)
            }
        } catch {
            throw pipeline.failure(error, diagnostics)
        }
        sink.removed = removedOutputs(keeping: Set(outputPaths).union(newAssets.keys))
        for old in sink.removed { newGraph.remove(old) }
        sink.prunesEmptyFolders = !state.hasBuilt
        try pipeline.write(sink, diagnostics: &diagnostics)
        trace.mark("write")
        state = IncrementalState(hasBuilt: true, graph: newGraph, assets: newAssets, siteValue: site.siteValue, model: model)
        return IncrementalResult(pageCount: site.pages.count, renderedPages: dirty.map { site.pages[$0].file.displayPath }.sorted(),
                                 writtenFiles: sink.writtenFiles, removedFiles: sink.removed.sorted(), wasFullRebuild: full,
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 seconds: Self.seconds(since: started))
    }

    /// What the dependency graph says must be rendered again: every page's link outcomes (reused where they
    /// cannot have changed; their problems join `diagnostics`), the values of every dependency, and the pages
    /// whose recorded values differ (or that have none).
    private func dirtyPages(_ site: IndexedSite, diagnostics: inout DiagnosticList)
        -> ([Int], DependencyValues, [LinkResolver.Outcome], [FileStamp?], [String]) {
        let pages = site.pages, resolver = site.index.resolver, assets = site.assets
        let outcomes = reusableOutcomes(pages: pages, stamps: site.stamps, pagesByPath: resolver.pagesByPath,
                                        resolver: resolver)
            ?? Parallel.map(pages.count) { resolver.resolve(pageIndex: $0) }
        for outcome in outcomes { diagnostics.append(contentsOf: outcome.diagnostics) }
        let assetStamps = Parallel.map(assets.count) { FileStamp.of(assets[$0].sourcePath) }
        let values = DependencyValues(site: site.siteValue, pages: pages, stamps: site.stamps, outcomes: outcomes,
                                      navigation: site.index.navigation,
                                      allData: DependencyValues.allData(assets: assets, stamps: assetStamps),
                                      recordedFiles: recordedFiles())
        let graph = state.graph
        let outputPaths = pages.map { URLMapping.outputPath(forPageURL: $0.url) }
        let dirty: [Int] = Parallel.map(pages.count) { i -> Bool in
            guard let recorded = graph.recorded(outputPaths[i]) else { return true }
            return values.dependencies(of: i, recordedFiles: recorded.keys) != recorded
        }.enumerated().compactMap { $0.element ? $0.offset : nil }
        return (dirty, values, outcomes, assetStamps, outputPaths)
    }

    /// The site model a full build leaves for the fast paths: the pages and what finds them by source, output
    /// and metric file; the walker warnings of pages not walked again are kept.
    private func makeModel(_ site: IndexedSite, outcomes: [LinkResolver.Outcome]) -> SiteModel {
        let pages = site.pages
        var pageBySource: [String: Int] = [:]
        // A series template's file makes many pages: its saves take the full path, which expands it again.
        for (i, page) in pages.enumerated() where page.role.isMarkdown && !page.file.isGenerated {
            pageBySource[page.file.sourcePath] = i
        }
        var assetBySource: [String: Int] = [:]
        for (i, asset) in site.assets.enumerated() { assetBySource[asset.sourcePath] = i }
        var pageByOutput: [String: Int] = [:]
        for (i, page) in pages.enumerated() { pageByOutput[URLMapping.outputPath(forPageURL: page.url)] = i }
        let pagesWithWarnings = Set(pages.indices.filter { !pages[$0].warnings.isEmpty || !outcomes[$0].diagnostics.isEmpty })
        var model = SiteModel(config: site.settings.config, templates: site.settings.templates, pages: pages,
                              stamps: site.stamps, outcomes: outcomes, navigation: site.index.navigation,
                              resolver: site.index.resolver, assets: site.assets, pageBySource: pageBySource,
                              assetBySource: assetBySource, pageByOutput: pageByOutput,
                              pagesWithWarnings: pagesWithWarnings, draftWarnings: site.drafts.warnings,
                              metrics: site.metricBuild, localizers: site.settings.localizers)
        model.firstPageByPath.reserveCapacity(pages.count)
        for (i, page) in pages.enumerated() {
            if model.firstPageByPath[page.file.relativePath] == nil { model.firstPageByPath[page.file.relativePath] = i }
            if let metricPath = page.role.generated?.metricPath {
                model.metricPagesByFile[metricPath, default: []].append(i)
            } else if page.role.series?.index != nil {
                model.seriesIndexes.append(i)
            }
        }
        model.walkerWarnings = state.model?.walkerWarnings ?? [:]
        return model
    }

    /// The output files a full build no longer makes: those of the last build not in `expected` (on a first
    /// build, every file in the output folder but the kept ones).
    private func removedOutputs(keeping expected: Set<String>) -> [String] {
        var expected = expected
        expected.insert("style.css")
        expected.insert(OutputGuard.marker)
        guard state.hasBuilt else {
            return InPlaceOutput(root: paths.output).allFiles().filter { !expected.contains($0) && !OutputGuard.isKept($0) }
        }
        return Set(state.graph.outputs).union(state.assets.keys).filter { !expected.contains($0) }
    }
}

/// A site indexed by a full watch build: what its dependency check and render need.
private struct IndexedSite {
    var settings: SiteSettings
    var pages: [SourcePage]
    var stamps: [FileStamp]
    var assets: [ContentFile]
    var drafts: DraftSet
    var metricBuild: MetricBuild
    var index: SiteIndex
    var siteValue: UInt64
}
