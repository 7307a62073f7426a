import Surfaces

/// The fast path of ``BodyRenderer``: writes a page body with Surfaces' ``MarkupWriter`` instead of building
/// a view tree, for the shapes almost every page is made of — titled and untitled vertical sections, text and
/// quote cards of paragraphs, headings, code and nested quotes, list cards of plain navigation rows or
/// one-paragraph rows, code cards, metric and raw HTML cards.
///
/// Anything else (sideways strips, label/value rows, rows with nested blocks, paragraphs with opted-in raw
/// HTML, unknown icons) makes ``write(title:titleID:sections:)`` return `nil`, and the page is rendered with
/// views. Both paths give the same bytes; `CardPageWriterTests` renders every test page both ways.
struct CardPageWriter {
    private var out: MarkupWriter
    /// The section's tint, for tinted (quote) cards.
    private var tint: Color?

    private init(capacity: Int) {
        out = MarkupWriter(capacity: capacity)
    }

    /// The body HTML, or `nil` when the page has a shape only the views render.
    static func write(title: String, titleID: String?, sections: [ReadySection]) -> [UInt8]? {
        var writer = CardPageWriter(capacity: 16_384)
        // Whether a section with cards that draw nothing (which Markdown never makes) is shown depends on
        // modifiers around it: such pages are left to the views.
        guard writer.out.canWriteNavigationRows,
              sections.allSatisfy({ $0.cards.allSatisfy(Self.drawsSomething) }) else { return nil }
        writer.out.openPage(title: title, titleID: titleID)
        if !sections.isEmpty {
            writer.out.openSections()
            for ready in sections {
                guard writer.section(ready) else { return nil }
            }
            writer.out.closeSections()
        }
        writer.out.closePage()
        return writer.out.buffer.bytes
    }

    /// Whether a card's view has any subviews (an empty list or a left-out metric block has none).
    private static func drawsSomething(_ card: ReadyCard) -> Bool {
        switch card {
        case .metric: return true
        case .card(.list(let rows)): return !rows.isEmpty
        case .card(.metric): return false
        case .card: return true
        }
    }

    private mutating func section(_ ready: ReadySection) -> Bool {
        let section = ready.section
        if section.horizontal { return false }
        tint = section.tint.flatMap { Color(named: $0) }
        out.openSection()
        if let title = section.title {
            if let icon = section.icon, !out.hasIcon(icon) { return false }
            let id = section.id.flatMap { $0.isEmpty ? nil : $0 }
            out.sectionHeader(title: title, id: id, icon: section.icon, tint: tint)
        }
        for card in ready.cards {
            switch card {
            case .metric(let html):
                out.raw(html)
            case .card(let card):
                guard self.card(card) else { return false }
            }
        }
        out.closeSection()
        return true
    }

    private mutating func card(_ card: LayoutCard) -> Bool {
        switch card {
        case .text(let blocks):
            return stackCard(.regular, blocks)
        case .quote(let blocks):
            return stackCard(.tinted(tint), blocks)
        case .list(let rows):
            return list(rows)
        case .code(let language, let code):
            out.codeBlock(code, language: language)
            return true
        case .rawHTML(let html):
            out.raw(html)
            return true
        case .metric:
            return true  // a metric block the renderer left out: no subviews
        }
    }

    private mutating func stackCard(_ kind: MarkupWriter.StackCard, _ blocks: [LayoutBlock]) -> Bool {
        out.openCard(kind)
        for block in blocks {
            guard self.block(block) else { return false }
        }
        out.closeCard()
        return true
    }

    private mutating func block(_ block: LayoutBlock) -> Bool {
        switch block {
        case .paragraph(let inlines):
            if InlineRuns.hasRawHTML(inlines) { return false }
            out.openParagraph()
            runs(inlines)
            out.closeParagraph()
        case .heading(let level, let id, let inlines):
            let level = min(max(level, 3), 6)
            out.openHeading(level: level, id: id.isEmpty ? nil : id)
            runs(inlines)
            out.closeHeading(level: level)
        case .list(let rows):
            return list(rows)
        case .code(let language, let code):
            out.codeBlock(code, language: language)
        case .quote(let blocks):
            return stackCard(.tinted(tint), blocks)
        case .rawHTML(let html):
            out.raw(html)
        }
        return true
    }

    /// A divided card of plain navigation rows and one-paragraph rows (label/value lists use views).
    private mutating func list(_ rows: [LayoutRow]) -> Bool {
        if rows.isEmpty { return true }
        if KeyValueRow.qualifies(rows) { return false }
        out.openDividedCard()
        for (index, row) in rows.enumerated() {
            if index > 0 { out.divider() }
            switch row {
            case .navigation(let href, let title, let subtitle, let nested):
                if !nested.isEmpty { return false }
                out.openNavigationRow(destination: href)
                runs(title)
                if !subtitle.isEmpty {
                    out.navigationSubtitle()
                    runs(subtitle)
                }
                out.closeNavigationRow()
            case .content(let blocks):
                guard blocks.count == 1, case .paragraph(let inlines) = blocks[0], !InlineRuns.hasRawHTML(inlines)
                else { return false }
                out.openParagraph()
                runs(inlines)
                out.closeParagraph()
            }
        }
        out.closeDividedCard()
        return true
    }

    /// Inline runs as ``InlineRuns/runs(_:)`` makes them for `RichText` (raw HTML dropped).
    private mutating func runs(_ inlines: [LayoutInline]) {
        for inline in inlines {
            switch inline {
            case .text(let s): out.text(s)
            case .strong(let c):
                out.openStrong()
                runs(c)
                out.closeStrong()
            case .emphasis(let c):
                out.openEmphasis()
                runs(c)
                out.closeEmphasis()
            case .code(let s): out.code(s)
            case .link(let href, let c):
                out.openLink(href)
                runs(c)
                out.closeLink()
            case .image(let src, let alt): out.image(src: src, alt: alt)
            case .lineBreak: out.lineBreak()
            case .softBreak: out.softBreak()
            case .rawHTML: break
            }
        }
    }
}
