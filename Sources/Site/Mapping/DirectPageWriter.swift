import CommonMark
import Surfaces
import YAML

/// The full build's fastest route for an ordinary page: cmark's tree is written straight into the page body
/// with Surfaces' ``MarkupWriter``. The general route copies the tree into Markdown values, collects the
/// headings and links (``PageLoader``), resolves the links into a table (``LinkResolver/resolve(page:)``),
/// maps the page to a ``PageLayout`` (``PageMapper``) and writes that (``CardPageWriter``); this one walks
/// the tree once and must give exactly the same bytes.
///
/// It covers what almost every page is made of: paragraphs, `##` sections, deeper headings, lists of links
/// and of plain items, block quotes, fenced code, emphasis, code spans and links. At anything else it gives
/// up (``body(page:source:resolver:children:pages:pagesTitle:)`` returns `nil`) and the page takes the
/// general route, which also reports every problem: raw HTML, images, `metric` blocks, a `{` or `}` in a
/// heading (attributes), front matter `sections`, links to `#anchors` of the same page, links with a problem,
/// list items of more than one block, `Label: value` lists, a `#` heading that is not the first heading,
/// deep nesting. `DirectPageWriterTests` renders pages both ways and compares them.
struct DirectPageWriter {
    /// Thrown to give the page to the general route.
    struct Unsupported: Error {}

    let page: SourcePage
    let resolver: LinkResolver
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
    /// The sections' tint (the page's: front matter `sections` are left to the general route).
    private var tint: Color?
    /// The heading shown as the large title (not rendered again), when it is the first heading.
    private var titleHeading: UnsafeMarkdownNode?
    /// A titled section not written yet: it is written with its first card (a section without cards is
    /// left out, header included).
    private var pendingSection: (title: String, id: String?)?
    private var sectionOpen = false
    private var sectionsOpen = false
    private var textCardOpen = false
    var nesting = 0
    static let maxNesting = 24
    /// Bytes of text runs merged for a row's subtitle or a heading's plain text.
    var scratch: [UInt8] = []

    private init(page: SourcePage, resolver: LinkResolver, targets: LinkTargetTable.View?, folder: String,
                 folderBytes: UnsafeBufferPointer<UInt8>, urlBytes: UnsafeBufferPointer<UInt8>) {
        self.page = page
        self.resolver = resolver
        self.targets = targets
        self.folder = folder
        self.folderBytes = folderBytes
        self.urlBytes = urlBytes
        outcome.linkedPages.reserveCapacity(32)  // no rehashing while a page's links are resolved
        href.reserveCapacity(256)
    }

    /// The body HTML of `page` (an index entry from phase 1) from its file's bytes `source`, or `nil` when the
    /// page needs the general route. `children` are the page's child pages (those no link on the page points
    /// to get a last section of rows titled `pagesTitle`).
    static func body(page: SourcePage, source: UnsafeRawBufferPointer, resolver: LinkResolver, children: [Int],
                     pages: [SourcePage], pagesTitle: String) -> [UInt8]? {
        guard page.generated == nil, page.metadata.sections.isEmpty,
              let front = try? FrontMatter.split(source, path: page.file.displayPath) else { return nil }
        let markdown = UnsafeRawBufferPointer(rebasing: source[min(front.bodyOffset, source.count)...])
        var folder = URLMapping.sourceFolder(page.file.relativePath), url = page.url
        let folderCopy = folder
        func write(_ targets: LinkTargetTable.View?) -> [UInt8]? {
            folder.withUTF8 { folderBytes in
                url.withUTF8 { urlBytes in
                    let written = Markdown.withUnsafeTree(markdown) { root -> [UInt8]? in
                        var writer = DirectPageWriter(page: page, resolver: resolver, targets: targets,
                                                      folder: folderCopy, folderBytes: folderBytes, urlBytes: urlBytes)
                        do {
                            try writer.write(root, children: children, pages: pages, pagesTitle: pagesTitle)
                        } catch {
                            return nil
                        }
                        return writer.out.buffer.bytes
                    }
                    return written ?? nil
                }
            }
        }
        guard let targets = resolver.targets else { return write(nil) }
        return targets.withView { write($0) }
    }

    // MARK: Page and sections

    private mutating func write(_ root: UnsafeMarkdownNode, children: [Int], pages: [SourcePage],
                                pagesTitle: String) throws(Unsupported) {
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
            let text = try plainText(titleHeading)
            // Phase 1 took the title from a quick scan of the first line; the general route takes it from here.
            if page.metadata.title == nil && text != page.title { throw Unsupported() }
            titleID = slugger.next(text)
            try resolveLinks(in: titleHeading.firstChild)  // not shown, but its links count (and are checked)
        }
        out.openPage(title: page.title, titleID: titleID)
        tint = page.metadata.tint.flatMap { Color(named: $0) }
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
                pendingSection = (pagesTitle, nil)
                openSectionIfNeeded()
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
            let text = try plainText(node)
            let id = slugger.next(text)
            if level <= 2 {
                try resolveLinks(in: node.firstChild)  // the header shows only the text, but the links count
                closeSection()
                pendingSection = (text, id.isEmpty ? nil : id)
            } else {
                openTextCard()
                try heading(node, level: level, id: id)
            }
        case .paragraph:
            guard try Self.mapsToSomething(node) else { return }
            openTextCard()
            try paragraph(node)
        case .list:
            closeTextCard()
            openSectionIfNeeded()
            try list(node)
        case .blockQuote:
            guard try Self.holdsContent(node) else { return }
            closeTextCard()
            openSectionIfNeeded()
            try quote(node)
        case .codeBlock:
            let language = Self.language(node.fenceInfo)
            if language == "metric" { throw Unsupported() }
            closeTextCard()
            openSectionIfNeeded()
            out.codeBlock(bytes: node.literal, language: language)
        case .thematicBreak:
            closeTextCard()
        default:
            throw Unsupported()
        }
    }

    private mutating func openSectionIfNeeded() {
        if sectionOpen { return }
        if !sectionsOpen {
            out.openSections()
            sectionsOpen = true
        }
        out.openSection()
        if let pending = pendingSection {
            out.sectionHeader(title: pending.title, id: pending.id, icon: nil, tint: tint)
        }
        sectionOpen = true
    }

    private mutating func closeSection() {
        closeTextCard()
        if sectionOpen { out.closeSection() }
        sectionOpen = false
        pendingSection = nil
    }

    private mutating func openTextCard() {
        if textCardOpen { return }
        openSectionIfNeeded()
        out.openCard(.regular)
        textCardOpen = true
    }

    private mutating func closeTextCard() {
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
                let id = slugger.next(try plainText(block))
                try heading(block, level: level, id: id)
            case .paragraph:
                if try Self.mapsToSomething(block) { try paragraph(block) }
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

    private mutating func heading(_ node: UnsafeMarkdownNode, level: Int, id: String) throws(Unsupported) {
        let level = min(max(level, 3), 6)
        out.openHeading(level: level, id: id.isEmpty ? nil : id)
        try runs(node.firstChild, flatten: false)
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
                  try Self.mapsToSomething(paragraph) else { throw Unsupported() }
            items += 1
            if Self.leadingLink(paragraph) != nil { linked += 1 }
        }
        if items == 0 { return }
        if linked == 0 && items >= 2 {
            let rows = try Self.plainRows(node)
            if KeyValueRow.qualifies(rows) { throw Unsupported() }
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
        if lead >= scratch.count && !Self.mapsToSomething(from: rest) {
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
