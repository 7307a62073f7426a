import Metrics
import Surfaces

/// The chart a metric's `chart:` key chooses (line, bars, range, stacked, heatmap). Without the key,
/// or for `intraday` (drawn from samples by a later change), ``chosenChart`` is `nil` and the page
/// keeps its default: bars for `sum` metrics, else a line.
extension MetricPageContent {
    /// Layer colours of a stacked chart, in order (each meets 3:1 on cards in its text variant).
    static let stackColors: [Color] = [.indigo, .blue, .cyan, .orange, .green, .purple, .pink, .teal]

    /// The chosen chart, or `nil` for the default.
    var chosenChart: AnyView? {
        let metadata = file.metadata
        guard let kind = metadata.chart else { return nil }
        let a11y = ChartAccessibility(idPrefix: idPrefix + "-chart",
                                      title: "\(title), \(MetricText.periodLabel(period, inSentence: true))", summary: sentence)
        let series = file.series
        let days = series.dailyValues(column: column, metadata.effectiveAggregation, in: period)
        let ticks = MetricPageContent.ticks(days.map(\.day))
        let unit = metadata.unit.map(text.unitLabel) ?? ""
        let empty = "No data " + period.phrase
        switch kind {
        case .line, .intraday:
            let previous = series.dailyValues(column: column, metadata.effectiveAggregation, in: period.previous)
            let upper = Double(Swift.max(Swift.max(days.count, previous.count) - 1, 1))
            return AnyView(LineChart(a11y, points: MetricPageContent.points(days), previous: MetricPageContent.points(previous),
                                     goal: metadata.goal, normalRange: metadata.normalRange, xTicks: ticks, xDomain: 0...upper))
        case .bars:
            return AnyView(BarChart(a11y, points: MetricPageContent.points(days), goal: metadata.goal, xTicks: ticks))
        case .range:
            let low = metadata.minColumn.flatMap(series.columnIndex) ?? column
            let high = metadata.maxColumn.flatMap(series.columnIndex) ?? column
            let lows = series.dailyValues(column: low, .min, in: period)
            let highs = series.dailyValues(column: high, .max, in: period)
            let means = series.dailyValues(column: column, .mean, in: period)
            let points = lows.indices.map { i in
                ChartRangePoint(x: Double(i), low: lows[i].value, high: highs[i].value, mean: means[i].value)
            }
            return AnyView(RangeChart(a11y, points: points, normalRange: metadata.normalRange, xTicks: ticks, unit: unit, emptyMessage: empty))
        case .stacked:
            let columnName = series.columns.indices.contains(column) ? series.columns[column] : ""
            let names = metadata.stack ?? (metadata.columns ?? series.columns).filter { $0 != columnName }
            let indices = names.compactMap(series.columnIndex)
            let perColumn = indices.map { series.dailyValues(column: $0, metadata.effectiveAggregation, in: period) }
            let layers = indices.indices.map { i in
                ChartStackLayer(series.columns[indices[i]], color: MetricPageContent.stackColors[i % MetricPageContent.stackColors.count])
            }
            let stacks = days.indices.map { d in ChartStack(x: Double(d), values: perColumn.map { $0[d].value }) }
            return AnyView(StackedBarChart(a11y, layers: layers, stacks: stacks, goal: metadata.goal, xTicks: ticks, unit: unit, emptyMessage: empty))
        case .heatmap:
            let cells = days.map { ChartDay(day: $0.day.daysSinceEpoch, value: $0.value) }
            return AnyView(CalendarHeatmap(a11y, days: cells, goal: metadata.goal, emptyMessage: empty))
        }
    }
}
