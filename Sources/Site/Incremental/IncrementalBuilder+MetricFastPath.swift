import POSIXFiles
import Diagnostics

extension IncrementalBuilder {
    /// The fast path for a save of metric data files (a row appended or edited) when the page set stays:
    /// a new metric session (fresh parse cache, same files and sidecars) renders only the pages whose figures can
    /// have changed — cards whose period ends on or after the first changed day, the saved metric's pages (each
    /// shows the file's row count), series indexes listing its figures (see ``metricChangePlan(_:)``). Returns nil (use
    /// ``fullBuild()``) when that does not hold. Like ``fastBuild(_:)``, a failure leaves model and output as they were.
    func metricFastBuild(_ changed: Set<String>) throws -> IncrementalResult? {
        guard state.hasBuilt, state.model?.metrics.session != nil, !changed.isEmpty, outputIsIntact else { return nil }
        let started = ContinuousClock().now
        var trace = PhaseTrace()
        defer { trace.report() }
        guard let plan = metricChangePlan(changed) else { return nil }
        trace.mark("metric-plan")
        var diagnostics = DiagnosticList()

        // Sole ownership of the model and graph, so the updates below happen in place.
        guard var model = state.model else { return nil }
        state.model = nil
        var graph = state.graph
        state.graph = DependencyGraph()
        let oldMetrics = model.metrics
        var undoStamps: [(Int, FileStamp)] = []
        var undoGraph: [(String, [DependencyKey: UInt64]?)] = []
        var committed = false
        defer {
            if !committed {
                model.metrics = oldMetrics
                for (i, stamp) in undoStamps.reversed() { model.stamps[i] = stamp }
                for (output, old) in undoGraph.reversed() {
                    if let old { graph.set(output, dependencies: old) } else { graph.remove(output) }
                }
                state.model = model
                state.graph = graph
            }
        }
        model.metrics = MetricBuild(session: plan.session, blocks: plan.session)
        // A metric page's source stamp is its metric file's.
        for i in plan.generated {
            guard let stamp = FileStamp.of(model.pages[i].file.sourcePath) else { continue }
            undoStamps.append((i, model.stamps[i]))
            model.stamps[i] = stamp
        }
        var assetStamps = model.assets.map { state.assets[$0.relativePath] }
        for (a, stamp) in plan.assetHits { assetStamps[a] = stamp }
        let values = DependencyValues(site: state.siteValue, pages: model.pages, stamps: model.stamps,
                                      outcomes: model.outcomes, navigation: model.navigation,
                                      allData: DependencyValues.allData(assets: model.assets, stamps: assetStamps),
                                      recordedFiles: [])
        let order = plan.dirty.sorted()
        for i in order {
            let output = URLMapping.outputPath(forPageURL: model.pages[i].url)
            undoGraph.append((output, graph.recorded(output)))
        }
        // Pages whose figures stay: only the saved files' values (and a metric page's source, its file's stamp) can
        // differ from what was recorded — the page set, links and navigation are as they were — so just those
        // are brought up to date (recomputing every key of a few thousand pages took most of the save's time).
        let savedFiles = plan.assetHits.map { hit in
            (path: model.assets[hit.0].sourcePath, value: DependencyValues.fileValue(model.assets[hit.0].sourcePath))
        }
        for i in plan.unchanged.sorted() {
            let output = URLMapping.outputPath(forPageURL: model.pages[i].url)
            guard var recorded = graph.recorded(output) else { continue }
            undoGraph.append((output, recorded))
            for (path, value) in savedFiles where recorded[.file(path)] != nil { recorded[.file(path)] = value }
            if recorded[.allData] != nil { recorded[.allData] = values.allData }
            if model.pages[i].generated != nil { recorded[.source(model.pages[i].file.relativePath)] = values.source(i) }  // the file's stamp
            graph.updateValues(output, dependencies: recorded)
        }
        trace.mark("metric-graph")
        var writes = render(dirty: order, model: &model, values: values, graph: &graph, diagnostics: &diagnostics)
        trace.mark("render")

        // The saved files are copied files too; then every warning, as a full build reports them.
        let assetUpdates = savedFileWrites(plan.assetHits, model: model, into: &writes, diagnostics: &diagnostics)
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
}
