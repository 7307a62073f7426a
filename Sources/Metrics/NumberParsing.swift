import Glibc

/// Hand-written decimal parsing on UTF-8 bytes.
///
/// Plain decimals with up to 15 significant digits take an exact fast path (an integer mantissa
/// divided or multiplied by an exact power of ten, which rounds correctly); anything longer or
/// with an exponent goes through `strtod` on a temporary buffer (any length).
///
/// Only finite numbers are returned: text beyond the range of a `Double` (`1e400`) is `nil`, and
/// ``problem(_:_:)`` says why for the error message.
enum NumberParsing {
    /// Why some text is not a usable number (see ``problem(_:_:)``).
    enum Problem: Equatable {
        /// Not written as a number at all (`abc`, `8,432`, `12 kg`).
        case notANumber
        /// `nan`, `inf`, `infinity` (any case, optionally signed): not a finite number.
        case notFinite
        /// Written as a number, but beyond the range of a `Double` (about ±1.8e308), e.g. `1e400`.
        case outOfRange
    }

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

    /// Why text that ``parse(_:_:)`` rejected is not a number: a non-finite word, a number too
    /// large for a `Double`, or anything else. Only called on the error path.
    static func problem(_ p: UnsafePointer<UInt8>, _ n: Int) -> Problem {
        var i = 0
        if i < n, p[i] == 45 || p[i] == 43 { i += 1 }
        var word: [UInt8] = []
        while i < n, word.count < 9 { word.append(p[i] | 0x20); i += 1 }
        if i == n, word == Array("nan".utf8) || word == Array("inf".utf8) || word == Array("infinity".utf8) {
            return .notFinite
        }
        return isSyntaxValid(p, n) ? .outOfRange : .notANumber
    }

    /// Whether the bytes are `[+-]digits[.digits][e[+-]digits]` (at least one mantissa digit).
    private static func isSyntaxValid(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var i = 0
        if i < n, p[i] == 45 || p[i] == 43 { i += 1 }
        var digits = 0
        while i < n, p[i] &- 48 < 10 { i += 1; digits += 1 }
        if i < n, p[i] == 46 {
            i += 1
            while i < n, p[i] &- 48 < 10 { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < n {
            guard p[i] == 101 || p[i] == 69 else { return false }
            i += 1
            if i < n, p[i] == 45 || p[i] == 43 { i += 1 }
            let expStart = i
            while i < n, p[i] &- 48 < 10 { i += 1 }
            return i > expStart && i == n
        }
        return true
    }

    /// `strtod` on a NUL-terminated copy; the syntax was already validated. Non-finite results
    /// (the text is beyond the range of a `Double`) are `nil`.
    private static func slowPath(_ p: UnsafePointer<UInt8>, _ n: Int) -> Double? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: n + 1) { buffer -> Double? in
            for k in 0..<n { buffer[k] = CChar(bitPattern: p[k]) }
            buffer[n] = 0
            guard let base = buffer.baseAddress else { return nil }
            let v = strtod(base, nil)
            return v.isFinite ? v : nil
        }
    }
}
