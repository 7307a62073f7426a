/// Deterministic decimal output for SVG coordinates: rounds half away from zero to a fixed
/// number of decimals and drops trailing zeros (`12.5`, `12`, `-0.25`), never `-0`, never
/// exponents. Written by hand on bytes, no `String(format:)`.
extension HTMLBuffer {
    /// Writes `value` with at most `decimals` (0–4) fraction digits. Non-finite values write `0`.
    mutating func write(number value: Double, decimals: Int) {
        guard value.isFinite else {
            write(byte: UInt8(ascii: "0"))
            return
        }
        let d = min(max(decimals, 0), 4)
        var scale = 1
        for _ in 0..<d { scale *= 10 }
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = (clamped.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero)
        var units = Int(scaled)
        if units == 0 {
            write(byte: UInt8(ascii: "0"))
            return
        }
        if clamped < 0 { write(byte: UInt8(ascii: "-")) }
        let whole = units / scale
        var frac = units % scale
        write(int: whole)
        if frac == 0 { return }
        var digits = d
        while frac % 10 == 0 {
            frac /= 10
            digits -= 1
        }
        write(byte: UInt8(ascii: "."))
        var divisor = 1
        for _ in 1..<max(digits, 1) { divisor *= 10 }
        units = frac
        while divisor > 0 {
            write(byte: UInt8(ascii: "0") + UInt8(units / divisor % 10))
            divisor /= 10
        }
    }
}

/// Formats axis values for humans: thousands as `k` on axes that reach 10,000 (`0`, `5k`,
/// `10k`), otherwise as many decimals as the tick step needs (0–2).
enum ChartLabelFormat {
    /// The label for `value` on an axis whose ticks are `step` apart and reach `largest` in magnitude.
    static func label(_ value: Double, step: Double, largest: Double) -> String {
        var buffer = HTMLBuffer(capacity: 16)
        if largest >= 10_000, step >= 100 {
            let k = step / 1_000
            buffer.write(number: value / 1_000, decimals: k >= 1 ? 0 : (k >= 0.1 ? 1 : 2))
            if value != 0 { buffer.write(byte: UInt8(ascii: "k")) }
        } else {
            buffer.write(number: value, decimals: step >= 1 ? 0 : (step >= 0.1 ? 1 : 2))
        }
        return buffer.string
    }
}
