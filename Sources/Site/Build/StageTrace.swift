import Synchronization

/// The named stages of a build (see ``BuildPipeline``), in the order a full build runs them; `publish` adds
/// ``fingerprint``, ``extras``, ``verify`` and ``release``.
package enum BuildStage: String, Sendable, CaseIterable {
    /// Settings, output safety, templates, strings and the stylesheet.
    case settings
    /// Markdown files parsed (scanned first by a full build), drafts set aside.
    case load
    /// Generated folder indexes, the metric session, report series and metric pages.
    case expand
    /// The link tables, the navigation tree and the duplicate check.
    case index
    /// Publish: the stylesheet's fingerprinted name, which every page links to (before ``render``).
    case fingerprint
    /// A set of pages rendered into a sink, every page through the raw-HTML check.
    case render
    /// Publish: the site-wide files — sitemap, Atom feed, `robots.txt`, `404.html` — into the sink.
    case extras
    /// Metric errors, `--strict`, and the verdict: the build fails here when anything is an error.
    case check
    /// The sink committed: the staging folder swapped in, or the changed files renamed into place.
    case write
    /// Publish: the built folder checked against the allow-list before anything is released.
    case verify
    /// Publish: the verified folder released (or compared, for `--dry-run`).
    case release
}

extension BuildStage {
    /// The stages of `build` (and of every full `watch` build), in order.
    package static let building: [BuildStage] = [.settings, .load, .expand, .index, .render, .check, .write]
    /// The stages of `publish`, in order: build's, with the publishing ones among them.
    package static let publishing: [BuildStage] = allCases
}

/// A debug trace of the stage functions a build called, in call order: tests read it to check that `build`
/// and every `watch` path run the same stages.
package final class StageTrace: Sendable {
    private let calls = Mutex<[BuildStage]>([])

    /// An empty trace.
    package init() {}

    /// Records a call of `stage`.
    package func enter(_ stage: BuildStage) {
        calls.withLock { $0.append(stage) }
    }

    /// The stages called since the trace was made or last taken, in order.
    package var stages: [BuildStage] { calls.withLock { $0 } }

    /// The stages called so far; the trace starts again empty.
    package func take() -> [BuildStage] {
        calls.withLock { calls in
            defer { calls.removeAll() }
            return calls
        }
    }
}
