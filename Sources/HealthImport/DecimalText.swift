/// Plain decimal text for CSV cells: a fixed number of places, rounded half away from zero,
/// trailing zeros dropped, no thousands separators (`3500`, `2.36`, `96`).
enum DecimalText {
    /// Formats `value` with at most `places` decimals (0–6).
    static func format(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "" }
        var scale: Double = 1
        for _ in 0..<min(max(places, 0), 6) { scale *= 10 }
        // Nudge by a relative epsilon so binary noise (2.675 stored as 2.67499…) rounds as written.
        let scaled = (value.magnitude * scale * (1 + 1e-12)).rounded()
        guard scaled < 9.0e15 else { return String(value) }
        let r = Int64(scaled)
        let s = Int64(scale)
        var text = (value < 0 && r != 0 ? "-" : "") + String(r / s)
        var fraction = r % s
        if fraction != 0 {
            var digits = [UInt8](repeating: 48, count: places)
            var k = places - 1
            while k >= 0 {
                digits[k] = 48 + UInt8(fraction % 10)
                fraction /= 10
                k -= 1
            }
            while digits.last == 48 { digits.removeLast() }
            text += "." + String(decoding: digits, as: UTF8.self)
        }
        return text
    }
}
