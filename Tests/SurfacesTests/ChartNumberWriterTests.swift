import Testing
@testable import Surfaces

/// The coordinate writer (`HTMLBuffer.write(number:decimals:)`) was rewritten for speed: it must
/// write exactly what the straightforward version (kept here as the reference) writes.
@Suite("Chart number writer")
struct ChartNumberWriterTests {
    /// The previous implementation: round half away from zero with libm, digits one by one.
    static func reference(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let d = min(max(decimals, 0), 6)
        var scale = 1
        for _ in 0..<d { scale *= 10 }
        let clamped = min(max(value, -1e12), 1e12)
        let units = Int((clamped.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if units == 0 { return "0" }
        var out = clamped < 0 ? "-" : ""
        out += String(units / scale)
        var frac = units % scale
        if frac == 0 { return out }
        var digits = d
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        var fraction = String(frac)
        while fraction.count < digits { fraction = "0" + fraction }
        return out + "." + fraction
    }

    static func written(_ value: Double, _ decimals: Int) -> String {
        var buffer = HTMLBuffer()
        buffer.write(number: value, decimals: decimals)
        return buffer.string
    }

    @Test("edge values: halves, negatives, zeros, clamps, non-finite, every decimal count")
    func edges() {
        let values: [Double] = [0, -0.0, 0.05, -0.05, 0.04999, 0.5, 1.5, 2.5, -2.5, 12.25, 12.345, 999.95, 1000, 1e12, -1e12, 1e13, -1e300,
                                0.49999999999999994, 4503599627370495.5, 1e-9, 123.00004, 0.00005, .infinity, -.infinity, .nan,
                                Double.leastNonzeroMagnitude, 86_400, 41.666666666666664]
        for v in values {
            for d in -1...6 { #expect(Self.written(v, d) == Self.reference(v, d), "value \(v), decimals \(d)") }
        }
        #expect(Self.written(12.5, 1) == "12.5" && Self.written(-0.25, 2) == "-0.25" && Self.written(-0.04, 1) == "0")
    }

    @Test("100,000 pseudo-random values at every magnitude agree with the reference")
    func random() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53) * 2 - 1
            let exponent = Int((state >> 3) % 30) - 12
            var v = mantissa
            for _ in 0..<abs(exponent) { v = exponent < 0 ? v / 10 : v * 10 }
            let d = Int(state % 5)
            if Self.written(v, d) != Self.reference(v, d), mismatches.count < 5 { mismatches.append("\(v)/\(d)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("the path writer writes the same bytes as the buffer, across many flushes")
    func pathWriter() {
        var state: UInt64 = 42
        var values: [(Double, Int)] = [(0, 1), (-0.0, 1), (0.05, 1), (-0.04, 1), (1e13, 1), (-1e13, 4), (.nan, 1), (.infinity, 2), (999.95, 1)]
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let v = (Double(state >> 11) / Double(1 << 53) * 2 - 1) * [1.0, 10, 1000, 1e6, 1e12][Int(state % 5)]
            values.append((v, Int((state >> 7) % 6) - 1))
        }
        var expected = HTMLBuffer()
        for (v, d) in values {
            expected.write(number: v, decimals: d)
            expected.write(byte: UInt8(ascii: "L"))
        }
        var actual = HTMLBuffer()
        actual.write("<path d=\"")
        ChartPathWriter.writing(into: &actual) { path, buffer in
            for (v, d) in values {
                path.number(v, decimals: d, &buffer)
                path.byte(UInt8(ascii: "L"), &buffer)
            }
        }
        #expect(actual.count > 10 * ChartPathWriter.capacity, "the writer flushed many times")
        #expect(actual.string == "<path d=\"" + expected.string)
    }

    @Test("the one-decimal fast path (tenths, move) writes what write(number:decimals: 1) writes")
    func tenths() {
        var values: [Double] = [0, -0.0, 0.04999, 0.05, -0.05, -0.04, 0.95, 9.95, 99.95, 999.95, 9_999.95, 99_999.95, 99_999.96,
                                -99_999.96, 99_999.94, 100_000, -100_000, 100_000.05, 1e12, -1e13, .nan, .infinity, -.infinity,
                                10, 100, 1_000, 10_000, 99_999.999, 0.45, 1.25, -2.35, 512.5, 1000.05, -1000.05]
        var state: UInt64 = 7
        for _ in 0..<40_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let scale = [1.0, 10, 100, 1_000, 2_000, 10_000, 100_000, 1e6][Int(state % 8)]
            values.append((Double(state >> 11) / Double(1 << 53) * 2 - 1) * scale)
        }
        var expected = HTMLBuffer(), actual = HTMLBuffer()
        for (i, v) in values.enumerated() {
            expected.write(number: v, decimals: 1)
            expected.write(byte: UInt8(ascii: "h"))
            ChartFrame.writeMove("L", v, values[(i + 1) % values.count], into: &expected)
        }
        ChartPathWriter.writing(into: &actual) { path, buffer in
            for (i, v) in values.enumerated() {
                path.tenths(v, &buffer)
                path.byte(UInt8(ascii: "h"), &buffer)
                path.move(UInt8(ascii: "L"), v, values[(i + 1) % values.count], &buffer)
            }
        }
        #expect(actual.count > 10 * ChartPathWriter.capacity, "the writer flushed many times")
        #expect(actual.string == expected.string)
    }
}
