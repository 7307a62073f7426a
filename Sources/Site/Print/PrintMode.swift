import Diagnostics
import YAML

/// What printing a report page gives (front matter `print:`): the page alone, or the page followed by the metric
/// period pages its cards link to, as one printable page at `<page>/print/` (``PrintPacket``).
package enum PrintMode: String, Sendable, Equatable, CaseIterable {
    /// The page alone (the default): the browser prints the page itself, with its cover and running header.
    case summary
    /// The page and each of its cards' period pages, as one printable document at `<page>/print/`.
    case full

    /// Reads `print:`, or throws a located error naming the values (and the closest one to a misspelling).
    static func parse(_ node: YAMLNode, path: String) throws -> PrintMode {
        let value = try node.string(path: path, key: "print")
        if let mode = PrintMode(rawValue: value) { return mode }
        let names = allCases.map(\.rawValue)
        throw Diagnostic.error(path, line: node.line, column: node.column,
            "unknown 'print' value '\(value)'\(Suggestion.didYouMean(value, among: names)); write summary (the page "
            + "alone, the default) or full (the page and its cards' period pages as one printable page at print/)")
    }
}
