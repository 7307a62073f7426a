import CCmark
import Diagnostics
#if canImport(Glibc)
import Glibc
#endif

/// Exact source positions of cmark's inline nodes: cmark's columns corrected against the source bytes (continuation
/// lines of paragraphs in quotes and lists, code spans, link and image openers), and counted in characters. Used
/// on demand by ``UnsafeMarkdownNode/openerPosition(in:quoteDepth:index:lineOffset:)`` and
/// ``UnsafeMarkdownNode/inlinePosition(in:quoteDepth:index:lineOffset:)``.
struct InlinePositions {
    /// The text that was parsed, its lines found as they are asked for.
    var source: SourceText
    /// What is added to every line (the front matter's lines).
    let lineOffset: Int

    /// Where the inline content of a paragraph or heading starts, for column correction.
    struct InlineContext {
        var firstLine: Int
        var firstColumn: Int
        var quoteDepth: Int
    }

    /// Positions in `source`, whose lines are `lineOffset` lines into the file.
    init(source: SourceText, lineOffset: Int) {
        self.source = source
        self.lineOffset = lineOffset
    }

    /// Copies a NUL-terminated C string from cmark (nil becomes "").
    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        let count = strlen(pointer)
        if count == 0 { return "" }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }

    /// The position of an inline node in characters (``characterPosition(_:)`` of ``bytePosition(_:context:)``).
    mutating func position(_ node: OpaquePointer, context: InlineContext) -> SourcePosition? {
        bytePosition(node, context: context).map { characterPosition($0) }
    }

    /// `position` (whole-file line, 1-based byte column) with its column counted in characters (Unicode scalar
    /// values), as every printed position is: the one place Markdown positions leave bytes behind.
    mutating func characterPosition(_ position: SourcePosition) -> SourcePosition {
        guard position.column > 1, let range = source.lineRange(position.line - lineOffset) else { return position }
        let line = UnsafeRawBufferPointer(rebasing: source.bytes[range])
        return SourcePosition(line: position.line,
                              column: SourceLocation.characterColumn(byteColumn: position.column, in: line))
    }

    /// cmark's position of an inline node, corrected for continuation lines; nil when cmark has none.
    /// The column counts bytes.
    mutating func bytePosition(_ node: OpaquePointer, context: InlineContext) -> SourcePosition? {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        guard line > 0 else { return nil }
        return SourcePosition(line: line + lineOffset, column: corrected(line: line, column: column, context: context))
    }

    mutating func corrected(line: Int, column: Int, context: InlineContext) -> Int {
        guard line != context.firstLine,
              let start = source.contentStartColumn(line: line, quoteDepth: context.quoteDepth) else { return column }
        return start + (column - context.firstColumn)
    }

    /// The exact position of a link's `[` or an image's `![`, its column in characters.
    mutating func openerPosition(_ node: OpaquePointer, image: Bool, context: InlineContext,
                                 fallback: SourcePosition) -> SourcePosition {
        let position = byteOpenerPosition(node, image: image, context: context, fallback: fallback)
        return position == fallback ? fallback : characterPosition(position)
    }

    /// The exact position of a link's `[` or an image's `![`, its column in bytes.
    ///
    /// cmark 0.30 gives the opener's column but the *closing* line, relative to the block's first
    /// line; the first child (which starts right after the opener) has the opener's line.
    mutating func byteOpenerPosition(_ node: OpaquePointer, image: Bool, context: InlineContext,
                                     fallback: SourcePosition) -> SourcePosition {
        var line = Int(cmark_node_get_start_line(node))
        let rawColumn = Int(cmark_node_get_start_column(node))
        if let first = cmark_node_first_child(node) {
            let childLine = Int(cmark_node_get_start_line(first))
            if childLine > 0, childLine < line { line = childLine }
        }
        guard line > 0 else { return fallback }
        let column = corrected(line: line, column: rawColumn, context: context)
        // Autolinks (`<https://…>`): cmark's column is unreliable on continuation lines; find the text.
        if !image, let text = Self.autolinkText(node) {
            let needle = [UInt8(ascii: "<")] + Array(text.utf8)
            if let found = source.nearest(needle, line: line, column: column, firstLine: line) {
                return SourcePosition(line: found.line + lineOffset, column: found.column)
            }
        }
        if source.hasOpener(image: image, line: line, column: column) {
            return SourcePosition(line: line + lineOffset, column: column)
        }
        // On a lazy continuation line cmark keeps the whitespace after the matched container
        // prefix, so the opener sits up to (content start - 1) columns further left.
        if line != context.firstLine,
           let start = source.contentStartColumn(line: line, quoteDepth: context.quoteDepth), start > 1 {
            for shift in 1..<start where column - shift >= 1 {
                if source.hasOpener(image: image, line: line, column: column - shift) {
                    return SourcePosition(line: line + lineOffset, column: column - shift)
                }
            }
        }
        let opener = image ? Self.imageOpener : Self.linkOpener
        if let found = source.nearest(opener, line: line, column: column, firstLine: context.firstLine) {
            return SourcePosition(line: found.line + lineOffset, column: found.column)
        }
        return SourcePosition(line: line + lineOffset, column: column)
    }

    /// The visible text of an autolink (`<https://x>` or `<a@b.c>`), or nil for other links.
    static func autolinkText(_ node: OpaquePointer) -> String? {
        guard let child = cmark_node_first_child(node), cmark_node_next(child) == nil,
              cmark_node_get_type(child) == CMARK_NODE_TEXT else { return nil }
        // Compare the C strings first: most links are not autolinks, so no Swift strings are made for them.
        guard let text = cmark_node_get_literal(child), text.pointee != 0,
              let url = cmark_node_get_url(node) else { return nil }
        if strcmp(url, text) == 0 || (strncmp(url, "mailto:", 7) == 0 && strcmp(url + 7, text) == 0) {
            return InlinePositions.string(text)
        }
        return nil
    }

    /// `[` and `![` as bytes (made once, not per link).
    static let linkOpener: [UInt8] = [0x5B]
    static let imageOpener: [UInt8] = [0x21, 0x5B]
}
