/// A tiny line chart without axes or grid: the current period in the tint, the previous
/// period in the tertiary colour, gaps where values are missing. Still an accessible image
/// (`role="img"` with `<title>` and `<desc>`).
///
/// Markup: `<svg class="chart sparkline" viewBox="0 0 1000 1000" preserveAspectRatio="none" role="img" …>`.
public struct Sparkline: View {
    /// The current period's samples.
    public var points: [ChartSeriesPoint]
    /// The previous period's samples on the same x scale.
    public var previous: [ChartSeriesPoint]
    /// The x range to show; default: the extent of both series.
    public var xDomain: ClosedRange<Double>?
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility

    /// Creates a sparkline.
    public init(_ accessibility: ChartAccessibility, points: [ChartSeriesPoint], previous: [ChartSeriesPoint] = [],
                xDomain: ClosedRange<Double>? = nil) {
        self.accessibility = accessibility
        self.points = points
        self.previous = previous
        self.xDomain = xDomain
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let current = ChartDownsampler.prepare(view.points)
        let previous = ChartDownsampler.prepare(view.previous)
        let values = (current + previous).compactMap(\.y)
        let xs = view.xDomain.map { ($0.lowerBound, $0.upperBound) } ?? ChartScale.xExtent([current, previous])
        let scale = ChartScale(xs: xs, values: values, includeZero: false, tickCount: 2, nice: false)
        let wrapped = ChartFrame.open("sparkline", view.accessibility, plotViewBox: true, into: &context)
        ChartFrame.writeLine(previous, class: "chart-previous", scale, into: &context.buffer)
        ChartFrame.writeLine(current, class: "chart-current", scale, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
    }
}
