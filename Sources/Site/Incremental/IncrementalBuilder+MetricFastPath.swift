import POSIXFiles
import Diagnostics

extension IncrementalBuilder {
    /// The fast path for a save of metric data files (a row appended or edited) when the page set stays:
    /// a new metric session (fresh parse cache, same files and sidecars) renders only the pages whose figures can
    /// have changed — cards whose period ends on or after the first changed day, the saved metric's pages (each
    /// shows the file's row count), series indexes listing its figures (see ``metricChangePlan(_:)``). Returns nil (use
    /// ``fullBuild()``) when that does not hold. Like ``fastBuild(_:)``, it runs the render, check and write stages (the
    /// metric session is made again by the plan) and a failure leaves model and output as they were.
    func metricFastBuild(_ changed: Set<String>) throws -> IncrementalResult? {
        guard state.hasBuilt, state.model?.metrics.session != nil, !changed.isEmpty, outputIsIntact else { return nil }
        let started = ContinuousClock().now
        var trace = PhaseTrace()
        defer { trace.report() }
        guard let plan = metricChangePlan(changed) else { return nil }
        trace.mark("metric-plan")
        return try editingModel { model, graph, undo in
            var diagnostics = DiagnosticList()
            undo.record(.metrics(model.metrics))
            model.metrics = MetricBuild(session: plan.session, blocks: plan.session)
            // A metric page's source stamp is its metric file's.
            for i in plan.generated {
                guard let stamp = FileStamp.of(model.pages[i].file.sourcePath) else { continue }
                undo.record(.stamp(i, model.stamps[i]))
                model.stamps[i] = stamp
            }
            var assetStamps = model.assets.map { state.assets[$0.relativePath] }
            for (a, stamp) in plan.assetHits { assetStamps[a] = stamp }
            let values = DependencyValues(site: state.siteValue, pages: model.pages, stamps: model.stamps,
                                          outcomes: model.outcomes, navigation: model.navigation,
                                          allData: DependencyValues.allData(assets: model.assets, stamps: assetStamps),
                                          recordedFiles: [])
            let order = plan.dirty.sorted()
            undo.recordOutputs(of: order, model: model, graph: graph)
            updateUnchanged(plan, model: model, values: values, graph: &graph, undo: &undo)
            trace.mark("metric-graph")
            let sink = InPlaceSink(root: paths.output, display: paths.outputDisplay)
            render(dirty: order, model: &model, values: values, graph: &graph, into: sink, diagnostics: &diagnostics)
            trace.mark("render")
            // The saved files are copied files too.
            let saved = savedFiles(plan.assetHits, model: model, into: sink, diagnostics: &diagnostics)
            defer { trace.mark("write") }
            return try finishFastBuild(rendered: order, model: &model, sink: sink, savedFiles: saved,
                                       diagnostics: &diagnostics, started: started)
        }
    }

    /// Pages whose figures stay: only the saved files' values (and a metric page's source, its file's stamp) can
    /// differ from what was recorded — the page set, links and navigation are as they were — so just those are
    /// brought up to date (recomputing every key of a few thousand pages took most of the save's time).
    private func updateUnchanged(_ plan: MetricChangePlan, model: SiteModel, values: DependencyValues,
                                 graph: inout DependencyGraph, undo: inout ModelUndo) {
        let savedFiles = plan.assetHits.map { hit in
            (path: model.assets[hit.0].sourcePath, value: DependencyValues.fileValue(model.assets[hit.0].sourcePath))
        }
        for i in plan.unchanged.sorted() {
            let output = URLMapping.outputPath(forPageURL: model.pages[i].url)
            guard var recorded = graph.recorded(output) else { continue }
            undo.record(.output(output, recorded))
            for (path, value) in savedFiles where recorded[.file(path)] != nil { recorded[.file(path)] = value }
            if recorded[.allData] != nil { recorded[.allData] = values.allData }
            if model.pages[i].role.generated != nil { recorded[.source(model.pages[i].file.relativePath)] = values.source(i) }  // the file's stamp
            graph.updateValues(output, dependencies: recorded)
        }
    }
}
