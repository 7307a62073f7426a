/// Maps data values to the chart's coordinates. The plot is drawn in a `0 0 1000 1000`
/// view box stretched to the chart's box; labels and grid lines are placed in percent of the
/// chart's box so their text is not stretched.
struct ChartScale {
    /// The x range shown.
    var xMin: Double
    var xMax: Double
    /// The y range shown (nice tick values at both ends for axis charts).
    var yMin: Double
    var yMax: Double
    /// The y values that get a grid line and a label.
    var yTicks: [Double]
    /// The distance between two y ticks.
    var yStep: Double

    /// The plot's size in view-box units.
    static let plotSize = 1000.0

    /// The largest magnitude a chart scale covers: values beyond it are pinned at the plot's edge,
    /// so spans, steps and ticks stay finite (the widest span, -1e300…1e300, is far from overflow).
    static let largestValue = 1e300

    /// Plot x (0…1000) for a data x.
    func plotX(_ x: Double) -> Double {
        xMax > xMin ? ChartScale.fraction(x, xMin, xMax) * ChartScale.plotSize : ChartScale.plotSize / 2
    }

    /// Plot y (0 at the top … 1000 at the bottom) for a data y.
    func plotY(_ y: Double) -> Double {
        yMax > yMin ? (1 - ChartScale.fraction(y, yMin, yMax)) * ChartScale.plotSize : ChartScale.plotSize / 2
    }

    /// Where `v` lies between `lo` and `hi` (0 at `lo`, 1 at `hi`), clamped to -1…2 so a value
    /// far outside the range is drawn just beyond the plot; finite for any finite input, even when
    /// `hi - lo` overflows (then the halves are subtracted). `lo < hi`.
    static func fraction(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        let span = hi - lo
        let f = span.isFinite ? (v - lo) / span : (v / 2 - lo / 2) / (hi / 2 - lo / 2)
        guard f.isFinite else { return f == .infinity ? 2 : (f == -.infinity ? -1 : 0) }
        return min(max(f, -1), 2)
    }

    /// The fraction (0…1) of the plot's width for a data x.
    func fractionX(_ x: Double) -> Double { plotX(x) / ChartScale.plotSize }

    /// The fraction (0 top…1 bottom) of the plot's height for a data y.
    func fractionY(_ y: Double) -> Double { plotY(y) / ChartScale.plotSize }

    /// A scale covering `values` (and `xs`), with about `tickCount` nice y ticks when `nice` is set.
    init(xs: (Double, Double)?, values: [Double], includeZero: Bool, tickCount: Int, nice: Bool) {
        if let xs, xs.0.isFinite, xs.1.isFinite, xs.0 <= xs.1 {
            xMin = xs.0
            xMax = xs.1
        } else {
            xMin = 0
            xMax = 1
        }
        let limit = ChartScale.largestValue
        let shown = values.lazy.filter(\.isFinite).map { min(max($0, -limit), limit) }
        var lo = shown.min() ?? 0
        var hi = shown.max() ?? 1
        if includeZero {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        if hi - lo < 1e-9 {
            let pad = max(lo.magnitude * 0.1, 1)
            if includeZero && lo == 0 { hi = lo + pad } else { lo -= pad; hi += pad }
        }
        guard nice else {
            let pad = (hi - lo) * 0.08
            yMin = includeZero && lo == 0 ? 0 : lo - pad
            yMax = hi + pad
            yTicks = []
            yStep = hi - lo
            return
        }
        // Leave a little room so a series or band that spans the data exactly does not fill
        // the whole plot (a 50…60 band on a 50…60 axis would look like the background).
        let room = (hi - lo) * 0.05
        if !(includeZero && lo == 0) { lo -= room }
        if !(includeZero && hi == 0) { hi += room }
        let step = ChartScale.niceStep((hi - lo) / Double(max(tickCount - 1, 1)))
        let first = (lo / step).rounded(.down) * step
        let last = (hi / step).rounded(.up) * step
        yMin = first
        yMax = last > first ? last : first + step
        yStep = step
        var ticks: [Double] = []
        var k = 0
        while true {
            let v = first + Double(k) * step
            if v > yMax + step * 1e-6 || k > 20 { break }
            ticks.append(abs(v) < step * 1e-9 ? 0 : v)
            k += 1
        }
        yTicks = ticks
    }

    /// The smallest of 1, 2, 2.5, 5, 10 × 10ⁿ that is at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough { magnitude /= 10 }
        for m in [1.0, 2.0, 2.5, 5.0, 10.0] where m * magnitude >= rough * (1 - 1e-9) {
            return m * magnitude
        }
        return 10 * magnitude
    }

    /// The x extent of some series, or `nil` if they are empty.
    static func xExtent(_ series: [[ChartSeriesPoint]]) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for s in series {
            if let f = s.first { lo = min(lo, f.x) }
            if let l = s.last { hi = max(hi, l.x) }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
