import Localization
import Metrics
import Surfaces

extension MetricPageContent {
    /// The values of `period`, one row per day, newest first (a year: one row per month); `nil` for an empty file.
    static func table(file: MetricFile, column: Int, title: String, period: ReportPeriod,
                      text: MetricText = .english) -> MetricValueTable? {
        let series = file.series
        guard series.asOf != nil else { return nil }
        let unit = file.metadata.unit.map(text.unitLabel)
        let aggregation = file.metadata.effectiveAggregation
        func cell(_ value: Double?) -> String {
            value.map { MetricText.isDuration(unit) ? text.value($0, unit: unit) : text.number($0) } ?? "—"
        }
        var rows: [[String]] = []
        if period.dayCount > 92 {
            // A month per row: the month's total for a `sum` metric, else its daily mean.
            var month = ReportPeriod.containing(period.end, kind: .month)
            while month.end >= period.start {
                let days = series.dailyValues(column: column, aggregation, in: month)
                let values = days.compactMap(\.value)
                let value: Double? = values.isEmpty ? nil
                    : aggregation == .sum ? Optional(values.reduce(0, +)).flatMap { $0.isFinite ? $0 : nil }
                    : MetricSeries.mean(values.lazy.map { Optional($0) })
                let c = month.start.components
                rows.append([CLDRMonthNames.monthYear(year: c.year, month: c.month, localeIdentifier: text.localizer.cldr?.localeIdentifier ?? "en"), cell(value)])
                month = month.previous
            }
        } else {
            rows = series.dailyValues(column: column, aggregation, in: period).reversed().map { day in
                [text.weekdayLabel(day.day), cell(day.value)]
            }
        }
        let header = unit.map {
            MetricText.isDuration($0) || $0.lowercased() == title.lowercased() ? title : text("table.value_header", ["title": title, "unit": $0])
        } ?? title
        let range = text.range(period.start, period.end, years: true)
        return MetricValueTable(caption: text("table.caption", ["title": title, "range": range]),
                                columns: [text("table.date"), header], rows: rows)
    }
}
