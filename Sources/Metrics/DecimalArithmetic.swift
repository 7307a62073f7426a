/// Differences, percentages and products of shown values computed on their decimals, so a change
/// that is exactly a half (113.5 − 76 = 37.5, 6.25 %) is the `Double` nearest that half and
/// rounds the way a person rounds it (see ``MetricFormatting``). Each result is rounded once, by
/// one correctly rounded division; values with more than 15 significant digits use plain
/// floating point.
package enum DecimalArithmetic {
    private static let exactLimit: Int64 = 1 << 53

    /// `a - b` on the shortest decimals of `a` and `b`.
    package static func difference(_ a: Double, _ b: Double) -> Double {
        let plain = a - b
        guard a.isFinite, b.isFinite, let x = signed(a), let y = signed(b) else { return plain }
        let exponent = Swift.min(x.exponent, y.exponent)
        guard let xm = scale(x.mantissa, by: x.exponent - exponent), let ym = scale(y.mantissa, by: y.exponent - exponent) else {
            return plain
        }
        let (d, overflow) = xm.subtractingReportingOverflow(ym)
        guard !overflow, d.magnitude <= UInt64(exactLimit) else { return plain }
        return value(d, exponent: exponent) ?? plain
    }

    /// `change / |base| × 100` on the shortest decimals of both, `nil` when `base` is 0.
    package static func percent(_ change: Double, of base: Double) -> Double? {
        guard base != 0 else { return nil }
        let plain = change / base.magnitude * 100
        guard change.isFinite, base.isFinite, let c = signed(change), let b = signed(base.magnitude) else { return plain }
        let k = c.exponent - b.exponent + 2
        if k >= 0 {
            guard let numerator = scale(c.mantissa, by: k) else { return plain }
            return Double(numerator) / Double(b.mantissa)
        }
        guard let denominator = scale(b.mantissa, by: -k) else { return plain }
        return Double(c.mantissa) / Double(denominator)
    }

    /// `value × factor` on `value`'s shortest decimal (hours × 60 = minutes: 7.025 h is 421.5 min).
    package static func product(_ value: Double, _ factor: Int) -> Double {
        let plain = value * Double(factor)
        guard value.isFinite, let x = signed(value) else { return plain }
        let (m, overflow) = x.mantissa.multipliedReportingOverflow(by: Int64(factor))
        guard !overflow, m.magnitude <= UInt64(exactLimit) else { return plain }
        return self.value(m, exponent: x.exponent) ?? plain
    }

    /// `value` as a signed `mantissa × 10^exponent`.
    private static func signed(_ value: Double) -> (mantissa: Int64, exponent: Int)? {
        guard let parts = DecimalDigits(value).scaledInteger else { return nil }
        return (value < 0 ? -parts.mantissa : parts.mantissa, parts.exponent)
    }

    /// `m × 10^k` for `k ≥ 0`, `nil` beyond 2⁵³.
    private static func scale(_ m: Int64, by k: Int) -> Int64? {
        guard k >= 0, k <= 15 else { return nil }
        let (r, overflow) = m.multipliedReportingOverflow(by: Int64(DecimalSum.powers[k]))
        return overflow || r.magnitude > UInt64(exactLimit) ? nil : r
    }

    /// `m × 10^exponent` with one rounding, `nil` when the power is out of the exact range.
    private static func value(_ m: Int64, exponent: Int) -> Double? {
        if exponent >= 0 { return exponent <= 15 ? Double(m) * DecimalSum.powers[exponent] : nil }
        return -exponent <= 15 ? Double(m) / DecimalSum.powers[-exponent] : nil
    }
}
