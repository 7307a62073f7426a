import Testing
@testable import Metrics

/// Issue 20, item 5: sums and means are exact decimals, rounded once, half away from zero.
@Suite("Display rounding")
struct DisplayRoundingTests {
    /// Daily precipitation adding up to exactly 113.5 mm (in binary floating point, 113.49999999999999).
    static let rain: [Double] = [7.7, 9.7, 4.1, 1.6, 3.5, 9.5, 3.3, 4.2, 5.0, 5.0, 4.9, 11.0, 1.9, 0.1, 11.3, 10.6, 11.8, 5.2, 3.1]

    @Test("a total of 113.5 mm shows 114 mm, not 113")
    func exactSum() throws {
        let series = dailySeries(start: day(2026, 11, 1), Self.rain.map { $0 })
        let period = ReportPeriod(from: day(2026, 11, 1), to: day(2026, 11, 19))
        let total = try #require(series.aggregate(column: 0, .sum, in: period))
        #expect(total == 113.5)
        #expect(MetricFormatting.value(total, unit: "mm") == "114 mm")
    }

    @Test("a change of 37.5 shows \"38 lower\", not \"37 lower\"")
    func exactChange() throws {
        // Previous 19 days: 113.5 mm; these 19 days: 76 mm, 4 mm a day.
        let series = dailySeries(start: day(2026, 11, 1), Self.rain.map { $0 } + Array(repeating: 4.0, count: 19))
        let period = ReportPeriod(from: day(2026, 11, 20), to: day(2026, 12, 8))
        let comparison = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .sum, goodDirection: .neither),
                                           period: period)
        #expect(comparison.current == 76 && comparison.previous == 113.5)
        #expect(comparison.absoluteChange == -37.5)
        #expect(comparison.formattedChange == "38")
        #expect(comparison.sentence(unit: "mm") == "76 mm in the 19 days to Dec 8, 38 lower than the 19 days before")
    }

    @Test("3.425 shows 3.43, 0.125 shows 0.13, -2.5 shows -3, halves of every size round away from zero")
    func halvesRoundAway() {
        #expect(MetricFormatting.number(3.425) == "3.43")
        #expect(MetricFormatting.number(1.005) == "1.01")
        #expect(MetricFormatting.number(0.125) == "0.13")
        #expect(MetricFormatting.number(2.675) == "2.68")
        #expect(MetricFormatting.number(-2.5, decimals: 0) == "-3")
        #expect(MetricFormatting.number(37.5, decimals: 0) == "38")
        #expect(MetricFormatting.number(1234.5) == "1,235")
        #expect(MetricFormatting.number(0.0049) == "0.0049")
        #expect(MetricFormatting.number(0.005) == "0.005")
        #expect(MetricFormatting.number(0.005, decimals: 2) == "0.01")
        #expect(MetricFormatting.number(99.95) == "100")
        #expect(MetricFormatting.number(1e-7, decimals: 6) == "0")
        #expect(MetricFormatting.number(5e-7, decimals: 6) == "0.000001")
        #expect(MetricFormatting.number(123_456_789_012.5) == "123,456,789,013")
    }

    @Test("a mean that is exactly 3.425 shows 3.43; the mean of 37 and 38 is 37.5")
    func exactMean() throws {
        let series = dailySeries(start: day(2026, 11, 1), [3.4, 3.45, 37, 38])
        let first = ReportPeriod(from: day(2026, 11, 1), to: day(2026, 11, 2))
        let mean = try #require(series.aggregate(column: 0, .mean, in: first))
        #expect(MetricFormatting.number(mean) == "3.43")
        let second = ReportPeriod(from: day(2026, 11, 3), to: day(2026, 11, 4))
        #expect(series.aggregate(column: 0, .mean, in: second) == 37.5)
        #expect(series.summary(column: 0, in: first).map { MetricFormatting.number($0.mean) } == "3.43")
    }

    @Test("+6.25 % shows +6.3 % (1.6 → 1.7)")
    func exactPercent() throws {
        let comparison = MetricComparison(current: 1.7, previous: 1.6, goodDirection: .higher,
                                          period: ReportPeriod(from: day(2026, 11, 8), to: day(2026, 11, 14)),
                                          previousPeriod: ReportPeriod(from: day(2026, 11, 1), to: day(2026, 11, 7)))
        let percent = try #require(comparison.percentChange)
        #expect(percent == 6.25)
        #expect(MetricFormatting.percent(percent) == "+6.3%")
        #expect(comparison.absoluteChange == 0.1)
    }

    @Test("the decimal sum is exact for short decimals and falls back to a compensated sum")
    func decimalSum() {
        var sum = DecimalSum()
        for _ in 0..<10 { sum.add(0.1) }
        #expect(sum.sum == 1)
        var mixed = DecimalSum()
        for v in [0.1, 0.2, 0.003] { mixed.add(v) }
        #expect(mixed.sum == 0.303, "0.1 + 0.2 + 0.003 in binary is \(0.1 + 0.2 + 0.003)")
        var huge = DecimalSum()
        for v in [1e15, 0.123, -1e15] { huge.add(v) }
        #expect((huge.sum - 0.123).magnitude < 1e-3, "beyond 2⁵³ units the compensated sum keeps the small part: \(huge.sum)")
        var irrational = DecimalSum()
        for v in [1.0 / 3, 2.0 / 3, 1] { irrational.add(v) }
        #expect(irrational.sum == 2)
        #expect(irrational.mean.map { ($0 - 2.0 / 3).magnitude < 1e-15 } == true)
        #expect(DecimalSum().mean == nil)
    }

    @Test("decimal differences, percentages and products")
    func decimalArithmetic() {
        #expect(DecimalArithmetic.difference(0.3, 0.1) == 0.2)
        #expect(DecimalArithmetic.difference(100.7, 63.2) == 37.5)
        #expect(DecimalArithmetic.percent(0.1, of: 1.6) == 6.25)
        #expect(DecimalArithmetic.percent(1, of: 0) == nil)
        #expect(DecimalArithmetic.product(7.025, 60) == 421.5)
        #expect(DecimalArithmetic.difference(1.7e308, -1.7e308) == .infinity)
    }
}
