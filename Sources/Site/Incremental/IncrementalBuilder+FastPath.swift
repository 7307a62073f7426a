import POSIXFiles
import Diagnostics
import Surfaces

extension IncrementalBuilder {
    /// The fast path for the common save: every changed path is a page or copied file of the last build
    /// that still exists, and no saved page changed its URL, anchors or draft flag. Then no other page's
    /// links can have changed, so only the saved pages, the pages showing their titles (breadcrumbs,
    /// automatic rows; from the graph) and the pages whose metric blocks read a saved data file are
    /// rendered. Returns nil (use ``fullBuild()``) when that does not hold.
    ///
    /// The site model and graph are updated in place (no copy of 10,000 pages per save) and restored
    /// from an undo list when the build fails.
    func fastBuild(_ changed: Set<String>) throws -> IncrementalResult? {
        guard state.hasBuilt, state.model != nil, !changed.isEmpty, outputIsIntact else { return nil }
        let started = ContinuousClock().now
        var trace = PhaseTrace()
        defer { trace.report() }
        // Checks read the stored model without holding a second reference to it past this call.
        guard let (reloaded, assetHits) = try fastPathChanges(changed) else { return nil }
        var diagnostics = DiagnosticList()
        trace.mark("reload")

        // Take sole ownership of the model and graph, so the updates below happen in place.
        guard var model = state.model else { return nil }
        state.model = nil
        var graph = state.graph
        state.graph = DependencyGraph()
        var undoPages: [(Int, SourcePage, FileStamp, LinkResolver.Outcome)] = []
        var undoGraph: [(String, [DependencyKey: UInt64]?)] = []
        var committed = false
        let oldNavigation = model.navigation
        defer {
            if !committed {
                model.navigation = oldNavigation
                for (i, page, stamp, outcome) in undoPages.reversed() {
                    model.pages[i] = page
                    model.resolver.pages[i] = page
                    model.stamps[i] = stamp
                    model.outcomes[i] = outcome
                }
                for (output, old) in undoGraph.reversed() {
                    if let old { graph.set(output, dependencies: old) } else { graph.remove(output) }
                }
                state.model = model
                state.graph = graph
            }
        }
        for (i, stamp, page) in reloaded {
            undoPages.append((i, model.pages[i], model.stamps[i], model.outcomes[i]))
            pageCache[page.file.relativePath] = CachedPage(file: page.file, stamp: stamp, page: page)
            model.pages[i] = page
            model.resolver.pages[i] = page
            model.stamps[i] = stamp
        }
        for (i, _, _) in reloaded { model.outcomes[i] = model.resolver.resolve(pageIndex: i) }
        // A new title, description, date or weight shows in breadcrumbs and automatic rows (and may
        // reorder them): the navigation is recomputed and the pages showing the page are rendered too.
        var dirty = Set(reloaded.map(\.0))
        var summaryChanged = false
        for (n, (_, _, page)) in reloaded.enumerated() where !Self.sameSummary(undoPages[n].1, page) {
            summaryChanged = true
            for output in graph.outputs(dependingOn: .pageSummary(page.file.relativePath)) {
                if let j = model.pageByOutput[output] { dirty.insert(j) }
            }
        }
        if summaryChanged { model.navigation = SiteNavigation(pages: model.pages, order: model.config.sort) }

        // What to render: the saved pages and every page that read a saved data file.
        var assetStamps = model.assets.map { state.assets[$0.relativePath] }
        for (a, stamp) in assetHits { assetStamps[a] = stamp }
        for (a, _) in assetHits {
            var affected = graph.outputs(dependingOn: .file(model.assets[a].sourcePath))
            if DependencyValues.isData(model.assets[a].relativePath) { affected += graph.outputs(dependingOn: .allData) }
            for output in affected { if let i = model.pageByOutput[output] { dirty.insert(i) } }
        }
        let values = DependencyValues(site: state.siteValue, pages: model.pages, stamps: model.stamps,
                                      outcomes: model.outcomes, navigation: model.navigation,
                                      allData: DependencyValues.allData(assets: model.assets, stamps: assetStamps),
                                      recordedFiles: [])
        let order = dirty.sorted()
        for i in order {
            let output = URLMapping.outputPath(forPageURL: model.pages[i].url)
            undoGraph.append((output, graph.recorded(output)))
        }
        var writes = render(dirty: order, model: &model, values: values, graph: &graph, diagnostics: &diagnostics)
        trace.mark("render")

        // Saved copied files.
        let assetUpdates = savedFileWrites(assetHits, model: model, into: &writes, diagnostics: &diagnostics)

        // Every warning, as a full build reports them (pages with warnings are remembered).
        for (i, _, page) in reloaded {
            if page.warnings.isEmpty && model.outcomes[i].diagnostics.isEmpty {
                model.pagesWithWarnings.remove(i)
            } else {
                model.pagesWithWarnings.insert(i)
            }
        }
        try reportFastPathWarnings(&model, into: &diagnostics)
        try apply(writes: writes, removed: [])
        for (path, stamp) in assetUpdates { state.assets[path] = stamp }
        committed = true
        let rendered = order.map { model.pages[$0].file.displayPath }.sorted()
        let pageCount = model.pages.count
        state.model = model
        state.graph = graph
        trace.mark("write")
        return IncrementalResult(pageCount: pageCount, renderedPages: rendered,
                                 writtenFiles: writes.map(\.0).sorted(), removedFiles: [], wasFullRebuild: false,
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 seconds: Self.seconds(since: started))
    }

    /// The saved pages (reloaded) and copied files, or nil when the fast path does not apply.
    /// Throws ``BuildFailure`` when a saved page cannot be loaded.
    private func fastPathChanges(_ changed: Set<String>) throws
        -> ([(Int, FileStamp, SourcePage)], [(Int, FileStamp)])? {
        guard let model = state.model else { return nil }
        var pageHits: [(Int, FileStamp)] = []
        var assetHits: [(Int, FileStamp)] = []
        for path in changed.sorted() {
            guard FileSystem.kind(path) == .file, let stamp = FileStamp.of(path) else { return nil }
            if let i = model.pageBySource[path] {
                if stamp != model.stamps[i] { pageHits.append((i, stamp)) }
            } else if let a = model.assetBySource[path] {
                // The metric session caches parsed metric files and sidecars: a new one is needed.
                if model.hasMetricSession && DependencyValues.isData(model.assets[a].relativePath) { return nil }
                if stamp != state.assets[model.assets[a].relativePath] { assetHits.append((a, stamp)) }
            } else {
                return nil
            }
        }
        var diagnostics = DiagnosticList()
        let loader = PageLoader(theme: Theme(iconNames: IconLibrary.builtIn.names), siteTitle: model.config.title)
        var reloaded: [(Int, FileStamp, SourcePage)] = []
        for (i, stamp) in pageHits {
            let old = model.pages[i]
            do {
                let page = try loader.load(old.file)
                guard Self.sameShape(old, page, includeDrafts: options.includeDrafts) else { return nil }
                // A series template is its index and its pages: it is expanded again by the full path.
                if old.series != nil || page.metadata.repeats != nil { return nil }
                if model.hasMetricSession && !Self.sameMetricBlocks(old, page) { return nil }
                reloaded.append((i, stamp, page))
            } catch let list as DiagnosticList {
                diagnostics.append(contentsOf: list.items)
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            }
        }
        if diagnostics.hasErrors {
            throw BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
        }
        return (reloaded, assetHits)
    }

    /// Whether a page asks the metric session for the same things (block texts and report period),
    /// so the session's metric pages and their parents stay as they are.
    static func sameMetricBlocks(_ old: SourcePage, _ new: SourcePage) -> Bool {
        MetricBuildSession.metricBlocks(old.document.blocks).map(\.yaml)
            == MetricBuildSession.metricBlocks(new.document.blocks).map(\.yaml)
            && old.metadata.period == new.metadata.period && old.metadata.from == new.metadata.from
            && old.metadata.to == new.metadata.to
    }

    /// Whether a reloaded page resolves links the same way for every other page: same file, URL,
    /// anchors and draft flag. (Its title and navigation data may differ: see ``sameSummary(_:_:)``.)
    static func sameShape(_ old: SourcePage, _ new: SourcePage, includeDrafts: Bool) -> Bool {
        old.file == new.file && old.url == new.url && old.anchors == new.anchors
            && (new.metadata.draft == false || includeDrafts) && old.metadata.draft == new.metadata.draft
    }

    /// Whether breadcrumbs and automatic rows show the page the same way, in the same order.
    static func sameSummary(_ old: SourcePage, _ new: SourcePage) -> Bool {
        old.title == new.title && old.metadata.weight == new.metadata.weight && old.metadata.date == new.metadata.date
            && old.metadata.description == new.metadata.description && old.metadata.sort == new.metadata.sort
    }
}
