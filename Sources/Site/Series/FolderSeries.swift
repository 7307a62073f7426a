import Metrics

/// A folder whose pages are the periods of one kind — `weeks/2026-W47.md` and `weeks/2026-W48.md`, or the
/// folders `weeks/2026-W47/` and `weeks/2026-W48/` whose index pages carry `period: 2026-W47` and
/// `period: 2026-W48` — holds a series: its generated index is titled with the series' word in the site's
/// language ("Weekly reports", "周报") and lists it newest first, and its members link to each other
/// (``DatedPageSeries``).
enum FolderSeries {
    /// The period kind of the series `folder` holds: two or more of its pages (or its subfolders' index pages)
    /// have a `period:`, all of one kind; nil otherwise. Generated pages and report series are not counted.
    static func kind(of folder: String, among pages: [SourcePage]) -> ReportPeriod.Kind? {
        var found: ReportPeriod.Kind?
        var count = 0
        for page in pages where page.generated == nil && page.series == nil {
            guard memberFolder(of: page) == folder, let text = page.metadata.period,
                  let period = ReportPeriod(parsing: text) else { continue }
            if let found, found != period.kind { return nil }
            found = period.kind
            count += 1
        }
        return count >= 2 ? found : nil
    }

    /// Whether every one of `pages` (two or more) has a `period:`, all of one kind: a list of them is a series.
    static func isSeries(_ pages: [SourcePage]) -> Bool {
        guard pages.count >= 2 else { return false }
        var found: ReportPeriod.Kind?
        for page in pages {
            guard let text = page.metadata.period, let period = ReportPeriod(parsing: text) else { return false }
            if let found, found != period.kind { return false }
            found = period.kind
        }
        return true
    }

    /// The folder a page is a member of when it has a period: its own folder, or, for a folder's index page,
    /// the folder above (nil for the home page).
    static func memberFolder(of page: SourcePage) -> String? {
        let folder = URLMapping.sourceFolder(page.file.relativePath)
        guard page.isIndex else { return folder }
        return folder.isEmpty ? nil : URLMapping.sourceFolder(folder)
    }

    /// The string key of the generic title of a series of `kind` ("Weekly reports").
    static func titleKey(_ kind: ReportPeriod.Kind) -> String {
        switch kind {
        case .day: return "folder.series_day"
        case .week: return "folder.series_week"
        case .month: return "folder.series_month"
        case .year: return "folder.series_year"
        case .range: return "series.title"
        }
    }
}
