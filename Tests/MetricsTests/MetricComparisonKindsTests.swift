import Testing
@testable import Metrics

/// `compare:` (previous, last_year, average: N) and `same_within:`: the periods compared, the figures, and
/// when a change is "about the same".
@Suite struct MetricComparisonKindsTests {
    /// A parsed period; text that does not parse gives day 0 (1970-01-01), so expectations fail visibly.
    func period(_ text: String) -> ReportPeriod {
        ReportPeriod(parsing: text) ?? ReportPeriod(kind: .day, start: CalendarDay(daysSinceEpoch: 0), end: CalendarDay(daysSinceEpoch: 0))
    }

    // MARK: - last_year periods

    @Test func lastYearIsTheSameISOWeekOfThePreviousWeekYear() throws {
        let w10 = period("2021-W10").sameTimeLastYear
        #expect(w10 == (period("2020-W10")) && w10.kind == .week)
        // Week 1 of 2021 starts on 2021-01-04, week 1 of 2020 on 2019-12-30 (a different calendar year).
        let w1 = period("2021-W01").sameTimeLastYear
        #expect(w1.start == day(2019, 12, 30) && w1.end == day(2020, 1, 5))
        #expect(period("2027-W01").sameTimeLastYear == (period("2026-W01")))
    }

    @Test func week53IsComparedWithWeek52WhenTheYearBeforeHasNone() throws {
        // 2020 and 2026 have 53 ISO weeks; 2019 and 2025 have 52.
        let w2020 = period("2020-W53")
        #expect(w2020.start == day(2020, 12, 28))
        #expect(w2020.sameTimeLastYear == (period("2019-W52")))
        #expect(w2020.sameTimeLastYear.start == day(2019, 12, 23))
        let w2026 = period("2026-W53")
        #expect(w2026.start == day(2026, 12, 28) && w2026.end == day(2027, 1, 3))
        #expect(w2026.sameTimeLastYear == (period("2025-W52")))
        // 2021 has no week 53 at all, and the week after 2020-W53 is 2021-W01, compared with 2020-W01.
        #expect(ReportPeriod(parsing: "2021-W53") == nil)
        #expect(ReportPeriod(parsing: "2025-W53") == nil)
        #expect(w2020.adding(weeks: 1) == (period("2021-W01")))
        // Week 52 stays week 52 on both sides of a 53-week year.
        #expect(period("2020-W52").sameTimeLastYear == (period("2019-W52")))
        #expect(period("2021-W52").sameTimeLastYear == (period("2020-W52")))
    }

    @Test func lastYearForMonthsDaysYearsAndRanges() throws {
        let march = period("2026-03").sameTimeLastYear
        #expect(march.kind == .month && march.start == day(2025, 3, 1) && march.end == day(2025, 3, 31))
        let leapFebruary = period("2025-02").sameTimeLastYear
        #expect(leapFebruary.start == day(2024, 2, 1) && leapFebruary.end == day(2024, 2, 29))
        let february = period("2024-02").sameTimeLastYear
        #expect(february.end == day(2023, 2, 28) && february.dayCount == 28)
        // 29 February → 28 February; other days keep their date.
        #expect(period("2024-02-29").sameTimeLastYear == (period("2023-02-28")))
        #expect(period("2025-03-01").sameTimeLastYear == (period("2024-03-01")))
        #expect(period("2026").sameTimeLastYear == (period("2025")))
        let range = ReportPeriod(from: day(2024, 2, 23), to: day(2024, 2, 29)).sameTimeLastYear
        #expect(range.kind == .range && range.start == day(2023, 2, 23) && range.end == day(2023, 2, 28))
    }

    // MARK: - last_year figures

    @Test func lastYearComparesWithTheYearAgoWeeksFigure() throws {
        // One sample a day from 2019-12-23 (2019-W52) to 2021-01-10: 1 a day in 2019-W52, 2 a day in 2020-W53,
        // 5 a day otherwise.
        let start = day(2019, 12, 23)
        let values: [Double?] = (0..<385).map { i in
            let d = start.adding(days: i)
            if d <= day(2019, 12, 29) { return 1 }
            if d >= day(2020, 12, 28) && d <= day(2021, 1, 3) { return 2 }
            return 5
        }
        let series = dailySeries(start: start, values)
        let metadata = MetricMetadata(aggregation: .sum, goodDirection: .higher)
        let c = series.comparison(column: 0, metadata: metadata, period: period("2020-W53"), kind: .lastYear)
        #expect(c.current == 14 && c.previous == 7 && c.previousPeriod == (period("2019-W52")))
        #expect(c.absoluteChange == 7 && c.assessment == .improved && c.kind == .lastYear)
        // The default kind is today's: the week just before.
        let previous = series.comparison(column: 0, metadata: metadata, period: period("2020-W53"), kind: .previous)
        #expect(previous == series.comparison(column: 0, metadata: metadata, period: period("2020-W53")))
        #expect(previous.previous == 35)
        // Without data a year earlier there is no change.
        let early = series.comparison(column: 0, metadata: metadata, period: period("2020-W10"), kind: .lastYear)
        #expect(early.current == 35 && early.previous == nil && early.absoluteChange == nil && early.assessment == .neutral)
    }

    // MARK: - average: N

    /// Weeks 2026-W44…W48: data in W45 (20 a day) and W47 (10 a day) and W48 (15 a day); W44 and W46 empty.
    func gappySeries() -> MetricSeries {
        let monday44 = day(2026, 10, 26)
        let values: [Double?] = (0..<35).map { i in
            switch i / 7 {
            case 1: return 20
            case 3: return 10
            case 4: return 15
            default: return nil
            }
        }
        return dailySeries(start: monday44, values)
    }

    @Test func averageOfFourWeeksLeavesEmptyWeeksOut() throws {
        let series = gappySeries()
        let w48 = period("2026-W48")
        let sum = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .sum), period: w48, kind: .average(4))
        // Weekly totals 140 (W45) and 70 (W47); W44 and W46 have no data and are left out.
        #expect(sum.current == 105 && sum.previous == 105 && sum.averagedCount == 2)
        #expect(sum.absoluteChange == 0 && sum.isExactlySame)
        let mean = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .mean), period: w48, kind: .average(4))
        #expect(mean.current == 15 && mean.previous == 15 && mean.averagedCount == 2)
        // Two weeks of the last two: both had data.
        let two = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .sum), period: w48, kind: .average(2))
        #expect(two.previous == 70 && two.averagedCount == 1)
    }

    @Test func averageWeighsEachPeriodOnceNotEachSample() throws {
        // W47: 7 samples of 10 (weekly mean 10); W46: one sample of 40 (weekly mean 40). The average of the
        // weekly means is 25; a mean over all samples would be 110 / 8 = 13.75.
        let monday46 = day(2026, 11, 9)
        let values: [Double?] = (0..<21).map { i in i == 0 ? 40 : (i >= 7 && i < 14 ? 10 : (i >= 14 ? 30 : nil)) }
        let series = dailySeries(start: monday46, values)
        let c = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .mean), period: period("2026-W48"), kind: .average(2))
        #expect(c.previous == 25 && c.averagedCount == 2 && c.current == 30)
    }

    @Test func averageWithoutAnyDataHasNoChange() throws {
        let series = gappySeries()
        // The four weeks before W45 have no data.
        let c = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .sum), period: period("2026-W45"), kind: .average(4))
        #expect(c.current == 140 && c.previous == nil && c.averagedCount == 0 && c.absoluteChange == nil)
        #expect(c.assessment == .neutral && c.directionWord == nil)
    }

    @Test func previousPeriodsWalkBackOneByOne() throws {
        let months = period("2026-03").previousPeriods(3)
        #expect(months == [period("2026-02"), period("2026-01"), period("2025-12")])
        let days = ReportPeriod(from: day(2026, 11, 23), to: day(2026, 11, 29)).previousPeriods(2)
        #expect(days.map(\.start) == [day(2026, 11, 16), day(2026, 11, 9)] && days.allSatisfy { $0.dayCount == 7 })
    }

    // MARK: - same_within

    func comparison(_ current: Double, _ previous: Double, _ threshold: MetricComparisonThreshold? = nil,
                    good: GoodDirection = .lower) throws -> MetricComparison {
        let w = period("2026-W48")
        return MetricComparison(current: current, previous: previous, goodDirection: good, period: w, previousPeriod: w.previous,
                                sameWithin: threshold)
    }

    @Test func sameWithinAnAbsoluteAmount() throws {
        let within = try comparison(52.6, 53, .absolute(0.5))
        #expect(within.isUnchanged && within.assessment == .unchanged && within.directionWord == "same" && !within.isExactlySame)
        let edge = try comparison(52.5, 53, .absolute(0.5))
        #expect(edge.isUnchanged)
        let beyond = try comparison(52.4, 53, .absolute(0.5))
        #expect(!beyond.isUnchanged && beyond.assessment == .improved && beyond.formattedChange == "0.6")
        // A threshold below the display precision: a change outside it is shown with the decimals it needs.
        let zero = try comparison(53.44, 53.4, .absolute(0))
        #expect(!zero.isUnchanged && zero.formattedChange == "0.04" && zero.assessment == .worsened)
    }

    @Test func sameWithinAPercentage() throws {
        #expect(try comparison(104, 100, .percent(5)).isUnchanged)
        #expect(try comparison(95, 100, .percent(5)).isUnchanged)
        let beyond = try comparison(106, 100, .percent(5))
        #expect(!beyond.isUnchanged && beyond.directionWord == "higher")
        // Of a previous 0, only 0 is within any percentage.
        #expect(!(try comparison(0.1, 0, .percent(50))).isUnchanged)
        #expect(try comparison(0, 0, .percent(5)).isUnchanged)
    }

    @Test func defaultIsHalfAUnitOfTheDisplayPrecision() throws {
        // Values from 10 show one decimal: 0.04 rounds to 0 (about the same), 0.05 to 0.1 (a change).
        let tiny = try comparison(53.44, 53.4)
        #expect(tiny.isUnchanged && !tiny.isExactlySame && tiny.assessment == .unchanged)
        let shown = try comparison(53.45, 53.4)
        #expect(!shown.isUnchanged && shown.formattedChange == "0.1" && shown.assessment == .worsened)
        #expect(try comparison(53.4, 53.4).isExactlySame)
        // Whole numbers from 100: 0.4 is the same, 0.5 rounds to 1.
        #expect(try comparison(8_432.4, 8_432).isUnchanged)
        #expect(!(try comparison(8_432.5, 8_432)).isUnchanged)
    }

    @Test func smallValuesAreNotCalledTheSameByATooCoarsePrecision() throws {
        // 0.00012 and 0.00024 both show as 0 at two decimals; their change is shown with two significant digits.
        let c = try comparison(0.00012, 0.00024)
        #expect(!c.isUnchanged && c.formattedChange == "0.00012" && c.directionWord == "lower" && c.assessment == .improved)
        #expect(c.changeDecimals == 5)
        // At two significant digits 0.000121 and 0.00012 are the same.
        #expect(try comparison(0.000121, 0.00012).isUnchanged)
        // From 0.1 up the decimals are today's.
        #expect(try comparison(0.5, 0.3).changeDecimals == 2)
        #expect(try comparison(0.05, 0.045).formattedChange == "0.005")
    }

    // MARK: - keys

    @Test func compareKeyAcceptsOneOrTwoComparisons() {
        var m = MetricMetadata()
        #expect(m.apply(key: "compare", value: .string("last_year")) == nil && m.compare == [.lastYear])
        #expect(m.apply(key: "compare", value: .list([.mapping(["average": .number(4)]), .string("last_year")])) == nil)
        #expect(m.compare == [.average(4), .lastYear])
        #expect(m.apply(key: "compare", value: .mapping(["average": .number(52)])) == nil && m.compare == [.average(52)])
        #expect(MetricMetadata().effectiveComparisons == [.previous])
        #expect(MetricMetadata(compare: [.lastYear]).merging(MetricMetadata()).compare == [.lastYear])
        #expect(MetricMetadata(compare: [.lastYear]).merging(MetricMetadata(compare: [.previous])).compare == [.previous])
    }

    @Test func compareKeyRejectsWhatItCannotRead() {
        var m = MetricMetadata()
        #expect(m.apply(key: "compare", value: .string("yesterday"))?.hasPrefix("unknown comparison `yesterday`; `compare` must be previous, last_year") == true)
        #expect(m.apply(key: "compare", value: .mapping(["average": .number(53)])) == "`average` must be a whole number of periods from 1 to 52, e.g. {average: 4}")
        #expect(m.apply(key: "compare", value: .mapping(["average": .number(0)])) != nil)
        #expect(m.apply(key: "compare", value: .mapping(["average": .number(2.5)])) != nil)
        #expect(m.apply(key: "compare", value: .mapping(["average": .string("four")])) != nil)
        #expect(m.apply(key: "compare", value: .string("average")) == "`average` needs a number of periods: write {average: 4}")
        #expect(m.apply(key: "compare", value: .list([.string("previous"), .string("last_year"), .string("previous")]))?
            .hasPrefix("`compare` lists 3 comparisons") == true)
        #expect(m.apply(key: "compare", value: .list([.string("last_year"), .string("last_year")])) == "`compare` lists `last_year` twice; list each comparison once")
        #expect(m.apply(key: "compare", value: .list([])) != nil)
        #expect(m.apply(key: "compare", value: .number(4)) != nil)
        #expect(m.apply(key: "compare", value: .string("")) == "`compare` must be previous, last_year or {average: N} with N from 1 to 52, "
            + "or a list of up to two of these, e.g. [previous, last_year]")
        #expect(m.compare == nil)
    }

    @Test func sameWithinKeyReadsAmountsAndPercentages() {
        var m = MetricMetadata()
        #expect(m.apply(key: "same_within", value: .number(0.5)) == nil && m.sameWithin == .absolute(0.5))
        #expect(m.apply(key: "same_within", value: .string("5%")) == nil && m.sameWithin == .percent(5))
        #expect(m.apply(key: "sameWithin", value: .string(" 2.5 % ")) == nil && m.sameWithin == .percent(2.5))
        #expect(m.apply(key: "same_within", value: .string("0.25")) == nil && m.sameWithin == .absolute(0.25))
        for bad: MetricMetadata.Value in [.number(-1), .string("-5%"), .string("five"), .string("%"), .string("1e400"), .list([])] {
            #expect(m.apply(key: "same_within", value: bad)?.hasPrefix("`same_within` must be an amount in the metric's unit") == true, "\(bad)")
        }
    }
}

extension ReportPeriod {
    /// The week `weeks` weeks later (tests only).
    func adding(weeks: Int) -> ReportPeriod {
        ReportPeriod(kind: kind, start: start.adding(days: 7 * weeks), end: end.adding(days: 7 * weeks))
    }
}
