import Basics
import CommonMark
import Diagnostics
import Glibc
import Surfaces

/// Raw HTML the page walker does not render (without `raw_html: true`): one warning per page at the first
/// place it is dropped (HTML that is only anchors, `<a name="x"></a>`, loses nothing and is not warned about), and a link target (``AnchorTarget``) for each anchor it defined (``RawHTMLAnchors``),
/// written where the HTML was (at the start of its paragraph or heading, or with the next card for an HTML
/// block), unless a heading already has that id. A page without `<` and a letter (or `/`, `!`, `?`) after it
/// costs a `memchr` or a few.
extension PageWalker {
    /// Scans the page's tree once before it is walked when its Markdown holds a `<`: reports the first dropped
    /// raw HTML and prepares anchor targets.
    mutating func scanRawHTML(_ root: UnsafeMarkdownNode) throws(TooDeep) {
        guard RawHTMLAnchors.mayHoldHTML(cards.inline.problems.markdown, from: 0) else { return }
        var first: (node: UnsafeMarkdownNode, block: UnsafeMarkdownNode)?
        var headings: [UnsafeMarkdownNode] = []
        var anyHTML = false
        func visit(_ node: UnsafeMarkdownNode, block: UnsafeMarkdownNode, depth: Int) {
            if depth > WalkPosition.maxNesting * 4 { return }  // the walk itself reports nesting this deep
            var child: UnsafeMarkdownNode? = node
            while let current = child {
                child = current.next
                switch current.kind {
                case .htmlBlock:
                    anyHTML = true
                    if first == nil, !RawHTMLAnchors.isOnlyAnchors(current.literal) { first = (current, current) }
                case .htmlInline:
                    anyHTML = true
                    if first == nil, !RawHTMLAnchors.isOnlyAnchors(current.literal) { first = (current, block) }
                case .heading:
                    headings.append(current)
                    if let inline = current.firstChild { visit(inline, block: current, depth: depth + 1) }
                case .paragraph:
                    if let inline = current.firstChild { visit(inline, block: current, depth: depth + 1) }
                default:
                    if let inner = current.firstChild { visit(inner, block: block, depth: depth + 1) }
                }
            }
        }
        if let top = root.firstChild { visit(top, block: top, depth: 0) }
        guard anyHTML, !settings.rawHTML else { return }
        var slugs = Slugger()
        var state = RawHTMLAnchorQueue()
        for heading in headings { state.headingIDs.insert(slugs.next(try cards.headingText(heading).title)) }
        cards.inline.anchors = state
        if let (node, block) = first { reportDroppedHTML(node, in: block) }
    }

    /// The warning for the first raw HTML that is not shown.
    private mutating func reportDroppedHTML(_ node: UnsafeMarkdownNode, in block: UnsafeMarkdownNode) {
        var line = Array(node.literal.prefix { $0 != 10 && $0 != 13 })
        // The HTML is copied verbatim: its first line is found in the source from its block's first line on.
        var position = (line: block.startLine + cards.inline.problems.lineOffset, column: block.startColumn)
        if node.kind == .htmlInline, let found = Self.find(line, in: cards.inline.problems.markdown, fromLine: block.startLine) {
            position = (found.line + cards.inline.problems.lineOffset, found.column)
        }
        if line.count > 60 {
            line = Array(line.prefix(57))
            while let last = line.last, last & 0xC0 == 0x80 { line.removeLast() }  // not inside a character
            if let last = line.last, last >= 0xC0 { line.removeLast() }
            line += Array("…".utf8)
        }
        let snippet = String(decoding: line, as: UTF8.self)
        cards.inline.problems.warn(.warning(page.file.displayPath, line: position.line, column: position.column,
            "raw HTML is not shown ('\(snippet)', the first on this page); write it as Markdown, or set 'raw_html: true' in cardstock.yaml to keep it"))
    }

    /// The 1-based line and character column of the first `needle` in `source` on or after line `fromLine`.
    static func find(_ needle: [UInt8], in source: UnsafeRawBufferPointer, fromLine: Int) -> (line: Int, column: Int)? {
        var line = 1, lineStart = 0, counted = 0, from = 0
        while let hit = ByteSearch.firstIndex(of: needle, in: source, from: from) {
            for k in counted..<hit where source[k] == 10 {
                line += 1
                lineStart = k + 1
            }
            counted = hit
            if line >= fromLine { return (line, SourceLocation.characterCount(of: source[lineStart..<hit]) + 1) }
            from = hit + 1
        }
        return nil
    }

}
