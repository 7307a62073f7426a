import Site
import Diagnostics
import Release

/// What a successful `cardstock publish` did, for the CLI to print.
package enum PublishOutcome: Sendable {
    /// The verified build replaced the output folder (no `--to`).
    case replacedOutput(path: String, pageCount: Int)
    /// A new release was written to `DIR/releases/` and made current.
    case released(PublishedRelease, pageCount: Int)
    /// The build is identical to the current release; nothing was written.
    case unchanged(PublishedRelease)
    /// The build is identical to an older kept release (after a rollback, say), which was made current again.
    case switchedBack(PublishedRelease)
    /// `--dry-run`: what would change compared with the current release or the output folder.
    case dryRun(ReleaseDiff, comparedWith: String?)
    /// `--rollback`: the release that is current now.
    case rolledBack(PublishedRelease)
    /// `--list`: every release, oldest first.
    case list([PublishedRelease])
}

/// A failed publish: the build's or the verification's diagnostics. Nothing was released.
package struct PublishFailure: Error, Sendable, CustomStringConvertible {
    /// Which step failed.
    package enum Stage: String, Sendable {
        /// The production build itself (content, templates, settings, base URL).
        case build
        /// Checking the built site (links, anchors, assets, page budget, JavaScript).
        case verification
        /// Writing the release or replacing the output folder.
        case release
    }

    /// The failed step.
    package var stage: Stage
    /// All diagnostics (errors and warnings).
    package var diagnostics: DiagnosticList

    /// Creates a failure.
    package init(stage: Stage, diagnostics: DiagnosticList) {
        self.stage = stage
        self.diagnostics = diagnostics
    }

    /// One line per diagnostic.
    package var description: String { diagnostics.description }
}
