/// What a ``MetricCard`` draws instead of its sparkline: a compact version of a metric page's chart
/// kind, sized for a phone card (no axes and no labels; the card's value, change line and the chart's
/// `<desc>` carry the numbers, and the metric's page has the full chart and the table of values).
public enum MetricCardChart: Hashable, Sendable {
    /// Daily bars of the previous period then this one (`x < currentFrom`: the previous period's,
    /// outlined with a light fill as on the page), an optional goal line.
    case bars(points: [ChartSeriesPoint], currentFrom: Double?, goal: Double?)
    /// Daily min–max bars with the mean marked; the previous period's thinner beside them.
    case range(current: [ChartRangePoint], previous: [ChartRangePoint])
    /// Stacked daily bars (sleep stages) with a one-line legend, an optional goal line.
    case stacked(layers: [ChartStackLayer], stacks: [ChartStack], goal: Double?)
    /// A calendar of days coloured by value, or by goal met when `goal` is set.
    case heatmap(days: [ChartDay], goal: Double?, monthNames: [String], firstWeekday: Int = 2,
                 weekdayNames: [String] = CalendarHeatmap.englishWeekdays)
    /// One day's samples (x in seconds since local midnight) with hourly ticks; the day before dashed.
    case intraday(samples: [ChartSeriesPoint], previous: [ChartSeriesPoint])
    /// A goal ring (or bar) with its sentence, e.g. "8,432 of 10,000 steps".
    case progress(value: Double?, goal: Double, shape: GoalProgress.Shape, label: String, percentText: String? = nil)
    /// One day's Activity rings (Move, Exercise, Stand) with their words as a legend.
    case rings([ActivityRing])
    /// One night's sleep stages in their lanes, without lane names or times (each stretch keeps its `<title>`).
    case hypnogram([SleepSegment])
}
