/// Number formatting for cards and sentences, by hand (no `NumberFormatter`).
///
/// Decimals follow magnitude: 0 at 100 and above, 1 from 10, 2 below 10, and below 0.01 as many as two
/// significant digits need, at most ``maximumDecimals`` (`0.00012`, `0.0051`); trailing zeros are dropped
/// (`52`, `48.7`, `7.25`); thousands get commas (`8,432`). Non-finite values print `–`.
/// Rounding is decimal, half away from zero, once, at display (see ``number(_:decimals:)``).
///
/// Text for readers (cards, sentences, tables, axes) writes negative numbers with the true minus sign
/// (``displayMinus``, U+2212) and a no-break space between a value and its unit (``unitSpace``); text for
/// machines and messages (metadata, CSV, attributes) keeps the ASCII hyphen (`minus: "-"`, the default).
package enum MetricFormatting {
    /// The most decimals a number is shown with.
    package static let maximumDecimals = 6

    /// The minus sign of English display text: U+2212 MINUS SIGN (`−3`), not the hyphen.
    package static let displayMinus = "\u{2212}"

    /// Between a value and its unit: U+00A0 NO-BREAK SPACE, so `118 bpm` never breaks into `118` / `bpm`
    /// (copied text keeps it; screen readers read it as a space).
    package static let unitSpace = "\u{A0}"

    /// The automatic number of decimals for a magnitude: 0 from 100, 1 from 10, 2 from 0.01, and below that
    /// enough for two significant digits (0.00012 → 5, 0.005 → 4), at most ``maximumDecimals``.
    package static func decimals(for value: Double) -> Int {
        let a = value.magnitude
        if a >= 100 { return 0 }
        if a >= 10 { return 1 }
        if a >= 0.01 || a == 0 || !a.isFinite { return 2 }
        // 0.d₁d₂… × 10^point: the first significant digit is at decimal place 1 - point.
        let point = DecimalDigits(a).point
        return Swift.min(Swift.max(2 - point, 2), maximumDecimals)
    }

    /// Formats a number: `decimals` fixed places (trailing zeros trimmed) or automatic when `nil`.
    ///
    /// Rounds half away from zero on the shortest decimal that is the same `Double` (3.425 → `3.43`,
    /// 113.5 → `114`, 0.125 → `0.13`), the number a person would round, not its binary neighbour.
    /// `minus` is written before a negative number (`"-"`, or ``displayMinus`` for readers).
    package static func number(_ value: Double, decimals: Int? = nil, minus: String = "-") -> String {
        guard value.isFinite else { return "–" }
        guard value.magnitude < 9.0e18 else { return String(value) }
        // A whole number below 2⁵³ is its own shortest decimal, and rounding leaves it as it is (8,432 steps).
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            let whole = UInt64(value.magnitude)
            return written(whole, places: 0, negative: value < 0 && whole != 0, minus: minus)
        }
        let places = Swift.min(Swift.max(decimals ?? self.decimals(for: value), 0), maximumDecimals)
        var digits = DecimalDigits(value)
        digits.round(toPlaces: places)
        var out = value < 0 && !digits.isZero ? minus : ""
        out += grouped(digits.wholeASCII, negative: false)
        let fraction = digits.fractionASCII
        if !fraction.isEmpty {
            out += "."
            out += String(decoding: fraction, as: UTF8.self)
        }
        return out
    }

    /// The digits ``number(_:decimals:)`` writes, before grouping and symbols: the integer and fraction
    /// digits (ASCII) and the sign, for a language's own separators (``number(_:decimals:)``'s rounding, the
    /// same as CLDR's half away from zero); `nil` for values it does not write as digits (not finite, 9e18 and beyond).
    package static func digits(_ value: Double, decimals: Int? = nil) -> (whole: [UInt8], fraction: [UInt8], negative: Bool)? {
        guard value.isFinite, value.magnitude < 9.0e18 else { return nil }
        let places = Swift.min(Swift.max(decimals ?? self.decimals(for: value), 0), maximumDecimals)
        var digits = DecimalDigits(value)
        digits.round(toPlaces: places)
        return (digits.wholeASCII, digits.fractionASCII, value < 0 && !digits.isZero)
    }

    /// ``number(_:decimals:minus:)`` of an exact figure: rounded once, half away from zero, on the exact value
    /// (a change of exactly 0.95 at one decimal is `1`, never `0.9`).
    package static func number(_ value: ExactNumber, decimals: Int? = nil, minus: String = "-") -> String {
        let places = Swift.min(Swift.max(decimals ?? self.decimals(for: value.doubleValue), 0), maximumDecimals)
        if let scaled = value.roundedScaled(places: places), let q = UInt64(exactly: scaled) { // the usual case
            return written(q, places: places, negative: value.isNegative && q != 0, minus: minus)
        }
        guard let d = digits(value, decimals: decimals) else { return number(value.doubleValue, decimals: decimals, minus: minus) }
        var out = d.negative ? minus : ""
        out += grouped(d.whole, negative: false)
        if !d.fraction.isEmpty {
            out += "."
            out += String(decoding: d.fraction, as: UTF8.self)
        }
        return out
    }

    /// ``digits(_:decimals:)`` of an exact figure (rounded once on the exact value); `nil` beyond its range.
    package static func digits(_ value: ExactNumber, decimals: Int? = nil) -> (whole: [UInt8], fraction: [UInt8], negative: Bool)? {
        let places = Swift.min(Swift.max(decimals ?? self.decimals(for: value.doubleValue), 0), maximumDecimals)
        guard let rounded = value.roundedDigits(places: places) else { return nil }
        return (rounded.wholeASCII, rounded.fractionASCII, value.isNegative && !rounded.isZero)
    }

    /// The decimals of a percent change: none from 10 %, else one.
    package static func percentDecimals(_ value: ExactNumber) -> Int {
        value.magnitude < ExactNumber(10) ? 1 : 0
    }

    /// A percent change of an exact figure: `+35.5` % is `+36%`.
    package static func percent(_ value: ExactNumber, minus: String = "-") -> String {
        let n = number(value, decimals: percentDecimals(value), minus: minus)
        return (n == "0" || n.hasPrefix(minus) ? n : "+" + n) + "%"
    }

    /// Units whose values are durations in hours, shown as hours and whole minutes (`7 h 26 min`).
    package static let hourUnits: Set<String> = ["h", "hr", "hrs", "hour", "hours"]

    /// Whether `unit` is one of ``hourUnits``, without hashing it (asked for every value a page shows).
    package static func isHourUnit(_ unit: String) -> Bool {
        switch unit.utf8.count {
        case 1: return unit == "h"
        case 2: return unit == "hr"
        case 3: return unit == "hrs"
        case 4: return unit == "hour"
        case 5: return unit == "hours"
        default: return false
        }
    }

    /// A count with thousands grouped: `1,000,000`.
    package static func count(_ value: Int, minus: String = "-") -> String {
        (value < 0 ? minus : "") + grouped(Array(String(value.magnitude).utf8), negative: false)
    }

    /// A value with its unit: `8,432 steps`, `52 bpm`, `7.5 h`; `%` is attached without a space; `space` goes
    /// between the number and any other unit (``unitSpace`` for readers).
    package static func value(_ value: Double, unit: String?, decimals: Int? = nil, minus: String = "-", space: String = " ") -> String {
        let n = number(value, decimals: decimals, minus: minus)
        guard let unit = unit, !unit.isEmpty else { return n }
        return unit == "%" ? n + "%" : n + space + unit
    }

    /// A signed change: `+3`, `-1,200`, `0`.
    package static func signed(_ value: Double, decimals: Int? = nil, minus: String = "-") -> String {
        let n = number(value, decimals: decimals, minus: minus)
        if n == "0" || n.hasPrefix(minus) || n == "–" { return n }
        return "+" + n
    }

    /// A percent change with sign and at most one decimal: `+12%`, `-3.5%`.
    package static func percent(_ value: Double, minus: String = "-") -> String {
        signed(value, decimals: value.magnitude >= 10 ? 0 : 1, minus: minus) + "%"
    }

    /// `q / 10^places` as ``number(_:decimals:minus:)`` writes it (`minus` first when `negative`, thousands
    /// grouped, the fraction's trailing zeros dropped), built in the string's own storage at once: every value
    /// of a metric page goes through here.
    private static func written(_ q: UInt64, places: Int, negative: Bool, minus: String) -> String {
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        let whole = q / scale
        var fraction = q % scale, fractionDigits = fraction == 0 ? 0 : places
        while fraction != 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var wholeDigits = 1, rest = whole
        while rest >= 10 {
            rest /= 10
            wholeDigits += 1
        }
        let sign = negative ? minus.utf8.count : 0, commas = (wholeDigits - 1) / 3
        let total = sign + wholeDigits + commas + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        return String(unsafeUninitializedCapacity: total) { out in
            var i = 0
            if negative {
                for b in minus.utf8 {
                    out[i] = b
                    i += 1
                }
            }
            var w = whole, at = i + wholeDigits + commas - 1, n = 0
            repeat {
                if n > 0, n % 3 == 0 {
                    out[at] = 44
                    at -= 1
                }
                out[at] = 48 + UInt8(truncatingIfNeeded: w % 10)
                at -= 1
                w /= 10
                n += 1
            } while w > 0
            i += wholeDigits + commas
            if fractionDigits > 0 {
                out[i] = 46
                var f = fraction, k = i + fractionDigits
                while k > i {
                    out[k] = 48 + UInt8(truncatingIfNeeded: f % 10)
                    f /= 10
                    k -= 1
                }
                i += 1 + fractionDigits
            }
            return i
        }
    }

    private static func grouped(_ bytes: [UInt8], negative: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 3 + 1)
        if negative { out.append(45) }
        for (i, b) in bytes.enumerated() {
            if i > 0, (bytes.count - i) % 3 == 0 { out.append(44) }
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
