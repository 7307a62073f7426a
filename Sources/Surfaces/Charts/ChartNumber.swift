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

/// Formats axis values for humans in an ``AxisNumberStyle`` (English: ``AxisNumberStyle/english``). On an
/// axis whose largest tick reaches a compact unit's start (English: `k` from 10,000, `M`, `B`, `T` from 10⁶,
/// 10⁹, 10¹²; Chinese: `万` from 10⁴, `亿` from 10⁸) and whose ticks are at least a tenth of the unit apart,
/// labels are written in the largest such unit (`0`, `5k`, `10k`, `2.5k`, `1.5B`; `0.5万`, `1万`); otherwise with
/// exactly as many decimals as the tick step needs (a 2.5 step gives `0 | 2.5 | 5 | 7.5`, a 0.025 step `46.575`,
/// a 0.00002 step `0.00012`), so every label is the grid line's value. Axes beyond that (reaching 10¹⁵, or
/// 10¹² without a unit) or whose ticks are less than 10⁻⁵ apart use powers of ten (`2.5e18`, `5e-10`), so no
/// label is ever clamped or rounded to nothing. The style gives the digits, decimal and grouping separators
/// (German `2,5`, `10.000`), the minus sign (English: U+2212, `−5`; SVG coordinates keep the hyphen) and
/// the exponent symbol.
enum ChartLabelFormat {
    /// The label for `value` on an axis whose ticks are `step` apart and reach `largest` in magnitude.
    static func label(_ value: Double, step: Double, largest: Double, style: AxisNumberStyle = .english) -> String {
        var buffer = HTMLBuffer(capacity: 16)
        write(value, step: step, largest: largest, style: style, into: &buffer)
        return buffer.string
    }

    /// Writes ``label(_:step:largest:style:)`` straight into `buffer` (the style's parts are escaped already).
    static func write(_ value: Double, step: Double, largest: Double, style: AxisNumberStyle = .english, into buffer: inout HTMLBuffer) {
        guard value.isFinite, step.isFinite, largest.isFinite else {
            style.write(magnitude: 0, decimals: 0, into: &buffer)
            return
        }
        guard value < 0 else {
            writeMagnitude(value, step: step, largest: largest, style: style, into: &buffer)
            return
        }
        let start = buffer.count
        buffer.bytes.append(contentsOf: style.minusBytes)
        let digits = buffer.count
        writeMagnitude(value.magnitude, step: step, largest: largest, style: style, into: &buffer)
        // A tick that rounds to zero is `0`, without a sign.
        if buffer.bytes[digits...].elementsEqual(style.digitBytes[0]) { buffer.bytes.removeSubrange(start..<digits) }
    }

    /// The compact unit of an axis: the largest of the style's units whose start is at most `largest` and
    /// whose ticks, `step` apart, need at most one decimal in that unit; `nil` for plain labels (and from 10¹⁵).
    static func compactUnit(step: Double, largest: Double, style: AxisNumberStyle = .english) -> (power: Double, index: Int)? {
        guard largest < 1e15 else { return nil }
        for index in style.units.indices {
            let power = style.powers[index]
            guard largest >= style.starts[index], step >= power / 10 else { continue }
            return (power, index)
        }
        return nil
    }

    /// A label of a value ≥ 0 (see the type's rules).
    private static func writeMagnitude(_ value: Double, step: Double, largest: Double, style: AxisNumberStyle,
                                       into buffer: inout HTMLBuffer) {
        if largest >= 1e15 || (step > 0 && step < 1e-5) {
            writeScientific(value, step: step, largest: largest, style: style, into: &buffer)
        } else if let unit = compactUnit(step: step, largest: largest, style: style) {
            style.write(magnitude: value / unit.power, decimals: decimalsNeeded(step / unit.power), into: &buffer)
            if value != 0 { buffer.bytes.append(contentsOf: style.suffixBytes[unit.index]) }
        } else if largest >= 1e12 {
            writeScientific(value, step: step, largest: largest, style: style, into: &buffer)
        } else {
            style.write(magnitude: value, decimals: decimalsNeeded(step), into: &buffer)
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
    private static func writeScientific(_ value: Double, step: Double, largest: Double, style: AxisNumberStyle,
                                        into buffer: inout HTMLBuffer) {
        let reference = largest > 0 ? largest : step
        guard reference > 0 else {
            style.write(magnitude: value, decimals: 0, into: &buffer)
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
        style.write(magnitude: mantissa, decimals: decimals, into: &buffer)
        if value != 0, mantissa.isFinite {
            style.write(exponent: exponent, into: &buffer)
        }
    }
}
