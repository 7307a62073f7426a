import CommonMark
import Surfaces

/// Paragraphs, quotes, code and deeper headings → text cards and their blocks.
extension BlockWalker {
    /// The blocks of a quote card (a card tinted as its section, ``tintName``).
    mutating func quote(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        try inline.position.descend(node)
        defer { inline.position.ascend() }
        inline.out.openCard(.tinted(tintName.flatMap { Color(named: $0) }))
        inline.position.enterQuote()
        defer { inline.position.leaveQuote() }
        try blocks(from: node.firstChild)
        inline.out.closeCard()
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
                if try inline.mapsToSomething(block) {
                    try paragraph(block)
                } else {
                    try reportLinks(ofUnmapped: block, single: true)
                    inline.queueInlineAnchors(block.firstChild)
                    inline.writePendingAnchors()
                }
            case .htmlBlock:
                if inline.keepsRawHTML {
                    inline.out.raw(GFMTagFilter.filtered(String(decoding: block.literal, as: UTF8.self)))
                } else {
                    inline.queueAnchors(of: block)
                    inline.writePendingAnchors()
                }
            case .list:
                try list(block)
            case .blockQuote:
                try quote(block)
            case .codeBlock:
                inline.out.codeBlock(bytes: block.literal, language: Self.language(block.fenceInfo))
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
            case .paragraph: kept = try inline.mapsToSomething(block)
            case .htmlBlock: kept = inline.keepsRawHTML
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
        inline.out.openHeading(level: level, id: id.isEmpty ? nil : id)
        inline.queueInlineAnchors(node.firstChild)
        inline.writePendingAnchors()
        inline.position.block = node
        if let cut = text.attributes {
            try inline.runs(node.firstChild, until: cut.first, flatten: false)
            inline.out.text(cut.remaining)
        } else {
            try inline.runs(node.firstChild, flatten: false)
        }
        inline.out.closeHeading(level: level)
    }

    /// A paragraph; raw HTML among its own inlines is kept when the site opts in (nested deeper, as everywhere
    /// else, it is dropped).
    mutating func paragraph(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        inline.out.openParagraph()
        inline.queueInlineAnchors(node.firstChild)
        inline.writePendingAnchors()
        inline.position.block = node
        try inline.runs(node.firstChild, flatten: false, keepsHTML: inline.keepsRawHTML)
        inline.out.closeParagraph()
    }

    /// Checks (and reports) the links of the paragraphs from `first` on that show nothing (or
    /// only `first` when `single`): they count as the page's links wherever they are.
    mutating func reportLinks(ofUnmapped first: UnsafeMarkdownNode?, single: Bool = false) throws(TooDeep) {
        var child = first
        while let block = child {
            child = single ? nil : block.next
            guard block.kind == .paragraph else { continue }
            inline.position.block = block
            try inline.resolveLinks(in: block.firstChild)
        }
    }

    /// Whether a paragraph keeps raw HTML of its own (then a list row shows it in a leading stack).
    func keepsHTML(_ paragraph: UnsafeMarkdownNode) -> Bool {
        guard inline.keepsRawHTML else { return false }
        var child = paragraph.firstChild
        while let node = child {
            if node.kind == .htmlInline { return true }
            child = node.next
        }
        return false
    }

    /// The first word of a fence's info string (words end at a space, a tab or `{`).
    static func language(_ info: UnsafeBufferPointer<UInt8>) -> String? {
        var end = 0
        while end < info.count, info[end] != 32, info[end] != 9, info[end] != UInt8(ascii: "{") { end += 1 }
        if end == 0 {  // the first word is after leading separators
            var start = 0
            while start < info.count, info[start] == 32 || info[start] == 9 || info[start] == UInt8(ascii: "{") { start += 1 }
            end = start
            while end < info.count, info[end] != 32, info[end] != 9, info[end] != UInt8(ascii: "{") { end += 1 }
            return start == end ? nil : String(decoding: UnsafeBufferPointer(rebasing: info[start..<end]), as: UTF8.self)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: info[..<end]), as: UTF8.self)
    }

    /// Whether a quote's blocks map to anything (an empty quote is left out).
    mutating func holdsContent(_ quote: UnsafeMarkdownNode) throws(TooDeep) -> Bool {
        var child = quote.firstChild
        while let node = child {
            switch node.kind {
            case .thematicBreak: break
            case .paragraph: if try inline.mapsToSomething(node) { return true }
            case .htmlBlock: if inline.keepsRawHTML { return true }
            case .heading, .list, .blockQuote, .codeBlock, .table: return true
            default: break
            }
            child = node.next
        }
        return false
    }

    /// The link a list item's paragraph starts with (after blank text), if any.
    static func leadingLink(_ paragraph: UnsafeMarkdownNode) -> UnsafeMarkdownNode? {
        var child = paragraph.firstChild
        while let node = child {
            switch node.kind {
            case .text:
                for byte in node.literal where !(byte == 32 || byte == 9 || byte == 10 || byte == 13) { return nil }
            case .link:
                return node
            default:
                return nil
            }
            child = node.next
        }
        return nil
    }

    /// A list of plain items for ``KeyValueRow/splitAll(_:)``: each item's one paragraph that shows something
    /// as ``LayoutInline``s (its links and images resolved), the links of its other paragraphs
    /// checked, in order.
    mutating func plainRows(_ list: UnsafeMarkdownNode) throws(TooDeep) -> [[LayoutInline]] {
        var rows: [[LayoutInline]] = []
        var item = list.firstChild
        while let current = item {
            item = current.next
            let kept = try mappedBlocks(from: current.firstChild).first
            var inlines: [LayoutInline] = []
            var block = current.firstChild
            while let node = block {
                block = node.next
                if node == kept {
                    inline.position.block = node
                    inlines = try inline.layoutInlines(node.firstChild, depth: inline.position.nesting)
                } else {
                    try reportLinks(ofUnmapped: node, single: true)
                }
            }
            rows.append(inlines)
        }
        return rows
    }
}
