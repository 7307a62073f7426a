/// Deterministic decimal output for SVG coordinates: rounds half away from zero to a fixed
/// number of decimals and drops trailing zeros (`12.5`, `12`, `-0.25`), never `-0`, never
/// exponents. Written by hand on bytes, no `String(format:)`.
extension HTMLBuffer {
    /// Writes `value` with at most `decimals` (0–6) fraction digits. Non-finite values write `0`.
    /// The digits are built right to left in a small stack buffer and appended at once (this runs for
    /// every coordinate of every chart).
    mutating func write(number value: Double, decimals: Int) {
        guard value.isFinite else {
            write(byte: UInt8(ascii: "0"))
            return
        }
        let d = min(max(decimals, 0), 6)
        let scale: Int
        switch d {
        case 0: scale = 1
        case 1: scale = 10
        case 2: scale = 100
        case 3: scale = 1_000
        case 4: scale = 10_000
        case 5: scale = 100_000
        default: scale = 1_000_000
        }
        let clamped = min(max(value, -1e12), 1e12)
        // Round half away from zero without a libm call: the magnitude is below 2⁵⁴, so the
        // truncating conversion and the remainder `x - trunc(x)` are exact.
        let x = clamped.magnitude * Double(scale)
        let truncated = Int(x)
        let units = x - Double(truncated) >= 0.5 ? truncated + 1 : truncated
        if units == 0 {
            write(byte: UInt8(ascii: "0"))
            return
        }
        var whole = units / scale
        var frac = units % scale
        var digits = d
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { out in
            var pos = 32
            if frac != 0 {
                while frac % 10 == 0 {
                    frac /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    pos -= 1
                    out[pos] = UInt8(ascii: "0") + UInt8(frac % 10)
                    frac /= 10
                }
                pos -= 1
                out[pos] = UInt8(ascii: ".")
            }
            repeat {
                pos -= 1
                out[pos] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            if clamped < 0 {
                pos -= 1
                out[pos] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: out[pos..<32]))
        }
    }
}

/// Formats axis values for humans: on axes that reach 10,000 (ticks at least a tenth of the unit apart)
/// thousands as `k` (`0`, `5k`, `10k`, `2.5k`), and from 10⁶, 10⁹ and 10¹² the axis' largest tick chooses
/// `M`, `B` or `T` (`1.5B`, the compact names of English CLDR); otherwise exactly as many decimals as the
/// tick step needs (a 2.5 step gives `0 | 2.5 | 5 | 7.5`, a 0.025 step `46.575`, a 0.00002 step `0.00012`), so
/// every label is the grid line's value. Axes beyond that (reaching 10¹⁵) or whose ticks are less than 10⁻⁵
/// apart use powers of ten (`2.5e18`, `5e-10`), so no label is ever clamped or rounded to nothing.
/// A negative label starts with the true minus sign, U+2212 (`−5`); SVG coordinates keep the hyphen.
enum ChartLabelFormat {
    /// The compact suffixes by power of ten.
    static let suffixes: [(power: Double, exponent: Int, suffix: UInt8)] = [
        (1e12, 12, UInt8(ascii: "T")), (1e9, 9, UInt8(ascii: "B")), (1e6, 6, UInt8(ascii: "M")), (1e3, 3, UInt8(ascii: "k")),
    ]

    /// The label for `value` on an axis whose ticks are `step` apart and reach `largest` in magnitude.
    static func label(_ value: Double, step: Double, largest: Double) -> String {
        var buffer = HTMLBuffer(capacity: 16)
        write(value, step: step, largest: largest, into: &buffer)
        return buffer.string
    }

    /// Writes ``label(_:step:largest:)`` straight into `buffer` (digits, `.`, `-`, `k`, `e`: nothing to escape).
    static func write(_ value: Double, step: Double, largest: Double, into buffer: inout HTMLBuffer) {
        guard value.isFinite, step.isFinite, largest.isFinite else {
            buffer.write(number: value, decimals: 0)
            return
        }
        guard value < 0 else {
            writeMagnitude(value, step: step, largest: largest, into: &buffer)
            return
        }
        let start = buffer.count
        buffer.write("\u{2212}")
        let digits = buffer.count
        writeMagnitude(value.magnitude, step: step, largest: largest, into: &buffer)
        // A tick that rounds to zero is `0`, without a sign.
        if buffer.count == digits + 1 && buffer.bytes[digits] == UInt8(ascii: "0") { buffer.bytes.removeSubrange(start..<digits) }
    }

    /// The compact unit of an axis: the largest power of ten among ``suffixes`` at most `largest` (from
    /// 10,000 for `k`) whose ticks, `step` apart, need at most one decimal in that unit; `nil` for plain labels.
    static func compactUnit(step: Double, largest: Double) -> (power: Double, suffix: UInt8)? {
        guard largest >= 10_000, largest < 1e15 else { return nil }
        for unit in suffixes where largest >= unit.power && step >= unit.power / 10 {
            return (unit.power, unit.suffix)
        }
        return nil
    }

    /// A label of a value ≥ 0 (see the type's rules).
    private static func writeMagnitude(_ value: Double, step: Double, largest: Double, into buffer: inout HTMLBuffer) {
        if largest >= 1e15 || (step > 0 && step < 1e-5) {
            writeScientific(value, step: step, largest: largest, into: &buffer)
        } else if let unit = compactUnit(step: step, largest: largest) {
            buffer.write(number: value / unit.power, decimals: decimalsNeeded(step / unit.power))
            if value != 0 { buffer.write(byte: unit.suffix) }
        } else if largest >= 1e12 {
            writeScientific(value, step: step, largest: largest, into: &buffer)
        } else {
            buffer.write(number: value, decimals: decimalsNeeded(step))
        }
    }

    /// The fewest decimals (0–6) that write every multiple of `step` exactly: 0 for 5 or 10, 1 for
    /// 2.5 or 0.5, 2 for 0.25, 3 for 0.025 (a step is 1, 2, 2.5 or 5 × 10ⁿ, so 6 is never too few
    /// for the steps of 10⁻⁵ and more that reach here).
    static func decimalsNeeded(_ step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        var scaled = step
        for decimals in 0..<6 {
            if (scaled - scaled.rounded()).magnitude <= 1e-9 * Swift.max(scaled, 1) { return decimals }
            scaled *= 10
        }
        return 6
    }

    /// `m` or `me±n` where 10ⁿ is the power of ten of the axis' largest tick (or of the step, on an
    /// axis of zeros) and `m` has the decimals the step needs at that power (0–4); `0` stays `0`.
    private static func writeScientific(_ value: Double, step: Double, largest: Double, into buffer: inout HTMLBuffer) {
        let reference = largest > 0 ? largest : step
        guard reference > 0 else {
            buffer.write(number: value, decimals: 0)
            return
        }
        var exponent = 0
        var power = 1.0
        while power * 10 <= reference, exponent < 308 { power *= 10; exponent += 1 }
        while power > reference, exponent > -320 { power /= 10; exponent -= 1 }
        // Exactly 10ⁿ (the loops above may be off by rounding in the last digit).
        let unit = Double("1e\(exponent)") ?? power
        let decimals = decimalsNeeded(step / unit)
        let mantissa = value / unit
        buffer.write(number: mantissa, decimals: decimals)
        if value != 0, mantissa.isFinite {
            buffer.write(byte: UInt8(ascii: "e"))
            buffer.write(int: exponent)
        }
    }
}
