/// One message for the user: `path:line:col: error: what is wrong and how to fix it`.
///
/// User mistakes are values, never crashes: code collects them in a ``DiagnosticList``
/// and the command line prints them together and exits with status 1.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var severity: Severity
    /// Where the problem is; `nil` for problems that belong to no file.
    public var location: SourceLocation?
    /// What is wrong and how to fix it, in one sentence or two.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// An error at `path:line:col`.
    public static func error(_ path: String, line: Int = 0, column: Int = 0, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: SourceLocation(path: path, line: line, column: column), message)
    }

    /// A warning at `path:line:col`.
    public static func warning(_ path: String, line: Int = 0, column: Int = 0, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: SourceLocation(path: path, line: line, column: column), message)
    }

    /// The line printed to the terminal: `path:line:col: error: message` (or `cardstock: error: message`),
    /// one line whatever the message holds (control characters are escaped, ``SourceLocation/escapedMessage(_:)``).
    public var description: String {
        let prefix = location.map { "\($0)" } ?? "cardstock"
        return "\(prefix): \(severity.rawValue): \(SourceLocation.escapedMessage(message))"
    }
}
