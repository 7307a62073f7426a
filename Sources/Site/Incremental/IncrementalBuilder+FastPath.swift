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
    /// The same stage functions as a full build run over the saved pages (load, index, render, check, write; the
    /// page set stays, so nothing is expanded). The site model and graph are updated in place (no copy of 10,000
    /// pages per save) and restored from an undo list when the build fails (``editingModel(_:)``).
    func fastBuild(_ changed: Set<String>) throws -> IncrementalResult? {
        guard state.hasBuilt, state.model != nil, !changed.isEmpty, outputIsIntact else { return nil }
        let started = ContinuousClock().now
        var trace = PhaseTrace()
        defer { trace.report() }
        // Checks read the stored model without holding a second reference to it past this call.
        guard let (reloaded, assetHits) = try fastPathChanges(changed) else { return nil }
        trace.mark("reload")
        return try editingModel { model, graph, undo in
            var diagnostics = DiagnosticList()
            var dirty = reindex(reloaded, model: &model, graph: graph, undo: &undo)
            // What to render: the saved pages, the pages showing them, and every page that read a saved data file.
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
            undo.recordOutputs(of: order, model: model, graph: graph)
            let sink = InPlaceSink(root: paths.output, display: paths.outputDisplay)
            render(dirty: order, model: &model, values: values, graph: &graph, into: sink, diagnostics: &diagnostics)
            trace.mark("render")
            let saved = savedFiles(assetHits, model: model, into: sink, diagnostics: &diagnostics)
            // Pages with warnings are remembered: every build reports them, as a full build does.
            for (i, _, page) in reloaded {
                if page.warnings.isEmpty && model.outcomes[i].diagnostics.isEmpty {
                    model.pagesWithWarnings.remove(i)
                } else {
                    model.pagesWithWarnings.insert(i)
                }
            }
            defer { trace.mark("write") }
            return try finishFastBuild(rendered: order, model: &model, sink: sink, savedFiles: saved,
                                       diagnostics: &diagnostics, started: started)
        }
    }

    /// The index stage narrowed to the reloaded pages, which replace theirs in the model (undo recorded): their
    /// links resolved again. A new title, description, date or weight shows in breadcrumbs and automatic rows
    /// (and may reorder them): then the navigation is made again and the pages showing the page are dirty too.
    /// Returns the dirty pages.
    private func reindex(_ reloaded: [(Int, FileStamp, SourcePage)], model: inout SiteModel, graph: DependencyGraph,
                         undo: inout ModelUndo) -> Set<Int> {
        var dirty = Set(reloaded.map(\.0))
        var summaryChanged = false
        for (i, stamp, page) in reloaded {
            let old = model.pages[i]
            undo.record(.page(i, old, model.stamps[i], model.outcomes[i]))
            model.pages[i] = page
            model.resolver.pages[i] = page
            model.stamps[i] = stamp
            guard !Self.sameSummary(old, page) else { continue }
            summaryChanged = true
            for output in graph.outputs(dependingOn: .pageSummary(page.file.relativePath)) {
                if let j = model.pageByOutput[output] { dirty.insert(j) }
            }
        }
        if summaryChanged { undo.record(.navigation(model.navigation)) }
        let outcomes = pipeline.index(reloaded.map(\.0), of: model.pages, resolver: model.resolver,
                                      navigation: &model.navigation, order: model.config.sort,
                                      navigationChanged: summaryChanged)
        for (n, (i, _, _)) in reloaded.enumerated() { model.outcomes[i] = outcomes[n] }
        return dirty
    }

    /// The saved pages (reloaded by the load stage) and copied files, or nil when the fast path does not apply.
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
        let loaded = pipeline.load(pageHits.map { model.pages[$0.0].file }, diagnostics: &diagnostics) {
            parseCached($0, config: model.config, all: false)
        }
        if diagnostics.hasErrors { throw pipeline.failure(diagnostics) }
        // A page that became a draft leaves the site: the full path.
        guard loaded.drafts.paths.isEmpty, loaded.pages.count == pageHits.count else { return nil }
        var reloaded: [(Int, FileStamp, SourcePage)] = []
        for ((i, stamp), page) in zip(pageHits, loaded.pages) {
            let old = model.pages[i]
            guard Self.sameShape(old, page, includeDrafts: options.includeDrafts) else { return nil }
            // A series template is its index and its pages: it is expanded again by the full path.
            if old.role.series != nil || page.metadata.repeats != nil { return nil }
            if old.metadata.printMode == .full || page.metadata.printMode == .full { return nil }  // its print packet too
            if model.hasMetricSession && !Self.sameMetricBlocks(old, page) { return nil }
            reloaded.append((i, stamp, page))
        }
        return (reloaded, assetHits)
    }

    /// Whether a page asks the metric session for the same things (block texts and report period),
    /// so the session's metric pages and their parents stay as they are.
    static func sameMetricBlocks(_ old: SourcePage, _ new: SourcePage) -> Bool {
        MetricCatalog.metricBlocks(old.fences).map(\.yaml)
            == MetricCatalog.metricBlocks(new.fences).map(\.yaml)
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
