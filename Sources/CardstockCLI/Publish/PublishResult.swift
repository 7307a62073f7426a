import Site
import Diagnostics

/// A successful publish: what happened, and the build's warnings.
package struct PublishResult: Sendable {
    /// What happened.
    package var outcome: PublishOutcome
    /// Warnings from the production build (sorted); they do not stop a publish unless `--strict`.
    package var warnings: [Diagnostic]

    /// Creates a result.
    package init(outcome: PublishOutcome, warnings: [Diagnostic] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
