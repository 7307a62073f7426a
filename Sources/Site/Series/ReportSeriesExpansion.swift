import Diagnostics
import Localization
import Metrics

/// Turns series templates (front matter `repeat: day|week|month|year`) into their pages: one per period in which
/// any metric the template shows has data (narrowed by `from:`/`to:`), at `<template URL>/<period>/`, each with
/// `period:` set, its placeholders replaced and links to the period before and after. The template's own URL
/// becomes the series' index. Pages of one folder with periods of one kind (hand-written `weeks/2026-W47.md`,
/// `weeks/2026-W48.md`) are linked the same way (``DatedPageSeries``).
enum ReportSeriesExpansion {
    /// What expanding gave: the new pages (to append, in order) and problems (warnings for empty series).
    struct Result {
        var members: [SourcePage] = []
        /// For each member, the index of its template in the pages given.
        var templates: [Int] = []
        var problems: [Diagnostic] = []
    }

    /// Expands every template of `pages` (the templates become their series' indexes in place) and links dated
    /// pages of one folder.
    static func expand(_ pages: inout [SourcePage], metrics: MetricBuild, localizers: LocalizerSet,
                       language: String) -> Result {
        var result = Result()
        for t in pages.indices where pages[t].metadata.repeats != nil && pages[t].role.generated == nil {
            guard let repeats = pages[t].metadata.repeats else { continue }
            let language = pages[t].metadata.language ?? language
            let text = MetricText(localizer: localizers.localizer(for: language))
            let made: [(page: SourcePage, period: ReportPeriod?)]
            var newestFirst = true  // undated rows are listed in file order
            switch repeats {
            case .rows:
                (made, newestFirst) = RowSeries.pages(of: pages[t], session: metrics.session, text: text,
                                                      problems: &result.problems)
            default:
                made = periodPages(of: pages[t], kind: repeats.periodKind ?? .week, session: metrics.session, text: text,
                                   problems: &result.problems)
            }
            // Older first; each page links to its neighbours.
            var members = made.map(\.page)
            for k in members.indices {
                let previous = k > 0 ? SeriesPager.Neighbour(url: members[k - 1].url, title: members[k - 1].title) : nil
                let next = k + 1 < members.count ? SeriesPager.Neighbour(url: members[k + 1].url, title: members[k + 1].title) : nil
                members[k].pager = SeriesPager(previous: previous, next: next, kind: repeats.periodKind)
            }
            let template = pages[t]
            let listed = newestFirst ? Array(zip(members, made).reversed()) : Array(zip(members, made))
            let entries = listed.map { member, made in
                SeriesIndex.Entry(url: member.url, title: member.title, period: made.period, relativePath: member.file.relativePath,
                                  subtitle: member.role.series?.member?.subtitle)
            }
            let blocks = MetricCatalog.metricBlocks(template.fences)
            pages[t].role = .series(.index(SeriesIndex(repeats: repeats, entries: entries, headlineBlocks: blocks,
                                                       showsLatest: newestFirst)))
            pages[t].title = indexTitle(template, text: text)
            pages[t].metadata.title = pages[t].title
            if let description = template.metadata.description, description.contains("{{") {
                pages[t].metadata.description = SeriesPlaceholders.stripped(description)
            }
            result.members += members
            result.templates += members.map { _ in t }
        }
        DatedPageSeries.link(&pages)
        return result
    }

    /// The index's title: `series_title:`, else the template's title without its placeholders, else "Reports".
    static func indexTitle(_ template: SourcePage, text: MetricText) -> String {
        if let own = template.metadata.seriesTitle { return own }
        let stripped = SeriesPlaceholders.stripped(template.title)
        return stripped.isEmpty ? text("series.title") : stripped
    }

    /// One page per `kind` period in which a metric of the template has data.
    private static func periodPages(of template: SourcePage, kind: ReportPeriod.Kind, session: MetricBuildSession?,
                                    text: MetricText, problems: inout [Diagnostic]) -> [(page: SourcePage, period: ReportPeriod?)] {
        let meta = template.metadata
        let from = meta.from.flatMap(CalendarDay.init(parsing:))
        let to = meta.to.flatMap(CalendarDay.init(parsing:))
        var periods: [ReportPeriod]
        let blocks = MetricCatalog.metricBlocks(template.fences)
        if let session, !blocks.isEmpty {
            var days = session.daysWithData(blocks, pagePath: template.file.relativePath, displayPath: template.file.displayPath)
            if let from { days.removeAll { $0 < from } }
            if let to { days.removeAll { $0 > to } }
            periods = ReportPeriod.periods(holding: days, kind: kind)
        } else if let from, let to {
            // No metrics to ask: every period from `from` to `to`.
            periods = []
            var period = ReportPeriod.containing(from, kind: kind)
            while period.start <= to, periods.count < 100_000 {
                periods.append(period)
                period = period.next
            }
        } else {
            periods = []
        }
        if periods.isEmpty {
            let at = meta.repeatPosition
            let bounds = from != nil || to != nil ? " between 'from:' and 'to:'" : ""
            problems.append(.warning(template.file.displayPath, line: at?.line ?? 1, column: at?.column ?? 1,
                blocks.isEmpty
                    ? "'repeat: \(kind == .day ? "day" : kind == .month ? "month" : kind == .year ? "year" : "week")' makes a page per period in which the page's metrics have data, but the page shows no metric; add a ```metric block, or give both 'from:' and 'to:'"
                    : "no metric this page shows has data\(bounds), so the series has no pages yet; check the metric files and 'from:'/'to:'"))
        }
        return periods.map { period in (member(of: template, period: period, text: text), period) }
    }

    /// The page of `period` written from `template`.
    static func member(of template: SourcePage, period: ReportPeriod, text: MetricText) -> SourcePage {
        let placeholders = SeriesPlaceholders.period(period, text: text)
        return member(of: template, slug: period.slug, placeholders: placeholders, period: period)
    }

    /// The page at `<template URL>/<slug>/` with `placeholders` replaced.
    static func member(of template: SourcePage, slug: String, placeholders: SeriesPlaceholders,
                       period: ReportPeriod?) -> SourcePage {
        var page = template
        page.url = template.url + slug + "/"
        page.file = ContentFile(relativePath: page.url + "index.md", sourcePath: template.file.sourcePath,
                                displayPath: template.file.displayPath, isMarkdown: true, isFolderIndex: false)
        page.metadata.repeats = nil
        page.metadata.rows = nil
        page.metadata.slug = nil
        page.metadata.seriesTitle = nil
        page.metadata.sort = nil
        page.metadata.period = period.map { $0.kind == .range ? nil : $0.slug } ?? nil
        page.metadata.from = nil
        page.metadata.to = nil
        page.metadata.title = template.metadata.title.map(placeholders.apply)
        page.metadata.description = template.metadata.description.map(placeholders.apply)
        page.title = placeholders.apply(template.title)
        page.warnings = []  // the template's are reported once, with the template
        page.role = .series(.member(SeriesMember(templatePath: template.file.relativePath, period: period,
                                                 placeholders: placeholders)))
        return page
    }
}
