import Metrics
import Surfaces

/// The numbers and views of a metric page for one report period.
struct MetricPageContent {
    /// The parsed file.
    let file: MetricFile
    /// The value column.
    let column: Int
    /// The metric's title.
    let title: String
    /// The report period.
    let period: ReportPeriod
    /// Prefix for chart element ids.
    let idPrefix: String
    /// The period's daily values and the previous period's, computed once (a period may span
    /// thousands of years, and the chart, legend and statistics all read them).
    private let days: [DailyValue]
    private let previousDays: [DailyValue]

    /// The content of `file`'s page for `period`.
    init(file: MetricFile, column: Int, title: String, period: ReportPeriod, idPrefix: String) {
        self.file = file
        self.column = column
        self.title = title
        self.period = period
        self.idPrefix = idPrefix
        let aggregation = file.metadata.effectiveAggregation
        days = file.series.dailyValues(column: column, aggregation, in: period)
        previousDays = file.series.dailyValues(column: column, aggregation, in: period.previous)
    }

    private var metadata: MetricMetadata { file.metadata }
    private var unit: String? { metadata.unit }
    private var isSum: Bool { metadata.effectiveAggregation == .sum }
    private var comparison: MetricComparison {
        file.series.comparison(column: column, metadata: metadata, period: period)
    }

    /// The chart's summary in words.
    var sentence: String {
        var out = MetricText.sentence(comparison, unit: unit, title: title)
            ?? "\(title): no data \(period.phrase)"
        if isSum, let average = MetricPageContent.mean(days) {
            out += ", daily average " + MetricText.value(average, unit: unit)
        }
        return out
    }

    /// Bars of daily totals for `sum` metrics (the previous period, then this one), else a line of
    /// this period over the previous one's.
    var chart: AnyView {
        let a11y = ChartAccessibility(idPrefix: idPrefix + "-chart",
                                      title: "\(title), \(MetricText.periodLabel(period, inSentence: true)) and \(MetricText.previousLabel(period, inSentence: true))",
                                      summary: sentence)
        if let chosen = chosenChart { return chosen } // `chart:` key (MetricPageContent+ChartKinds.swift)
        if isSum {
            let all = previousDays + days
            return AnyView(BarChart(a11y, points: MetricPageContent.points(all), goal: metadata.goal,
                                    xTicks: MetricPageContent.ticks(all.map(\.day))))
        }
        // Both periods are aligned by day index (day 1 over day 1); the x range covers the longer
        // one, so a 31-day January under a 28-day February keeps its last three days in view.
        let current = days
        let upper = Double(Swift.max(Swift.max(current.count, previousDays.count) - 1, 1))
        return AnyView(LineChart(a11y, points: MetricPageContent.points(current), previous: MetricPageContent.points(previousDays),
                                 goal: metadata.goal, normalRange: metadata.normalRange,
                                 xTicks: MetricPageContent.ticks(current.map(\.day)), xDomain: 0...upper))
    }

    /// The chart section's heading: the period (`This week`), or for daily bars, which show the
    /// previous period too, both in order (`Last week and this week`).
    var chartHeading: String {
        guard isSum else { return MetricText.periodLabel(period) }
        let previous = MetricText.previousLabel(period)
        return previous + " and " + MetricText.periodLabel(period, inSentence: period.kind == .week || period.kind == .month)
    }

    /// What each mark of the chart means.
    var legend: [MetricLegendItem] {
        var items: [MetricLegendItem] = []
        if isSum {
            items.append(MetricLegendItem(.current, "Daily total, " + MetricText.range(period.previous.start, period.end, years: period.spansYears)))
        } else {
            items.append(MetricLegendItem(.current, MetricText.periodLabel(period)))
            if previousDays.contains(where: { $0.value != nil }) {
                items.append(MetricLegendItem(.previous, MetricText.previousLabel(period)))
            }
        }
        if let goal = metadata.goal {
            items.append(MetricLegendItem(.goal, "Goal " + MetricText.value(goal, unit: unit) + (isSum ? " a day" : "")))
        }
        if let range = metadata.normalRange, !isSum {
            items.append(MetricLegendItem(.range, "Normal range " + rangeText(range)))
        }
        return items
    }

    /// Period value (as on the card), latest, minimum, maximum, mean of the days (daily average for
    /// `sum`; none for `mean`, whose period value is that mean), change, goal and range.
    var statistics: [MetricStatistic] {
        var rows: [MetricStatistic] = []
        let comparison = self.comparison
        let aggregationWord: String
        switch metadata.effectiveAggregation {
        case .sum: aggregationWord = "Total"
        case .mean: aggregationWord = "Average"
        case .last: aggregationWord = "Last"
        case .min: aggregationWord = "Lowest"
        case .max: aggregationWord = "Highest"
        }
        let label = aggregationWord + ", " + MetricText.periodLabel(period, inSentence: true)
        if let current = comparison.current {
            // The card's value, from the same comparison (a `mean` averages every sample).
            rows.append(MetricStatistic(label: label, value: MetricText.value(current, unit: unit)))
        } else {
            rows.append(MetricStatistic(label: label, value: "No data"))
        }
        let series = file.series
        if let summary = series.summary(column: column, in: period) {
            let day = series.timeZone.day(of: summary.latestTime)
            rows.append(MetricStatistic(label: "Latest", value: MetricText.value(summary.latest, unit: unit) + " · " + day.label(withYear: period.spansYears)))
        }
        let values = days.compactMap(\.value)
        if let low = values.min(), let high = values.max(), let mean = MetricPageContent.mean(days) {
            rows.append(MetricStatistic(label: isSum ? "Lowest day" : "Minimum", value: MetricText.value(low, unit: unit)))
            rows.append(MetricStatistic(label: isSum ? "Highest day" : "Maximum", value: MetricText.value(high, unit: unit)))
            // A `mean` metric's average is the period row above (every sample weighted equally,
            // as on its card); a second mean of the daily means would contradict it.
            if metadata.effectiveAggregation != .mean {
                rows.append(MetricStatistic(label: isSum ? "Daily average" : "Mean", value: MetricText.value(mean, unit: unit)))
            }
        }
        // Without a change, name the period that has no data: this one if it has none, else the previous one.
        let change = MetricText.change(comparison, unit: unit)
            ?? "No data " + (comparison.current == nil ? comparison.period.phrase : comparison.period.previousPhrase)
        rows.append(MetricStatistic(label: "Change", value: change))
        if let percent = comparison.percentChange, !comparison.isUnchanged {
            rows.append(MetricStatistic(label: "Change in percent", value: MetricFormatting.percent(percent)))
        }
        if let goal = metadata.goal {
            rows.append(MetricStatistic(label: "Goal", value: MetricText.value(goal, unit: unit) + (isSum ? " a day" : "")))
            let lowerIsBetter = metadata.effectiveGoodDirection == .lower
            let met = values.filter { lowerIsBetter ? $0 <= goal : $0 >= goal }.count
            if !values.isEmpty {
                rows.append(MetricStatistic(label: "Days at goal", value: MetricFormatting.count(met) + " of " + MetricFormatting.count(values.count)))
            }
        }
        if let range = metadata.normalRange {
            rows.append(MetricStatistic(label: "Normal range", value: rangeText(range)))
        }
        return rows
    }

    private func rangeText(_ range: ClosedRange<Double>) -> String {
        MetricFormatting.number(range.lowerBound) + "–" + MetricText.value(range.upperBound, unit: unit)
    }

    /// The last ``MetricPageBuilder/tableDays`` days of data, newest first; `nil` for an empty file.
    static func table(file: MetricFile, column: Int, title: String) -> MetricValueTable? {
        let series = file.series
        guard let last = series.asOf else { return nil }
        let span = ReportPeriod.latest(days: MetricPageBuilder.tableDays, endingOn: last)
        let unit = file.metadata.unit
        let rows: [[String]] = series.dailyValues(column: column, file.metadata.effectiveAggregation, in: span)
            .reversed().map { day in
                let text = day.value.map { MetricText.isDuration(unit) ? MetricText.value($0, unit: unit) : MetricFormatting.number($0) } ?? "—"
                return [weekdayNames[day.day.isoWeekday - 1] + ", " + day.day.shortLabel, text]
            }
        // Durations carry their units in each cell; a unit equal to the title adds nothing.
        let header = unit.map { MetricText.isDuration($0) || $0.lowercased() == title.lowercased() ? title : title + " (" + $0 + ")" } ?? title
        return MetricValueTable(caption: "\(title) per day, " + MetricText.range(span.start, span.end, years: span.start.components.year != span.end.components.year) + ", newest first",
                                columns: ["Date", header], rows: rows)
    }

    /// English weekday abbreviations, Monday first.
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The mean of the days with data (finite even when their sum would overflow).
    static func mean(_ days: [DailyValue]) -> Double? {
        MetricSeries.mean(days.lazy.map(\.value))
    }

    /// Daily values at x = day index, downsampled to ``MetricPageBuilder/maxChartPoints`` (peaks and gaps kept).
    static func points(_ days: [DailyValue]) -> [ChartSeriesPoint] {
        var points: [ChartPoint] = []
        points.reserveCapacity(days.count)
        for (i, day) in days.enumerated() { points.append(ChartPoint(time: Double(i), value: day.value)) }
        return downsample(points, to: MetricPageBuilder.maxChartPoints).map { ChartSeriesPoint(x: $0.time, y: $0.value) }
    }

    /// Date ticks ("Nov 23"): every day up to 4 days, else four or five evenly spaced (so labels
    /// never collide on a phone), always the first and the last day.
    static func ticks(_ days: [CalendarDay]) -> [ChartTick] {
        guard !days.isEmpty else { return [] }
        if days.count <= 4 { return days.enumerated().map { ChartTick(x: Double($0.offset), label: $0.element.shortLabel) } }
        let step = (days.count - 1 + 2) / 3
        var ticks: [ChartTick] = []
        var i = 0
        while i < days.count - 1 {
            if days.count - 1 - i >= step / 2 { ticks.append(ChartTick(x: Double(i), label: days[i].shortLabel)) }
            i += step
        }
        ticks.append(ChartTick(x: Double(days.count - 1), label: days[days.count - 1].shortLabel))
        return ticks
    }
}
