/// The edits a fast path made to the stored site model and dependency graph, undone in reverse order when
/// the build fails (see ``IncrementalBuilder/editingModel(_:)``): the model is edited in place, not copied, so
/// a save in a 10,000-page site does not copy 10,000 pages.
struct ModelUndo {
    /// One edit, with what it replaced.
    enum Step {
        /// A page reloaded: its old page, stamp and link outcome.
        case page(Int, SourcePage, FileStamp, LinkResolver.Outcome)
        /// A page's source stamp changed.
        case stamp(Int, FileStamp)
        /// An output's recorded dependencies replaced (`nil`: it had none).
        case output(String, [DependencyKey: UInt64]?)
        /// The navigation recomputed.
        case navigation(SiteNavigation)
        /// The metric session replaced.
        case metrics(MetricBuild)
    }

    private var steps: [Step] = []

    /// Remembers an edit about to be made.
    mutating func record(_ step: Step) {
        steps.append(step)
    }

    /// Remembers the recorded dependencies of each output of `pages` (about to be rendered or updated).
    mutating func recordOutputs(of pages: [Int], model: SiteModel, graph: DependencyGraph) {
        for i in pages {
            let output = URLMapping.outputPath(forPageURL: model.pages[i].url)
            steps.append(.output(output, graph.recorded(output)))
        }
    }

    /// Puts back everything recorded, newest first.
    func undo(_ model: inout SiteModel, _ graph: inout DependencyGraph) {
        for step in steps.reversed() {
            switch step {
            case .page(let i, let page, let stamp, let outcome):
                model.pages[i] = page
                model.resolver.pages[i] = page
                model.stamps[i] = stamp
                model.outcomes[i] = outcome
            case .stamp(let i, let stamp):
                model.stamps[i] = stamp
            case .output(let output, let old):
                if let old { graph.set(output, dependencies: old) } else { graph.remove(output) }
            case .navigation(let navigation):
                model.navigation = navigation
            case .metrics(let metrics):
                model.metrics = metrics
            }
        }
    }
}
