import CommonMark
import Diagnostics

/// Reads a ``PageOutline`` from cmark's tree in one walk: headings (with ``HeadingText``, the walker's rule),
/// links, raw HTML anchors, footnote ids and data fences. Phase 1's only look at a page's Markdown.
struct OutlineReader {
    /// The page as shown in diagnostics.
    let path: String
    /// Known icons and tints (heading attribute blocks).
    let theme: Theme
    /// The text that was parsed (the body), for exact link positions.
    let source: UnsafeRawBufferPointer
    /// Lines before the body (the front matter's).
    let lineOffset: Int
    /// Whether links are collected (an index-only load drops them).
    let collectsLinks: Bool
    /// Whether raw HTML is read for anchors (a page that cannot hold any skips it).
    let readsHTML: Bool
    /// Whether only the title is wanted: the walk reads level-1 headings only and stops at the first.
    let titleOnly: Bool
    private(set) var outline = PageOutline()
    private var slugger = Slugger()
    private var scratch: [UInt8] = []
    private var index: MarkdownSourceIndex?
    private var quoteDepth = 0
    private var cell: GFMOrigin?
    /// Nesting past which the reader stops (the walker reports nesting this deep as an error).
    private static let maxDepth = WalkPosition.maxNesting * 4

    /// A reader of the page at `path` whose body `source` was parsed after `lineOffset` lines.
    init(path: String, theme: Theme, source: UnsafeRawBufferPointer, lineOffset: Int, collectsLinks: Bool,
         readsHTML: Bool, titleOnly: Bool = false) {
        self.path = path
        self.theme = theme
        self.source = source
        self.lineOffset = lineOffset
        self.collectsLinks = collectsLinks
        self.readsHTML = readsHTML && !titleOnly
        self.titleOnly = titleOnly
    }

    /// Reads the outline of the tree at `root` (a document node).
    mutating func read(_ root: UnsafeMarkdownNode) {
        blocks(root.firstChild, depth: 0)
    }

    private var readsInlines: Bool { (collectsLinks || readsHTML) && !titleOnly }

    private mutating func blocks(_ first: UnsafeMarkdownNode?, depth: Int) {
        if depth > Self.maxDepth { return }
        var child = first
        while let node = child {
            if titleOnly && outline.title != nil { return }
            child = node.next
            switch node.kind {
            case .heading:
                heading(node, topLevel: depth == 0)
            case .paragraph:
                if readsInlines { inlines(node.firstChild, block: node, depth: depth + 1) }
            case .list, .item:
                blocks(node.firstChild, depth: depth + 1)
            case .blockQuote:
                quoteDepth += 1
                blocks(node.firstChild, depth: depth + 1)
                quoteDepth -= 1
            case .codeBlock:
                if let kind = DataFence(info: node.fenceInfo) {
                    outline.fences.append(DataFenceBlock(kind: kind, literal: String(decoding: node.literal, as: UTF8.self),
                                                         position: SourcePosition(line: node.startLine + lineOffset,
                                                                                  column: node.startColumn)))
                }
            case .htmlBlock:
                if readsHTML { outline.anchors.formUnion(RawHTMLAnchors.anchors(in: node.literal)) }
            case .table:
                if readsInlines { table(node, depth: depth + 1) }
            case .footnotes:
                footnoteAnchors(node)
            default:
                break
            }
        }
    }

    /// A heading: its id (and, for the first `#`, the page title), then its links and raw HTML anchors.
    private mutating func heading(_ node: UnsafeMarkdownNode, topLevel: Bool) {
        if titleOnly && node.headingLevel != 1 { return }
        let text: HeadingText
        let (source, quoteDepth, lineOffset) = (self.source, self.quoteDepth, self.lineOffset)
        do throws(PageWalker.TooDeep) {
            text = try HeadingText.read(node, scratch: &scratch, path: path, theme: theme, lineOffset: lineOffset,
                                        problems: &outline.problems) { first in
                var index = MarkdownSourceIndex(source)
                return first.inlinePosition(in: node, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset)
            }
        } catch {
            return  // the walker reports nesting this deep
        }
        outline.anchors.insert(slugger.next(text.title))
        let level = node.headingLevel
        if level == 1 && outline.title == nil {
            outline.title = text.title
        } else if topLevel && level <= 2 {
            outline.sectionTitles.insert(text.title)
        }
        if readsInlines { inlines(node.firstChild, block: node, depth: 1) }
    }

    private mutating func table(_ table: UnsafeMarkdownNode, depth: Int) {
        var row = table.firstChild
        while let current = row {
            row = current.next
            var cellNode = current.firstChild
            while let node = cellNode {
                cellNode = node.next
                guard node.tableCellText == nil, let paragraph = node.firstChild else { continue }
                cell = GFMOrigin(node: node, isCell: true)
                inlines(paragraph.firstChild, block: paragraph, depth: depth + 1)
                cell = nil
            }
        }
    }

    /// The ids the walker gives the notes at the end of the page and their references.
    private mutating func footnoteAnchors(_ footnotes: UnsafeMarkdownNode) {
        var child = footnotes.firstChild
        while let note = child {
            child = note.next
            let n = note.footnoteNumber
            outline.anchors.insert("fn:\(n)")
            outline.anchors.insert("fnref:\(n)")
            let references = note.footnoteOccurrence
            if references >= 2 { for k in 2...references { outline.anchors.insert("fnref:\(n):\(k)") } }
        }
    }

    private mutating func inlines(_ first: UnsafeMarkdownNode?, block: UnsafeMarkdownNode, depth: Int) {
        if depth > Self.maxDepth { return }
        var child = first
        while let node = child {
            child = node.next
            switch node.kind {
            case .link, .image:
                if collectsLinks {
                    outline.links.append(LinkReference(destination: String(decoding: node.url, as: UTF8.self),
                                                       position: linkPosition(node, in: block),
                                                       isImage: node.kind == .image))
                }
                inlines(node.firstChild, block: block, depth: depth + 1)
            case .emphasis, .strong, .strikethrough:
                inlines(node.firstChild, block: block, depth: depth + 1)
            case .htmlInline:
                if readsHTML { outline.anchors.formUnion(RawHTMLAnchors.anchors(in: node.literal)) }
            default:
                break
            }
        }
    }

    /// Where a link's `[` (an image's `![`) is, as the walker reports it.
    private mutating func linkPosition(_ node: UnsafeMarkdownNode, in block: UnsafeMarkdownNode) -> SourcePosition {
        var index = self.index.take() ?? MarkdownSourceIndex(source)
        defer { self.index = index }
        if let cell, let position = cell.position(of: node, lineOffset: lineOffset) {
            return index.characterPosition(position, lineOffset: lineOffset)
        }
        return node.openerPosition(in: block, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset)
    }
}
