import Testing
@testable import Metrics

@Suite struct StatisticsTests {
    // 2026-11-16 … 2026-11-22 is ISO week 47; the week before is 9…15.
    let series = dailySeries(start: day(2026, 11, 9), [10, 20, nil, 30, 40, 50, 60, 5, 1, 9, nil, 3, 7, 2])
    var w47: ReportPeriod { ReportPeriod(parsing: "2026-W47") ?? ReportPeriod(from: day(1970, 1, 1), to: day(1970, 1, 1)) }

    @Test func eachAggregation() {
        #expect(series.aggregate(column: 0, .sum, in: w47) == 27)
        #expect(series.aggregate(column: 0, .mean, in: w47) == 4.5)
        #expect(series.aggregate(column: 0, .last, in: w47) == 2)
        #expect(series.aggregate(column: 0, .min, in: w47) == 1)
        #expect(series.aggregate(column: 0, .max, in: w47) == 9)
        #expect(series.aggregate(column: 0, .sum) == 237)
    }

    @Test func noDataPeriodsAreNil() {
        let empty = ReportPeriod(parsing: "2026-W50")
        for a in Aggregation.allCases { #expect(series.aggregate(column: 0, a, in: empty) == nil) }
        #expect(empty.map { series.hasData(column: 0, in: $0) } == false)
        #expect(series.hasData(column: 0, in: w47))
        #expect(series.summary(column: 0, in: empty) == nil)
        let gapOnly = dailySeries(start: day(2026, 11, 16), [nil, nil])
        #expect(!gapOnly.hasData(column: 0, in: w47))
    }

    @Test func changeVersusPreviousPeriod() {
        let c = series.comparison(column: 0, metadata: MetricMetadata(aggregation: .sum, goodDirection: .higher), period: w47)
        #expect(c.current == 27)
        #expect(c.previous == 210)
        #expect(c.absoluteChange == -183)
        #expect(c.percentChange.map { ($0 * 100).rounded() / 100 } == -87.14)
        #expect(c.assessment == .worsened)
        #expect(c.sentence(unit: "steps") == "27 steps this week, 183 lower than last week")
    }

    @Test func directionSemantics() {
        func assess(_ current: Double?, _ previous: Double?, _ good: GoodDirection) -> ChangeAssessment {
            MetricComparison(current: current, previous: previous, goodDirection: good, period: w47,
                             previousPeriod: w47.previous).assessment
        }
        #expect(assess(52, 55, .lower) == .improved)
        #expect(assess(58, 55, .lower) == .worsened)
        #expect(assess(58, 55, .higher) == .improved)
        #expect(assess(52, 55, .higher) == .worsened)
        #expect(assess(52, 55, .neither) == .neutral)
        #expect(assess(55, 55, .higher) == .unchanged)
        #expect(assess(55.001, 55, .lower) == .unchanged) // rounds to 0 at display precision
        #expect(assess(55.04, 55, .lower) == .unchanged) // values show 1 decimal at this magnitude
        #expect(assess(5.04, 5, .lower) == .worsened) // 2 decimals below 10
        #expect(assess(55, nil, .higher) == .neutral)
        #expect(assess(nil, 55, .higher) == .neutral)
    }

    @Test func percentIsNilWhenPreviousIsZeroOrMissing() {
        let zero = MetricComparison(current: 3, previous: 0, goodDirection: .lower, period: w47, previousPeriod: w47.previous)
        #expect(zero.absoluteChange == 3)
        #expect(zero.percentChange == nil)
        let missing = MetricComparison(current: 3, previous: nil, goodDirection: .lower, period: w47, previousPeriod: w47.previous)
        #expect(missing.percentChange == nil)
        #expect(missing.sentence(unit: "drinks") == "3 drinks this week")
        let negative = MetricComparison(current: -5, previous: -10, goodDirection: .higher, period: w47, previousPeriod: w47.previous)
        #expect(negative.percentChange == 50)
    }

    @Test func sentences() {
        let c = MetricComparison(current: 52, previous: 55, goodDirection: .lower, period: w47, previousPeriod: w47.previous)
        #expect(c.sentence(unit: "bpm", title: "Resting heart rate") == "Resting heart rate 52 bpm this week, 3 lower than last week")
        let same = MetricComparison(current: 8432, previous: 8432, goodDirection: .higher, period: w47, previousPeriod: w47.previous)
        #expect(same.sentence(unit: "steps") == "8,432 steps this week, the same as last week")
        let fine = MetricComparison(current: 53.43, previous: 53.57, goodDirection: .lower, period: w47, previousPeriod: w47.previous)
        #expect(fine.sentence(unit: "bpm") == "53.4 bpm this week, 0.1 lower than last week")
        #expect(fine.formattedChange == "0.1")
        let none = MetricComparison(current: nil, previous: 1, goodDirection: .higher, period: w47, previousPeriod: w47.previous)
        #expect(none.sentence(unit: "steps") == nil)
        let range = ReportPeriod(from: day(2026, 11, 16), to: day(2026, 11, 22))
        let r = MetricComparison(current: 7.25, previous: 6.5, goodDirection: .higher, period: range, previousPeriod: range.previous)
        #expect(r.sentence(unit: "h") == "7.25 h in the 7 days to Nov 22, 0.75 higher than the 7 days before")
        #expect(r.assessment == .improved)
        #expect(r.percentChange.map { MetricFormatting.percent($0) } == "+12%")
    }

    @Test func dailyValuesKeepGapsAndAggregatePerDay() throws {
        let s = try parseCSV("date,v\n2026-11-16T08:00Z,1\n2026-11-16T20:00Z,3\n2026-11-18T09:00Z,5\n")
        let sums = s.dailyValues(column: 0, .sum, in: w47)
        #expect(sums.count == 7)
        #expect(sums.map(\.value) == [4, nil, 5, nil, nil, nil, nil])
        #expect(sums.first?.day == day(2026, 11, 16))
        #expect(s.dailyValues(column: 0, .mean, in: w47).first?.value == 2)
        #expect(s.dailyValues(column: 0, .last, in: w47).first?.value == 3)
        #expect(s.dailyValues(column: 0, .min, in: w47).first?.value == 1)
        #expect(s.dailyValues(column: 0, .max, in: w47).first?.value == 3)
        #expect(sums.chartPoints[1] == ChartPoint(time: day(2026, 11, 17).midnightUTC, value: nil))
    }

    @Test func summaryAndAsOf() throws {
        let s = try #require(series.summary(column: 0))
        #expect(s.count == 12)
        #expect(s.min == 1)
        #expect(s.max == 60)
        #expect(s.latest == 2)
        #expect(s.latestTime == utc(2026, 11, 22, 12))
        #expect(series.asOf == day(2026, 11, 22))
        let w = try #require(series.summary(column: 0, in: w47))
        #expect(w.mean == 4.5)
        #expect(series.primaryColumnIndex(MetricMetadata()) == 0)
        #expect(series.primaryColumnIndex(MetricMetadata(column: "nope")) == nil)
    }

    @Test func metadataMergingLetsOverridesWin() {
        let sidecar = MetricMetadata(title: "Steps", unit: "steps", aggregation: .sum, goodDirection: .higher, goal: 8000)
        let block = MetricMetadata(title: "Daily steps", goal: 10_000)
        let m = sidecar.merging(block)
        #expect(m.title == "Daily steps")
        #expect(m.unit == "steps")
        #expect(m.goal == 10_000)
        #expect(m.effectiveAggregation == .sum)
        #expect(MetricMetadata().effectiveAggregation == .mean)
        #expect(MetricMetadata().effectiveGoodDirection == .neither)
    }
}
