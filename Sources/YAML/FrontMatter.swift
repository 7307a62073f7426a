import Diagnostics

/// The YAML front matter at the very start of a Markdown file, and where the body begins.
///
/// ```
/// ---            ← line 1 (a UTF-8 BOM before it is tolerated)
/// title: Run     ← yamlFirstLine == 2
/// ---            ← or `...`
/// # Body         ← bodyOffset points here; bodyLineOffset == 3
/// ```
package struct FrontMatter: Sendable {
    /// The YAML text between the fences (empty string for `---` directly followed by `---`),
    /// or nil when the file has no front matter.
    package var yaml: String?
    /// The 1-based line where the YAML text starts (2 when there is front matter, 1 otherwise).
    /// Pass `yamlFirstLine - 1` as `lineOffset` to ``YAML/parse(_:path:lineOffset:)``.
    package var yamlFirstLine: Int
    /// Byte offset of the Markdown body in the file (after the closing fence line, or after the BOM).
    package var bodyOffset: Int
    /// Lines before the body: the `lineOffset` of the body's Markdown positions.
    package var bodyLineOffset: Int

    /// Creates a value (mostly for tests; use ``split(_:path:)``).
    package init(yaml: String?, yamlFirstLine: Int, bodyOffset: Int, bodyLineOffset: Int) {
        self.yaml = yaml
        self.yamlFirstLine = yamlFirstLine
        self.bodyOffset = bodyOffset
        self.bodyLineOffset = bodyLineOffset
    }

    /// Splits `---\n…\n---\n` at the very start of a file (also `...` as closer; CRLF tolerated; BOM tolerated;
    /// trailing spaces on fence lines tolerated). A file not starting with a `---` line has no front matter.
    /// An opening `---` without a closing one is a Diagnostic at line 1.
    package static func split(_ bytes: UnsafeRawBufferPointer, path: String) throws -> FrontMatter {
        let n = bytes.count
        var start = 0
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let none = FrontMatter(yaml: nil, yamlFirstLine: 1, bodyOffset: start, bodyLineOffset: 0)

        guard let opener = line(in: bytes, from: start), isFence(bytes, opener.content, closer: false) else {
            return none
        }
        var cursor = opener.next
        var lineNumber = 2
        while cursor < n {
            guard let current = line(in: bytes, from: cursor) else { break }
            if isFence(bytes, current.content, closer: true) {
                let yamlBytes = UnsafeRawBufferPointer(rebasing: bytes[opener.next..<current.content.lowerBound])
                return FrontMatter(yaml: String(decoding: yamlBytes, as: UTF8.self),
                                   yamlFirstLine: 2,
                                   bodyOffset: current.next,
                                   bodyLineOffset: lineNumber)
            }
            cursor = current.next
            lineNumber += 1
        }
        throw Diagnostic.error(path, line: 1, column: 1,
                               "front matter is not closed: add a line with --- after it")
    }

    /// The line starting at `from`: its content range (without line ending) and where the next line starts.
    private static func line(in bytes: UnsafeRawBufferPointer, from: Int) -> (content: Range<Int>, next: Int)? {
        let n = bytes.count
        guard from < n else { return nil }
        var i = from
        while i < n, bytes[i] != 0x0A { i += 1 }
        let next = i < n ? i + 1 : n
        var end = i
        if end > from, bytes[end - 1] == 0x0D { end -= 1 }
        return (from..<end, next)
    }

    /// `---` (or `...` when `closer`), followed only by spaces or tabs.
    private static func isFence(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, closer: Bool) -> Bool {
        guard range.count >= 3 else { return false }
        let a = bytes[range.lowerBound], b = bytes[range.lowerBound + 1], c = bytes[range.lowerBound + 2]
        let dashes = a == 0x2D && b == 0x2D && c == 0x2D
        let dots = closer && a == 0x2E && b == 0x2E && c == 0x2E
        guard dashes || dots else { return false }
        for i in (range.lowerBound + 3)..<range.upperBound where bytes[i] != 0x20 && bytes[i] != 0x09 {
            return false
        }
        return true
    }
}

extension FrontMatter {
    /// Splits front matter from a `String` (a convenience over the byte version; offsets are UTF-8 byte offsets).
    package static func split(_ text: String, path: String) throws -> FrontMatter {
        var copy = text
        return try copy.withUTF8 { try split(UnsafeRawBufferPointer($0), path: path) }
    }
}

extension FrontMatter {
    /// The `lineOffset` to pass to ``YAML/parse(_:path:lineOffset:)`` for ``yaml`` (`yamlFirstLine - 1`).
    package var yamlLineOffset: Int { yamlFirstLine - 1 }

    /// Parses ``yaml`` with whole-file line numbers; nil when there is no front matter or it is empty.
    package func parseYAML(path: String) throws -> YAMLNode? {
        guard let yaml else { return nil }
        return try YAML.parse(yaml, path: path, lineOffset: yamlLineOffset)
    }
}
