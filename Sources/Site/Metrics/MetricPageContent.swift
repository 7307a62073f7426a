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
    /// The page's language.
    let text: MetricText
    /// The period's daily values and the previous period's, computed once (a period may span
    /// thousands of years, and the chart, legend and statistics all read them).
    let days: [DailyValue]
    let previousDays: [DailyValue]
    /// Every comparison `compare:` asks for (the first is the card's; the chart's summary sentence), and the mean
    /// of the days with data: computed once, as the sentence, the statistics and the chart all read them.
    private let comparisons: [MetricComparison]
    private let comparison: MetricComparison
    /// The period's mean (``periodMean(series:column:aggregation:period:days:)``).
    private let average: (value: Double, exact: ExactNumber?)?

    /// The content of `file`'s page for `period`.
    init(file: MetricFile, column: Int, title: String, period: ReportPeriod, idPrefix: String, text: MetricText = .english) {
        self.text = text
        self.file = file
        self.column = column
        self.title = title
        self.period = period
        self.idPrefix = idPrefix
        let aggregation = file.metadata.effectiveAggregation
        days = file.series.dailyValues(column: column, aggregation, in: period)
        previousDays = file.series.dailyValues(column: column, aggregation, in: period.previous)
        let metadata = file.metadata
        comparisons = file.series.comparisons(column: column, metadata: metadata, period: period)
        comparison = comparisons.first ?? file.series.comparison(column: column, metadata: metadata, period: period,
                                                                 kind: metadata.effectiveComparisons.first ?? .previous)
        average = MetricPageContent.periodMean(series: file.series, column: column, aggregation: aggregation, period: period, days: days)
        sentence = MetricPageContent.sentence(comparison, average: average, metadata: metadata, title: title, period: period, text: text)
    }

    private var metadata: MetricMetadata { file.metadata }
    private var unit: String? { metadata.unit }
    private var isSum: Bool { metadata.effectiveAggregation == .sum }

    /// The chart's summary in words (made once: the chart's description and its chosen kind both show it).
    let sentence: String

    private static func sentence(_ comparison: MetricComparison, average: (value: Double, exact: ExactNumber?)?, metadata: MetricMetadata, title: String,
                                 period: ReportPeriod, text: MetricText) -> String {
        let unit = metadata.unit
        var out = text.sentence(comparison, unit: unit, title: title)
            ?? text("sentence.no_data", ["title": title, "period": text.phrase(period)])
        if metadata.effectiveAggregation == .sum, !comparison.changesDailyAverage, let average {
            out = text.withDailyAverage(out, average, unit: unit)
        }
        return out
    }

    /// Bars of daily totals for `sum` metrics (the previous period, then this one), else a line of
    /// this period over the previous one's; its axis numbers in the page's language (``axisNumberStyle``).
    var chart: AnyView {
        let drawn = unstyledChart
        guard text.localizer.axisNumbers != nil else { return drawn } // English: Cardstock's own axis style
        return AnyView(drawn.axisNumberStyle(axisNumberStyle))
    }

    /// ``chart`` before its axis style is set.
    private var unstyledChart: AnyView {
        let a11y = ChartAccessibility(idPrefix: idPrefix + "-chart",
                                      title: text("chart.title", ["title": title, "period": text.periodLabel(period, inSentence: true),
                                                                  "previous": text.previousLabel(period, inSentence: true)]),
                                      summary: sentence)
        if let chosen = chosenChart { return chosen } // `chart:` key (MetricPageContent+ChartKinds.swift)
        if isSum {
            let all = previousDays + days
            return AnyView(BarChart(a11y, points: labelledPoints(all), goal: metadata.goal,
                                    xTicks: MetricPageContent.ticks(all.map(\.day), text: text), currentFrom: Double(previousDays.count)))
        }
        // Both periods are aligned by day index (day 1 over day 1); the x range covers the longer
        // one, so a 31-day January under a 28-day February keeps its last three days in view.
        let current = days
        let upper = Double(Swift.max(Swift.max(current.count, previousDays.count) - 1, 1))
        return AnyView(LineChart(a11y, points: labelledPoints(current), previous: MetricPageContent.points(previousDays),
                                 goal: metadata.goal, normalRange: metadata.normalRange,
                                 xTicks: MetricPageContent.ticks(current.map(\.day), text: text), xDomain: 0...upper))
    }

    /// The chart section's heading: the period (`This week`), or for daily bars, which show the
    /// previous period too, both in order (`Last week and this week`).
    var chartHeading: String {
        guard drawsBarsOfBothPeriods else { return text.periodLabel(period) } // MetricPageContent+ChartKinds.swift
        return text("chart.heading_both", ["previous": text.previousLabel(period),
                                           "period": text.periodLabel(period, inSentence: period.kind == .week || period.kind == .month)])
    }

    /// Period value (as on the card), latest, minimum, maximum, mean of the days (daily average for
    /// `sum`; none for `mean`, whose period value is that mean), each comparison's change, goal and range. A
    /// hypnogram's are its night's instead (``SleepNightChart/statistics(in:)``): its columns are stages, not a figure.
    var statistics: [MetricStatistic] {
        if metadata.chart == .hypnogram { return SleepNightChart(file.series, text: text).statistics(in: period) }
        var rows = [periodRow]
        if let latest = latest {
            rows.append(MetricStatistic(label: text("stat.latest"), value: text("stat.latest_value", [
                "value": text.value(latest.exact, latest.value, unit: unit), "date": text.label(latest.day, withYear: period.spansYears)])))
        }
        rows += extremeRows
        // Every comparison (`compare:`); without a change, name what has no data: this period if it has none,
        // else the period or average compared with.
        for comparison in comparisons {
            let change = text.change(comparison, unit: unit) ?? text.noData(comparison)
            rows.append(MetricStatistic(label: text.changeLabel(comparison), value: change))
            if let percent = comparison.percentChange, !comparison.isUnchanged {
                let shown = comparison.exactPercentChange.map(text.percent) ?? text.percent(percent)
                rows.append(MetricStatistic(label: text.percentLabel(comparison), value: shown))
            }
        }
        rows += goalRows
        if let range = metadata.normalRange {
            rows.append(MetricStatistic(label: text("stat.normal_range"), value: text.range(range, unit: unit)))
        }
        return rows
    }

    /// The period's value as on the card (a `mean` averages every sample), labelled by the aggregation.
    private var periodRow: MetricStatistic {
        let comparison = self.comparison
        let labelKey: String
        switch metadata.effectiveAggregation {
        case .sum: labelKey = "stat.total"
        case .mean: labelKey = "stat.average"
        case .last: labelKey = "stat.last"
        case .min: labelKey = "stat.lowest"
        case .max: labelKey = "stat.highest"
        }
        let label = text(labelKey, ["period": text.periodLabel(period, inSentence: true)])
        guard let current = comparison.figure else { return MetricStatistic(label: label, value: text("stat.no_data_value")) }
        return MetricStatistic(label: label, value: text.value(comparison.exactFigure, current, unit: unit))
    }

    /// Lowest and highest (a range chart's drawn extremes), and the mean of the days unless the period row is it.
    private var extremeRows: [MetricStatistic] {
        var rows: [MetricStatistic] = []
        let withData = days.filter { $0.value != nil }
        guard let low = withData.min(by: { ($0.value ?? 0) < ($1.value ?? 0) }), let low0 = low.value,
              let high = withData.max(by: { ($0.value ?? 0) < ($1.value ?? 0) }), let high0 = high.value, let mean = average
        else { return rows }
        if let drawn = drawnRangeExtremes {
            // A range chart draws each day's lowest and highest value: its extremes are those, named as such.
            rows.append(MetricStatistic(label: text("stat.lowest_minimum"), value: text.value(drawn.low, unit: unit)))
            rows.append(MetricStatistic(label: text("stat.highest_maximum"), value: text.value(drawn.high, unit: unit)))
        } else {
            rows.append(MetricStatistic(label: text(isSum ? "stat.lowest_day" : "stat.minimum"), value: text.value(low.exactValue, low0, unit: unit)))
            rows.append(MetricStatistic(label: text(isSum ? "stat.highest_day" : "stat.maximum"), value: text.value(high.exactValue, high0, unit: unit)))
        }
        // A `mean` metric's average is the period row above (every sample weighted equally,
        // as on its card); the same mean again would repeat it.
        if metadata.effectiveAggregation != .mean {
            rows.append(MetricStatistic(label: text(isSum ? "stat.daily_average" : "stat.mean"), value: text.value(mean.exact, mean.value, unit: unit)))
        }
        return rows
    }

    /// The goal and, with values, on how many days it was met.
    private var goalRows: [MetricStatistic] {
        guard let goal = metadata.goal else { return [] }
        let goalText = text.value(goal, unit: unit)
        var rows = [MetricStatistic(label: text("stat.goal"), value: isSum ? text("stat.goal_daily_value", ["value": goalText]) : goalText)]
        let values = days.compactMap(\.value)
        let lowerIsBetter = metadata.effectiveGoodDirection == .lower
        let met = values.filter { lowerIsBetter ? $0 <= goal : $0 >= goal }.count
        if !values.isEmpty {
            rows.append(MetricStatistic(label: text("stat.days_at_goal"), value: text("stat.days_at_goal_value", [
                "count": text.count(met), "total": text.count(values.count)])))
        }
        return rows
    }

    /// The mean of the days with data (finite even when their sum would overflow).
    static func mean(_ days: [DailyValue]) -> Double? {
        MetricSeries.mean(days.lazy.map(\.value))
    }

    /// A `sum` metric's daily average: the period's total over its days with data, exactly when it can be.
    static func dailyAverage(_ days: [DailyValue]) -> (value: Double, exact: ExactNumber?)? {
        guard let mean = mean(days) else { return nil }
        let exact = days.compactMap { $0.value == nil ? nil : Optional($0.exactValue) }
        return (mean, exact.contains { $0 == nil } ? nil : MetricSeries.exactMean(exact))
    }

    /// The period's mean, one definition for cards, statistics, history rows and tables: for a `sum` metric the
    /// daily average (the total over the days with data), for any other the mean of every sample in the period
    /// (samples 10 and 20 on one day and 60 on the next: 30, not the 37.5 of the daily means).
    static func periodMean(series: MetricSeries, column: Int, aggregation: Aggregation, period: ReportPeriod,
                           days: [DailyValue]) -> (value: Double, exact: ExactNumber?)? {
        if aggregation == .sum { return dailyAverage(days) }
        guard let mean = series.aggregate(column: column, .mean, in: period) else { return nil }
        return (mean, series.exactAggregate(column: column, .mean, in: period))
    }

    /// The latest figure of the period and its day: for a `sum` metric the last day's total, else the last sample.
    private var latest: (value: Double, exact: ExactNumber?, day: CalendarDay)? {
        if isSum {
            guard let last = days.last(where: { $0.value != nil }), let value = last.value else { return nil }
            return (value, last.exactValue, last.day)
        }
        guard let summary = file.series.summary(column: column, in: period) else { return nil }
        return (summary.latest, nil, file.series.timeZone.day(of: summary.latestTime))
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
    static func ticks(_ days: [CalendarDay], text: MetricText = .english) -> [ChartTick] {
        guard !days.isEmpty else { return [] }
        if days.count <= 4 { return days.enumerated().map { ChartTick(x: Double($0.offset), label: text.shortLabel($0.element)) } }
        let step = (days.count - 1 + 2) / 3
        var ticks: [ChartTick] = []
        var i = 0
        while i < days.count - 1 {
            if days.count - 1 - i >= step / 2 { ticks.append(ChartTick(x: Double(i), label: text.shortLabel(days[i]))) }
            i += step
        }
        ticks.append(ChartTick(x: Double(days.count - 1), label: text.shortLabel(days[days.count - 1])))
        return ticks
    }
}
