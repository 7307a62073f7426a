import Diagnostics

/// The line starts of a Markdown text, found once and kept between calls: a caller that asks for many positions
/// in one text (a page with thousands of broken links) passes the same index to each
/// ``UnsafeMarkdownNode/openerPosition(in:quoteDepth:index:lineOffset:)``, so the text is scanned for lines once
/// in all, not once per position.
package struct MarkdownSourceIndex {
    var text: SourceText

    /// An index of `source`, the text that was parsed (filled in as positions are asked for).
    package init(_ source: UnsafeRawBufferPointer) {
        text = SourceText(source)
    }
}

extension MarkdownSourceIndex {
    /// `position` (a whole-file line, `lineOffset` lines before the parsed text, and a 1-based byte column) with
    /// its column counted in characters, as printed positions are.
    package mutating func characterPosition(_ position: SourcePosition, lineOffset: Int) -> SourcePosition {
        guard position.column > 1, let range = text.lineRange(position.line - lineOffset) else { return position }
        let line = UnsafeRawBufferPointer(rebasing: text.bytes[range])
        return SourcePosition(line: position.line,
                              column: SourceLocation.characterColumn(byteColumn: position.column, in: line))
    }
}
