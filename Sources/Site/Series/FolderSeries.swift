import Metrics

/// A folder whose pages are the periods of one kind — `weeks/2026-W47.md` and `weeks/2026-W48.md`, or the
/// folders `weeks/2026-W47/` and `weeks/2026-W48/` whose index pages carry `period: 2026-W47` and
/// `period: 2026-W48` — holds a series: its generated index is titled with the series' word in the site's
/// language ("Weekly reports", "周报") and lists it newest first, and its members link to each other
/// (``DatedPageSeries``).
enum FolderSeries {
    /// The period kind of the series each folder holds, in one pass over `pages`: two or more of the folder's
    /// pages (or its subfolders' index pages) have a `period:`, all of one kind. Folders without one are left
    /// out. Generated pages and report series are not counted.
    static func kinds(among pages: [SourcePage]) -> [String: ReportPeriod.Kind] {
        var found: [String: (kind: ReportPeriod.Kind?, count: Int)] = [:]
        for index in pages.indices where pages[index].role.generated == nil && pages[index].role.series == nil {
            guard let text = pages[index].metadata.period, let folder = memberFolder(of: pages[index]),
                  let period = ReportPeriod(parsing: text) else { continue }
            let seen = found[folder]
            // A folder with two kinds holds no series: its kind becomes nil and stays so.
            let kind = seen == nil || seen?.kind == period.kind ? period.kind : nil
            found[folder] = (kind, (seen?.count ?? 0) + 1)
        }
        return found.compactMapValues { $0.count >= 2 ? $0.kind : nil }
    }

    /// Whether every one of `pages` (two or more) has a `period:`, all of one kind: a list of them is a series.
    static func isSeries(_ pages: [SourcePage]) -> Bool {
        isSeries(Array(pages.indices), in: pages)
    }

    /// ``isSeries(_:)`` of the pages at `indices` of `pages`, read in place (no page copied).
    static func isSeries(_ indices: [Int], in pages: [SourcePage]) -> Bool {
        guard indices.count >= 2 else { return false }
        var found: ReportPeriod.Kind?
        for i in indices {
            guard let text = pages[i].metadata.period, let period = ReportPeriod(parsing: text) else { return false }
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
