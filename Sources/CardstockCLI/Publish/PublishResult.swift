import Site
import Diagnostics

/// A successful publish: what happened, and the build's warnings.
public struct PublishResult: Sendable {
    /// What happened.
    public var outcome: PublishOutcome
    /// Warnings from the production build (sorted); they do not stop a publish unless `--strict`.
    public var warnings: [Diagnostic]

    /// Creates a result.
    public init(outcome: PublishOutcome, warnings: [Diagnostic] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
