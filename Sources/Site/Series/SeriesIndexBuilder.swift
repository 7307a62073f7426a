import Localization
import Metrics
import Surfaces

/// The body of a series' index (its template's URL): the latest page first, then every page newest first as
/// navigation rows whose subtitle has the page's first one or two metric figures (`58,902 steps · 62 bpm`),
/// grouped by year (weeks, months; by month for days) when there are more than ``groupThreshold``; then the
/// folder's other pages.
struct SeriesIndexBuilder {
    /// The template page (the index).
    var page: SourcePage
    /// What it lists.
    var index: SeriesIndex
    /// The build's metrics (`nil`: no figures).
    var session: MetricBuildSession?
    /// The page's words.
    var localizer: Localizer
    /// What metric blocks need to find their files.
    var contentDirectory: String
    var timeZone: String
    var language: String
    /// The template's other child pages (not series pages), in navigation order.
    var children: [Int]
    /// Every page of the build.
    var pages: [SourcePage]

    /// Lists longer than this are grouped.
    static let groupThreshold = 12

    /// The body HTML.
    func render() -> [UInt8] {
        var out = MarkupWriter(capacity: 4096 + index.entries.count * 400)
        let figures = self.figures()
        out.openPage(title: page.title, titleID: nil)
        out.openSections()
        let text = MetricText(localizer: localizer)
        if let latest = index.entries.first {
            if index.showsLatest { section(&out, title: localizer("series.latest"), entries: [latest], figures: figures) }
            var groups: [(title: String, entries: [SeriesIndex.Entry])] = []
            if index.entries.count > Self.groupThreshold {
                for entry in index.entries {
                    let title = groupTitle(entry, text: text)
                    if groups.last?.title == title { groups[groups.count - 1].entries.append(entry) } else { groups.append((title, [entry])) }
                }
            }
            if groups.count < 2 { groups = [(localizer(index.repeats == .rows ? "row.all" : "series.all"), index.entries)] }
            for group in groups { section(&out, title: group.title, entries: group.entries, figures: figures) }
        } else {
            out.openSection()
            out.openCard(.regular)
            out.openParagraph()
            out.text(localizer(index.repeats == .rows ? "row.empty" : "series.empty"))
            out.closeParagraph()
            out.closeCard()
            out.closeSection()
        }
        if !children.isEmpty {
            out.openSection()
            out.sectionHeader(title: localizer("pages.title"), id: nil, icon: nil, tint: nil)
            out.openListCard(.unordered)
            for (k, child) in children.enumerated() {
                if k > 0 { out.nextListRow() }
                out.openNavigationRow(destination: URLMapping.relativeHref(from: page.url, to: pages[child].url))
                out.text(pages[child].title)
                if let subtitle = pages[child].metadata.description ?? pages[child].metadata.date {
                    out.navigationSubtitle()
                    out.text(subtitle)
                }
                out.closeNavigationRow()
            }
            out.closeListCard(.unordered)
            out.closeSection()
        }
        out.closeSections()
        out.closePage()
        return out.buffer.bytes
    }

    private func section(_ out: inout MarkupWriter, title: String, entries: [SeriesIndex.Entry], figures: [String: String]) {
        out.openSection()
        out.sectionHeader(title: title, id: nil, icon: nil, tint: nil)
        out.openListCard(.unordered)
        for (k, entry) in entries.enumerated() {
            if k > 0 { out.nextListRow() }
            out.openNavigationRow(destination: URLMapping.relativeHref(from: page.url, to: entry.url))
            out.text(entry.title)
            let subtitle = entry.subtitle ?? figures[entry.url] ?? ""
            if !subtitle.isEmpty {
                out.navigationSubtitle()
                out.text(subtitle)
            }
            out.closeNavigationRow()
        }
        out.closeListCard(.unordered)
        out.closeSection()
    }

    /// Each entry's first one or two card figures, joined by ` · ` (by entry URL; entries with a subtitle of their
    /// own have none). Each block's file is found and read once for all entries.
    private func figures() -> [String: String] {
        guard let session, !index.headlineBlocks.isEmpty else { return [:] }
        func context(_ entry: SeriesIndex.Entry) -> MetricBlockContext {
            MetricBlockContext(path: page.file.displayPath, relativePath: page.file.relativePath,
                               contentDirectory: contentDirectory, pageURL: entry.url,
                               period: entry.period.map { $0.kind == .range ? nil : $0.slug } ?? nil,
                               from: entry.period.flatMap { $0.kind == .range ? $0.start.description : nil },
                               to: entry.period.flatMap { $0.kind == .range ? $0.end.description : nil },
                               sectionTint: nil, timeZone: timeZone, language: language)
        }
        let needing = index.entries.filter { $0.subtitle == nil }
        guard let first = needing.first else { return [:] }
        let sources = index.headlineBlocks.compactMap { session.cards.headlineSource($0, context: context(first)) }
        var figures: [String: String] = [:]
        for entry in needing {
            let entryContext = context(entry)
            // The first two cards with a figure in this period (a block without data there is skipped).
            var parts: [String] = []
            for source in sources where parts.count < 2 {
                if let figure = session.cards.headline(source, context: entryContext) { parts.append(figure) }
            }
            if !parts.isEmpty { figures[entry.url] = parts.joined(separator: " · ") }
        }
        return figures
    }

    /// The group an entry is listed under: its year (the ISO week-year for weeks), or its month for days.
    private func groupTitle(_ entry: SeriesIndex.Entry, text: MetricText) -> String {
        guard let period = entry.period else { return "" }
        if period.kind == .day {
            let c = period.start.components
            return CLDRMonthNames.monthYear(year: c.year, month: c.month, localeIdentifier: localizer.cldr?.localeIdentifier ?? "en")
        }
        return String(period.groupYear)
    }
}
