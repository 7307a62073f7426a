/// A line chart as inline SVG: the current series in the tint, an optional previous period in
/// the tertiary colour, an optional normal-range band (12 % tint) and goal line, light grid
/// lines with y labels, and the caller's x tick labels (dates).
///
/// A missing value (`y == nil`) breaks the line — it is never drawn as zero. More than 600
/// points are reduced to min/max buckets, keeping peaks and gaps, so the SVG stays small.
///
/// Markup: `<svg class="chart line-chart tint-…" role="img" aria-labelledby="P-title P-desc">`
/// with `<title>`, `<desc>`, `.chart-grid`, `.chart-y-labels`, `.chart-x-labels`, `.chart-band`,
/// `<svg class="chart-plot">` holding `path.chart-line.chart-previous` and `.chart-current` (and
/// `g.chart-points`, a titled dot per labelled point of the current series),
/// and `line.chart-goal`. Size it with CSS (`.line-chart` has a default height).
public struct LineChart: View {
    /// The current period's samples.
    public var points: [ChartSeriesPoint]
    /// The previous period's samples, on the same x scale (drawn in the tertiary colour).
    public var previous: [ChartSeriesPoint]
    /// A goal drawn as a dashed line.
    public var goal: Double?
    /// A normal range drawn as a band.
    public var normalRange: ClosedRange<Double>?
    /// Labelled x ticks (dates, formatted by the caller).
    public var xTicks: [ChartTick]
    /// The x range to show; default: the extent of both series.
    public var xDomain: ClosedRange<Double>?
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility
    /// The labelled average and goal lines (``ChartReferences``); none by default.
    public var chartReferences = ChartReferences()

    /// The chart with labelled average and goal lines.
    public func references(_ references: ChartReferences) -> Self {
        var chart = self
        chart.chartReferences = references
        return chart
    }

    /// Creates a line chart.
    public init(_ accessibility: ChartAccessibility, points: [ChartSeriesPoint], previous: [ChartSeriesPoint] = [],
                goal: Double? = nil, normalRange: ClosedRange<Double>? = nil, xTicks: [ChartTick] = [],
                xDomain: ClosedRange<Double>? = nil) {
        self.accessibility = accessibility
        self.points = points
        self.previous = previous
        self.goal = goal
        self.normalRange = normalRange
        self.xTicks = xTicks
        self.xDomain = xDomain
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let current = ChartDownsampler.prepare(view.points)
        let previous = ChartDownsampler.prepare(view.previous)
        var values = (current + previous).compactMap(\.y)
        if let goal = view.goal, goal.isFinite { values.append(goal) }
        if let average = view.chartReferences.finiteAverage { values.append(average) }
        if let band = view.normalRange, band.lowerBound.isFinite, band.upperBound.isFinite {
            values.append(band.lowerBound)
            values.append(band.upperBound)
        }
        let xs = view.xDomain.map { ($0.lowerBound, $0.upperBound) } ?? ChartScale.xExtent([current, previous])
        let scale = ChartScale(xs: xs, values: values, includeZero: false, tickCount: 4, nice: true)

        let wrapped = ChartFrame.open("line-chart", view.accessibility, plotViewBox: false, into: &context)
        ChartFrame.writeBand(view.normalRange, scale, into: &context.buffer)
        ChartFrame.writeGrid(scale, style: context.environment.axisNumberStyle, into: &context.buffer)
        ChartFrame.writeXLabels(view.xTicks, scale, into: &context.buffer)
        ChartFrame.openPlot(into: &context.buffer)
        ChartFrame.writeLine(previous, class: "chart-previous", scale, into: &context.buffer)
        ChartFrame.writeLine(current, class: "chart-current", scale, into: &context.buffer)
        ChartFrame.writePointMarks(current, scale, into: &context.buffer)
        context.buffer.write("</svg>")
        ChartFrame.writeGoal(view.goal, scale, into: &context.buffer)
        view.chartReferences.write(goal: view.goal, scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }
}
