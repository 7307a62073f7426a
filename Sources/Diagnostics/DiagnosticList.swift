/// Several diagnostics reported together, thrown when a step found at least one error.
///
/// Sorted by file, line and column when printed, so output is deterministic
/// even when pages are checked in parallel.
package struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    package var items: [Diagnostic]

    /// Creates a list from diagnostics in any order.
    package init(_ items: [Diagnostic] = []) {
        self.items = items
    }

    /// Appends one diagnostic.
    package mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }

    /// Appends many diagnostics.
    package mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }

    /// Whether any item is an error (warnings alone do not fail a build).
    package var hasErrors: Bool { items.contains { $0.severity == .error } }

    /// Errors only.
    package var errors: [Diagnostic] { sorted.filter { $0.severity == .error } }

    /// Items in a stable order: by location, then severity, then message.
    package var sorted: [Diagnostic] {
        items.sorted { a, b in
            let la = a.location ?? SourceLocation(path: ""), lb = b.location ?? SourceLocation(path: "")
            if la != lb { return la < lb }
            if a.severity != b.severity { return a.severity.rawValue < b.severity.rawValue }
            return a.message < b.message
        }
    }

    /// One line per diagnostic, in ``sorted`` order.
    package var description: String { sorted.map(\.description).joined(separator: "\n") }
}
