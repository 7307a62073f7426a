import POSIXFiles
import Metrics

/// What a save of metric data files changes, when the page set stays as it was (see ``IncrementalBuilder/metricFastBuild(_:)``).
struct MetricChangePlan {
    /// The session to render with: the last build's metric files and sidecars, a fresh parse cache.
    var session: MetricBuildSession
    /// The saved files: copied-file index and new stamp.
    var assetHits: [(Int, FileStamp)]
    /// Pages to render: those whose figures can have changed (a saved metric's overview, and its period pages from
    /// the first changed day on).
    var dirty: Set<Int>
    /// Pages whose cards show a saved file but whose figures cannot have changed (their periods end before the
    /// first changed day): their recorded values are brought up to date without rendering.
    var unchanged: Set<Int>
    /// The generated metric pages of the saved files (their source stamp is the metric file's).
    var generated: [Int]
}

extension IncrementalBuilder {
    /// The plan for a save in which every changed path is a metric data file of the last build (not a sidecar),
    /// or nil when the page set may change — a new month with data, a new period of a series over the file, a
    /// page with an open `from:` showing it, a row series over it, a file that no longer parses — or anything
    /// else changed: then the full build decides (and reports errors).
    func metricChangePlan(_ changed: Set<String>) -> MetricChangePlan? {
        guard let model = state.model, let old = model.metrics.session else { return nil }
        var hits: [(asset: Int, stamp: FileStamp, source: MetricSource)] = []
        for path in changed.sorted() {
            guard FileSystem.kind(path) == .file, let stamp = FileStamp.of(path),
                  let a = model.assetBySource[path], let source = old.sources[model.assets[a].relativePath] else { return nil }
            if stamp != state.assets[model.assets[a].relativePath] { hits.append((a, stamp, source)) }
        }
        guard !hits.isEmpty else { return nil }
        let session = MetricBuildSession(reusingDiscoveryOf: old)
        let changedPaths = Set(hits.map(\.source.relativePath))

        // Each saved metric's generated pages, and series templates that may show it.
        var generated: [String: [Int]] = [:]
        for path in changedPaths { generated[path] = model.metricPagesByFile[path] }

        var firstChanged: [String: CalendarDay] = [:]
        for hit in hits {
            let source = hit.source
            let pages = generated[source.relativePath] ?? []
            let overview = pages.first { if case .overview = model.pages[$0].role.generated?.view { return true } else { return false } }
            let overrides = overview.flatMap { model.pages[$0].role.generated?.overrides } ?? MetricMetadata()
            guard let (before, column) = try? old.reader.load(source, metadata: old.reader.metadata(source, overrides: overrides), reportsErrors: false),
                  let (after, newColumn) = try? session.reader.load(source, metadata: session.reader.metadata(source, overrides: overrides), reportsErrors: false),
                  column == newColumn, before.metadata == after.metadata,
                  before.series.columns == after.series.columns, before.series.timeZone == after.series.timeZone else { return nil }
            // Every month with data has a metric page: a new month is a new page.
            let oldDays = before.series.daysWithData(column: column), newDays = after.series.daysWithData(column: column)
            guard ReportPeriod.periods(holding: oldDays, kind: .month) == ReportPeriod.periods(holding: newDays, kind: .month) else { return nil }
            firstChanged[source.relativePath] = Self.firstChangedDay(before.series, after.series)
        }

        // A series has a page per period with data of any metric it shows: each saved metric's periods must stay.
        guard seriesPeriodsStay(model: model, old: old, session: session, changedPaths: changedPaths) else { return nil }

        // Pages showing a saved file: rendered unless their period ends before its first changed day.
        guard let shown = pagesShowing(hits.map { ($0.source, firstChanged[$0.source.relativePath]) },
                                       generated: generated, model: model) else { return nil }
        var dirty = shown.dirty, unchanged = shown.unchanged
        // A series index lists each period's headline figures.
        for t in model.seriesIndexes {
            guard let index = model.pages[t].role.series?.index else { continue }
            for block in index.headlineBlocks {
                if let name = MetricBlockSpec.fileName(of: block),
                   let path = MetricCatalog.resolve(name, from: model.pages[t].file.relativePath, assets: old.assets),
                   changedPaths.contains(path) { dirty.insert(t) }
            }
        }
        unchanged.subtract(dirty)
        return MetricChangePlan(session: session, assetHits: hits.map { ($0.asset, $0.stamp) }, dirty: dirty,
                                unchanged: unchanged, generated: generated.values.flatMap { $0 })
    }

    /// Whether every report series showing a saved metric keeps its periods (a new period is a new page), and
    /// no row series reads a saved file.
    private func seriesPeriodsStay(model: SiteModel, old: MetricBuildSession, session: MetricBuildSession,
                                   changedPaths: Set<String>) -> Bool {
        let seriesIndexes = model.seriesIndexes
        for t in seriesIndexes {
            let template = model.pages[t]
            let blocks = MetricCatalog.metricBlocks(template.fences)
            guard let repeats = template.metadata.repeats else { continue }
            if repeats == .rows {
                guard let rows = template.metadata.rows else { continue }
                if MetricCatalog.candidates(rows, from: template.file.relativePath).contains(where: changedPaths.contains) { return false }
                continue
            }
            let from = template.metadata.from.flatMap(CalendarDay.init(parsing:))
            let to = template.metadata.to.flatMap(CalendarDay.init(parsing:))
            for block in blocks {
                guard let name = MetricBlockSpec.fileName(of: block),
                      let path = MetricCatalog.resolve(name, from: template.file.relativePath, assets: old.assets),
                      changedPaths.contains(path), let source = old.sources[path] else { continue }
                let overrides = (try? MetricBlockSpec.parse(block, path: template.file.displayPath, theme: old.theme))?.overrides
                    ?? MetricMetadata()
                func periods(_ s: MetricBuildSession) -> [ReportPeriod]? {
                    guard let (file, column) = try? s.reader.load(source, metadata: s.reader.metadata(source, overrides: overrides), reportsErrors: false) else { return nil }
                    var days = file.series.daysWithData(column: column)
                    if let from { days.removeAll { $0 < from } }
                    if let to { days.removeAll { $0 > to } }
                    return ReportPeriod.periods(holding: days, kind: repeats.periodKind ?? .week)
                }
                guard let a = periods(old), let b = periods(session), a == b else { return false }
            }
        }
        return true
    }

    /// Pages showing a saved file (with the first day that changed in it): rendered (`dirty`) unless their period
    /// ends before that day (`unchanged`); nil when a page's period can move (an open `from:`).
    private func pagesShowing(_ hits: [(source: MetricSource, first: CalendarDay?)], generated: [String: [Int]],
                              model: SiteModel) -> (dirty: Set<Int>, unchanged: Set<Int>)? {
        var dirty: Set<Int> = [], unchanged: Set<Int> = []
        let graph = state.graph
        for (source, first) in hits {
            var outputs = graph.outputs(dependingOn: .file(source.sourcePath))
            outputs += graph.outputs(dependingOn: .allData)
            for output in outputs {
                guard let i = model.pageByOutput[output] else { continue }
                let page = model.pages[i]
                // `from:` alone runs to the metric's latest day: its metric page's period can move.
                if page.metadata.from != nil && page.metadata.to == nil && page.role.series?.index == nil { return nil }
                if let first, let end = Self.fixedEnd(of: page), end < first { unchanged.insert(i) } else { dirty.insert(i) }
            }
            // The metric's overview (it counts the file's rows) and its period pages unless they end before the
            // first changed day (a period page shows its period and compares it with earlier ones only).
            for i in generated[source.relativePath] ?? [] {
                if case .period(let period)? = model.pages[i].role.generated?.view, let first, period.end < first {
                    unchanged.insert(i)
                } else {
                    dirty.insert(i)
                }
            }
        }
        return (dirty, unchanged)
    }

    /// The last day of a page's fixed period (`period:` or `from:`+`to:`), nil when it has none (the latest days).
    static func fixedEnd(of page: SourcePage) -> CalendarDay? {
        if let text = page.metadata.period { return ReportPeriod(parsing: text)?.end }
        if let from = page.metadata.from, let to = page.metadata.to, CalendarDay(parsing: from) != nil {
            return CalendarDay(parsing: to)
        }
        return nil
    }

    /// The day of the first sample that differs between two reads of a file (nil when none does). Figures of a
    /// period ending before it are unchanged: a period's figures and comparisons use its own and earlier days.
    static func firstChangedDay(_ before: MetricSeries, _ after: MetricSeries) -> CalendarDay? {
        let common = min(before.count, after.count)
        var k = 0
        while k < common && before.times[k] == after.times[k]
                && before.values.indices.allSatisfy({ before.values[$0][k] == after.values[$0][k] }) { k += 1 }
        if k == before.count && k == after.count { return nil }
        let time = k < common ? min(before.times[k], after.times[k]) : (k < before.count ? before.times[k] : after.times[k])
        return before.timeZone.day(of: time)
    }
}
