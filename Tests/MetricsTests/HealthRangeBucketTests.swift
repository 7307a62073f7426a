import Testing
@testable import Metrics

/// Issue 32, item 1: a series cut into the Health app's ranges (D by hour, W and M by day, 6M by week, Y by month),
/// each bucket the metric's aggregation over it, a `sum` metric's 6M and Y buckets its daily average.
@Suite struct HealthRangeBucketTests {
    /// A daily series from `(day, value)` pairs (at local midnight, UTC).
    func daily(_ rows: [(CalendarDay, Double?)], columns: [String] = ["v"]) -> MetricSeries {
        MetricSeries(name: "m", columns: columns, times: rows.map { $0.0.midnightUTC }, values: [rows.map { $0.1 }])
    }

    /// Steps around a leap day, with January 2024 missing (a gap) and a year boundary.
    var steps: MetricSeries {
        daily([(day(2023, 12, 31), 700), (day(2024, 2, 28), 1000), (day(2024, 2, 29), 3000), (day(2024, 3, 1), 500)])
    }

    @Test func periodsOfEachRange() {
        let last = day(2024, 3, 1) // a Friday
        #expect(HealthRange.day.period(endingOn: last) == ReportPeriod(kind: .day, start: last, end: last))
        #expect(HealthRange.week.period(endingOn: last) == ReportPeriod(from: day(2024, 2, 24), to: last))
        #expect(HealthRange.month.period(endingOn: last) == ReportPeriod(from: day(2024, 2, 2), to: last))
        #expect(HealthRange.month.period(endingOn: day(2024, 3, 31)) == ReportPeriod(from: day(2024, 3, 1), to: day(2024, 3, 31)),
                "Mar 31 a month before is the leap day Feb 29")
        #expect(HealthRange.month.period(endingOn: day(2023, 3, 31)) == ReportPeriod(from: day(2023, 3, 1), to: day(2023, 3, 31)))
        #expect(HealthRange.sixMonths.period(endingOn: last) == ReportPeriod(from: day(2023, 9, 4), to: last), "26 Monday weeks")
        #expect(HealthRange.sixMonths.period(endingOn: last, firstWeekday: 7) == ReportPeriod(from: day(2023, 9, 3), to: last), "Sunday weeks")
        #expect(HealthRange.year.period(endingOn: last) == ReportPeriod(from: day(2023, 4, 1), to: last))
        #expect(HealthRange.year.period(endingOn: day(2024, 12, 5)) == ReportPeriod(from: day(2024, 1, 1), to: day(2024, 12, 5)))
        #expect(HealthRange.week.period(endingOn: day(2024, 1, 2)) == ReportPeriod(from: day(2023, 12, 27), to: day(2024, 1, 2)))
    }

    @Test func sumYearIsMonthlyDailyAverageWithGapAndLeapDay() throws {
        let year = steps.buckets(column: 0, aggregation: .sum, range: .year, endingOn: day(2024, 3, 1))
        #expect(year.dailyAverages)
        #expect(year.buckets.count == 12)
        let starts: [CalendarDay] = (3..<15).map { (m: Int) -> CalendarDay in day(2023 + m / 12, m % 12 + 1, 1) }
        #expect(year.buckets.map(\.start) == starts)
        #expect(year.buckets.last?.end == day(2024, 3, 1), "the last month ends on the latest day")
        let values = Dictionary(uniqueKeysWithValues: year.buckets.map { ($0.start, $0.value) })
        #expect(values[day(2023, 12, 1)] == 700)
        #expect(values[day(2024, 1, 1)] == .some(nil), "January has no data: no bar, not zero")
        #expect(values[day(2024, 2, 1)] == 2000, "(1,000 + 3,000) over the 2 days with data, leap day included")
        #expect(values[day(2024, 3, 1)] == 500)
        #expect(year.buckets.filter { $0.value != nil }.count == 3)
        #expect(year.buckets[10].exact == ExactNumber(2000))
    }

    @Test func sumSixMonthsIsWeeklyDailyAverage() {
        let six = steps.buckets(column: 0, aggregation: .sum, range: .sixMonths, endingOn: day(2024, 3, 1))
        #expect(six.buckets.count == 26)
        #expect(six.buckets.allSatisfy { $0.start.isoWeekday == 1 })
        #expect(six.buckets.last?.start == day(2024, 2, 26) && six.buckets.last?.end == day(2024, 3, 1))
        #expect(six.buckets.last?.value == 1500, "(1,000 + 3,000 + 500) / 3")
        // Dec 31, 2023 is a Sunday: the week Dec 25 – Dec 31 holds it alone.
        #expect(six.buckets.first { $0.start == day(2023, 12, 25) }?.value == 700)
        #expect(six.buckets.first { $0.start == day(2024, 1, 1) }?.value == nil)
        let odd = daily([(day(2024, 2, 26), 1), (day(2024, 2, 27), 2)]).buckets(column: 0, aggregation: .sum, range: .sixMonths,
                                                                                  endingOn: day(2024, 2, 27))
        #expect(odd.buckets.last?.exact == ExactNumber(numerator: 3, denominator: 2), "exact: 3/2, not a rounded double")
    }

    @Test func weekAndMonthAreDailyTotalsAcrossTheYearEnd() {
        let series = daily([(day(2023, 12, 30), 100), (day(2023, 12, 31), 200), (day(2023, 12, 31), 50), (day(2024, 1, 2), 400)])
        let week = series.buckets(column: 0, aggregation: .sum, range: .week, endingOn: day(2024, 1, 2))
        #expect(week.buckets.map(\.value) == [nil, nil, nil, 100, 250, nil, 400], "two samples on Dec 31 add up; Jan 1 is a gap")
        #expect(!week.dailyAverages)
        let month = series.buckets(column: 0, aggregation: .sum, range: .month, endingOn: day(2024, 1, 2))
        #expect(month.buckets.count == 31, "Dec 3 – Jan 2")
        #expect(month.buckets.first?.start == day(2023, 12, 3))
    }

    @Test func meanBucketsAverageEverySampleAndRangeBucketsKeepExtremes() {
        let times = [day(2024, 2, 28).midnightUTC + 3_600, day(2024, 2, 28).midnightUTC + 7_200, day(2024, 2, 29).midnightUTC + 3_600]
        let series = MetricSeries(name: "hr", columns: ["bpm", "low", "high"], times: times,
                                  values: [[60, 70, 90], [52, 58, 61], [110, 175, 120]])
        let month = series.buckets(column: 0, aggregation: .mean, range: .year, endingOn: day(2024, 2, 29), extremes: (1, 2))
        let feb = month.buckets.last
        let mean: Double = (60.0 + 70.0 + 90.0) / 3.0
        #expect(feb?.value == mean, "every sample weighted equally, not the mean of daily means")
        #expect(feb?.exact == ExactNumber(numerator: 220, denominator: 3))
        #expect(feb?.low == 52 && feb?.high == 175, "the lowest minimum and the highest maximum")
        #expect(!month.dailyAverages, "a mean metric's buckets are means, not daily averages")
        let week = series.buckets(column: 0, aggregation: .mean, range: .week, endingOn: day(2024, 2, 29), extremes: (1, 2))
        #expect(week.buckets.suffix(2).map(\.value) == [65, 90])
        #expect(week.buckets.suffix(2).map(\.low) == [52, 61] && week.buckets.suffix(2).map(\.high) == [175, 120])
    }

    @Test func durationBucketsStayExact() {
        // Sleep in hours (a duration metric): 7.5 h and 6.25 h, averaged per month.
        let series = daily([(day(2024, 2, 28), 7.5), (day(2024, 2, 29), 6.25)])
        let year = series.buckets(column: 0, aggregation: .mean, range: .year, endingOn: day(2024, 2, 29))
        #expect(year.buckets.last?.exact == ExactNumber(numerator: 55, denominator: 8))
        #expect(year.buckets.last?.value == 6.875)
    }

    @Test func dayByHourAcrossDaylightSavingChanges() throws {
        let berlin = try #require(MetricTimeZone(parsing: "Europe/Berlin"))
        // Oct 27, 2024: clocks go back at 03:00 CEST to 02:00 CET; 02:30 happens twice (00:30 and 01:30 UTC).
        let back = [utc(2024, 10, 26, 22, 30), utc(2024, 10, 27, 0, 30), utc(2024, 10, 27, 1, 30), utc(2024, 10, 27, 22, 59)]
        let fall = MetricSeries(name: "m", columns: ["v"], times: back, values: [[10, 20, 40, 5]], timeZone: berlin)
        let hours = fall.buckets(column: 0, aggregation: .mean, range: .day, endingOn: day(2024, 10, 27))
        let expectedHours: [Int?] = Array(0..<24)
        #expect(hours.buckets.count == 24 && hours.buckets.map(\.hour) == expectedHours)
        #expect(hours.buckets[0].value == 10, "22:30 UTC on Oct 26 is 00:30 in Berlin")
        #expect(hours.buckets[2].value == 30, "both 02:30s in one bucket")
        #expect(hours.buckets[23].value == 5, "22:59 UTC is 23:59 CET")
        #expect(hours.buckets.filter { $0.value != nil }.count == 3)
        // Mar 31, 2024: clocks go forward at 02:00 CET to 03:00 CEST; hour 2 does not exist.
        let forward = [utc(2024, 3, 31, 0, 30), utc(2024, 3, 31, 1, 30)]
        let spring = MetricSeries(name: "m", columns: ["v"], times: forward, values: [[1, 2]], timeZone: berlin)
        let springHours = spring.buckets(column: 0, aggregation: .sum, range: .day, endingOn: day(2024, 3, 31))
        let firstHours: [Double?] = Array(springHours.buckets.map(\.value).prefix(5))
        #expect(firstHours == [nil, 1, nil, 2, nil])
        #expect(spring.hasTimes(column: 0, on: day(2024, 3, 31)))
        #expect(!steps.hasTimes(column: 0, on: day(2024, 2, 29)), "date-only samples sit at midnight: no day by hour")
    }
}
