import Diagnostics

/// A command line that cannot be understood (exit status 64).
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown option '--fast'`.
    package var message: String
    /// The command whose help explains the fix (`nil` for the top level).
    package var command: String?

    /// Creates a usage error.
    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `cardstock: error: …` plus a hint to the matching `--help`.
    package var description: String {
        let hint = command.map { "cardstock help \($0)" } ?? "cardstock --help"
        return "cardstock: error: \(SourceLocation.escapedMessage(message))\nRun '\(hint)' for usage."
    }
}
