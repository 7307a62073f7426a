import Metrics
import Surfaces

/// The legend of a metric page's chart: an entry for each kind of mark the chart draws, and only those
/// (a range chart's capsules, not the lines of a line chart; nothing of its own for a stacked chart, which
/// draws its layers' legend, a heat map or rings).
extension MetricPageContent {
    /// What each mark of the chart means.
    var legend: [MetricLegendItem] {
        var items = seriesLegend
        let metadata = file.metadata
        let isSum = metadata.effectiveAggregation == .sum
        if let goal = metadata.goal, drawsGoalLine {
            items.append(MetricLegendItem(.goal, text(isSum ? "legend.goal_daily" : "legend.goal", ["value": text.value(goal, unit: metadata.unit)])))
        }
        if let range = metadata.normalRange, !isSum, drawsNormalRange {
            items.append(MetricLegendItem(.range, text("legend.normal_range", ["range": text.range(range, unit: metadata.unit)])))
        }
        return items
    }

    /// The entries of the data marks: both periods' bars, a range chart's capsules, or this period's line
    /// and the previous one's (dashed) when it has data.
    private var seriesLegend: [MetricLegendItem] {
        if drawsBarsOfBothPeriods {
            // Outlined bars for the previous period, filled ones for this period, each named by its dates.
            let previous = period.previous
            return [MetricLegendItem(.previousBars, text("legend.daily_total", ["range": text.range(previous.start, previous.end, years: period.spansYears)])),
                    MetricLegendItem(.currentBars, text("legend.daily_total", ["range": text.range(period.start, period.end, years: period.spansYears)]))]
        }
        switch intradaySamples == nil ? file.metadata.chart : .intraday {
        case .range?:
            guard days.contains(where: { $0.value != nil }) else { return [] }
            return [MetricLegendItem(.rangeCapsule, text("legend.daily_range", ["range": text.range(period.start, period.end, years: period.spansYears)]))]
        case .stacked?, .heatmap?, .rings?, .hypnogram?:
            return []
        default:
            var items = [MetricLegendItem(.current, text.periodLabel(period))]
            if previousDays.contains(where: { $0.value != nil }) {
                items.append(MetricLegendItem(.previous, text.previousLabel(period)))
            }
            return items
        }
    }

    /// Whether the chart draws the goal as a dashed line (not a heat map's colours, rings or a range chart).
    private var drawsGoalLine: Bool {
        switch intradaySamples == nil ? file.metadata.chart : .intraday {
        case .heatmap?, .rings?, .range?, .hypnogram?: return false
        default: return true
        }
    }

    /// Whether the chart draws the normal-range band: line charts always, a range chart where the band meets the data.
    private var drawsNormalRange: Bool {
        switch intradaySamples == nil ? file.metadata.chart : .intraday {
        case .heatmap?, .rings?, .stacked?, .bars?, .hypnogram?: return false
        case .range?:
            let metadata = file.metadata
            let low = metadata.minColumn.flatMap(file.series.columnIndex) ?? column
            let high = metadata.maxColumn.flatMap(file.series.columnIndex) ?? column
            return RangeChart.drawsNormalRange(metadata.normalRange, points: MetricPageContent.rangePoints(file.series, column: column, low: low,
                                                                                                      high: high, in: period))
        default: return true
        }
    }
}
