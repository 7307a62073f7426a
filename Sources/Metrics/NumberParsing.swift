import Glibc

/// Hand-written decimal parsing on UTF-8 bytes.
///
/// Plain decimals with up to 15 significant digits take an exact fast path (an integer mantissa
/// divided or multiplied by an exact power of ten, which rounds correctly); anything longer or
/// with an exponent goes through `strtod` on a small stack buffer.
enum NumberParsing {
    static let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// Parses `[+-]digits[.digits][e[+-]digits]` (also `.5` and `5.`); `nil` for anything else,
    /// including `nan`, `inf`, thousands separators and empty text.
    @inline(__always)
    static func parse(_ p: UnsafePointer<UInt8>, _ n: Int) -> Double? {
        var i = 0
        var negative = false
        if i < n, p[i] == 45 || p[i] == 43 {
            negative = p[i] == 45
            i += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var sawDigit = false
        while i < n, p[i] &- 48 < 10 {
            if mantissa != 0 || p[i] != 48 { significant += 1 }
            mantissa = mantissa &* 10 &+ UInt64(p[i] &- 48)
            sawDigit = true
            i += 1
        }
        if i < n, p[i] == 46 {
            i += 1
            while i < n, p[i] &- 48 < 10 {
                if mantissa != 0 || p[i] != 48 { significant += 1 }
                mantissa = mantissa &* 10 &+ UInt64(p[i] &- 48)
                fractionDigits += 1
                sawDigit = true
                i += 1
            }
        }
        guard sawDigit else { return nil }
        if i == n, significant <= 15, fractionDigits <= 22 {
            let v = Double(mantissa) / powers[fractionDigits]
            return negative ? -v : v
        }
        if i < n {
            guard p[i] == 101 || p[i] == 69 else { return nil } // 'e' 'E'
            i += 1
            if i < n, p[i] == 45 || p[i] == 43 { i += 1 }
            let expStart = i
            while i < n, p[i] &- 48 < 10 { i += 1 }
            guard i > expStart, i == n else { return nil }
        }
        return slowPath(p, n)
    }

    /// `strtod` on a NUL-terminated copy; the syntax was already validated.
    private static func slowPath(_ p: UnsafePointer<UInt8>, _ n: Int) -> Double? {
        guard n < 128 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: n + 1) { buffer -> Double? in
            for k in 0..<n { buffer[k] = CChar(bitPattern: p[k]) }
            buffer[n] = 0
            guard let base = buffer.baseAddress else { return nil }
            let v = strtod(base, nil)
            return v.isFinite ? v : nil
        }
    }
}
