import Testing
@testable import Metrics

@Suite struct ReportPeriodTests {
    @Test func isoWeeksStartOnMonday() throws {
        let w47 = try #require(ReportPeriod(parsing: "2026-W47"))
        #expect(w47.kind == .week)
        #expect(w47.start == day(2026, 11, 16))
        #expect(w47.end == day(2026, 11, 22))
        #expect(w47.description == "2026-W47")
        // Week 1 of 2026 starts on Monday 2025-12-29 (Jan 1, 2026 is a Thursday).
        #expect(ReportPeriod(parsing: "2026-W01")?.start == day(2025, 12, 29))
        // 2026 has 53 weeks (it starts on a Thursday); 2027 does not.
        #expect(ReportPeriod(parsing: "2026-W53")?.end == day(2027, 1, 3))
        #expect(ReportPeriod(parsing: "2027-W53") == nil)
        #expect(ReportPeriod.isoWeek(of: day(2027, 1, 3)) == (2026, 53))
    }

    @Test func monthsAndDays() throws {
        let feb = try #require(ReportPeriod(parsing: "2028-02"))
        #expect(feb.start == day(2028, 2, 1))
        #expect(feb.end == day(2028, 2, 29))
        #expect(feb.previous.start == day(2028, 1, 1))
        #expect(feb.previous.end == day(2028, 1, 31))
        #expect(ReportPeriod(parsing: "2026-01")?.previous.description == "2025-12")
        let d = try #require(ReportPeriod(parsing: "2026-11-23"))
        #expect(d.dayCount == 1)
        #expect(d.previous.start == day(2026, 11, 22))
        #expect(ReportPeriod(parsing: "2026-13") == nil)
        #expect(ReportPeriod(parsing: "next week") == nil)
    }

    @Test func previousHasTheSameLength() {
        let r = ReportPeriod(from: day(2026, 11, 10), to: day(2026, 11, 19))
        #expect(r.dayCount == 10)
        #expect(r.previous.start == day(2026, 10, 31))
        #expect(r.previous.end == day(2026, 11, 9))
        let w = ReportPeriod(parsing: "2026-W01")
        #expect(w?.previous.description == "2025-W52")
    }

    @Test func defaultIsTheLatestSevenDaysOfData() throws {
        let s = dailySeries(start: day(2026, 11, 1), Array(repeating: 1, count: 30))
        let p = try #require(s.defaultPeriod())
        #expect(p.end == day(2026, 11, 30))
        #expect(p.start == day(2026, 11, 24))
        #expect(p.previous.end == day(2026, 11, 23))
        #expect(p.phrase == "in the 7 days to Nov 30")
    }

    @Test func invalidPeriodIsADiagnostic() {
        #expect(throws: (any Error).self) { try ReportPeriod.parse("soon", path: "p.md", line: 3, column: 9) }
        do {
            _ = try ReportPeriod.parse("2026-W60", path: "p.md", line: 3, column: 9)
        } catch {
            #expect("\(error)".hasPrefix("p.md:3:9: error: cannot read period `2026-W60`"))
        }
    }

    @Test func weekEdgesFollowTheMetricZone() throws {
        // Sunday 23:30 in UTC+1 is Sunday in the zone (inside W47) though Sunday 22:30 UTC;
        // Monday 00:30 local (Sunday 23:30 UTC) already belongs to W48.
        let zone = try #require(MetricTimeZone(parsing: "+01:00"))
        let s = try parseCSV("time,v\n2026-11-22T23:30,1\n2026-11-23T00:30,2\n2026-11-16T00:00,4\n",
                             MetricMetadata(timeZone: zone))
        let w47 = try #require(ReportPeriod(parsing: "2026-W47"))
        #expect(s.aggregate(column: 0, .sum, in: w47) == 5)
        #expect(s.aggregate(column: 0, .sum, in: ReportPeriod(parsing: "2026-W48")) == 2)
    }

    @Test func fromToDates() throws {
        let p = try ReportPeriod.parse(from: "2026-11-16", to: "2026-11-22", path: "p.md", line: 2, column: 1)
        #expect(p.dayCount == 7)
        #expect(p.previous == ReportPeriod(from: day(2026, 11, 9), to: day(2026, 11, 15)))
        #expect(p.previousPhrase == "the 7 days before")
        do {
            _ = try ReportPeriod.parse(from: "2026-11-22", to: "2026-11-16", path: "p.md", line: 2, column: 1)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "p.md:2:1: error: `to: 2026-11-16` is before `from: 2026-11-22`; swap the two dates")
        }
        #expect(throws: (any Error).self) {
            try ReportPeriod.parse(from: "2026-11-31", to: "2026-12-01", path: "p.md", line: 2, column: 1)
        }
    }
}

/// Issue 20, item 6: `2013` is a calendar year whose previous period is the calendar year before.
@Suite struct ReportPeriodYearTests {
    @Test func yearIsComparedWithThePreviousCalendarYear() throws {
        let y2013 = try #require(ReportPeriod(parsing: "2013"))
        #expect(y2013.kind == .year && y2013.start == day(2013, 1, 1) && y2013.end == day(2013, 12, 31))
        #expect(y2013.previous.start == day(2012, 1, 1) && y2013.previous.end == day(2012, 12, 31))
        #expect(y2013.previous.dayCount == 366, "a leap year is a whole year, not the 365 days before")
        #expect(y2013.description == "2013" && y2013.phrase == "in 2013" && y2013.previousPhrase == "in 2012")
        let shifted = MetricSeries(name: "y", columns: ["value"], times: [day(2012, 1, 1).midnightUTC, day(2013, 1, 1).midnightUTC],
                                   values: [[5, 7]])
        let comparison = shifted.comparison(column: 0, metadata: MetricMetadata(aggregation: .sum), period: y2013)
        #expect(comparison.previous == 5 && comparison.current == 7, "yearly data dated 1 January has a previous value")
        #expect(ReportPeriod(parsing: "201") == nil && ReportPeriod(parsing: "20x3") == nil)
    }
}
