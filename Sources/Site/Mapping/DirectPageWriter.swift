import CommonMark
import Diagnostics
import Surfaces
import YAML

/// The full build's fastest route for an ordinary page: cmark's tree is written straight into the page body
/// with Surfaces' ``MarkupWriter``. The general route copies the tree into Markdown values, collects the
/// headings and links (``PageLoader``), resolves the links into a table (``LinkResolver/resolve(page:)``),
/// maps the page to a ``PageLayout`` (``PageMapper``) and writes that (``CardPageWriter``); this one walks
/// the tree once and must give exactly the same bytes.
///
/// It covers paragraphs, `##` sections with their style (heading attributes `{icon=… tint=… layout=…}`, front
/// matter `sections`), sideways sections, deeper headings, lists of links, of plain items and of `Label: value`
/// items, block quotes, fenced code, `metric` blocks, images, raw HTML (dropped unless the site opts in),
/// emphasis, code spans and links. At anything else it gives up (``body(page:source:settings:resolver:children:pages:)``
/// returns `nil`) and the page takes the general route, which also reports every problem: links to `#anchors`
/// of the same page, links or metric blocks with a problem, opted-in raw HTML inside a paragraph, list items of
/// more than one block, a `#` heading that is not the first heading, deep nesting. `DirectPageWriterTests`
/// renders pages both ways and compares them.
struct DirectPageWriter {
    /// Thrown to give the page to the general route.
    struct Unsupported: Error {}

    /// What walking a page gave.
    enum Outcome {
        /// The body HTML.
        case body([UInt8])
        /// The page's problems (from its metric blocks; the page is not written).
        case problems([Diagnostic])
        /// The page needs the general route; `problems` were found before it gave up and must be reported
        /// with the general route's (a metric file's errors are handed out once per build).
        case generalRoute(problems: [Diagnostic])
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
    }

    let page: SourcePage
    let settings: Settings
    let resolver: LinkResolver
    /// Added to cmark's lines to make them whole-file lines (the front matter's lines).
    let lineOffset: Int
    /// The page's source folder and URL as ``LinkResolver/fastResolve(destination:folder:url:view:outcome:href:)``
    /// takes them (valid while ``body(page:source:resolver:children:pages:pagesTitle:)`` runs).
    let folderBytes: UnsafeBufferPointer<UInt8>
    let urlBytes: UnsafeBufferPointer<UInt8>
    let folder: String
    /// ``LinkResolver/targets`` seen through pointers for this page's links (`nil`: every link takes the
    /// `String` route).
    let targets: LinkTargetTable.View?
    /// The href of the link resolved last, when ``resolve(_:)`` says ``Target/bytes``.
    var href: [UInt8] = []
    var out = MarkupWriter(capacity: 16_384)
    private var slugger = Slugger()
    var outcome = LinkResolver.Outcome()
    /// Problems of the page's metric blocks, in order.
    var metricProblems: [Diagnostic] = []
    /// The current section's tint, for its header and tinted (quote) cards.
    var tint: Color?
    /// The current section's tint name, for metric blocks.
    var tintName: String?
    /// The heading shown as the large title (not rendered again), when it is the first heading.
    private var titleHeading: UnsafeMarkdownNode?
    /// A section not written yet: it is written with its first card (a section without cards is left out,
    /// header included).
    private var pendingSection: PendingSection?
    /// Whether the open section's cards are in a sideways strip.
    private var stripOpen = false
    private var sectionOpen = false
    private var sectionsOpen = false
    private var textCardOpen = false
    var nesting = 0
    static let maxNesting = 24
    /// Bytes of text runs merged for a row's subtitle or a heading's plain text.
    var scratch: [UInt8] = []

    private init(page: SourcePage, settings: Settings, resolver: LinkResolver, lineOffset: Int,
                 targets: LinkTargetTable.View?, folder: String,
                 folderBytes: UnsafeBufferPointer<UInt8>, urlBytes: UnsafeBufferPointer<UInt8>) {
        self.page = page
        self.settings = settings
        self.resolver = resolver
        self.lineOffset = lineOffset
        self.targets = targets
        self.folder = folder
        self.folderBytes = folderBytes
        self.urlBytes = urlBytes
        outcome.linkedPages.reserveCapacity(32)  // no rehashing while a page's links are resolved
        href.reserveCapacity(256)
    }

    /// The body HTML of `page` (an index entry from phase 1) from its file's bytes `source`, or `nil` when the
    /// page needs the general route. `children` are the page's child pages (those no link on the page points
    /// to get a last section of rows titled ``Settings/pagesTitle``).
    static func body(page: SourcePage, source: UnsafeRawBufferPointer, settings: Settings, resolver: LinkResolver,
                     children: [Int], pages: [SourcePage]) -> Outcome {
        guard page.generated == nil,
              let front = try? FrontMatter.split(source, path: page.file.displayPath) else {
            return .generalRoute(problems: [])
        }
        let markdown = UnsafeRawBufferPointer(rebasing: source[min(front.bodyOffset, source.count)...])
        var folder = URLMapping.sourceFolder(page.file.relativePath), url = page.url
        let folderCopy = folder
        func write(_ targets: LinkTargetTable.View?) -> Outcome {
            folder.withUTF8 { folderBytes in
                url.withUTF8 { urlBytes in
                    let written = Markdown.withUnsafeTree(markdown) { root -> Outcome in
                        var writer = DirectPageWriter(page: page, settings: settings, resolver: resolver,
                                                      lineOffset: front.bodyLineOffset, targets: targets,
                                                      folder: folderCopy, folderBytes: folderBytes, urlBytes: urlBytes)
                        do {
                            try writer.write(root, children: children, pages: pages)
                        } catch {
                            return .generalRoute(problems: writer.metricProblems)
                        }
                        if !writer.metricProblems.isEmpty { return .problems(writer.metricProblems) }
                        return .body(writer.out.buffer.bytes)
                    }
                    return written ?? .generalRoute(problems: [])
                }
            }
        }
        guard let targets = resolver.targets else { return write(nil) }
        return targets.withView { write($0) }
    }

    // MARK: Page and sections

    private mutating func write(_ root: UnsafeMarkdownNode, children: [Int], pages: [SourcePage]) throws(Unsupported) {
        guard out.canWriteNavigationRows else { throw Unsupported() }
        // The large title's anchor is the first `#` heading's; it is known here only when that heading is the
        // first heading of all (only blocks that cannot hold a heading come before it).
        var scan = root.firstChild
        search: while let node = scan {
            switch node.kind {
            case .heading:
                if node.headingLevel == 1 { titleHeading = node }
                break search
            case .paragraph, .codeBlock, .thematicBreak:
                scan = node.next
            default:
                break search
            }
        }
        var titleID: String?
        if let titleHeading {
            let text = try headingText(titleHeading).title
            // Phase 1 took the title from a quick scan of the first line; the general route takes it from here.
            if page.metadata.title == nil && text != page.title { throw Unsupported() }
            titleID = slugger.next(text)
            try resolveLinks(in: titleHeading.firstChild)  // not shown, but its links count (and are checked)
        }
        out.openPage(title: page.title, titleID: titleID)
        startSection(nil)  // the untitled intro
        var child = root.firstChild
        while let node = child {
            child = node.next
            try topLevel(node)
        }
        closeSection()
        // Child pages no link on the page points to: a last section of navigation rows.
        var first = true
        for index in children where !outcome.linkedPages.contains(index) {
            if first {
                startSection(PendingSection(title: settings.pagesTitle, id: nil, style: SectionStyle()))
                try openSectionIfNeeded()
                out.openDividedCard()
                first = false
            } else {
                out.divider()
            }
            let target = pages[index]
            out.openNavigationRow(destination: URLMapping.relativeHref(from: page.url, to: target.url))
            out.text(target.title)
            let subtitle = target.metadata.description ?? target.metadata.date ?? ""
            if !subtitle.isEmpty {
                out.navigationSubtitle()
                out.text(subtitle)
            }
            out.closeNavigationRow()
        }
        if !first {
            out.closeDividedCard()
            closeSection()
        }
        if sectionsOpen { out.closeSections() }
        out.closePage()
    }

    /// A top-level block (``PageMapper/map()``'s rules).
    private mutating func topLevel(_ node: UnsafeMarkdownNode) throws(Unsupported) {
        switch node.kind {
        case .heading:
            if node == titleHeading { return }
            let level = node.headingLevel
            if level == 1 && titleHeading == nil { throw Unsupported() }  // it would be the large title
            let text = try headingText(node)
            let id = slugger.next(text.title)
            if level <= 2 {
                try resolveLinks(in: node.firstChild)  // the header shows only the text, but the links count
                closeSection()
                startSection(PendingSection(title: text.title, id: id.isEmpty ? nil : id, style: text.style))
            } else {
                try openTextCard()
                try heading(node, level: level, id: id, text: text)
            }
        case .paragraph:
            guard try mapsToSomething(node) else { return }
            try openTextCard()
            try paragraph(node)
        case .htmlBlock:
            guard settings.rawHTML else { return }  // dropped: it does not even end the text card
            try openTextCard()
            out.raw(String(decoding: node.literal, as: UTF8.self))
        case .list:
            closeTextCard()
            try openSectionIfNeeded()
            try list(node)
        case .blockQuote:
            guard try holdsContent(node) else { return }
            closeTextCard()
            try openSectionIfNeeded()
            try quote(node)
        case .codeBlock:
            let language = Self.language(node.fenceInfo)
            if language == "metric" {
                try metric(node)
                return
            }
            closeTextCard()
            try openSectionIfNeeded()
            out.codeBlock(bytes: node.literal, language: language)
        case .thematicBreak:
            closeTextCard()
        default:
            throw Unsupported()
        }
    }

    /// Starts a section (`nil`: the untitled intro), written with its first card. Its style is the page's
    /// tint, then the front matter's `sections` entry for its title, then its heading's attributes.
    private mutating func startSection(_ section: PendingSection?) {
        var style = SectionStyle(icon: nil, tint: page.metadata.tint, horizontal: false)
        if let section {
            if let fromFrontMatter = page.metadata.sections[section.title] {
                style = style.overridden(by: fromFrontMatter)
            }
            style = style.overridden(by: section.style)
        }
        tintName = style.tint
        tint = style.tint.flatMap { Color(named: $0) }
        pendingSection = section.map { PendingSection(title: $0.title, id: $0.id, style: style) }
    }

    /// Writes the section opened last (and the sectioned surface before the first one), if not written yet.
    mutating func openSectionIfNeeded() throws(Unsupported) {
        if sectionOpen { return }
        let icon = pendingSection?.style.icon
        if let icon, !out.hasIcon(icon) { throw Unsupported() }  // the views report it
        if !sectionsOpen {
            out.openSections()
            sectionsOpen = true
        }
        out.openSection()
        if let pending = pendingSection {
            out.sectionHeader(title: pending.title, id: pending.id, icon: icon, tint: tint)
            if pending.style.horizontal == true {
                ScrollingSurface.writeOpenStrip(label: pending.title, into: &out.buffer)
                stripOpen = true
            }
        }
        sectionOpen = true
    }

    private mutating func closeSection() {
        closeTextCard()
        if stripOpen { ScrollingSurface.writeCloseStrip(into: &out.buffer) }
        stripOpen = false
        if sectionOpen { out.closeSection() }
        sectionOpen = false
        pendingSection = nil
    }

    private mutating func openTextCard() throws(Unsupported) {
        if textCardOpen { return }
        try openSectionIfNeeded()
        out.openCard(.regular)
        textCardOpen = true
    }

    mutating func closeTextCard() {
        if !textCardOpen { return }
        out.closeCard()
        textCardOpen = false
    }

    // MARK: Blocks

    /// The blocks of a quote card (``PageMapper/blocks(_:)``'s rules).
    private mutating func quote(_ node: UnsafeMarkdownNode) throws(Unsupported) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw Unsupported() }
        out.openCard(.tinted(tint))
        var child = node.firstChild
        while let block = child {
            child = block.next
            switch block.kind {
            case .heading:
                let level = block.headingLevel
                if level == 1 && titleHeading == nil { throw Unsupported() }
                let text = try headingText(block)
                try heading(block, level: level, id: slugger.next(text.title), text: text)
            case .paragraph:
                if try mapsToSomething(block) { try paragraph(block) }
            case .htmlBlock:
                if settings.rawHTML { out.raw(String(decoding: block.literal, as: UTF8.self)) }
            case .list:
                try list(block)
            case .blockQuote:
                try quote(block)
            case .codeBlock:
                out.codeBlock(bytes: block.literal, language: Self.language(block.fenceInfo))
            case .thematicBreak:
                break
            default:
                throw Unsupported()
            }
        }
        out.closeCard()
    }

    /// A `###` (or deeper) heading inside a card, its attribute block (if any) left out.
    private mutating func heading(_ node: UnsafeMarkdownNode, level: Int, id: String,
                                  text: HeadingText) throws(Unsupported) {
        let level = min(max(level, 3), 6)
        out.openHeading(level: level, id: id.isEmpty ? nil : id)
        if let cut = text.attributes {
            try runs(node.firstChild, until: cut.first, flatten: false)
            out.text(cut.remaining)
        } else {
            try runs(node.firstChild, flatten: false)
        }
        out.closeHeading(level: level)
    }

    private mutating func paragraph(_ node: UnsafeMarkdownNode) throws(Unsupported) {
        out.openParagraph()
        try runs(node.firstChild, flatten: false)
        out.closeParagraph()
    }

    /// A divided card, one row per item: a navigation row when the item starts with a link, else a row with
    /// the item's paragraph (``PageMapper/row(_:)`` and ``CardPageWriter``'s list).
    private mutating func list(_ node: UnsafeMarkdownNode) throws(Unsupported) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw Unsupported() }
        // Every item must be one paragraph; a list of plain items only may be a `Label: value` list.
        var items = 0, linked = 0
        var item = node.firstChild
        while let current = item {
            item = current.next
            guard let paragraph = current.firstChild, paragraph.next == nil, paragraph.kind == .paragraph,
                  try mapsToSomething(paragraph) else { throw Unsupported() }
            items += 1
            if Self.leadingLink(paragraph) != nil { linked += 1 }
        }
        if items == 0 { return }
        if linked == 0 && items >= 2 {
            let rows = try plainRows(node)
            if KeyValueRow.qualifies(rows) {
                writeKeyValueRows(rows)
                return
            }
        }
        out.openDividedCard()
        item = node.firstChild
        var index = 0
        while let current = item, let paragraph = current.firstChild {
            item = current.next
            if index > 0 { out.divider() }
            index += 1
            guard let link = Self.leadingLink(paragraph) else {
                try self.paragraph(paragraph)
                continue
            }
            switch try resolve(link.url) {
            case .bytes: href.withUnsafeBufferPointer { out.openNavigationRow(destinationBytes: $0) }
            case .string(let href): out.openNavigationRow(destination: href)
            case .dropped: throw Unsupported()
            }
            try runs(link.firstChild, flatten: true)
            try subtitle(after: link)
            out.closeNavigationRow()
        }
        out.closeDividedCard()
    }

    /// A navigation row's subtitle: what follows its link, without a leading separator (` — `, `: `, …).
    private mutating func subtitle(after link: UnsafeMarkdownNode) throws(Unsupported) {
        // The mapping trims the separator off its first run, one text for adjacent text nodes (cmark splits
        // text at `[`, `!`, entities…).
        var rest = link.next
        var scan = rest
        while let node = scan {
            if node.kind == .htmlInline { throw Unsupported() }  // the mapping would trim the text after it
            scan = node.next
        }
        let startsWithText = rest?.kind == .text
        scratch.removeAll(keepingCapacity: true)
        while let node = rest, node.kind == .text {
            scratch.append(contentsOf: node.literal)
            rest = node.next
        }
        var lead = 0
        if startsWithText {
            // Only empty text: the mapping's first run would be what follows.
            if scratch.isEmpty { throw Unsupported() }
            lead = scratch.withUnsafeBufferPointer { PageMapper.separatorLength($0) }
        } else if rest?.kind == .link {
            throw Unsupported()  // its text, once the link is flattened, would be trimmed
        }
        let restMaps = try mapsToSomething(from: rest)
        if lead >= scratch.count && !restMaps {
            try resolveLinks(in: rest)  // no subtitle, but its links count
            return
        }
        out.navigationSubtitle()
        if lead < scratch.count {
            scratch.withUnsafeBufferPointer { out.text(bytes: UnsafeBufferPointer(rebasing: $0[lead...])) }
        }
        try runs(rest, flatten: true)
    }
}
