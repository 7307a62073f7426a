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
/// Three types, each with the context its rules use and nothing more, one file per rule:
/// - `PageWalker` (here and `PageWalker+…`) lays the page out: headings → sections (`+Sections`: titles, anchors,
///   `{icon=… tint=… layout=…}`, front matter `sections`, sideways strips; the open section and card are
///   ``SectionLayout``'s state), which top-level blocks open a text card, metric blocks (`+Metric`), row blocks
///   (`+Row`), the notes section (`+Footnotes`), the automatic "Pages" section (`+Pages`), the pager and the
///   empty-period note (`+Pager`), the page's raw HTML scan (`+RawHTML`) and its walk's nesting error (`+Problems`).
/// - ``BlockWalker`` writes what goes inside a card: paragraphs, deeper headings, quotes, code, lists → ``DividedCard``
///   rows and navigation rows, task rows, `Label: value` rows, tables, notes. It cannot open or close a section.
/// - ``InlineWalker`` writes inlines: text, emphasis, code, links and images (resolved), footnote references,
///   the anchors of dropped raw HTML; its context (bytes, links, problems, ``WalkPosition``) is explicit.
/// Raw HTML is dropped unless the site opts in.
///
/// It reports every problem it meets: links and images with a problem (at their `[` or `![`, links in
/// paragraphs that show nothing included), unknown icons, metric blocks' errors, and nesting deeper than
/// ``WalkPosition/maxNesting`` (a located error: the page is not written).
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
    /// Which section and card are open (the layout state machine).
    var layout = SectionLayout()
    /// How the page's metric blocks fared (for the empty-period note).
    var metricBlocks = MetricBlockTally()
    /// The heading shown as the large title (not rendered again) and its text, when the page has a `#` heading.
    var largeTitle: (heading: UnsafeMarkdownNode, text: String)?
    /// The rules for what goes inside cards (blocks, and through it inlines), with the page's bytes, links,
    /// problems and walk position.
    var cards: BlockWalker

    private init(page: SourcePage, settings: Settings, resolver: LinkResolver, lineOffset: Int,
                 markdown: UnsafeRawBufferPointer,
                 targets: LinkTargetTable.View?, folder: String,
                 folderBytes: UnsafeBufferPointer<UInt8>, urlBytes: UnsafeBufferPointer<UInt8>) {
        self.page = page
        self.settings = settings
        let links = LinkContext(resolver: resolver, targets: targets, folder: folder, folderBytes: folderBytes,
                                urlBytes: urlBytes)
        let problems = PageProblems(path: page.file.displayPath, markdown: markdown, lineOffset: lineOffset)
        cards = BlockWalker(inline: InlineWalker(page: page, keepsRawHTML: settings.rawHTML, links: links, problems: problems),
                            theme: settings.theme, localizer: settings.localizer)
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
                        if !writer.cards.inline.problems.isEmpty {
                            return .problems(writer.cards.inline.problems.errors,
                                             links: writer.cards.inline.links.outcome.diagnostics)
                        }
                        return .body(writer.cards.inline.out.buffer.bytes, links: writer.cards.inline.links.outcome.diagnostics,
                                     warnings: writer.cards.inline.problems.warnings)
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
        let titleHeading = try Self.firstTitleHeading(root.firstChild, before: &before, depth: 0, foundAt: &titleDepth)
        let titleIsTopLevel = titleDepth == 0
        var titleID: String?
        try scanRawHTML(root)
        if let titleHeading {
            var titleSlugger = Slugger()
            for heading in before { _ = titleSlugger.next(try cards.headingText(heading).title) }
            let text = try cards.headingText(titleHeading).title
            largeTitle = (titleHeading, text)
            titleID = titleSlugger.next(text)
            if titleIsTopLevel {  // not shown, but its links count (and are checked); a nested one is shown
                cards.inline.queueInlineAnchors(titleHeading.firstChild)
                cards.inline.position.block = titleHeading
                try cards.inline.resolveLinks(in: titleHeading.firstChild)
            }
        }
        cards.inline.out.openPage(title: page.title, titleID: titleID)
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
        layout.closeSections(into: &cards.inline.out)
        cards.inline.writePendingAnchors()  // raw HTML anchors after the last card
        cards.inline.out.closePage()
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
                cards.inline.queueAnchors(of: node)
                if layout.sectionOpen { cards.inline.writePendingAnchors() }
                return
            }
            try openTextCard()
            cards.inline.out.raw(GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self)))
            layout.textCardHoldsContent()
        case .list:
            closeTextCard()
            try openSectionIfNeeded()
            cards.tintName = layout.tintName  // for quotes in its items
            try cards.list(node)
        case .blockQuote:
            guard try cards.holdsContent(node) else {
                cards.inline.position.enterQuote()
                defer { cards.inline.position.leaveQuote() }
                try cards.reportLinks(ofUnmapped: node.firstChild)
                return
            }
            closeTextCard()
            try openSectionIfNeeded()
            cards.tintName = layout.tintName
            try cards.quote(node)
        case .codeBlock:
            try topLevelCodeBlock(node)
        case .thematicBreak:
            closeTextCard()
        case .table:
            closeTextCard()
            try openSectionIfNeeded()
            try cards.table(node)
        case .footnotes:
            try footnotes(node)
        default:
            break  // cmark makes no other block from Markdown
        }
    }

    /// A top-level heading: `#`/`##` start a section (the title heading only takes its anchor), deeper ones
    /// go into a text card.
    private mutating func topLevelHeading(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        if let largeTitle, node == largeTitle.heading {
            _ = cards.slugger.next(largeTitle.text)  // its anchor is the large title's
            return
        }
        let level = node.headingLevel
        let text = try cards.headingText(node)
        let id = cards.slugger.next(text.title)
        if level <= 2 {
            cards.inline.queueInlineAnchors(node.firstChild)  // written after its header
            cards.inline.position.block = node
            try cards.inline.resolveLinks(in: node.firstChild)  // the header shows only the text, but the links count
            closeSection()
            startSection(PendingSection(title: text.title, id: id.isEmpty ? nil : id, style: text.style))
        } else {
            if !layout.textCardOnlyHeadings { closeTextCard() }  // a heading starts a text card (headings share one)
            try openTextCard()
            try cards.heading(node, level: level, id: id, text: text)
        }
    }

    /// A top-level paragraph: into a text card, unless it maps to nothing (its links are still checked and
    /// its raw HTML anchors stay targets).
    private mutating func topLevelParagraph(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        guard try cards.inline.mapsToSomething(node) else {
            try cards.reportLinks(ofUnmapped: node, single: true)  // nothing shown, but its links are checked
            cards.inline.queueInlineAnchors(node.firstChild)  // and its raw HTML anchors stay targets
            if layout.sectionOpen { cards.inline.writePendingAnchors() }
            return
        }
        try openTextCard()
        try cards.paragraph(node)
        layout.textCardHoldsContent()
    }

    /// A top-level code block: a `metric` or `row` block, or code (in the open text card, or a card of its own).
    private mutating func topLevelCodeBlock(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        switch DataFence(info: node.fenceInfo) {
        case .metric: try metric(node); return
        case .row: try rowBlock(node); return
        case nil: break
        }
        let language = BlockWalker.language(node.fenceInfo)
        if layout.textCardOpen {  // code after prose (or a heading) stays in its card
            cards.inline.out.codeBlock(bytes: node.literal, language: language)
            layout.textCardHoldsContent()
            return
        }
        try openSectionIfNeeded()
        cards.inline.out.codeBlock(bytes: node.literal, language: language)
    }
}
