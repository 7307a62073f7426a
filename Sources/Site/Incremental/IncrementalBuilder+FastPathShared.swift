import POSIXFiles
import Diagnostics

/// What the two fast paths (a saved page or copied file, a saved metric file) share: sole ownership of the model
/// with undo, the saved copied files, and the end of the pipeline (check, write) with the warnings a full build
/// would report.
extension IncrementalBuilder {
    /// Runs `edit` with sole ownership of the stored model and graph (so its updates happen in place); when it
    /// throws, every edit recorded in its ``ModelUndo`` is undone and the model and graph are stored back as
    /// they were.
    func editingModel<Result>(_ edit: (inout SiteModel, inout DependencyGraph, inout ModelUndo) throws -> Result)
        throws -> Result? {
        guard var model = state.model else { return nil }
        state.model = nil
        var graph = state.graph
        state.graph = DependencyGraph()
        var undo = ModelUndo()
        defer {
            state.model = model
            state.graph = graph
        }
        do {
            return try edit(&model, &graph, &undo)
        } catch {
            undo.undo(&model, &graph)
            throw error
        }
    }

    /// The saved copied files into `sink`; returns their new stamps (committed once everything is written).
    func savedFiles(_ hits: [(Int, FileStamp)], model: SiteModel, into sink: InPlaceSink,
                    diagnostics: inout DiagnosticList) -> [(String, FileStamp)] {
        var updates: [(String, FileStamp)] = []
        for (a, stamp) in hits where copy(model.assets[a], into: sink, diagnostics: &diagnostics) {
            updates.append((model.assets[a].relativePath, stamp))
        }
        return updates
    }

    /// The check and write stages of a fast path, with every warning a full build reports (the pages remembered
    /// as having some, the walker's, the drafts'); then the saved files' stamps are committed. Throws
    /// ``BuildFailure`` (nothing written) when anything is an error.
    func finishFastBuild(rendered order: [Int], model: inout SiteModel, sink: InPlaceSink,
                         savedFiles: [(String, FileStamp)], diagnostics: inout DiagnosticList,
                         started: ContinuousClock.Instant) throws -> IncrementalResult {
        for i in model.pagesWithWarnings.sorted() {
            diagnostics.append(contentsOf: model.pages[i].warnings)
            diagnostics.append(contentsOf: model.outcomes[i].diagnostics)
        }
        reportWalkerWarnings(&model, into: &diagnostics)
        diagnostics.append(contentsOf: model.draftWarnings)
        let pipeline = self.pipeline
        try pipeline.check(&diagnostics, metrics: model.metrics)
        try pipeline.write(sink, diagnostics: &diagnostics)
        for (path, stamp) in savedFiles { state.assets[path] = stamp }
        return IncrementalResult(pageCount: model.pages.count,
                                 renderedPages: order.map { model.pages[$0].file.displayPath }.sorted(),
                                 writtenFiles: sink.writtenFiles, removedFiles: [], wasFullRebuild: false,
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 seconds: Self.seconds(since: started))
    }
}
