import POSIXFiles
import Foundation
import Synchronization

/// Collects what one page's rendering read besides its own Markdown: the metric files its blocks used.
///
/// A ``MetricBlockRenderer`` reports files with ``MetricBlockContext/recordDependency(_:)``. Thread-safe.
package final class DependencyRecorder: Sendable {
    private struct State {
        /// Path → the file's stamp value when it was first reported (before the renderer read it, so a
        /// change made while the page renders is noticed by the next build).
        var values: [String: UInt64] = [:]
        var metricBlocks = 0
    }
    private let state = Mutex(State())

    /// An empty recorder.
    package init() {}

    /// Records that the page read the file at `path` (absolute, or relative to the content folder).
    package func record(_ path: String) {
        if state.withLock({ $0.values[path] != nil }) { return }
        let value = DependencyValues.fileValue(path)
        state.withLock { if $0.values[path] == nil { $0.values[path] = value } }
    }

    /// Records that a metric block was rendered.
    func noteMetricBlock() {
        state.withLock { $0.metricBlocks += 1 }
    }

    /// The recorded files, sorted.
    package var files: [String] { state.withLock { $0.values.keys.sorted() } }

    /// The recorded files with their stamp values from when they were reported.
    var fileValues: [String: UInt64] { state.withLock { $0.values } }

    /// Whether any metric block was rendered.
    var usedMetricBlocks: Bool { state.withLock { $0.metricBlocks > 0 } }
}

extension MetricBlockContext {
    /// Tells an incremental build (`cardstock watch`/`serve`) that this block read `path`, so a change
    /// to that file rebuilds the page. Pass an absolute path or one relative to ``contentDirectory``.
    /// Does nothing in `cardstock build`.
    ///
    /// A renderer that never calls this still works: its pages are then rebuilt on any data file change.
    package func recordDependency(_ path: String) {
        guard let recorder = dependencyRecorder else { return }
        recorder.record(Paths.absolute(path, base: contentDirectory))
    }
}

/// Wraps the site's metric renderer to notice which pages render metric blocks and to hand each block
/// the page's ``DependencyRecorder``.
struct RecordingMetricRenderer: MetricBlockRenderer {
    /// The real renderer.
    var inner: any MetricBlockRenderer
    /// Recorders by page URL (filled before rendering, read-only while rendering): a series' pages share their
    /// template's content path, which their blocks resolve files from, but each has its own URL.
    var recorders: [String: DependencyRecorder]
    /// The content folder (absolute).
    var contentDirectory: String
    /// Whether `inner` is the built-in metric session (it reads the file a block's `file:` names, so that file
    /// and its sidecars are recorded here for it).
    var isBuiltInSession: Bool

    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        var context = context
        if let recorder = recorders[context.pageURL] {
            recorder.noteMetricBlock()
            context.dependencyRecorder = recorder
            if isBuiltInSession { recordMetricFile(of: block, page: context.relativePath, in: recorder) }
        }
        return try inner.render(block, context: context)
    }

    /// For the built-in metric session: every file the block's `file:` may name, with its sidecars
    /// (files that do not exist yet count too: creating one changes what the block shows).
    func recordMetricFile(of block: MetricBlock, page: String, in recorder: DependencyRecorder) {
        guard let name = MetricBlockSpec.fileName(of: block) else { return }
        for candidate in MetricCatalog.candidates(name, from: page) {
            let stem = MetricSource.stem(of: candidate)
            for path in [candidate, stem + ".yaml", stem + ".yml"] { recorder.record(Paths.join(contentDirectory, path)) }
        }
    }
}
