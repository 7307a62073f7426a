import Testing
@testable import Metrics

/// Comparisons over unequal coverage (``MetricCoverage``): a `sum` metric's long or unequally covered periods
/// compare daily averages, a partly covered period is not compared, highlights follow, `mean` metrics do not.
@Suite struct MetricCoverageTests {
    static let sum = MetricMetadata(unit: "steps", aggregation: .sum, goodDirection: .higher)

    /// The 7 days ending on the series' last day.
    static func lastWeek(_ start: CalendarDay, _ values: [Double?]) -> ReportPeriod {
        ReportPeriod.latest(days: 7, endingOn: start.adding(days: values.count - 1))
    }

    @Test func theRuleIsThreeQuartersOfThisPeriodsDaysWithData() {
        #expect(MetricCoverage.isPartial(previousDays: 5, currentDays: 7)) // 5 < 5.25
        #expect(!MetricCoverage.isPartial(previousDays: 6, currentDays: 7))
        #expect(!MetricCoverage.isPartial(previousDays: 3, currentDays: 4)) // exactly three quarters
        #expect(MetricCoverage.isPartial(previousDays: 122, currentDays: 359))
        #expect(!MetricCoverage.isPartial(previousDays: 7, currentDays: 3)) // more data before is fine
    }

    @Test func equalCoverageOverAWeekComparesTotalsAsBefore() throws {
        let start = day(2026, 11, 16)
        let values: [Double?] = Array(repeating: 10, count: 7) + Array(repeating: 12, count: 7)
        let c = dailySeries(start: start, values).comparison(column: 0, metadata: Self.sum, period: Self.lastWeek(start, values))
        #expect(!c.isPerDay && c.current == 84 && c.previous == 70 && c.figure == 84 && c.absoluteChange == 14)
        #expect(c.coverage == MetricCoverage(currentDays: 7, previousDays: 7, previousLength: 7) && !c.isPartialCoverage)
        #expect(c.percentChange == 20 && c.assessment == .improved)
    }

    @Test func unequalCoverageComparesDailyAverages() throws {
        // The data starts on the second day of the week before: 6 days (not partial: 6 ≥ ¾ × 7). Totals 60 and 70
        // would say "+17 %".
        let start = day(2026, 11, 16)
        let values: [Double?] = [nil, 10, 10, 10, 10, 10, 10] + Array(repeating: 10, count: 7)
        let c = dailySeries(start: start, values).comparison(column: 0, metadata: Self.sum, period: Self.lastWeek(start, values))
        #expect(c.isPerDay && !c.isPartialCoverage)
        #expect(c.current == 10 && c.previous == 10 && c.figure == 70 && c.exactFigure == ExactNumber(70))
        #expect(c.absoluteChange == 0 && c.isExactlySame && c.assessment == .unchanged)
    }

    @Test func aLongPeriodComparesDailyAveragesEvenWithFullCoverage() throws {
        // 364 days of 10 a day, then 364 of 12: a year's total is 4,368 against 3,640, its daily average 12 against 10.
        let start = day(2024, 12, 2)
        let values: [Double?] = Array(repeating: 10, count: 364) + Array(repeating: 12, count: 364)
        let period = ReportPeriod.latest(days: 364, endingOn: start.adding(days: 727))
        let c = dailySeries(start: start, values).comparison(column: 0, metadata: Self.sum, period: period)
        #expect(c.isPerDay && c.current == 12 && c.previous == 10 && c.figure == 4_368)
        #expect(c.absoluteChange == 2 && c.percentChange == 20)
    }

    @Test func aPartlyCoveredYearIsNotCompared() throws {
        // Data from the last 41 days of the year before on: the total of 41 days against 364 said "+700 %".
        let start = day(2025, 10, 20)
        let values: [Double?] = Array(repeating: 10, count: 41 + 364)
        let period = ReportPeriod.latest(days: 364, endingOn: start.adding(days: values.count - 1))
        let c = dailySeries(start: start, values).comparison(column: 0, metadata: Self.sum, period: period)
        #expect(c.isPartialCoverage && c.coverage == MetricCoverage(currentDays: 364, previousDays: 41, previousLength: 364))
        #expect(c.current != nil && c.previous != nil && c.figure == 3_640)
        #expect(c.absoluteChange == nil && c.exactChange == nil && c.percentChange == nil && c.formattedChange == nil)
        #expect(c.assessment == .neutral && c.directionWord == nil && !c.isUnchanged)
        let sentence = try #require(c.sentence(unit: "steps"))
        #expect(sentence.hasPrefix("3,640 steps in the 364 days to Nov 28") && !sentence.contains("higher"))
    }

    @Test func anAverageLeavesPartlyCoveredPeriodsOut() throws {
        // Four weeks before W48: the data starts on W44's Saturday (2 days: partial), W45…W47 have all 7.
        let monday44 = day(2026, 10, 26)
        let values: [Double?] = (0..<35).map { i in i < 7 ? (i >= 5 ? 100 : nil) : 10 }
        let series = dailySeries(start: monday44, values)
        let w48 = try #require(ReportPeriod(parsing: "2026-W48"))
        let c = series.comparison(column: 0, metadata: Self.sum, period: w48, kind: .average(4))
        #expect(c.averagedCount == 3 && c.previous == 70 && c.current == 70 && !c.isPerDay && c.coverage == nil)
    }

    @Test func aGapInsideTheHistoryKeepsTotals() throws {
        // A day without a row between days with data is a day of the history (a day without drinks): totals.
        let start = day(2026, 11, 16)
        let values: [Double?] = [10, 10, nil, 10, 10, 10, 10] + Array(repeating: 10, count: 7)
        let c = dailySeries(start: start, values).comparison(column: 0, metadata: Self.sum, period: Self.lastWeek(start, values))
        #expect(!c.isPerDay && c.current == 70 && c.previous == 60 && c.coverage?.isEqual == true)
    }

    @Test func aMeanMetricIsUnaffectedByTheDayCounts() throws {
        // Heart rate on 2 days of the week before and 7 of this one: means of samples, compared as before.
        let start = day(2026, 11, 16)
        let values: [Double?] = [60, nil, nil, nil, nil, nil, 70] + Array(repeating: 72, count: 7)
        let metadata = MetricMetadata(unit: "bpm", aggregation: .mean, goodDirection: .neither)
        let c = dailySeries(start: start, values).comparison(column: 0, metadata: metadata, period: Self.lastWeek(start, values))
        #expect(c.coverage == nil && !c.isPerDay && !c.isPartialCoverage)
        #expect(c.current == 72 && c.previous == 65 && c.absoluteChange == 7 && c.figure == 72)
    }

    // MARK: - Highlights

    static func changes(_ values: [Double?], start: CalendarDay) -> [MetricComparison] {
        let highlights = MetricHighlights(series: dailySeries(start: start, values), column: 0, metadata: sum)
            .highlights(for: lastWeek(start, values))
        return highlights.compactMap { if case .change(let c) = $0 { c } else { nil } }
    }

    @Test func aPartlyCoveredWeekGivesNoChangeHighlight() throws {
        let start = day(2026, 11, 16)
        // 3 days of 10 the week before, 7 of 30: "higher than last week: 210 against 30" would be noise.
        let partial: [Double?] = [nil, nil, nil, nil, 10, 10, 10] + Array(repeating: 30, count: 7)
        #expect(Self.changes(partial, start: start).isEmpty)
        // With the week before fully covered, the same week is a highlight, of totals.
        let full: [Double?] = Array(repeating: 10, count: 7) + Array(repeating: 30, count: 7)
        let change = try #require(Self.changes(full, start: start).first)
        #expect(change.current == 210 && change.previous == 70 && !change.isPerDay)
    }

    @Test func aHighlightOverUnequalCoverageComparesDailyAverages() throws {
        let start = day(2026, 11, 16)
        let values: [Double?] = [nil, 10, 10, 10, 10, 10, 10] + Array(repeating: 30, count: 7)
        let change = try #require(Self.changes(values, start: start).first)
        #expect(change.isPerDay && change.current == 30 && change.previous == 10 && change.figure == 210)
    }
}
