import CommonMark
import Diagnostics

/// Headings → sections: a heading's title, anchor text and `{icon=… tint=… layout=…}` attribute block, read
/// straight from cmark's nodes with ``HeadingAttributes``' rules (as ``PageLoader`` reads them in phase 1).
extension PageWalker {
    /// A `##` section waiting for its first card.
    struct PendingSection {
        /// The header text.
        var title: String
        /// The header's anchor id.
        var id: String?
        /// Its style: the heading's attributes, and once started the page's and front matter's too.
        var style: SectionStyle
    }

    /// A heading's plain text (its title and anchor text) and attribute block.
    struct HeadingText {
        /// The text without markup and without the attribute block.
        var title: String
        /// The style the attribute block sets (empty when there is none).
        var style = SectionStyle()
        /// Where the attribute block is: the first of the heading's last text nodes, and what is left of their
        /// text once the block is cut off (written instead of them).
        var attributes: (first: UnsafeMarkdownNode, remaining: String)?
    }

    /// The title and attributes of `heading`. The attribute block is looked for in the heading's last inline:
    /// its trailing text nodes taken as one text.
    mutating func headingText(_ heading: UnsafeMarkdownNode) throws(TooDeep) -> HeadingText {
        if let only = heading.firstChild, only.next == nil, only.kind == .text, !Self.endsWithBrace(only.literal) {
            return HeadingText(title: String(decoding: only.literal, as: UTF8.self))  // most headings
        }
        // The trailing text nodes (empty ones are skipped).
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
        guard let first = trailing, Self.endsWithBrace(scratch) else { return try plainHeadingText(heading, until: nil) }
        let text = String(decoding: scratch, as: UTF8.self)
        let position = SourcePosition(line: 0, column: 0)
        let split: (inlines: [Inline], style: SectionStyle)
        do {
            split = try HeadingAttributes.split([Inline(kind: .text(text), position: position)],
                                                at: SourcePosition(line: heading.startLine + lineOffset,
                                                                   column: heading.startColumn),
                                                path: page.file.displayPath, theme: settings.theme)
        } catch {
            // Phase 1 reports these at the `{`; here (a page changed since) at the heading.
            if let list = error as? DiagnosticList { problems.append(contentsOf: list.items) }
            return try plainHeadingText(heading, until: nil)
        }
        if split.style == SectionStyle() { return try plainHeadingText(heading, until: nil) }  // `{…}` without `=`
        var remaining = ""
        if let last = split.inlines.last, case .text(let kept) = last.kind { remaining = kept }
        var result = try plainHeadingText(heading, until: first)
        result.title += remaining
        result.style = split.style
        result.attributes = (first, remaining)
        return result
    }

    private mutating func plainHeadingText(_ heading: UnsafeMarkdownNode,
                                           until end: UnsafeMarkdownNode?) throws(TooDeep) -> HeadingText {
        scratch.removeAll(keepingCapacity: true)
        try Self.appendPlainText(heading.firstChild, until: end, to: &scratch, depth: 0)
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
