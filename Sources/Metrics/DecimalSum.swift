/// Adds numbers the way a person would on paper, so a total of values written with a few
/// decimals is exactly their decimal total (daily rain adding up to 113.5 mm is 113.5, never
/// 113.49999999999999, which would show as 113).
///
/// Each value is read as the shortest decimal that is the same `Double` (`0.1`, `2.35`) and added
/// to an integer count of units of the finest decimal seen so far. When a value has more than
/// ``maximumDecimals`` decimals or the count leaves the range a `Double` holds exactly (2⁵³), the
/// sum falls back to a compensated (Neumaier) sum, still the nearest `Double` to the exact total
/// in all but pathological cases. Rounding happens once, when the result is shown.
package struct DecimalSum: Sendable, Hashable {
    /// The most decimals an exact sum keeps.
    package static let maximumDecimals = 12
    /// The sum in units of 10⁻``scale``, while ``isExact``.
    private var units: Int64 = 0
    /// The decimals of ``units``.
    private var scale = 0
    /// Whether ``units`` still holds the exact decimal total.
    private var isExact = true
    /// Compensated sum of every value (the fallback).
    private var total = 0.0
    private var compensation = 0.0
    /// Number of values added.
    package private(set) var count = 0

    /// An empty sum.
    package init() {}

    /// Exact powers of ten, 10⁰…10¹⁵ (as `Double`: exact up to 10²²).
    static let powers: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }
    private static let exactLimit: Int64 = 1 << 53

    /// Adds one value (finite values only; others make the sum non-finite, as a plain sum would).
    package mutating func add(_ value: Double) {
        count += 1
        let t = total + value
        if total.magnitude >= value.magnitude { compensation += (total - t) + value } else { compensation += (value - t) + total }
        total = t
        guard isExact else { return }
        guard let (mantissa, decimals) = DecimalSum.decimal(value) else {
            isExact = false
            return
        }
        if decimals > scale {
            guard let rescaled = DecimalSum.multiply(units, Int64(DecimalSum.powers[decimals - scale])) else {
                isExact = false
                return
            }
            units = rescaled
            scale = decimals
        }
        guard let aligned = DecimalSum.multiply(mantissa, Int64(DecimalSum.powers[scale - decimals])) else {
            isExact = false
            return
        }
        let (sum, overflow) = units.addingReportingOverflow(aligned)
        if overflow || sum.magnitude > UInt64(DecimalSum.exactLimit) { isExact = false } else { units = sum }
    }

    /// The total: exact decimal total when every value was a short decimal, else compensated.
    package var sum: Double {
        if isExact { return Double(units) / DecimalSum.powers[scale] }
        let s = total + compensation
        return s.isFinite ? s : total
    }

    /// The mean (`nil` without values): the exact total divided once by the count, so a mean
    /// that is a short decimal (37.5, 3.425) is the `Double` nearest to it.
    package var mean: Double? {
        guard count > 0 else { return nil }
        let divisor = Double(count) * DecimalSum.powers[scale]
        if isExact, divisor <= Double(DecimalSum.exactLimit) { return Double(units) / divisor }
        return sum / Double(count)
    }

    /// The exact decimal total (`nil` when a value had too many decimals or the total left the exact range).
    package var exactSum: ExactNumber? {
        guard isExact, let power = ExactNumber.power(scale) else { return nil }
        return ExactNumber(numerator: Int128(units), denominator: power)
    }

    /// The exact mean, every value weighted equally (`nil` without values or without ``exactSum``).
    package var exactMean: ExactNumber? {
        guard count > 0, let total = exactSum else { return nil }
        return ExactNumber.quotient(total, ExactNumber(count))
    }

    /// `value` as `mantissa / 10^decimals` with the fewest decimals (≤ ``maximumDecimals``), or
    /// `nil` when it has more or its mantissa is beyond 2⁵³.
    static func decimal(_ value: Double) -> (Int64, Int)? {
        guard value.isFinite else { return nil }
        for decimals in 0...maximumDecimals {
            let power = powers[decimals]
            let scaled = (value * power).rounded()
            guard scaled.magnitude <= Double(exactLimit) else { return nil }
            if scaled / power == value { return (Int64(scaled), decimals) }
        }
        return nil
    }

    private static func multiply(_ a: Int64, _ b: Int64) -> Int64? {
        let (r, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow || r.magnitude > UInt64(exactLimit) ? nil : r
    }
}
