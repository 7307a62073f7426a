/// A bar chart for per-day totals as inline SVG: one bar per point in the tint (a missing
/// value draws no bar), an optional goal line, grid lines with y labels and x tick labels.
/// Bars start at zero. More than 400 bars are merged into buckets that keep their highest value.
/// Bars left of `currentFrom` belong to the previous period and are drawn outlined with a light
/// fill, so the two periods differ in more than colour.
///
/// Markup: `<svg class="chart bar-chart …" role="img" …>` with `<svg class="chart-plot">`
/// holding `<path class="chart-bars chart-bars-previous">` (if any) and `<path class="chart-bars">`,
/// a subpath per bar; with labelled points `<g class="chart-bars">` holding a `<path>` with a `<title>` per bar.
public struct BarChart: View {
    /// One bar per point; x positions are usually day numbers.
    public var points: [ChartSeriesPoint]
    /// A goal drawn as a dashed line.
    public var goal: Double?
    /// Labelled x ticks.
    public var xTicks: [ChartTick]
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
    /// The first x of the current period: bars before it are the previous period's (nil: all current).
    public var currentFrom: Double?

    /// Creates a bar chart; bars with `x < currentFrom` are drawn as the previous period's.
    public init(_ accessibility: ChartAccessibility, points: [ChartSeriesPoint], goal: Double? = nil, xTicks: [ChartTick] = [],
                currentFrom: Double? = nil) {
        self.accessibility = accessibility
        self.points = points
        self.goal = goal
        self.xTicks = xTicks
        self.currentFrom = currentFrom
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let bars = ChartDownsampler.prepareBars(view.points, limit: 400)
        var values = bars.compactMap(\.value)
        if let goal = view.goal, goal.isFinite { values.append(goal) }
        if let average = view.chartReferences.finiteAverage { values.append(average) }
        let step = smallestStep(bars)
        let xs = bars.isEmpty ? nil : (bars[0].x - step / 2, bars[bars.count - 1].x + step / 2)
        let scale = ChartScale(xs: xs, values: values, includeZero: true, tickCount: 4, nice: true)

        let wrapped = ChartFrame.open("bar-chart", view.accessibility, plotViewBox: false, into: &context)
        ChartFrame.writeGrid(scale, style: context.environment.axisNumberStyle, into: &context.buffer)
        ChartFrame.writeXLabels(view.xTicks, scale, into: &context.buffer)
        ChartFrame.openPlot(into: &context.buffer)
        let barWidth = scale.plotX(scale.xMin + step) - scale.plotX(scale.xMin)
        let width = barWidth * (bars.count > 60 ? 0.9 : 0.64)
        let zero = scale.plotY(min(max(0, scale.yMin), scale.yMax))
        let split = view.currentFrom.flatMap { from in from.isFinite ? from : nil }
        if let split { writeBars(bars, where: { $0 < split }, class: "chart-bars chart-bars-previous", scale, width, zero, into: &context.buffer) }
        writeBars(bars, where: { x in split.map { x >= $0 } ?? true }, class: "chart-bars", scale, width, zero, into: &context.buffer)
        context.buffer.write("</svg>")
        ChartFrame.writeGoal(view.goal, scale, into: &context.buffer)
        view.chartReferences.write(goal: view.goal, scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    /// One path with a subpath per bar whose x passes `included` (nothing when none does); when a bar has a
    /// ``ChartSeriesPoint/label``, every bar is its own `<path>` with a `<title>` in a `<g class="NAME">`.
    static func writeBars(_ bars: [ChartSeriesPoint], where included: (Double) -> Bool, class name: StaticString, _ scale: ChartScale,
                          _ width: Double, _ zero: Double, into buffer: inout HTMLBuffer) {
        let titled = bars.contains { $0.label != nil && included($0.x) }
        ChartPathWriter.writing(into: &buffer) { path, buffer in
            var marks = ChartMarkGroup(class: name, titled: titled)
            for bar in bars where included(bar.x) {
                guard let v = bar.value else { continue }
                marks.openMark(&path, &buffer)
                // One subpath per bar: from the baseline up (or down) to the value and back.
                path.move(UInt8(ascii: "M"), scale.plotX(bar.x) - width / 2, zero, &buffer)
                path.byte(UInt8(ascii: "V"), &buffer)
                path.tenths(scale.plotY(v), &buffer)
                path.byte(UInt8(ascii: "h"), &buffer)
                path.tenths(width, &buffer)
                path.byte(UInt8(ascii: "V"), &buffer)
                path.tenths(zero, &buffer)
                path.byte(UInt8(ascii: "z"), &buffer)
                marks.closeMark(bar.label, &path, &buffer)
            }
            marks.close(&path, &buffer)
        }
    }

    /// The smallest distance between neighbouring bars (1 for a single bar).
    static func smallestStep(_ bars: [ChartSeriesPoint]) -> Double {
        var step = Double.infinity
        var i = 1
        while i < bars.count {
            let d = bars[i].x - bars[i - 1].x
            if d > 0 { step = min(step, d) }
            i += 1
        }
        return step.isFinite ? step : 1
    }
}
