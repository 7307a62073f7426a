import Localization
import Metrics
import Surfaces

extension MetricPageContent {
    /// The values of `period`, one row per day, newest first (a year: one row per month); `nil` for an empty file.
    /// `days` are the period's daily values when the caller has them already (``MetricPageContent/days``). A
    /// hypnogram's rows are its last night's stretches instead (``SleepNightChart/table(title:in:)``).
    static func table(file: MetricFile, column: Int, title: String, period: ReportPeriod,
                      text: MetricText = .english, days: [DailyValue]? = nil) -> MetricValueTable? {
        let series = file.series
        guard series.asOf != nil else { return nil }
        if file.metadata.chart == .hypnogram { return SleepNightChart(series, text: text).table(title: title, in: period) }
        let unit = file.metadata.unit.map(text.unitLabel)
        let aggregation = file.metadata.effectiveAggregation
        func cell(_ value: Double?, _ exact: ExactNumber?) -> String {
            value.map { MetricText.isDuration(unit) ? text.value(exact, $0, unit: unit) : (exact.map { text.number($0) } ?? text.number($0)) } ?? "—"
        }
        var rows: [[String]] = []
        if period.dayCount > 92 {
            // A month per row: the month's figure by the metric's own aggregation, as on the month's page
            // (a total for `sum`, the mean of every sample for `mean`, the highest for `max` …).
            var month = ReportPeriod.containing(period.end, kind: .month)
            while month.end >= period.start {
                let value = series.aggregate(column: column, aggregation, in: month)
                let exact = value == nil ? nil : series.exactAggregate(column: column, aggregation, in: month)
                let c = month.start.components
                rows.append([CLDRMonthNames.monthYear(year: c.year, month: c.month, localeIdentifier: text.localizer.cldr?.localeIdentifier ?? "en"),
                             cell(value.flatMap { $0.isFinite ? $0 : nil }, exact)])
                month = month.previous
            }
        } else {
            // A day's value read from the file is written from its Double (the same digits and rounding as its
            // exact form, without building one per cell); a mean of several samples from its exact form.
            let duration = MetricText.isDuration(unit)
            rows = (days ?? series.dailyValues(column: column, aggregation, in: period)).reversed().map { day in
                [text.weekdayLabel(day.day), cell(day.value, duration ? day.exactValue : day.exactMean)]
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
