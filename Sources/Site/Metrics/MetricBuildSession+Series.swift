import Metrics

extension MetricBuildSession {
    /// The days on which any metric that `blocks` show (on the page at `pagePath`) has data, oldest first: what
    /// a series template's periods are made from. Files with errors add nothing (their cards report them).
    func daysWithData(_ blocks: [MetricBlock], pagePath: String, displayPath: String) -> [CalendarDay] {
        var days: Set<Int> = []
        for block in blocks {
            guard let name = MetricBlockSpec.fileName(of: block),
                  let path = MetricCatalog.resolve(name, from: pagePath, assets: catalog.assets),
                  let source = catalog.sources[path] else { continue }
            let overrides = (try? MetricBlockSpec.parse(block, path: displayPath, theme: theme))?.overrides ?? MetricMetadata()
            guard let (file, column) = try? reader.load(source, metadata: reader.metadata(source, overrides: overrides), reportsErrors: false) else { continue }
            for day in file.series.daysWithData(column: column) { days.insert(day.daysSinceEpoch) }
        }
        return days.sorted().map(CalendarDay.init(daysSinceEpoch:))
    }
}
