import CommonMark
import Diagnostics
import Localization
import Metrics
import Surfaces
import YAML

/// The page walker: cmark's tree is written straight into the page body through the Surfaces primitives' own
/// markup functions (``MarkupWriter``), in one pass and without copying the tree. `build`, `publish`, `watch`
/// and `serve` all render pages with it; no other route makes a page body.
///
/// One file per mapping rule: headings → sections (`+Headings`: titles, anchors, `{icon=… tint=… layout=…}`,
/// front matter `sections`, sideways strips), paragraphs, quotes and code → text cards (`+Blocks`), lists →
/// ``DividedCard`` rows and link rows → navigation rows, items of several blocks in a leading stack (`+Lists`),
/// `Label: value` rows (`+KeyValue`), metric blocks (`+Metric`), inlines, images and links (`+Inlines`), the
/// questions it asks of the tree (`+Tree`), and here the page, its sections and the automatic "Pages" section.
/// Raw HTML is dropped unless the site opts in.
///
/// The rules read and write the walk's state through small types, one job each: ``SectionLayout`` (which section,
/// strip and text card are open: the layout state machine), ``LinkContext`` (resolving the page's links),
/// ``PageProblems`` (the page's errors and warnings and their positions), ``MetricBlockTally`` (how the metric
/// blocks fared) and ``InlineRunTally`` (a navigation row's subtitle runs).
///
/// It reports every problem it meets: links and images with a problem (at their `[` or `![`, links in
/// paragraphs that show nothing included), unknown icons, metric blocks' errors, and nesting deeper than
/// ``maxNesting`` (a located error: the page is not written).
struct PageWalker {
    /// What walking a page gave.
    enum Outcome {
        /// The body HTML, the problems of its links (dropped links, in document order) and the page's own warnings
        /// (raw HTML that is not shown): `watch` keeps the latter per page, as its link problems come from phase 1.
        case body([UInt8], links: [Diagnostic], warnings: [Diagnostic])
        /// The page's problems (from its metric blocks; the page is not written) and its links'.
        case problems([Diagnostic], links: [Diagnostic])
    }

    /// What the walker needs of the site: the same for every page.
    struct Settings {
        /// Keep raw HTML (site setting `raw_html: true`).
        var rawHTML: Bool
        /// Known icons and tints (for heading attributes).
        var theme: Theme
        /// The metric hook (`nil`: metric blocks show nothing).
        var metricRenderer: (any MetricBlockRenderer)?
        /// The content folder (absolute), for metric blocks.
        var contentDirectory: String
        /// The site time zone, for metric blocks.
        var timeZone: String
        /// The title of the last section listing child pages no link points to.
        var pagesTitle: String
        /// The page's language (front matter `language`, else the site's), for metric blocks.
        var language: String = "en"
        /// The site's order of child pages (an index's own `sort` wins), which also says how a long list is grouped.
        var sort: ChildOrder = .file
        /// The page's words (the pager's rows, the empty-period note).
        var localizer: Localizer = .english
    }

    let page: SourcePage
    let settings: Settings
    /// The page's links: the resolver, the page's folder and URL, what resolving gave.
    var links: LinkContext
    /// The page's errors and warnings, and where in the file they are (the Markdown, the front matter's lines).
    var problems: PageProblems
    /// Which section and card are open (the layout state machine).
    var layout = SectionLayout()
    /// How the page's metric blocks fared (for the empty-period note).
    var metricBlocks = MetricBlockTally()
    /// The paragraph or heading whose inlines are being walked, and the block quotes around it.
    var inlineBlock: UnsafeMarkdownNode?
    var quoteDepth = 0
    var out = MarkupWriter(capacity: 16_384)
    var slugger = Slugger()
    /// The inline runs written since a navigation row's subtitle started, and whether the next loses its separator.
    var inlineRuns = InlineRunTally()
    /// The heading shown as the large title (not rendered again), when it is the first heading.
    var titleHeading: UnsafeMarkdownNode?
    /// The large title's heading text.
    var titleText = ""
    /// Raw HTML left out of the page (`nil`: none, or kept with `raw_html: true`): see `PageWalker+RawHTML`.
    var rawHTML: RawHTMLState?
    var nesting = 0
    static let maxNesting = 24
    /// Bytes of text runs merged for a row's subtitle or a heading's plain text.
    var scratch: [UInt8] = []

    /// Added to cmark's lines to make them whole-file lines (the front matter's lines).
    var lineOffset: Int {
        @inline(__always) get { problems.lineOffset }
    }
    /// The Markdown that was parsed.
    var markdown: UnsafeRawBufferPointer {
        @inline(__always) get { problems.markdown }
    }

    private init(page: SourcePage, settings: Settings, resolver: LinkResolver, lineOffset: Int,
                 markdown: UnsafeRawBufferPointer,
                 targets: LinkTargetTable.View?, folder: String,
                 folderBytes: UnsafeBufferPointer<UInt8>, urlBytes: UnsafeBufferPointer<UInt8>) {
        self.page = page
        self.settings = settings
        links = LinkContext(resolver: resolver, targets: targets, folder: folder, folderBytes: folderBytes,
                            urlBytes: urlBytes)
        problems = PageProblems(path: page.file.displayPath, markdown: markdown, lineOffset: lineOffset)
    }

    /// The body HTML of `page` (an index entry from phase 1, not a generated page) from its file's bytes
    /// `source`, or the page's problems. `children` are the page's child pages (those no link on the page points
    /// to get a last section of rows titled ``Settings/pagesTitle``).
    static func body(page: SourcePage, source: UnsafeRawBufferPointer, settings: Settings, resolver: LinkResolver,
                     children: [Int], pages: [SourcePage]) -> Outcome {
        let front: FrontMatter
        do {
            front = try FrontMatter.split(source, path: page.file.displayPath)
        } catch {
            return .problems(PageRenderer.diagnostics(error, page: page), links: [])
        }
        let markdown = UnsafeRawBufferPointer(rebasing: source[min(front.bodyOffset, source.count)...])
        var folder = URLMapping.sourceFolder(page.resolutionPath), url = page.url
        let folderCopy = folder
        func write(_ targets: LinkTargetTable.View?) -> Outcome {
            folder.withUTF8 { folderBytes in
                url.withUTF8 { urlBytes in
                    let written = Markdown.withUnsafeTree(markdown) { root -> Outcome in
                        var writer = PageWalker(page: page, settings: settings, resolver: resolver,
                                                      lineOffset: front.bodyLineOffset, markdown: markdown,
                                                      targets: targets,
                                                      folder: folderCopy, folderBytes: folderBytes, urlBytes: urlBytes)
                        do throws(TooDeep) {
                            try writer.write(root, children: children, pages: pages)
                        } catch {
                            writer.reportTooDeep(error)
                        }
                        if !writer.problems.isEmpty {
                            return .problems(writer.problems.errors, links: writer.links.outcome.diagnostics)
                        }
                        return .body(writer.out.buffer.bytes, links: writer.links.outcome.diagnostics, warnings: writer.problems.warnings)
                    }
                    return written ?? .problems([.error(page.file.displayPath, line: 1, column: 1,
                                                        "out of memory while parsing the page; build again with fewer jobs running")],
                                                links: [])
                }
            }
        }
        guard let targets = resolver.targets else { return write(nil) }
        return targets.withView { write($0) }
    }

    // MARK: Page and sections

    private mutating func write(_ root: UnsafeMarkdownNode, children: [Int], pages: [SourcePage]) throws(TooDeep) {
        // The large title's anchor is the first `#` heading's (in document order, nested ones included); its
        // slug counts the headings before it.
        var before: [UnsafeMarkdownNode] = []
        var titleDepth = 0
        titleHeading = try Self.firstTitleHeading(root.firstChild, before: &before, depth: 0, foundAt: &titleDepth)
        let titleIsTopLevel = titleDepth == 0
        var titleID: String?
        try scanRawHTML(root)
        if let titleHeading {
            var titleSlugger = Slugger()
            for heading in before { _ = titleSlugger.next(try headingText(heading).title) }
            let text = try headingText(titleHeading).title
            titleText = text
            titleID = titleSlugger.next(text)
            if titleIsTopLevel {  // not shown, but its links count (and are checked); a nested one is shown
                queueInlineAnchors(titleHeading.firstChild)
                inlineBlock = titleHeading
                try resolveLinks(in: titleHeading.firstChild)
            }
        }
        out.openPage(title: page.title, titleID: titleID)
        startSection(nil)  // the untitled intro
        var child = root.firstChild
        while let node = child {
            child = node.next
            try topLevel(node)
        }
        closeSection()
        try emptyPeriodCard()  // a period without data says so (`+Pager`)
        // Child pages no link on the page points to: a last section of navigation rows (`+Pages`).
        try pagesSection(children: children, pages: pages)
        try pagerSection()  // the page before and after in a series (`+Pager`)
        layout.closeSections(into: &out)
        writePendingAnchors()  // raw HTML anchors after the last card
        out.closePage()
    }

    /// A top-level block: `#`/`##` headings start sections, the rest become cards.
    private mutating func topLevel(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        switch node.kind {
        case .heading:
            try topLevelHeading(node)
        case .paragraph:
            try topLevelParagraph(node)
        case .htmlBlock:
            guard settings.rawHTML else {  // dropped: it does not even end the text card; its anchors stay
                queueAnchors(of: node)
                if layout.sectionOpen { writePendingAnchors() }
                return
            }
            try openTextCard()
            out.raw(GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self)))
            layout.textCardHoldsContent()
        case .list:
            closeTextCard()
            try openSectionIfNeeded()
            try list(node)
        case .blockQuote:
            guard try holdsContent(node) else {
                quoteDepth += 1
                defer { quoteDepth -= 1 }
                try reportLinks(ofUnmapped: node.firstChild)
                return
            }
            closeTextCard()
            try openSectionIfNeeded()
            try quote(node)
        case .codeBlock:
            try topLevelCodeBlock(node)
        case .thematicBreak:
            closeTextCard()
        case .table:
            closeTextCard()
            try openSectionIfNeeded()
            try table(node)
        case .footnotes:
            try footnotes(node)
        default:
            break  // cmark makes no other block from Markdown
        }
    }

    /// A top-level heading: `#`/`##` start a section (the title heading only takes its anchor), deeper ones
    /// go into a text card.
    private mutating func topLevelHeading(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        if node == titleHeading {
            _ = slugger.next(titleText)  // its anchor is the large title's
            return
        }
        let level = node.headingLevel
        let text = try headingText(node)
        let id = slugger.next(text.title)
        if level <= 2 {
            queueInlineAnchors(node.firstChild)  // written after its header
            inlineBlock = node
            try resolveLinks(in: node.firstChild)  // the header shows only the text, but the links count
            closeSection()
            startSection(PendingSection(title: text.title, id: id.isEmpty ? nil : id, style: text.style))
        } else {
            if !layout.textCardOnlyHeadings { closeTextCard() }  // a heading starts a text card (headings share one)
            try openTextCard()
            try heading(node, level: level, id: id, text: text)
        }
    }

    /// A top-level paragraph: into a text card, unless it maps to nothing (its links are still checked and
    /// its raw HTML anchors stay targets).
    private mutating func topLevelParagraph(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        guard try mapsToSomething(node) else {
            try reportLinks(ofUnmapped: node, single: true)  // nothing shown, but its links are checked
            queueInlineAnchors(node.firstChild)  // and its raw HTML anchors stay targets
            if layout.sectionOpen { writePendingAnchors() }
            return
        }
        try openTextCard()
        try paragraph(node)
        layout.textCardHoldsContent()
    }

    /// A top-level code block: a `metric` or `row` block, or code (in the open text card, or a card of its own).
    private mutating func topLevelCodeBlock(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        switch DataFence(info: node.fenceInfo) {
        case .metric: try metric(node); return
        case .row: try rowBlock(node); return
        case nil: break
        }
        let language = Self.language(node.fenceInfo)
        if layout.textCardOpen {  // code after prose (or a heading) stays in its card
            out.codeBlock(bytes: node.literal, language: language)
            layout.textCardHoldsContent()
            return
        }
        try openSectionIfNeeded()
        out.codeBlock(bytes: node.literal, language: language)
    }
}
