import CommonMark
import Diagnostics
import Surfaces

/// The inline rules of the page walker, with the context they use and nothing more: text runs, emphasis, code,
/// links (resolved as ``LinkResolver/resolve(page:)`` would), images, footnote references and the anchors of raw
/// HTML that is not shown, written into the page's ``MarkupWriter``.
///
/// ``BlockWalker`` owns one and hands it each paragraph, heading or cell; it cannot open cards or sections (that
/// is ``PageWalker``'s layout). Its parts: the page (for its links and its path), ``out`` (the page's bytes),
/// ``links`` (resolving), ``problems`` (reporting, with positions), ``position`` (where in the tree), ``inlineRuns``
/// (a navigation row's subtitle runs), ``anchors`` (raw HTML anchors waiting to be written) and a scratch buffer.
struct InlineWalker {
    typealias TooDeep = PageWalker.TooDeep

    /// The page being walked.
    let page: SourcePage
    /// Keep raw HTML (site setting `raw_html: true`).
    let keepsRawHTML: Bool
    /// The page body being written.
    var out = MarkupWriter(capacity: 16_384)
    /// The page's links: the resolver, the page's folder and URL, what resolving gave.
    var links: LinkContext
    /// The page's errors and warnings, and where in the file they are (the Markdown, the front matter's lines).
    var problems: PageProblems
    /// The block whose inlines are walked, the quotes around it, the nesting.
    var position = WalkPosition()
    /// The inline runs written since a navigation row's subtitle started, and whether the next loses its separator.
    var inlineRuns = InlineRunTally()
    /// The anchors of raw HTML left out of the page (`nil`: the page has none, or keeps it with `raw_html: true`).
    var anchors: RawHTMLAnchorQueue?
    /// Bytes of text runs merged for a row's subtitle or a heading's plain text.
    var scratch: [UInt8] = []

    /// The inline walker of `page`, whose links resolve through `links` and whose problems go to `problems`.
    init(page: SourcePage, keepsRawHTML: Bool, links: LinkContext, problems: PageProblems) {
        self.page = page
        self.keepsRawHTML = keepsRawHTML
        self.links = links
        self.problems = problems
    }
}
