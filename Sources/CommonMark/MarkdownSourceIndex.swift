/// The line starts of a Markdown text, found once and kept between calls: a caller that asks for many positions
/// in one text (a page with thousands of broken links) passes the same index to each
/// ``UnsafeMarkdownNode/openerPosition(in:quoteDepth:index:lineOffset:)``, so the text is scanned for lines once
/// in all, not once per position.
public struct MarkdownSourceIndex {
    var text: SourceText

    /// An index of `source`, the text that was parsed (filled in as positions are asked for).
    public init(_ source: UnsafeRawBufferPointer) {
        text = SourceText(source)
    }
}
