/// One day of a range chart: the lowest and highest value and the mean, any of which may be missing.
public struct ChartRangePoint: Hashable, Sendable {
    /// The position along the x axis (e.g. days since the period start).
    public var x: Double
    /// The day's lowest value.
    public var low: Double?
    /// The day's highest value.
    public var high: Double?
    /// The day's mean, marked on the bar.
    public var mean: Double?
    /// What the day's capsule says (its SVG `<title>`), e.g. "Nov 24: 52–175 bpm"; `nil`: no title.
    public var label: String?

    /// Creates a range point with the `label` of its capsule; non-finite values count as missing.
    public init(x: Double, low: Double?, high: Double?, mean: Double? = nil, label: String? = nil) {
        self.x = x
        self.low = low
        self.high = high
        self.mean = mean
        self.label = label
    }

    /// The lowest and highest finite value of the point (low, high and mean), or `nil` without any.
    var finiteBounds: (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        if let v = low, v.isFinite { lo = Swift.min(lo, v); hi = Swift.max(hi, v) }
        if let v = high, v.isFinite { lo = Swift.min(lo, v); hi = Swift.max(hi, v) }
        if let v = mean, v.isFinite { lo = Swift.min(lo, v); hi = Swift.max(hi, v) }
        return lo <= hi ? (lo, hi) : nil
    }

    /// The bar's ends (`low…high`, or a single value when one end is missing), or `nil` without values.
    var extent: (Double, Double)? {
        let l = low.flatMap { $0.isFinite ? $0 : nil }, h = high.flatMap { $0.isFinite ? $0 : nil }
        switch (l, h) {
        case let (a?, b?): return (Swift.min(a, b), Swift.max(a, b))
        case let (a?, nil): return (a, a)
        case let (nil, b?): return (b, b)
        case (nil, nil):
            if let m = mean, m.isFinite { return (m, m) }
            return nil
        }
    }

    /// The lowest and highest finite value over some points, or `nil` without any.
    static func bounds(_ points: [ChartRangePoint], _ more: [ChartRangePoint]) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for p in points { if let (a, b) = p.finiteBounds { lo = Swift.min(lo, a); hi = Swift.max(hi, b) } }
        for p in more { if let (a, b) = p.finiteBounds { lo = Swift.min(lo, a); hi = Swift.max(hi, b) } }
        return lo <= hi ? (lo, hi) : nil
    }
}

/// A daily min–max chart as inline SVG (heart rate): one rounded bar from each day's lowest to its
/// highest value in the tint with the mean marked as a dot in the label colour; the previous period's
/// bars sit beside them, thinner and in the secondary colour. The y range comes from the data; a
/// normal range is drawn only where it meets the data. An empty chart says `emptyMessage` instead of
/// drawing a grid. More than 400 days are merged into buckets (lowest low, highest high, mean of means).
///
/// Markup: `<svg class="chart range-chart" role="img">` with `.chart-grid`, `.chart-y-labels`,
/// `.chart-x-labels`, `<svg class="chart-plot">` holding `path.chart-range.chart-range-previous`,
/// `path.chart-range.chart-range-current` and `path.chart-range-mean`.
public struct RangeChart: View {
    /// The current period's days.
    public var points: [ChartRangePoint]
    /// The previous period's days on the same x scale.
    public var previous: [ChartRangePoint]
    /// A normal range drawn as a band where it meets the data.
    public var normalRange: ClosedRange<Double>?
    /// Labelled x ticks.
    public var xTicks: [ChartTick]
    /// The unit written after the top y label (e.g. "bpm"); empty for none.
    public var unit: String
    /// What an empty chart says, e.g. "No data for this week".
    public var emptyMessage: String
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

    /// Creates a range chart.
    public init(_ accessibility: ChartAccessibility, points: [ChartRangePoint], previous: [ChartRangePoint] = [],
                normalRange: ClosedRange<Double>? = nil, xTicks: [ChartTick] = [], unit: String = "",
                emptyMessage: String = "No data") {
        self.accessibility = accessibility
        self.points = points
        self.previous = previous
        self.normalRange = normalRange
        self.xTicks = xTicks
        self.unit = unit
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let current = merge(view.points.filter { $0.x.isFinite }.sorted { $0.x < $1.x }, limit: 400)
        let previous = merge(view.previous.filter { $0.x.isFinite }.sorted { $0.x < $1.x }, limit: 400)
        let wrapped = ChartFrame.open("range-chart", view.accessibility, plotViewBox: false, into: &context)
        defer { ChartFrame.close(wrapped: wrapped, into: &context) }
        // The scale needs only the lowest and highest value.
        guard let (lo, hi) = ChartRangePoint.bounds(current, previous) else {
            ChartFrame.writeEmpty(view.emptyMessage, into: &context.buffer)
            return
        }
        let xs = (current + previous).map(\.x).sorted()
        let (extent, step) = ChartFrame.barExtent(xs)
        let scale = ChartScale(xs: extent, values: [lo, hi], includeZero: false, tickCount: 4, nice: true)
        if let band = ChartFrame.bandNearData(view.normalRange, dataLow: lo, dataHigh: hi, scale) {
            ChartFrame.writeBand(band, scale, into: &context.buffer)
        }
        ChartFrame.writeGrid(scale, unit: view.unit, style: context.environment.axisNumberStyle, into: &context.buffer)
        ChartFrame.writeXLabels(view.xTicks, scale, into: &context.buffer)
        ChartFrame.openPlot(into: &context.buffer)
        let offset = previous.isEmpty ? 0 : (scale.plotX(scale.xMin + step) - scale.plotX(scale.xMin)) * 0.18
        let dense = xs.count > 60
        writeBars(previous, dx: -offset, class: dense ? "chart-range chart-range-previous chart-dense" : "chart-range chart-range-previous",
                  scale, into: &context.buffer)
        writeBars(current, dx: offset, class: dense ? "chart-range chart-range-current chart-dense" : "chart-range chart-range-current",
                  scale, into: &context.buffer)
        writeMeans(current, dx: offset, dense: dense, scale, into: &context.buffer)
        context.buffer.write("</svg>")
        view.chartReferences.write(goal: nil, scale, into: &context.buffer)
    }

    /// The means as round dots (`path.chart-range-mean`); nothing when no day has a mean.
    static func writeMeans(_ points: [ChartRangePoint], dx: Double, dense: Bool, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        ChartPathWriter.writing(into: &buffer) { path, buffer in
            var opened = false
            for p in points {
                guard let m = p.mean, m.isFinite else { continue }
                if !opened {
                    buffer.write(dense ? "<path class=\"chart-range-mean chart-dense\" d=\"" : "<path class=\"chart-range-mean\" d=\"")
                    opened = true
                }
                path.move(UInt8(ascii: "M"), scale.plotX(p.x) + dx, scale.plotY(m), &buffer)
                path.byte(UInt8(ascii: "h"), &buffer)
                path.byte(UInt8(ascii: "0"), &buffer)
            }
            if opened {
                path.flush(into: &buffer)
                buffer.write("\"/>")
            }
        }
    }

    /// One subpath per day from its low to its high (a zero-length line for one value: the round cap shows it).
    /// When a day has a ``ChartRangePoint/label``, every day is its own `<path>` with a `<title>` in a `<g class="CLS">`.
    static func writeBars(_ points: [ChartRangePoint], dx: Double, class cls: StaticString, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        let titled = points.contains { $0.label != nil }
        ChartPathWriter.writing(into: &buffer) { path, buffer in
            var marks = ChartMarkGroup(class: cls, titled: titled)
            for p in points {
                guard let (lo, hi) = p.extent else { continue }
                marks.openMark(&path, &buffer)
                path.move(UInt8(ascii: "M"), scale.plotX(p.x) + dx, scale.plotY(lo), &buffer)
                path.byte(UInt8(ascii: "V"), &buffer)
                path.tenths(scale.plotY(hi), &buffer)
                marks.closeMark(p.label, &path, &buffer)
            }
            marks.close(&path, &buffer)
        }
    }

    /// Whether a chart of `points` draws `normalRange` (only where the band meets the data), so a legend
    /// names the band only when it is drawn.
    public static func drawsNormalRange(_ normalRange: ClosedRange<Double>?, points: [ChartRangePoint]) -> Bool {
        let current = merge(points.filter { $0.x.isFinite }.sorted { $0.x < $1.x }, limit: 400)
        guard let (lo, hi) = ChartRangePoint.bounds(current, []) else { return false }
        let (extent, _) = ChartFrame.barExtent(current.map(\.x))
        let scale = ChartScale(xs: extent, values: [lo, hi], includeZero: false, tickCount: 4, nice: true)
        return ChartFrame.bandNearData(normalRange, dataLow: lo, dataHigh: hi, scale) != nil
    }

    /// Merges sorted points into at most `limit` buckets: lowest low, highest high, mean of the means.
    static func merge(_ points: [ChartRangePoint], limit: Int) -> [ChartRangePoint] {
        guard points.count > limit, limit > 0 else { return points }
        var out: [ChartRangePoint] = []
        out.reserveCapacity(limit)
        for b in 0..<limit {
            let start = b * points.count / limit, end = (b + 1) * points.count / limit
            guard start < end else { continue }
            var lo: Double?, hi: Double?, sum = 0.0, n = 0
            for p in points[start..<end] {
                if let (l, h) = p.extent {
                    lo = min(lo ?? l, l)
                    hi = max(hi ?? h, h)
                }
                if let m = p.mean, m.isFinite { sum += m; n += 1 }
            }
            let xMid = (points[start].x + points[end - 1].x) / 2
            out.append(ChartRangePoint(x: xMid, low: lo, high: hi, mean: n > 0 ? sum / Double(n) : nil))
        }
        return out
    }
}
