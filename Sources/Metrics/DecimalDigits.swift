/// A finite `Double` as the shortest decimal that reads back as the same `Double` (the digits
/// Swift prints: `3.425`, `113.5`, `0.1`), so display rounding works on the number a person
/// wrote or computed, not on its binary neighbour (3.425 is 3.42499999999999982… in binary).
struct DecimalDigits {
    /// Significant digits (0–9), no leading zeros; empty for zero.
    var digits: [UInt8]
    /// Where the decimal point is: the value is `0.d₁d₂… × 10^point`.
    var point: Int

    /// Digits and point as they are (no leading or trailing zeros in `digits`).
    init(digits: [UInt8], point: Int) {
        self.digits = digits
        self.point = point
    }

    /// The shortest decimal of `value`'s magnitude (`value` must be finite).
    init(_ value: Double) {
        var digits: [UInt8] = []
        var point = 0
        var exponent = 0
        var seenPoint = false
        var exponentSign = 1
        var inExponent = false
        for b in value.magnitude.description.utf8 {
            if inExponent {
                if b == UInt8(ascii: "-") { exponentSign = -1 } else if b >= 48, b <= 57 { exponent = exponent * 10 + Int(b - 48) }
                continue
            }
            switch b {
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case 48...57:
                if digits.isEmpty, b == 48 {
                    if seenPoint { point -= 1 }
                } else {
                    digits.append(b - 48)
                    if !seenPoint { point += 1 }
                }
            default: break
            }
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        self.digits = digits
        self.point = digits.isEmpty ? 0 : point + exponentSign * exponent
    }

    /// Rounds half away from zero to `places` decimals (on the decimal digits, once).
    mutating func round(toPlaces places: Int) {
        let keep = point + places
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = []
            point = 0
            return
        }
        let up = digits[keep] >= 5
        digits.removeLast(digits.count - keep)
        if up {
            var i = keep - 1
            while i >= 0, digits[i] == 9 {
                digits[i] = 0
                i -= 1
            }
            if i >= 0 {
                digits[i] += 1
            } else {
                digits.insert(1, at: 0)
                point += 1
            }
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }

    /// Whether the value is zero.
    var isZero: Bool { digits.isEmpty }

    /// The whole part's digits as ASCII (`"0"` when below 1).
    var wholeASCII: [UInt8] {
        guard point > 0 else { return [48] }
        var out: [UInt8] = []
        out.reserveCapacity(point)
        for i in 0..<point { out.append(48 + (i < digits.count ? digits[i] : 0)) }
        return out
    }

    /// The fraction's digits as ASCII, trailing zeros dropped (empty for a whole number).
    var fractionASCII: [UInt8] {
        guard digits.count > point else { return [] }
        var out: [UInt8] = []
        if point < 0 { out.append(contentsOf: repeatElement(48, count: -point)) }
        for i in Swift.max(point, 0)..<digits.count { out.append(48 + digits[i]) }
        return out
    }

    /// The exact decimal as `mantissa × 10^exponent` when the mantissa fits in 2⁵³.
    var scaledInteger: (mantissa: Int64, exponent: Int)? {
        guard digits.count <= 15 else { return nil }
        var m: Int64 = 0
        for d in digits { m = m * 10 + Int64(d) }
        return (m, point - digits.count)
    }
}
