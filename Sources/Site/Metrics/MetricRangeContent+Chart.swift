import Localization
import Metrics
import Surfaces

/// A range's chart: a mark per bucket (bars for `sum` metrics, a line of points otherwise, capsules for range
/// metrics), each titled with its bucket and value; the average line labelled with its value and the goal line with
/// the goal; W and M of a line also draw the previous period as a dashed line (longer ranges never do).
extension MetricRangeContent {
    /// The chart, its axis numbers in the page's language.
    var chart: AnyView {
        let drawn = unstyledChart
        guard text.localizer.axisNumbers != nil else { return drawn }
        return AnyView(drawn.axisNumberStyle(MetricPageContent.axisNumberStyle(for: text.localizer)))
    }

    private var accessibility: ChartAccessibility {
        let dates = headline.dates
        return ChartAccessibility(idPrefix: idPrefix + "-chart", title: text("chart.title_period", ["title": title, "period": dates]),
                                  summary: [headline.kind, headline.figure, dates].joined(separator: " · "))
    }

    private var unstyledChart: AnyView {
        guard MetricRangeContent.drawsBuckets(metadata) else {
            return days.chart // stacked, heat map, rings: their own chart of the range's days
        }
        let a11y = accessibility, ticks = ticks, n = buckets.buckets.count
        let unitLabel = unit.map(text.unitLabel) ?? ""
        if metadata.chart == .range {
            let points = buckets.buckets.enumerated().map { i, b in
                ChartRangePoint(x: Double(i), low: b.low, high: b.high, mean: b.value, label: markLabel(b, rangeValue(b)))
            }
            return AnyView(RangeChart(a11y, points: points, normalRange: metadata.normalRange, xTicks: ticks, unit: unitLabel,
                                      emptyMessage: text("stat.no_data_in", ["period": text.phrase(period)])))
        }
        let points = buckets.buckets.enumerated().map { i, b in
            ChartSeriesPoint(x: Double(i), y: b.value, label: markLabel(b, b.value.map { text.value(b.exact, $0, unit: unit) }))
        }
        let goal = range == .day ? nil : metadata.goal // a daily goal means nothing for an hour
        let references = self.references(goal: goal)
        if drawsBars {
            return AnyView(BarChart(a11y, points: points, goal: goal, xTicks: ticks).references(references))
        }
        let previous = range == .week || range == .month
            ? MetricPageContent.points(file.series.dailyValues(column: column, metadata.effectiveAggregation, in: period.previous)) : []
        return AnyView(LineChart(a11y, points: points, previous: previous, goal: goal, normalRange: metadata.normalRange,
                                 xTicks: ticks, xDomain: 0...Double(Swift.max(n - 1, 1))).references(references))
    }

    /// Whether the chart is bars: `chart: bars`, or a `sum` metric without a chart kind.
    var drawsBars: Bool {
        switch metadata.chart {
        case .bars?: return true
        case nil, .progress?: return metadata.effectiveAggregation == .sum
        default: return false
        }
    }

    /// The average line (the headline's figure when it is a daily average or average) and the goal's label.
    private func references(goal: Double?) -> ChartReferences {
        var references = ChartReferences(goalLabel: goal.map { text("chart.goal_line", ["value": text.value($0, unit: unit)]) })
        if let figure, figure.key == "headline.daily_average" || figure.key == "headline.average" {
            references.average = figure.value
            references.averageLabel = text(figure.key == "headline.daily_average" ? "overview.daily_average" : "overview.average",
                                           ["value": figure.text])
        }
        return references
    }

    /// A capsule's value: `52–175 bpm` (one value when low and high are equal or one is missing).
    func rangeValue(_ bucket: MetricBucket) -> String? {
        let ends = [bucket.low, bucket.high].compactMap { $0 }
        guard let lo = ends.min(), let hi = ends.max() else { return nil }
        return lo == hi ? text.value(lo, unit: unit) : text.range(lo...hi, unit: unit)
    }

    /// A mark's title: its bucket's name and `value` (`nil` without a value).
    func markLabel(_ bucket: MetricBucket, _ value: String?) -> String? {
        value.map { text("chart.mark", ["date": bucketName(bucket), "value": $0]) }
    }
}
