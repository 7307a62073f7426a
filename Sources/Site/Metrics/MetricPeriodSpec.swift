import Diagnostics
import Metrics

/// A page's report period as written in its front matter (`period`, or `from`/`to`), resolved
/// against a metric's data.
///
/// - `period: 2026-W48` (ISO week), `2026-11` (month), `2026-11-24` (day) or `2026` (the calendar year, compared with the year before);
/// - `from:` and `to:` — those days, inclusive; only `from:` runs to the metric's latest day, only
///   `to:` is the 7 days ending on it;
/// - nothing: the latest 7 days of the metric's data (ending on its latest sample's day).
struct MetricPeriodSpec: Sendable, Hashable {
    /// Front matter `period`.
    var period: String?
    /// Front matter `from`.
    var from: String?
    /// Front matter `to`.
    var to: String?

    /// Whether the page sets no period (it shows the latest 7 days of each metric's data).
    var isEmpty: Bool { period == nil && from == nil && to == nil }

    /// The spec that names `period` exactly: `period:` for a day, week, month or year, `from:`/`to:` for a range.
    static func exactly(_ period: ReportPeriod) -> MetricPeriodSpec {
        period.kind == .range ? MetricPeriodSpec(period: nil, from: period.start.description, to: period.end.description)
            : MetricPeriodSpec(period: period.slug, from: nil, to: nil)
    }

    /// The period for `series`, or `nil` when the page sets none and the series is empty.
    /// A value the front matter check let through but that names no period (e.g. week 53 of a
    /// year without one) is an error at `path:line:column`.
    func resolve(for series: MetricSeries, path: String, line: Int, column: Int) throws -> ReportPeriod? {
        if let text = period {
            // `2026` is a calendar year, compared with the calendar year before.
            return try ReportPeriod.parse(text, path: path, line: line, column: column)
        }
        switch (from, to) {
        case let (from?, to?):
            return Self.bounded(try ReportPeriod.parse(from: from, to: to, path: path, line: line, column: column), by: series)
        case let (from?, nil):
            guard let start = CalendarDay(parsing: from) else {
                return try ReportPeriod.parse(from: from, to: from, path: path, line: line, column: column)
            }
            let end = series.asOf.map { Swift.max($0, start) } ?? start
            return Self.bounded(ReportPeriod(from: start, to: end), by: series)
        case let (nil, to?):
            guard let end = CalendarDay(parsing: to) else {
                return try ReportPeriod.parse(from: to, to: to, path: path, line: line, column: column)
            }
            return ReportPeriod.latest(days: 7, endingOn: end)
        case (nil, nil):
            return series.defaultPeriod()
        }
    }

    /// The longest `from:`/`to:` range kept as written (about ten years); a longer one is cut to the metric's own
    /// first and last day with samples, so `from: 0001-01-01` / `to: 9999-12-31` costs what the data costs.
    static let longestUncutRange = 3_660

    /// `period` cut to the data's days when it is a range longer than ``longestUncutRange`` holding data.
    static func bounded(_ period: ReportPeriod, by series: MetricSeries) -> ReportPeriod {
        guard period.kind == .range, period.dayCount > longestUncutRange, let firstTime = series.times.first,
              let last = series.asOf else { return period }
        let start = Swift.max(period.start, series.timeZone.day(of: firstTime)), end = Swift.min(period.end, last)
        return start <= end ? ReportPeriod(from: start, to: end) : period
    }
}
