import Testing
@testable import Metrics

@Suite struct FormattingTests {
    @Test func decimalsFollowMagnitude() {
        #expect(MetricFormatting.number(8432) == "8,432")
        #expect(MetricFormatting.number(1_234_567.8) == "1,234,568")
        #expect(MetricFormatting.number(52) == "52")
        #expect(MetricFormatting.number(48.67) == "48.7")
        #expect(MetricFormatting.number(7.25) == "7.25")
        #expect(MetricFormatting.number(7.5) == "7.5")
        #expect(MetricFormatting.number(0.004) == "0.004", "two significant digits below 0.01")
        #expect(MetricFormatting.number(-0.004) == "-0.004")
        #expect(MetricFormatting.number(-0.004, minus: MetricFormatting.displayMinus) == "\u{2212}0.004")
        #expect(MetricFormatting.number(0.00012) == "0.00012")
        #expect(MetricFormatting.number(0.000123456) == "0.00012")
        #expect(MetricFormatting.number(0.01) == "0.01")
        #expect(MetricFormatting.number(0.0099) == "0.0099")
        #expect(MetricFormatting.number(4e-7) == "0", "at most six decimals")
        #expect(MetricFormatting.number(-1200) == "-1,200")
        #expect(MetricFormatting.number(999.6) == "1,000")
        #expect(MetricFormatting.number(.nan) == "–")
        #expect(MetricFormatting.number(3.14159, decimals: 3) == "3.142")
        #expect(MetricFormatting.number(1e300) != "")
    }

    @Test func valuesAndChanges() {
        #expect(MetricFormatting.value(8432, unit: "steps") == "8,432 steps")
        #expect(MetricFormatting.value(12, unit: "%") == "12%")
        #expect(MetricFormatting.value(12, unit: nil) == "12")
        #expect(MetricFormatting.signed(3) == "+3")
        #expect(MetricFormatting.signed(-3) == "-3")
        #expect(MetricFormatting.signed(0.001) == "+0.001")
        #expect(MetricFormatting.signed(0.001, decimals: 2) == "0")
        #expect(MetricFormatting.value(-3, unit: "kg", minus: MetricFormatting.displayMinus, space: MetricFormatting.unitSpace) == "\u{2212}3\u{A0}kg")
        #expect(MetricFormatting.percent(-87.14) == "-87%")
        #expect(MetricFormatting.percent(5.45) == "+5.5%")
    }
}

@Suite struct DownsamplingTests {
    @Test func shortSeriesAreUnchanged() {
        let points = (0..<10).map { ChartPoint(time: Double($0), value: Double($0)) }
        #expect(downsample(points, to: 400) == points)
    }

    @Test func longSeriesKeepPeaksEndsAndOrder() {
        var points = (0..<100_000).map { ChartPoint(time: Double($0), value: 50 + Double($0 % 13)) }
        points[31_337].value = 1_000 // a spike
        points[77_777].value = -5 // a dip
        let out = downsample(points, to: 400)
        #expect(out.count <= 400)
        #expect(out.count > 300)
        #expect(out.first == points.first)
        #expect(out.last == points.last)
        #expect(out.contains(points[31_337]))
        #expect(out.contains(points[77_777]))
        #expect(zip(out, out.dropFirst()).allSatisfy { $0.time < $1.time })
    }

    @Test func gapsStayVisible() {
        var points = (0..<100_000).map { ChartPoint(time: Double($0), value: Double($0 % 7)) }
        for i in 40_000..<40_010 { points[i].value = nil }
        let out = downsample(points, to: 400)
        let gaps = out.filter { $0.value == nil }
        #expect(gaps.count == 1)
        #expect(gaps.first?.time == 40_000)
        #expect(out.count <= 400)
    }
}

@Suite struct DownsamplingManyGapsTests {
    @Test func gapsEverywhereStillFitTheLimit() {
        var points: [ChartPoint] = []
        for i in 0..<100_000 {
            let value: Double? = i % 50 == 7 ? nil : Double(i % 11)
            points.append(ChartPoint(time: Double(i), value: value))
        }
        let out = downsample(points, to: 400)
        #expect(out.count <= 400)
        #expect(out.contains { $0.value == nil })
        #expect(out.contains { $0.value == 10 })
        #expect(out.contains { $0.value == 0 })
    }
}
