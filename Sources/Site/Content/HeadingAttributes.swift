import CommonMark
import Diagnostics

/// Parses a trailing `{icon=figure.run tint=orange layout=horizontal}` on a heading line.
enum HeadingAttributes {
    /// The keys an attribute block accepts.
    static let keys = ["icon", "layout", "tint"]

    /// Splits the attribute block off a heading's trailing text `text`, whose first character is at `textPosition`
    /// when known (problems are reported at the `{`, else at the heading's `position`). Returns the text before
    /// the block (trailing spaces and tabs removed) and the style; the text unchanged and an empty style when it
    /// does not end in `{…=…}`.
    static func split(_ text: String, textPosition: SourcePosition?, at position: SourcePosition, path: String,
                      theme: Theme) throws -> (text: String, style: SectionStyle) {
        guard endsWithBrace(text) else { return (text, SectionStyle()) }
        var trimmed = Substring(text)
        while let c = trimmed.last, c == " " || c == "\t" { trimmed = trimmed.dropLast() }
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return (text, SectionStyle()) }
        let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard body.contains("=") else { return (text, SectionStyle()) }
        var style = SectionStyle()
        var problems = DiagnosticList()
        var (line, column) = (position.line, position.column)
        // Point at the `{` when the text's position is known, else at the heading.
        if let textPosition, textPosition.line > 0 && textPosition.column > 0 {
            line = textPosition.line
            column = textPosition.column + text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: open)
        }
        for pair in body.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[1].isEmpty else {
                problems.append(.error(path, line: line, column: column,
                                       "heading attribute '\(pair)' must be written key=value, e.g. {icon=figure.run tint=orange}"))
                continue
            }
            var value = String(parts[1])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            switch parts[0] {
            case "icon":
                if theme.hasIcon(value) { style.icon = value } else {
                    problems.append(.error(path, line: line, column: column, theme.unknownIconMessage(value)))
                }
            case "tint":
                if Theme.tintNames.contains(value) { style.tint = value } else {
                    problems.append(.error(path, line: line, column: column, Theme.unknownTintMessage(value)))
                }
            case "layout":
                switch value {
                case "horizontal": style.horizontal = true
                case "vertical": style.horizontal = false
                default:
                    problems.append(.error(path, line: line, column: column,
                                           "unknown section layout '\(value)' (use horizontal or vertical)"))
                }
            default:
                problems.append(.error(path, line: line, column: column,
                                       "unknown heading attribute '\(parts[0])' (allowed keys: \(keys.joined(separator: ", ")))"))
            }
        }
        if !problems.items.isEmpty { throw problems }
        var remaining = String(trimmed[trimmed.startIndex..<open])
        while let c = remaining.last, c == " " || c == "\t" { remaining.removeLast() }
        return (remaining, style)
    }

    /// Whether `text` ends in `}` before trailing spaces and tabs: a byte check that lets headings
    /// without an attribute block (nearly all) skip the `Character`-level parsing.
    private static func endsWithBrace(_ text: String) -> Bool {
        for byte in text.utf8.reversed() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
            return byte == UInt8(ascii: "}")
        }
        return false
    }
}
