import Surfaces

/// Builds the views for sections, cards, rows and blocks.
enum SectionFactory {
    /// One section: header (icon, tint, anchor id) and its cards, vertical or as a sideways strip.
    static func section(_ ready: ReadySection) -> some View {
        let section = ready.section
        let tint = section.tint.flatMap { Color(named: $0) }
        let header = headerView(section, tint: tint)
        return Section {
            cardsView(ready, tint: tint)
        } header: {
            header
        }
    }

    /// The section header with its anchor id; nothing for the untitled intro.
    private static func headerView(_ section: LayoutSection, tint: Color?) -> AnyView {
        guard let title = section.title else { return AnyView(EmptyView()) }
        let header = SectionHeader(.horizontal, title: title, systemImage: section.icon).tint(tint)
        if let id = section.id, !id.isEmpty { return AnyView(header.id(id)) }
        return AnyView(header)
    }

    private static func cardsView(_ ready: ReadySection, tint: Color?) -> AnyView {
        let all = ready.cards
        let cards = ForEach(all.indices, id: \.self) { i in card(all[i]) }
        if ready.section.horizontal {
            return AnyView(ScrollingSurface(.horizontal(.top), label: ready.section.title ?? "Cards") { cards }.tint(tint))
        }
        return AnyView(Group { cards }.tint(tint))
    }

    static func card(_ card: ReadyCard) -> AnyView {
        switch card {
        case .metric(let html):
            return AnyView(RawHTML(html))
        case .card(let card):
            switch card {
            case .text(let blocks):
                return AnyView(RegularCard { VStack(alignment: .leading) { blockList(blocks) } })
            case .list(let rows):
                return AnyView(DividedCard { rowList(rows) })
            case .quote(let blocks):
                return AnyView(TintedCard { VStack(alignment: .leading) { blockList(blocks) } })
            case .code(let language, let code):
                return AnyView(CodeBlock(code: code, language: language))
            case .metric:
                return AnyView(EmptyView())
            case .rawHTML(let html):
                return AnyView(RawHTML(html))
            }
        }
    }

    static func rowList(_ rows: [LayoutRow]) -> some View {
        // A list is shown as label/value rows only when every item is a short `Label: value` line,
        // so one card never mixes the two looks.
        let keyValue = KeyValueRow.qualifies(rows)
        return ForEach(rows.indices, id: \.self) { i in RowView(row: rows[i], keyValue: keyValue) }
    }

    static func blockList(_ blocks: [LayoutBlock]) -> some View {
        ForEach(blocks.indices, id: \.self) { i in BlockView(block: blocks[i]) }
    }

    /// The link of a navigation row: title and optional subtitle, the whole row is the link.
    static func navigationLink(href: String, title: [LayoutInline], subtitle: [LayoutInline]) -> some View {
        NavigationLink(destination: href) {
            VStack(alignment: .leading) {
                RichText(InlineRuns.runs(title), element: .span).font(.headline)
                if !subtitle.isEmpty {
                    RichText(InlineRuns.runs(subtitle), element: .span).font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
    }

    /// A navigation row (title, subtitle, chevron; the whole row is the link) or a content row.
    static func row(_ row: LayoutRow) -> AnyView {
        switch row {
        case .navigation(let href, let title, let subtitle, let nested):
            let link = navigationLink(href: href, title: title, subtitle: subtitle)
            if nested.isEmpty { return AnyView(link) }
            return AnyView(VStack(alignment: .leading) {
                link
                blockList(nested)
            })
        case .content(let blocks):
            if blocks.count == 1, case .paragraph(let inlines) = blocks[0], !InlineRuns.hasRawHTML(inlines) {
                return AnyView(RichText(InlineRuns.runs(inlines), element: .paragraph))
            }
            return AnyView(VStack(alignment: .leading) { blockList(blocks) })
        }
    }

    /// One block inside a card or row.
    static func block(_ block: LayoutBlock) -> AnyView {
        switch block {
        case .paragraph(let inlines):
            return paragraph(inlines)
        case .heading(let level, let id, let inlines):
            return AnyView(Heading(level: min(max(level, 3), 6), id: id.isEmpty ? nil : id) {
                RichText(InlineRuns.runs(inlines), element: .none)
            })
        case .list(let rows):
            return AnyView(DividedCard { rowList(rows) })
        case .code(let language, let code):
            return AnyView(CodeBlock(code: code, language: language))
        case .quote(let blocks):
            return AnyView(TintedCard { VStack(alignment: .leading) { blockList(blocks) } })
        case .rawHTML(let html):
            return AnyView(RawHTML(html))
        }
    }

    /// A paragraph; inline raw HTML (only when the site opted in) is written between escaped runs.
    static func paragraph(_ inlines: [LayoutInline]) -> AnyView {
        guard InlineRuns.hasRawHTML(inlines) else { return AnyView(RichText(InlineRuns.runs(inlines))) }
        let segments = InlineRuns.segments(inlines)
        return AnyView(Element(tag: "p") {
            ForEach(segments.indices, id: \.self) { i in
                switch segments[i] {
                case .runs(let runs): AnyView(RichText(runs, element: .none))
                case .raw(let html): AnyView(RawHTML(html))
                }
            }
        })
    }
}
