/// A figure as an exact fraction `numerator / denominator` (128-bit integers, reduced, denominator > 0), so
/// that means, changes, percentages and unit conversions of decimal values stay exact until they are shown,
/// and are rounded once, half away from zero, at the precision shown (``roundedDigits(places:)``): a mean of
/// 72.2/6 and one of 77.9/6 differ by exactly 0.95, and 40/3 → 271/15 is exactly +35.5 %.
///
/// A `Double` becomes the shortest decimal that reads back as the same `Double` (the number written in the
/// file). Every operation returns `nil` when a result leaves the 128-bit range; callers then fall back to
/// floating point (values beyond about 10²⁰ or with more than 17 significant digits).
package struct ExactNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numerator (carries the sign).
    package let numerator: Int128
    /// The denominator, always positive.
    package let denominator: Int128

    /// `numerator / denominator` reduced; `nil` for a zero denominator or beyond the 128-bit range.
    package init?(numerator: Int128, denominator: Int128) {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        var n = numerator, d = denominator
        if d < 0 {
            n = -n
            d = -d
        }
        let g = ExactNumber.gcd(n.magnitude, d.magnitude)
        if g > 1 {
            n /= Int128(g)
            d /= Int128(g)
        }
        self.numerator = n
        self.denominator = d
    }

    /// A whole number.
    package init(_ integer: Int) {
        numerator = Int128(integer)
        denominator = 1
    }

    /// `value`'s shortest decimal (`0.1` is exactly 1/10); `nil` when it is not finite or does not fit.
    package init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self.init(0)
            return
        }
        // A whole number below 2⁵³ is its own shortest decimal (a day's step count): no digits to read.
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            self.init(unchecked: Int128(Int64(value)), 1)
            return
        }
        let digits = DecimalDigits(value)
        guard digits.digits.count <= 17 else { return nil }
        var m: Int128 = 0
        for d in digits.digits { m = m * 10 + Int128(d) }
        if value < 0 { m = -m }
        let exponent = digits.point - digits.digits.count
        if exponent >= 0 {
            guard let p = ExactNumber.power(exponent) else { return nil }
            let (n, overflow) = m.multipliedReportingOverflow(by: p)
            guard !overflow else { return nil }
            self.init(numerator: n, denominator: 1)
        } else {
            guard let p = ExactNumber.power(-exponent) else { return nil }
            self.init(numerator: m, denominator: p)
        }
    }

    /// The nearest `Double` (for drawing, magnitudes and the floating-point fallbacks only).
    package var doubleValue: Double {
        // The same arithmetic in 64 bits when both parts fit (the usual case): 128-bit division and the
        // generic 128-bit to Double conversion cost about ten times as much, on every figure a page shows.
        if let n = Int64(exactly: numerator), let d = Int64(exactly: denominator) {
            if d == 1 { return Double(n) }
            return Double(n / d) + Double(n % d) / Double(d)
        }
        if denominator == 1 { return Double(numerator) }
        let whole = numerator / denominator, rest = numerator % denominator
        return Double(whole) + Double(rest) / Double(denominator)
    }

    /// Whether the number is zero.
    package var isZero: Bool { numerator == 0 }
    /// Whether the number is below zero.
    package var isNegative: Bool { numerator < 0 }
    /// The absolute value.
    package var magnitude: ExactNumber { ExactNumber(unchecked: numerator < 0 ? -numerator : numerator, denominator) }

    package var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    package static func < (a: ExactNumber, b: ExactNumber) -> Bool {
        if a.denominator == b.denominator { return a.numerator < b.numerator }
        let (l, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
        let (r, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
        if o1 || o2 { return a.doubleValue < b.doubleValue }
        return l < r
    }

    /// `a + b`, `nil` beyond the range.
    package static func sum(_ a: ExactNumber, _ b: ExactNumber) -> ExactNumber? {
        let g = Int128(gcd(a.denominator.magnitude, b.denominator.magnitude))
        let da = a.denominator / g, db = b.denominator / g
        let (x, o1) = a.numerator.multipliedReportingOverflow(by: db)
        let (y, o2) = b.numerator.multipliedReportingOverflow(by: da)
        let (n, o3) = x.addingReportingOverflow(y)
        let (d, o4) = a.denominator.multipliedReportingOverflow(by: db)
        guard !(o1 || o2 || o3 || o4) else { return nil }
        return ExactNumber(numerator: n, denominator: d)
    }

    /// `a - b`, `nil` beyond the range.
    package static func difference(_ a: ExactNumber, _ b: ExactNumber) -> ExactNumber? {
        guard b.numerator != .min else { return nil }
        return sum(a, ExactNumber(unchecked: -b.numerator, b.denominator))
    }

    /// `a × b`, `nil` beyond the range.
    package static func product(_ a: ExactNumber, _ b: ExactNumber) -> ExactNumber? {
        // Cross-reduce first so that products stay small.
        let g1 = Int128(gcd(a.numerator.magnitude, b.denominator.magnitude)), g2 = Int128(gcd(b.numerator.magnitude, a.denominator.magnitude))
        let (n, o1) = (a.numerator / Swift.max(g1, 1)).multipliedReportingOverflow(by: b.numerator / Swift.max(g2, 1))
        let (d, o2) = (a.denominator / Swift.max(g2, 1)).multipliedReportingOverflow(by: b.denominator / Swift.max(g1, 1))
        guard !(o1 || o2) else { return nil }
        return ExactNumber(numerator: n, denominator: d)
    }

    /// `a / b`, `nil` when `b` is zero or beyond the range.
    package static func quotient(_ a: ExactNumber, _ b: ExactNumber) -> ExactNumber? {
        guard !b.isZero, b.numerator != .min else { return nil }
        let inverse = b.numerator < 0 ? ExactNumber(unchecked: -b.denominator, -b.numerator)
            : ExactNumber(unchecked: b.denominator, b.numerator)
        return product(a, inverse)
    }

    /// The magnitude times 10^`places`, rounded half away from zero to a whole number (once, on the exact
    /// value): the digits ``roundedDigits(places:)`` writes, as one integer; `nil` beyond the range.
    func roundedScaled(places: Int) -> UInt128? {
        guard places >= 0, let p = ExactNumber.power(places) else { return nil }
        let (scaled, overflow) = numerator.magnitude.multipliedReportingOverflow(by: p.magnitude)
        guard !overflow else { return nil }
        let d = denominator.magnitude
        if let s64 = UInt64(exactly: scaled), let d64 = UInt64(exactly: d) { // the same in 64 bits, when it fits
            let r = s64 % d64
            return UInt128(s64 / d64) + (r >= d64 - r ? 1 : 0)
        }
        var q = scaled / d
        let r = scaled % d
        if r >= d - r { q += 1 } // 2r ≥ d without overflow: a half or more rounds away from zero
        return q
    }

    /// The magnitude rounded half away from zero to `places` decimals (once, on the exact value), as decimal
    /// digits; `nil` beyond the range.
    func roundedDigits(places: Int) -> DecimalDigits? {
        guard var q = roundedScaled(places: places) else { return nil }
        var digits: [UInt8] = []
        if var small = UInt64(exactly: q) { // 64-bit division when it fits: the usual case, and much cheaper
            while small > 0 {
                digits.append(UInt8(small % 10))
                small /= 10
            }
            q = 0
        }
        while q > 0 {
            digits.append(UInt8(q % 10))
            q /= 10
        }
        digits.reverse()
        let point = digits.count - places
        while let last = digits.last, last == 0 { digits.removeLast() }
        return DecimalDigits(digits: digits, point: digits.isEmpty ? 0 : point)
    }

    /// The magnitude rounded half away from zero to a whole number (`nil` beyond `Int`).
    package var roundedMagnitude: Int? {
        let n = numerator.magnitude, d = denominator.magnitude
        var q = n / d
        if n % d >= d - n % d { q += 1 }
        return Int(exactly: q)
    }

    private init(unchecked numerator: Int128, _ denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// 10^k for 0 ≤ k ≤ 38.
    static func power(_ k: Int) -> Int128? {
        guard k >= 0, k <= 38 else { return nil }
        var p: Int128 = 1
        for _ in 0..<k { p *= 10 }
        return p
    }

    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var a = a, b = b
        while b != 0 {
            if let x = UInt64(exactly: a), let y = UInt64(exactly: b) { return UInt128(gcd64(x, y)) }
            (a, b) = (b, a % b)
        }
        return a
    }

    /// ``gcd(_:_:)`` in 64 bits, where 128-bit remainders would cost a library call each step.
    private static func gcd64(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var a = a, b = b
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
