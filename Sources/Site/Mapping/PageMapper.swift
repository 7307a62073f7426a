import CommonMark

/// Applies the Markdown-to-cards rules to one page (see the README mapping table).
struct PageMapper {
    /// The page from phase 1.
    var page: SourcePage
    /// Resolved links by position (absent or `.dropped` → link text only).
    var links: [SourcePosition: ResolvedLink]
    /// Keep raw HTML (site setting `raw_html: true`).
    var rawHTML: Bool

    /// Builds the page layout.
    func map() -> PageLayout {
        var builder = SectionBuilder()
        builder.start(LayoutSection(title: nil, id: nil, icon: nil, tint: page.metadata.tint, horizontal: false, cards: []))
        for block in page.document.blocks {
            switch block.kind {
            case .heading(let level, _) where level <= 2:
                if block.position == page.titleHeading { continue }
                let info = page.headings[block.position]
                let title = info?.inlines.plainText ?? ""
                var style = SectionStyle(icon: nil, tint: page.metadata.tint, horizontal: false)
                if let fromFrontMatter = page.metadata.sections[title] { style = style.overridden(by: fromFrontMatter) }
                if let fromHeading = info?.style { style = style.overridden(by: fromHeading) }
                builder.start(LayoutSection(title: title, id: info?.id, icon: style.icon, tint: style.tint,
                                            horizontal: style.horizontal ?? false, cards: []))
            case .heading(let level, let inlines):
                let info = page.headings[block.position]
                builder.addText(.heading(level: level, id: info?.id ?? "", self.inlines(info?.inlines ?? inlines)))
            case .paragraph(let inlines):
                let mapped = self.inlines(inlines)
                if !mapped.isEmpty { builder.addText(.paragraph(mapped)) }
            case .list(_, _, _, let items):
                builder.addCard(.list(items.map(row)))
            case .blockQuote(let blocks):
                let mapped = self.blocks(blocks)
                if !mapped.isEmpty { builder.addCard(.quote(mapped)) }
            case .codeBlock(let info, let literal):
                let language = Self.language(info)
                if language == "metric" {
                    builder.addCard(.metric(MetricBlock(yaml: literal, line: block.position.line, column: block.position.column)))
                } else {
                    builder.addCard(.code(language: language, code: literal))
                }
            case .htmlBlock(let html):
                if rawHTML { builder.addText(.rawHTML(html)) }
            case .thematicBreak:
                builder.endTextCard()
            }
        }
        builder.finish()
        let titleID = page.titleHeading.flatMap { page.headings[$0]?.id }
        return PageLayout(title: page.title, titleID: titleID, sections: builder.sections)
    }

    /// The first word of a fence's info string.
    static func language(_ info: String) -> String? {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map(String.init) ?? ""
        return word.isEmpty ? nil : word
    }

    /// Blocks inside a quote or a list item.
    func blocks(_ blocks: [Block]) -> [LayoutBlock] {
        var result: [LayoutBlock] = []
        for block in blocks {
            switch block.kind {
            case .heading(let level, let inlines):
                let info = page.headings[block.position]
                result.append(.heading(level: max(level, 3), id: info?.id ?? "", self.inlines(info?.inlines ?? inlines)))
            case .paragraph(let inlines):
                let mapped = self.inlines(inlines)
                if !mapped.isEmpty { result.append(.paragraph(mapped)) }
            case .list(_, _, _, let items):
                result.append(.list(items.map(row)))
            case .blockQuote(let inner):
                result.append(.quote(self.blocks(inner)))
            case .codeBlock(let info, let literal):
                result.append(.code(language: Self.language(info), code: literal))
            case .htmlBlock(let html):
                if rawHTML { result.append(.rawHTML(html)) }
            case .thematicBreak:
                break
            }
        }
        return result
    }

    /// A list item → a navigation row when it starts with a link, else a content row.
    func row(_ item: ListItem) -> LayoutRow {
        if let first = item.blocks.first, case .paragraph(let inlines) = first.kind,
           let (linkIndex, href, children) = leadingLink(inlines) {
            var subtitle = flattenLinks(self.inlines(inlines[(linkIndex + 1)...]))
            trimLeadingSeparator(&subtitle)
            return .navigation(href: href, title: flattenLinks(self.inlines(children[...])), subtitle: subtitle,
                               nested: item.blocks.count > 1 ? blocks(Array(item.blocks.dropFirst())) : [])
        }
        return .content(blocks(item.blocks))
    }

    private func leadingLink(_ inlines: [Inline]) -> (Int, String, [Inline])? {
        for (index, inline) in inlines.enumerated() {
            switch inline.kind {
            case .text(let text) where text.trimmingSpaces.isEmpty:
                continue
            case .link(_, _, let children):
                guard case .href(let href)? = links[inline.position] else { return nil }
                return (index, href, children)
            default:
                return nil
            }
        }
        return nil
    }

    /// Markdown inlines → layout inlines with safe, resolved links.
    func inlines(_ inlines: [Inline]) -> [LayoutInline] {
        self.inlines(inlines[...])
    }

    /// Markdown inlines → layout inlines with safe, resolved links.
    func inlines(_ inlines: ArraySlice<Inline>) -> [LayoutInline] {
        var result: [LayoutInline] = []
        result.reserveCapacity(inlines.count)
        append(inlines, to: &result)
        return result
    }

    private func append(_ inlines: ArraySlice<Inline>, to result: inout [LayoutInline]) {
        for inline in inlines {
            switch inline.kind {
            case .text(let text): result.append(.text(text))
            case .softBreak: result.append(.softBreak)
            case .lineBreak: result.append(.lineBreak)
            case .code(let code): result.append(.code(code))
            case .html(let html): if rawHTML { result.append(.rawHTML(html)) }
            case .emphasis(let children): result.append(.emphasis(self.inlines(children[...])))
            case .strong(let children): result.append(.strong(self.inlines(children[...])))
            case .link(_, _, let children):
                if case .href(let href)? = links[inline.position] {
                    result.append(.link(href: href, self.inlines(children[...])))
                } else {
                    append(children[...], to: &result)
                }
            case .image(_, _, let alt):
                if case .href(let src)? = links[inline.position] {
                    result.append(.image(src: src, alt: alt.plainText))
                } else if !alt.isEmpty {
                    result.append(.text(alt.plainText))
                }
            }
        }
    }

    /// Links inside a navigation row's label would nest `<a>` elements: keep their text only.
    func flattenLinks(_ inlines: [LayoutInline]) -> [LayoutInline] {
        guard inlines.contains(where: \.holdsLink) else { return inlines }
        var result: [LayoutInline] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            switch inline {
            case .link(_, let children): result.append(contentsOf: flattenLinks(children))
            case .strong(let children): result.append(.strong(flattenLinks(children)))
            case .emphasis(let children): result.append(.emphasis(flattenLinks(children)))
            default: result.append(inline)
            }
        }
        return result
    }

    /// Drops a leading ` — `, ` – `, ` - `, `: `, ` · ` or `, ` between a row's link and its subtitle
    /// (on UTF-8 bytes: this runs for every navigation row).
    private func trimLeadingSeparator(_ inlines: inout [LayoutInline]) {
        guard case .text(let text)? = inlines.first else { return }
        var copy = text
        let skip = copy.withUTF8 { Self.separatorLength($0) }
        if skip == 0 { return }
        let utf8 = text.utf8
        if skip >= utf8.count {
            inlines.removeFirst()
        } else {
            inlines[0] = .text(String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: skip)...])))
        }
    }

    /// The length of leading spaces, one separator (`—`, `–`, `-`, `:`, `·` or `,`) and spaces after it.
    static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        func skipSpaces() { while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 } }
        skipSpaces()
        if i < bytes.count {
            switch bytes[i] {
            case 0x2D, 0x3A, 0x2C:
                i += 1
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0x94 || bytes[i + 2] == 0x93):
                i += 3
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0xB7:
                i += 2
            default:
                break
            }
        }
        skipSpaces()
        return i
    }
}

extension LayoutInline {
    /// Whether this is a link or holds one.
    var holdsLink: Bool {
        switch self {
        case .link: return true
        case .strong(let children), .emphasis(let children): return children.contains(where: \.holdsLink)
        default: return false
        }
    }
}

/// Accumulates sections and cards while walking a page's blocks.
private struct SectionBuilder {
    var sections: [LayoutSection] = []
    var current: LayoutSection?
    var text: [LayoutBlock] = []

    mutating func start(_ section: LayoutSection) {
        finish()
        current = section
    }

    mutating func addText(_ block: LayoutBlock) { text.append(block) }

    mutating func endTextCard() {
        if !text.isEmpty { current?.cards.append(.text(text)) }
        text = []
    }

    mutating func addCard(_ card: LayoutCard) {
        endTextCard()
        current?.cards.append(card)
    }

    mutating func finish() {
        endTextCard()
        if let section = current { sections.append(section) }
        current = nil
    }
}
