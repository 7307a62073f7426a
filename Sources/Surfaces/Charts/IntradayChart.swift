/// Samples across one day as an inline SVG line: x is seconds since midnight (0…86,400, the day's
/// own clock), with a tick mark every hour and labels every six hours. Two samples further apart than
/// `gapSeconds` break the line (a sample standing alone is a dot); the previous day, when given, is a
/// dashed line in the secondary colour. The y range comes from the data; a normal range and a goal
/// are drawn only near it. An empty day says `emptyMessage` instead of drawing a grid.
///
/// Markup: `<svg class="chart intraday-chart" role="img">` with `.chart-grid`, `.chart-y-labels`,
/// `.chart-x-labels`, `path.chart-hour-ticks` and `<svg class="chart-plot">` holding the lines.
public struct IntradayChart: View {
    /// The day's samples; `x` in seconds since midnight.
    public var samples: [ChartSeriesPoint]
    /// The previous day's samples on the same clock.
    public var previous: [ChartSeriesPoint]
    /// A goal drawn as a dashed line where it is near the data.
    public var goal: Double?
    /// A normal range drawn as a band where it meets the data.
    public var normalRange: ClosedRange<Double>?
    /// The longest distance between samples still joined by a line, in seconds.
    public var gapSeconds: Double
    /// Labels for hours 0, 6, 12, 18 and 24 (the site layer localizes them).
    public var hourLabels: [String]
    /// The unit written after the top y label.
    public var unit: String
    /// What an empty day says.
    public var emptyMessage: String
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility

    /// Seconds in a day.
    public static let daySeconds = 86_400.0

    /// Creates an intraday chart.
    public init(_ accessibility: ChartAccessibility, samples: [ChartSeriesPoint], previous: [ChartSeriesPoint] = [],
                goal: Double? = nil, normalRange: ClosedRange<Double>? = nil, gapSeconds: Double = 3_600,
                hourLabels: [String] = ["00:00", "06:00", "12:00", "18:00", "24:00"], unit: String = "",
                emptyMessage: String = "No data") {
        self.accessibility = accessibility
        self.samples = samples
        self.previous = previous
        self.goal = goal
        self.normalRange = normalRange
        self.gapSeconds = gapSeconds
        self.hourLabels = hourLabels
        self.unit = unit
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let current = withGaps(view.samples, gap: view.gapSeconds)
        let previous = withGaps(view.previous, gap: view.gapSeconds)
        let wrapped = ChartFrame.open("intraday-chart", view.accessibility, plotViewBox: false, into: &context)
        defer { ChartFrame.close(wrapped: wrapped, into: &context) }
        // The scale needs only the lowest and highest value.
        var lo = Double.infinity, hi = -Double.infinity
        for p in current { if let y = p.y { lo = Swift.min(lo, y); hi = Swift.max(hi, y) } }
        for p in previous { if let y = p.y { lo = Swift.min(lo, y); hi = Swift.max(hi, y) } }
        guard lo <= hi else {
            ChartFrame.writeEmpty(view.emptyMessage, into: &context.buffer)
            return
        }
        var values = [lo, hi]
        let goal = ChartFrame.goalNearData(view.goal, dataLow: lo, dataHigh: hi)
        if let goal { values.append(goal) }
        let scale = ChartScale(xs: (0, daySeconds), values: values, includeZero: false, tickCount: 4, nice: true)
        if let band = ChartFrame.bandNearData(view.normalRange, dataLow: lo, dataHigh: hi, scale) {
            ChartFrame.writeBand(band, scale, into: &context.buffer)
        }
        ChartFrame.writeGrid(scale, unit: view.unit, style: context.environment.axisNumberStyle, into: &context.buffer)
        let ticks = view.hourLabels.prefix(5).enumerated().map { ChartTick(x: Double($0.offset) * daySeconds / 4, label: $0.element) }
        ChartFrame.writeXLabels(ticks, scale, into: &context.buffer)
        ChartFrame.openPlot(into: &context.buffer)
        context.buffer.writeRaw(hourTicks)
        ChartFrame.writeLine(previous, class: "chart-previous chart-previous-dashed", scale, into: &context.buffer)
        ChartFrame.writeLine(current, class: "chart-current", scale, into: &context.buffer)
        context.buffer.write("</svg>")
        ChartFrame.writeGoal(goal, scale, into: &context.buffer)
    }

    /// The hour tick marks (the same for every chart, so built once): taller every six hours.
    static let hourTicks: String = {
        var buffer = HTMLBuffer()
        buffer.write("<path class=\"chart-hour-ticks\" d=\"")
        for hour in 0...24 {
            ChartFrame.writeMove("M", Double(hour) * 1000 / 24, 1000, into: &buffer)
            buffer.write(hour % 6 == 0 ? "v24" : "v12")
        }
        buffer.write("\"/>")
        return buffer.string
    }()

    /// The samples inside the day, sorted, with a missing point wherever two are more than `gap` apart;
    /// more than 600 samples are reduced to min/max buckets.
    static func withGaps(_ samples: [ChartSeriesPoint], gap: Double) -> [ChartSeriesPoint] {
        let within = samples.allSatisfy { $0.x.isFinite && $0.x >= 0 && $0.x <= daySeconds }
        let inside = ChartDownsampler.prepare(within ? samples : samples.filter { $0.x.isFinite && $0.x >= 0 && $0.x <= daySeconds })
        let limit = gap.isFinite && gap > 0 ? gap : daySeconds
        // Usually no two samples are too far apart: then the samples are the result (no copy).
        guard needsGap(inside, limit: limit) else { return inside }
        var out: [ChartSeriesPoint] = []
        out.reserveCapacity(inside.count + 8)
        var last: Double?
        for p in inside {
            if let last, p.x - last > limit { out.append(ChartSeriesPoint(x: (p.x + last) / 2, y: nil)) }
            out.append(p)
            if p.y != nil { last = p.x }
        }
        return out
    }

    /// Whether ``withGaps(_:gap:)`` adds a missing point to `points`: some point lies more than `limit`
    /// after the last sample with a value before it (reads only `x` and `y`, no copy of a point).
    private static func needsGap(_ points: [ChartSeriesPoint], limit: Double) -> Bool {
        var last = 0.0
        var seen = false
        for i in points.indices {
            let x = points[i].x
            if seen, x - last > limit { return true }
            if points[i].y != nil {
                last = x
                seen = true
            }
        }
        return false
    }
}
