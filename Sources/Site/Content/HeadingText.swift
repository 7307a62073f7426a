import CommonMark
import Diagnostics

/// A heading's plain text (its title and anchor text) and `{icon=… tint=… layout=…}` attribute block, read
/// straight from cmark's nodes: the one rule phase 1 (``OutlineReader``, for ids and the page title) and the
/// page walker (for section headers and ids) share, so both give a heading the same text and slug.
struct HeadingText {
    /// The text without markup and without the attribute block.
    var title: String
    /// The style the attribute block sets (empty when there is none).
    var style = SectionStyle()
    /// Where the attribute block is: the first of the heading's last text nodes, and what is left of their
    /// text once the block is cut off (written instead of them).
    var attributes: (first: UnsafeMarkdownNode, remaining: String)?

    /// The title and attributes of `heading`. The attribute block is looked for in the heading's last inline:
    /// its trailing text nodes taken as one text. `scratch` is a reused buffer; `lineOffset` is added to
    /// cmark's lines; the problems of an attribute block are appended to `problems` (the heading then keeps
    /// its whole text) at `textPosition(first)` — the position of the block's first text node — or, when that
    /// is `nil`, at the heading.
    static func read(_ heading: UnsafeMarkdownNode, scratch: inout [UInt8], path: String, theme: Theme,
                     lineOffset: Int, problems: inout [Diagnostic],
                     textPosition: (UnsafeMarkdownNode) -> SourcePosition?) throws(PageWalker.TooDeep) -> HeadingText {
        if let only = heading.firstChild, only.next == nil, only.kind == .text, !endsWithBrace(only.literal) {
            return HeadingText(title: String(decoding: only.literal, as: UTF8.self))  // most headings
        }
        guard let first = trailingText(heading, scratch: &scratch), endsWithBrace(scratch) else {
            return try plain(heading, until: nil, scratch: &scratch)
        }
        let text = String(decoding: scratch, as: UTF8.self)
        let at = SourcePosition(line: heading.startLine + lineOffset, column: heading.startColumn)
        let split: (text: String, style: SectionStyle)
        do {
            split = try HeadingAttributes.split(text, textPosition: nil, at: at, path: path, theme: theme)
        } catch {
            // Reported at the `{` when the text's position is known: found only now, problems being rare.
            var reported = error
            if let position = textPosition(first) {
                do {
                    _ = try HeadingAttributes.split(text, textPosition: position, at: at, path: path, theme: theme)
                } catch {
                    reported = error
                }
            }
            if let list = reported as? DiagnosticList { problems.append(contentsOf: list.items) }
            return try plain(heading, until: nil, scratch: &scratch)
        }
        if split.style == SectionStyle() { return try plain(heading, until: nil, scratch: &scratch) }  // `{…}` without `=`
        let remaining = split.text
        var result = try plain(heading, until: first, scratch: &scratch)
        result.title += remaining
        result.style = split.style
        result.attributes = (first, remaining)
        return result
    }

    /// The first of the heading's trailing non-empty text nodes (after its last other inline), their text
    /// put in `scratch`; `nil` when the heading does not end in text.
    private static func trailingText(_ heading: UnsafeMarkdownNode, scratch: inout [UInt8]) -> UnsafeMarkdownNode? {
        var trailing: UnsafeMarkdownNode?
        var child = heading.firstChild
        while let node = child {
            if node.kind != .text {
                trailing = nil
            } else if trailing == nil && !node.literal.isEmpty {
                trailing = node
            }
            child = node.next
        }
        scratch.removeAll(keepingCapacity: true)
        var node = trailing
        while let current = node {
            scratch.append(contentsOf: current.literal)
            node = current.next
        }
        return trailing
    }

    /// The plain text of the heading's inlines up to `end` (exclusive), as a heading without attributes.
    private static func plain(_ heading: UnsafeMarkdownNode, until end: UnsafeMarkdownNode?,
                              scratch: inout [UInt8]) throws(PageWalker.TooDeep) -> HeadingText {
        scratch.removeAll(keepingCapacity: true)
        try InlineWalker.appendPlainText(heading.firstChild, until: end, to: &scratch, depth: 0)
        return HeadingText(title: String(decoding: scratch, as: UTF8.self))
    }

    /// Whether `bytes` end in `}` before trailing spaces and tabs.
    static func endsWithBrace<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
        for byte in bytes.reversed() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
            return byte == UInt8(ascii: "}")
        }
        return false
    }
}
