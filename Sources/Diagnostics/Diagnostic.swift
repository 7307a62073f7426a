/// One message for the user: `path:line:col: error: what is wrong and how to fix it`.
///
/// User mistakes are values, never crashes: code collects them in a ``DiagnosticList``
/// and the command line prints them together and exits with status 1.
package struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    package var severity: Severity
    /// Where the problem is; `nil` for problems that belong to no file.
    package var location: SourceLocation?
    /// What is wrong and how to fix it, in one sentence or two.
    package var message: String

    /// Creates a diagnostic.
    package init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// An error at `path:line:col`.
    package static func error(_ path: String, line: Int = 0, column: Int = 0, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: SourceLocation(path: path, line: line, column: column), message)
    }

    /// A warning at `path:line:col`.
    package static func warning(_ path: String, line: Int = 0, column: Int = 0, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: SourceLocation(path: path, line: line, column: column), message)
    }

    /// The line printed to the terminal: `path:line:col: error: message` (or `cardstock: error: message`),
    /// one line whatever the message holds (control characters are escaped, ``SourceLocation/escapedMessage(_:)``).
    package var description: String {
        let prefix = location.map { "\($0)" } ?? "cardstock"
        return "\(prefix): \(severity.rawValue): \(SourceLocation.escapedMessage(message))"
    }
}
