import CommonMark
import Surfaces

/// Paragraphs, quotes, code and deeper headings → text cards and their blocks.
extension PageWalker {
    /// The blocks of a quote card (a tinted card).
    mutating func quote(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw TooDeep(node) }
        out.openCard(.tinted(layout.tint))
        quoteDepth += 1
        defer { quoteDepth -= 1 }
        try blocks(from: node.firstChild)
        out.closeCard()
    }

    /// The blocks inside a quote or a list item, from `first` on, up to `end` (exclusive).
    mutating func blocks(from first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil) throws(TooDeep) {
        var child = first
        while let block = child, block != end {
            child = block.next
            switch block.kind {
            case .heading:
                let level = block.headingLevel
                let text = try headingText(block)
                try heading(block, level: level, id: slugger.next(text.title), text: text)
            case .paragraph:
                if try mapsToSomething(block) {
                    try paragraph(block)
                } else {
                    try reportLinks(ofUnmapped: block, single: true)
                    queueInlineAnchors(block.firstChild)
                    writePendingAnchors()
                }
            case .htmlBlock:
                if settings.rawHTML {
                    out.raw(GFMTagFilter.filtered(String(decoding: block.literal, as: UTF8.self)))
                } else {
                    queueAnchors(of: block)
                    writePendingAnchors()
                }
            case .list:
                try list(block)
            case .blockQuote:
                try quote(block)
            case .codeBlock:
                out.codeBlock(bytes: block.literal, language: Self.language(block.fenceInfo))
            case .table:
                try table(block)
            default:
                break  // a rule; cmark makes no other block from Markdown
            }
        }
    }

    /// How many blocks from `first` on the mapping keeps inside a quote or a list item (an empty paragraph,
    /// a rule and dropped raw HTML make none), and the first of them.
    mutating func mappedBlocks(from first: UnsafeMarkdownNode?) throws(TooDeep) -> (count: Int, first: UnsafeMarkdownNode?) {
        var count = 0
        var firstKept: UnsafeMarkdownNode?
        var child = first
        while let block = child {
            child = block.next
            let kept: Bool
            switch block.kind {
            case .paragraph: kept = try mapsToSomething(block)
            case .htmlBlock: kept = settings.rawHTML
            case .thematicBreak: kept = false
            case .heading, .list, .blockQuote, .codeBlock, .table: kept = true
            default: kept = false
            }
            if kept {
                count += 1
                if firstKept == nil { firstKept = block }
            }
        }
        return (count, firstKept)
    }

    /// A `###` (or deeper) heading inside a card, its attribute block (if any) left out.
    mutating func heading(_ node: UnsafeMarkdownNode, level: Int, id: String,
                                  text: HeadingText) throws(TooDeep) {
        let level = min(max(level, 3), 6)
        out.openHeading(level: level, id: id.isEmpty ? nil : id)
        queueInlineAnchors(node.firstChild)
        writePendingAnchors()
        inlineBlock = node
        if let cut = text.attributes {
            try runs(node.firstChild, until: cut.first, flatten: false)
            out.text(cut.remaining)
        } else {
            try runs(node.firstChild, flatten: false)
        }
        out.closeHeading(level: level)
    }

    /// A paragraph; raw HTML among its own inlines is kept when the site opts in (nested deeper, as everywhere
    /// else, it is dropped).
    mutating func paragraph(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        out.openParagraph()
        queueInlineAnchors(node.firstChild)
        writePendingAnchors()
        inlineBlock = node
        try runs(node.firstChild, flatten: false, keepsHTML: settings.rawHTML)
        out.closeParagraph()
    }

    /// Checks (and reports) the links of the paragraphs from `first` on that show nothing (or
    /// only `first` when `single`): they count as the page's links wherever they are.
    mutating func reportLinks(ofUnmapped first: UnsafeMarkdownNode?, single: Bool = false) throws(TooDeep) {
        var child = first
        while let block = child {
            child = single ? nil : block.next
            guard block.kind == .paragraph else { continue }
            inlineBlock = block
            try resolveLinks(in: block.firstChild)
        }
    }

    /// Whether a paragraph keeps raw HTML of its own (then a list row shows it in a leading stack).
    func keepsHTML(_ paragraph: UnsafeMarkdownNode) -> Bool {
        guard settings.rawHTML else { return false }
        var child = paragraph.firstChild
        while let node = child {
            if node.kind == .htmlInline { return true }
            child = node.next
        }
        return false
    }
}
