import Testing
@testable import Metrics

/// Small values keep two significant digits (at most six decimals), and their changes are not "the same".
@Suite("Small values")
struct SmallValueTests {
    @Test("decimals by magnitude: unchanged from 0.01 up, two significant digits below", arguments: [
        (250.0, 0), (52.0, 1), (7.25, 2), (0.5, 2), (0.01, 2), (0.0099, 4), (0.005, 4), (0.00012, 5), (0.000012, 6),
        (0.0000012, 6), (0.0, 2), (-0.00012, 5),
    ])
    func decimals(value: Double, expected: Int) {
        #expect(MetricFormatting.decimals(for: value) == expected)
    }

    @Test("0.00012 mg is 0.00012 mg, not 0 mg")
    func smallValuesShow() {
        #expect(MetricFormatting.value(0.00012, unit: "mg") == "0.00012 mg")
        #expect(MetricFormatting.value(0.00012, unit: "mg", space: MetricFormatting.unitSpace) == "0.00012\u{A0}mg")
        #expect(MetricFormatting.number(0.000123) == "0.00012")
        #expect(MetricFormatting.number(0.000125) == "0.00013", "half away from zero on the shortest decimal")
        #expect(MetricFormatting.number(0.5) == "0.5" && MetricFormatting.number(0.05) == "0.05" && MetricFormatting.number(0.0512) == "0.05",
                "values from 0.01 keep their two decimals")
    }

    @Test("a change of small values is a change, not the same as last week")
    func smallChanges() throws {
        let week = try #require(ReportPeriod(parsing: "2026-W47"))
        let c = MetricComparison(current: 0.00012, previous: 0.0001, goodDirection: .lower, period: week, previousPeriod: week.previous)
        #expect(c.changeDecimals == 5)
        #expect(c.formattedChange == "0.00002")
        #expect(!c.isUnchanged && c.directionWord == "higher" && c.assessment == .worsened)
        let same = MetricComparison(current: 0.00012, previous: 0.000121, goodDirection: .lower, period: week, previousPeriod: week.previous)
        #expect(same.isUnchanged, "a change smaller than the display precision is about the same")
    }

    @Test("machine text keeps the hyphen; display text may ask for U+2212")
    func minusSigns() {
        #expect(MetricFormatting.number(-1200) == "-1,200")
        #expect(MetricFormatting.number(-1200, minus: MetricFormatting.displayMinus) == "\u{2212}1,200")
        #expect(MetricFormatting.signed(-3, minus: MetricFormatting.displayMinus) == "\u{2212}3")
        #expect(MetricFormatting.signed(3, minus: MetricFormatting.displayMinus) == "+3")
        #expect(MetricFormatting.percent(-87.14, minus: MetricFormatting.displayMinus) == "\u{2212}87%")
        #expect(MetricFormatting.count(-5, minus: MetricFormatting.displayMinus) == "\u{2212}5")
        #expect(MetricFormatting.number(-0.0001, decimals: 2, minus: MetricFormatting.displayMinus) == "0", "no sign on a zero")
    }
}
