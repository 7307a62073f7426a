/// Parts shared by the range, stacked, heat-map and intraday charts: the "no data" sentence that
/// replaces an empty grid, a band drawn only where it meets the data's range, and bar x extents.
extension ChartFrame {
    /// Writes the sentence an empty chart shows instead of a grid (`<text class="chart-empty">`).
    static func writeEmpty(_ message: String, into buffer: inout HTMLBuffer) {
        buffer.write("<text class=\"chart-empty\" x=\"50%\" y=\"50%\" text-anchor=\"middle\" dominant-baseline=\"middle\">")
        buffer.writeEscaped(message)
        buffer.write("</text>")
    }

    /// The part of `range` worth drawing on a scale fitted to the data `lo…hi`: `nil` when the band
    /// lies more than a quarter of the data's span away (it would only squash the data), else the band
    /// clipped to the scale's y range.
    static func bandNearData(_ range: ClosedRange<Double>?, dataLow lo: Double, dataHigh hi: Double,
                             _ scale: ChartScale) -> ClosedRange<Double>? {
        guard let range, range.lowerBound.isFinite, range.upperBound.isFinite else { return nil }
        let reach = max(hi - lo, 1e-9) * 0.25
        guard range.upperBound >= lo - reach, range.lowerBound <= hi + reach else { return nil }
        let low = max(range.lowerBound, scale.yMin), high = min(range.upperBound, scale.yMax)
        return low <= high ? low...high : nil
    }

    /// Whether a goal is near enough to the data `lo…hi` to be drawn (and to widen the scale).
    static func goalNearData(_ goal: Double?, dataLow lo: Double, dataHigh hi: Double) -> Double? {
        guard let goal, goal.isFinite else { return nil }
        let reach = max(hi - lo, max(abs(hi), abs(lo)) * 0.5, 1e-9) * 0.5
        return goal >= lo - reach && goal <= hi + reach ? goal : nil
    }

    /// The x extent for bars centred on `xs` (sorted): half the smallest step beyond each end.
    static func barExtent(_ xs: [Double]) -> (range: (Double, Double)?, step: Double) {
        var step = Double.infinity
        var i = 1
        while i < xs.count {
            let d = xs[i] - xs[i - 1]
            if d > 0 { step = min(step, d) }
            i += 1
        }
        if !step.isFinite { step = 1 }
        guard let first = xs.first, let last = xs.last else { return (nil, step) }
        return ((first - step / 2, last + step / 2), step)
    }

    /// Writes `M x y` or `L x y` (plot units, one decimal).
    static func writeMove(_ command: Unicode.Scalar, _ x: Double, _ y: Double, into buffer: inout HTMLBuffer) {
        buffer.write(byte: UInt8(ascii: command))
        buffer.write(number: x, decimals: 1)
        buffer.write(byte: UInt8(ascii: " "))
        buffer.write(number: y, decimals: 1)
    }
}
