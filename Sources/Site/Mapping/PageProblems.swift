import CommonMark
import Diagnostics

/// What the page walker reports of one page besides its links' problems: errors (the page is not written) and
/// warnings (they fail the build only with `--strict`), in the order met, and what it needs to place them in the
/// file: the Markdown that was parsed, the front matter's lines before it, the table cell or note being walked
/// (their inlines come from a parse of their own) and the page's line index (made at the first position asked).
struct PageProblems {
    /// The page's path as diagnostics show it.
    let path: String
    /// The Markdown that was parsed (for exact positions).
    let markdown: UnsafeRawBufferPointer
    /// Added to cmark's lines to make them whole-file lines (the front matter's lines).
    let lineOffset: Int
    /// The page's errors (metric blocks, icons, nesting), in order.
    private(set) var errors: [Diagnostic] = []
    /// The page's own warnings (not about links), in order.
    private(set) var warnings: [Diagnostic] = []
    /// The table cell or note being walked: positions in it are found from where its text starts
    /// (``gfmPosition(of:)``).
    var gfmOrigin: GFMOrigin?
    /// The Markdown's line starts, found once for all the positions of a page's diagnostics.
    private var markdownIndex: MarkdownSourceIndex?
    /// Whether the missing navigation chevron icon was reported (it is, once).
    private var reportedChevron = false

    /// No problems yet, on the page at `path` whose Markdown `markdown` starts after `lineOffset` lines.
    init(path: String, markdown: UnsafeRawBufferPointer, lineOffset: Int) {
        self.path = path
        self.markdown = markdown
        self.lineOffset = lineOffset
    }

    /// Whether no error was reported.
    var isEmpty: Bool { errors.isEmpty }

    /// Records an error.
    mutating func append(_ error: Diagnostic) {
        errors.append(error)
    }

    /// Records errors (a metric file's, reported with this page).
    mutating func append(contentsOf list: [Diagnostic]) {
        errors.append(contentsOf: list)
    }

    /// Records a warning.
    mutating func warn(_ warning: Diagnostic) {
        warnings.append(warning)
    }

    /// Records a missing navigation chevron icon (once) as the views report it.
    mutating func reportMissingChevron(theme: Theme) {
        if reportedChevron { return }
        reportedChevron = true
        errors.append(.error(path, line: 1, column: 1, theme.unknownIconMessage("chevron.right")))
    }

    /// Where a link's `[` (an image's `![`) is in the page, `node` being in `block` inside `quoteDepth` quotes.
    mutating func openerPosition(of node: UnsafeMarkdownNode, in block: UnsafeMarkdownNode,
                                 quoteDepth: Int) -> SourcePosition {
        var index = markdownIndex.take() ?? MarkdownSourceIndex(markdown)
        defer { markdownIndex = index }
        return node.openerPosition(in: block, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset)
    }

    /// A byte-column position in this page (a table cell's link) with its column in characters.
    mutating func characterPosition(_ position: SourcePosition) -> SourcePosition {
        var index = markdownIndex.take() ?? MarkdownSourceIndex(markdown)
        defer { markdownIndex = index }
        return index.characterPosition(position, lineOffset: lineOffset)
    }

    /// The whole-file position of a link or image in the cell or note being walked (nil when none is).
    func gfmPosition(of node: UnsafeMarkdownNode) -> SourcePosition? {
        gfmOrigin?.position(of: node, lineOffset: lineOffset)
    }
}
