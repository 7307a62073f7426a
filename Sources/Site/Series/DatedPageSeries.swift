import Metrics

/// Hand-written pages of one folder whose `period:` values are of one kind (`weeks/2026-W47.md`,
/// `weeks/2026-W48.md`) form a series too: each links to the period before and after. So do sibling folders
/// whose index pages carry periods of one kind (`weeks/2026-W47/index.md` with `period: 2026-W47`): their
/// members are the index pages, grouped by the folder above (``FolderSeries/memberFolder(of:)``).
enum DatedPageSeries {
    /// Sets the pager of every page in such a folder (two or more pages, no series page, no generated page).
    static func link(_ pages: inout [SourcePage]) {
        var groups: [String: [(index: Int, period: ReportPeriod)]] = [:]
        for i in pages.indices where pages[i].role.generated == nil && pages[i].role.series == nil {
            guard let text = pages[i].metadata.period, let period = ReportPeriod(parsing: text),
                  let folder = FolderSeries.memberFolder(of: pages[i]) else { continue }
            // Index pages and plain pages are separate series even when they share a folder.
            let key = folder + (pages[i].isIndex ? "|index|" : "|") + String(describing: period.kind)
            groups[key, default: []].append((i, period))
        }
        for (_, group) in groups where group.count >= 2 {
            let sorted = group.sorted { $0.period.start != $1.period.start ? $0.period.start < $1.period.start
                : pages[$0.index].file.relativePath < pages[$1.index].file.relativePath }
            for (k, entry) in sorted.enumerated() {
                func neighbour(_ at: Int) -> SeriesPager.Neighbour? {
                    guard at >= 0, at < sorted.count else { return nil }
                    return SeriesPager.Neighbour(url: pages[sorted[at].index].url, title: pages[sorted[at].index].title)
                }
                pages[entry.index].pager = SeriesPager(previous: neighbour(k - 1), next: neighbour(k + 1), kind: entry.period.kind)
            }
        }
    }
}
