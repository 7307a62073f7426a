import Diagnostics

/// What phase 1 reads of a page's Markdown, from cmark's tree (the same tree, with the GFM layer, the page walker
/// writes from), in one walk by ``OutlineReader``: heading ids and the other link targets, links, the title, the
/// section titles and the data fences. Nothing of the tree is kept.
struct PageOutline: Sendable {
    /// Every link target of the page: heading ids (``HeadingText`` and ``Slugger``, as the walker gives them), raw
    /// HTML's anchors (``RawHTMLAnchors``) and the footnotes' ids (`fn:1`, `fnref:1`, `fnref:1:2`, …).
    var anchors: Set<String> = []
    /// Every link and image in document order (empty when the reader was told not to collect them).
    var links: [LinkReference] = []
    /// The plain text of the first level-1 heading (in document order, nested ones included), if any.
    var title: String?
    /// The plain text of the top-level `#` and `##` headings but the title's (`sections` entries are checked
    /// against them).
    var sectionTitles: Set<String> = []
    /// The ```` ```metric ```` and ```` ```row ```` fences at any depth, in order.
    var fences: [DataFenceBlock] = []
    /// Problems of heading attribute blocks.
    var problems: [Diagnostic] = []
}
