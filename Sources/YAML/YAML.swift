import CYAML
import Diagnostics

/// Entry point: YAML text in, a ``YAMLNode`` tree out, through libyaml's event parser.
///
/// Supported: scalars of every style, block and flow sequences and mappings, comments,
/// anchors and aliases (an alias is a copy of the anchored node). Rejected with a diagnostic:
/// explicit tags other than `!!str`, non-scalar mapping keys, duplicate keys, more than one
/// document, nesting deeper than 100 levels and alias expansion beyond 100,000 nodes.
package enum YAML {
    /// Parses one YAML document. Errors: `Diagnostic` at path:line:col (libyaml marks are 0-based and relative to
    /// the text — `lineOffset` is added, so pass `FrontMatter.yamlFirstLine - 1` for front matter).
    /// Duplicate keys in a mapping are an error naming both lines. Returns nil for an empty document.
    /// For the body of a fenced code block starting at whole-file line `L` (the fence line), pass `lineOffset: L`.
    package static func parse(_ text: String, path: String, lineOffset: Int = 0) throws -> YAMLNode? {
        var copy = text
        return try copy.withUTF8 { buffer -> YAMLNode? in
            guard buffer.baseAddress != nil, !buffer.isEmpty else { return nil }
            // Most front matter is a few `key: value` lines: read those without starting libyaml.
            if let simple = SimpleMapping.parse(buffer, lineOffset: lineOffset) { return simple }
            // A full-width `：`, `，` or `　` typed where YAML needs ASCII: its own error, at its own position.
            if let problem = FullWidthCheck.firstProblem(buffer, path: path, lineOffset: lineOffset) { throw problem }
            return try parseWithLibYAML(buffer, path: path, lineOffset: lineOffset)
        }
    }

    /// ``parse(_:path:lineOffset:)`` through libyaml only (no fast reader); `buffer` is not empty.
    static func parseWithLibYAML(_ buffer: UnsafeBufferPointer<UInt8>, path: String, lineOffset: Int) throws -> YAMLNode? {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
        var loader = try YAMLLoader(input: base, count: buffer.count, path: path, lineOffset: lineOffset)
        defer { loader.close() }
        return try loader.loadSingleDocument()
    }
}
