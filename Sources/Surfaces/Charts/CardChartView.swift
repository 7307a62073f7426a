/// Draws a ``MetricCardChart`` (the view ``MetricCard`` uses; usable alone in a gallery). Every
/// drawing is an accessible image (`role="img"`, `<title>`, `<desc>`); a chart without values says
/// `emptyMessage` instead. Axis kinds are drawn in a stretched `0 0 1000 1000` view box, like the
/// sparkline, with non-scaling strokes; the heat map keeps its aspect ratio. In phrasing content
/// (a card inside a paragraph) only `<span>` wrappers are written.
///
/// Markup: `<svg class="card-chart card-KIND" viewBox="0 0 1000 1000" preserveAspectRatio="none" role="img">`;
/// stacked charts add `<span class="card-legend">`; progress is a ``GoalProgress`` (`goal-progress`).
public struct CardChartView: View {
    /// What to draw.
    public var chart: MetricCardChart
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility
    /// What a chart without values says, e.g. "No data this week".
    public var emptyMessage: String

    /// Creates the view.
    public init(_ accessibility: ChartAccessibility, chart: MetricCardChart, emptyMessage: String = "No data") {
        self.accessibility = accessibility
        self.chart = chart
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the drawing.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let a11y = view.accessibility
        switch view.chart {
        case let .bars(points, currentFrom, goal):
            writeBars(points, currentFrom: currentFrom, goal: goal, a11y, view.emptyMessage, into: &context)
        case let .range(current, previous):
            writeRange(current, previous, a11y, view.emptyMessage, into: &context)
        case let .stacked(layers, stacks, goal):
            writeStacked(layers, stacks, goal: goal, a11y, view.emptyMessage, into: &context)
        case let .heatmap(days, goal, monthNames, firstWeekday, weekdayNames):
            CalendarHeatmap.write(CalendarHeatmap(a11y, days: days, goal: goal, monthNames: monthNames, emptyMessage: view.emptyMessage,
                                                  firstWeekday: firstWeekday, weekdayNames: weekdayNames),
                                  kind: "card-chart card-heatmap", into: &context)
        case let .intraday(samples, previous):
            writeIntraday(samples, previous, a11y, view.emptyMessage, into: &context)
        case let .progress(value, goal, shape, label, percentText):
            GoalProgress.write(GoalProgress(a11y, value: value, goal: goal, shape: shape, label: label, percentText: percentText),
                               card: true, into: &context)
        case let .rings(rings):
            writeRings(rings, a11y, view.emptyMessage, into: &context) // CardChartView+Rings.swift
        case let .hypnogram(segments):
            Hypnogram.write(Hypnogram(a11y, segments: segments, emptyMessage: view.emptyMessage), kind: "card-chart card-hypnogram",
                            labels: false, into: &context)
        }
    }

    /// The widest bar in view-box units (a week's bar), so one or two days do not fill the card.
    static let maxBarWidth = 92.0

    /// The empty drawing: the sentence in an `<svg>` without a stretched view box.
    static func writeEmpty(_ kind: StaticString, _ a11y: ChartAccessibility, _ message: String, into context: inout _RenderContext) {
        let wrapped = ChartFrame.open(kind, a11y, plotViewBox: false, into: &context)
        ChartFrame.writeEmpty(message, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    /// A horizontal dashed goal line across the stretched view box.
    static func writeGoal(_ goal: Double?, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        guard let goal, goal.isFinite else { return }
        buffer.write("<path class=\"chart-goal\" d=\"M0 ")
        buffer.write(number: scale.plotY(goal), decimals: 1)
        buffer.write("H1000\"/>")
    }

    static func writeBars(_ points: [ChartSeriesPoint], currentFrom: Double?, goal: Double?, _ a11y: ChartAccessibility,
                          _ empty: String, into context: inout _RenderContext) {
        let bars = ChartDownsampler.prepareBars(points, limit: 120)
        var values = bars.compactMap(\.value)
        guard let lo = values.min(), let hi = values.max() else {
            writeEmpty("card-chart card-bars", a11y, empty, into: &context)
            return
        }
        let shownGoal = ChartFrame.goalNearData(goal, dataLow: min(lo, 0), dataHigh: hi)
        if let shownGoal { values.append(shownGoal) }
        let step = BarChart.smallestStep(bars)
        let scale = ChartScale(xs: (bars[0].x - step / 2, bars[bars.count - 1].x + step / 2), values: values,
                               includeZero: true, tickCount: 2, nice: false)
        let wrapped = ChartFrame.open("card-chart card-bars", a11y, plotViewBox: true, into: &context)
        let natural = (scale.plotX(scale.xMin + step) - scale.plotX(scale.xMin)) * (bars.count > 30 ? 0.8 : 0.64)
        let width = min(natural, maxBarWidth)
        let zero = scale.plotY(min(max(0, scale.yMin), scale.yMax))
        let split = currentFrom.flatMap { $0.isFinite ? $0 : nil }
        if let split {
            BarChart.writeBars(bars, where: { $0 < split }, class: "chart-bars chart-bars-previous", scale, width, zero, into: &context.buffer)
        }
        BarChart.writeBars(bars, where: { x in split.map { x >= $0 } ?? true }, class: "chart-bars", scale, width, zero, into: &context.buffer)
        writeGoal(shownGoal, scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    static func writeRange(_ current: [ChartRangePoint], _ previous: [ChartRangePoint], _ a11y: ChartAccessibility, _ empty: String,
                           into context: inout _RenderContext) {
        let now = RangeChart.merge(current.filter { $0.x.isFinite }.sorted { $0.x < $1.x }, limit: 120)
        let before = RangeChart.merge(previous.filter { $0.x.isFinite }.sorted { $0.x < $1.x }, limit: 120)
        guard let (lo, hi) = ChartRangePoint.bounds(now, before) else {
            writeEmpty("card-chart card-range", a11y, empty, into: &context)
            return
        }
        let xs = (now + before).map(\.x).sorted()
        let (extent, step) = ChartFrame.barExtent(xs)
        let scale = ChartScale(xs: extent, values: [lo, hi], includeZero: false, tickCount: 2, nice: false)
        let wrapped = ChartFrame.open("card-chart card-range", a11y, plotViewBox: true, into: &context)
        let offset = before.isEmpty ? 0 : (scale.plotX(scale.xMin + step) - scale.plotX(scale.xMin)) * 0.18
        let dense = xs.count > 40
        RangeChart.writeBars(before, dx: -offset, class: dense ? "chart-range chart-range-previous chart-dense" : "chart-range chart-range-previous",
                             scale, into: &context.buffer)
        RangeChart.writeBars(now, dx: offset, class: dense ? "chart-range chart-range-current chart-dense" : "chart-range chart-range-current",
                             scale, into: &context.buffer)
        RangeChart.writeMeans(now, dx: offset, dense: dense, scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    static func writeStacked(_ layers: [ChartStackLayer], _ stacks: [ChartStack], goal: Double?, _ a11y: ChartAccessibility,
                             _ empty: String, into context: inout _RenderContext) {
        let sorted = stacks.filter { $0.x.isFinite }.sorted { $0.x < $1.x }
        guard let totals = StackedBarChart.totals(sorted, layerCount: layers.count) else {
            writeEmpty("card-chart card-stacked", a11y, empty, into: &context)
            return
        }
        var values = [totals.low, totals.high]
        let shownGoal = ChartFrame.goalNearData(goal, dataLow: totals.low, dataHigh: totals.high)
        if let shownGoal { values.append(shownGoal) }
        let (extent, step) = ChartFrame.barExtent(sorted.map(\.x))
        let scale = ChartScale(xs: extent, values: values, includeZero: true, tickCount: 2, nice: false)
        let wrapped = ChartFrame.open("card-chart card-stacked", a11y, plotViewBox: true, into: &context)
        let natural = (scale.plotX(scale.xMin + step) - scale.plotX(scale.xMin)) * (sorted.count > 30 ? 0.8 : 0.64)
        let width = min(natural, maxBarWidth)
        StackedBarChart.writeLayers(layers, sorted, width: width, scale, into: &context.buffer)
        writeGoal(shownGoal, scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
        guard !layers.isEmpty else { return }
        // The legend as spans, so it is valid inside the card's link and in phrasing content.
        context.buffer.write("<span class=\"card-legend\">")
        for layer in layers {
            context.buffer.write("<span class=\"card-legend-item\"><span class=\"legend-swatch legend-fill ")
            context.buffer.writeRaw(layer.color.tintClass)
            context.buffer.write("\"></span>")
            context.buffer.writeEscaped(layer.name)
            context.buffer.write("</span>")
        }
        context.buffer.write("</span>")
    }

    static func writeIntraday(_ samples: [ChartSeriesPoint], _ previous: [ChartSeriesPoint], _ a11y: ChartAccessibility,
                              _ empty: String, into context: inout _RenderContext) {
        let current = IntradayChart.withGaps(samples, gap: 3_600)
        let before = IntradayChart.withGaps(previous, gap: 3_600)
        var lo = Double.infinity, hi = -Double.infinity
        for p in current { if let y = p.y { lo = min(lo, y); hi = max(hi, y) } }
        for p in before { if let y = p.y { lo = min(lo, y); hi = max(hi, y) } }
        guard lo <= hi else {
            writeEmpty("card-chart card-intraday", a11y, empty, into: &context)
            return
        }
        let scale = ChartScale(xs: (0, IntradayChart.daySeconds), values: [lo, hi], includeZero: false, tickCount: 2, nice: false)
        let wrapped = ChartFrame.open("card-chart card-intraday", a11y, plotViewBox: true, into: &context)
        context.buffer.writeRaw(cardHourTicks)
        ChartFrame.writeLine(before, class: "chart-previous", scale, into: &context.buffer)
        ChartFrame.writeLine(current, class: "chart-current", scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    /// Hour tick marks rising from the bottom of the stretched view box (taller every six hours), built once.
    static let cardHourTicks: String = {
        var buffer = HTMLBuffer()
        buffer.write("<path class=\"chart-hour-ticks\" d=\"")
        for hour in 0...24 {
            ChartFrame.writeMove("M", Double(hour) * 1000 / 24, 1000, into: &buffer)
            buffer.write(hour % 6 == 0 ? "v-120" : "v-60")
        }
        buffer.write("\"/>")
        return buffer.string
    }()
}
