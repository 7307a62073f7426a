import Testing
@testable import Metrics

@Suite struct DateParsingTests {
    @Test func dateTimesWithZAndOffsets() throws {
        let s = try parseCSV("time,v\n2026-11-01T07:30:00Z,1\n2026-11-01T08:30:00+01:00,2\n2026-11-01T02:00-0530,3\n"
            + "2026-11-01 07:31,4\n2026-11-01T07:31:30.5Z,5\n")
        #expect(s.times == [utc(2026, 11, 1, 7, 30), utc(2026, 11, 1, 7, 30), utc(2026, 11, 1, 7, 30),
                            utc(2026, 11, 1, 7, 31), utc(2026, 11, 1, 7, 31, 30) + 0.5])
        #expect(s.values == [[1, 2, 3, 4, 5]])
    }

    @Test func naiveTimesUseTheMetricZone() throws {
        let fixed = try parseCSV("time,v\n2026-11-01T07:30,1\n", MetricMetadata(timeZone: MetricTimeZone(parsing: "+02:00")))
        #expect(fixed.times == [utc(2026, 11, 1, 5, 30)])

        let berlin = MetricTimeZone(parsing: "Europe/Berlin")
        #expect(berlin != nil)
        let s = try parseCSV("time,v\n2026-07-01T12:00,1\n2026-12-01T12:00,2\n2026-12-01T12:00Z,3\n",
                             MetricMetadata(timeZone: berlin))
        // Summer time is UTC+2, winter time UTC+1; explicit Z ignores the zone.
        #expect(s.times == [utc(2026, 7, 1, 10), utc(2026, 12, 1, 11), utc(2026, 12, 1, 12)])
    }

    @Test func daysAreBucketedInTheMetricZone() throws {
        let zone = MetricTimeZone(parsing: "-05:00")
        let s = try parseCSV("time,v\n2026-11-02T03:00:00Z,1\n", MetricMetadata(timeZone: zone))
        #expect(s.asOf == day(2026, 11, 1)) // 22:00 the previous evening in UTC-5
    }

    @Test func dateFormatReadsOtherLayouts() throws {
        let s = try parseCSV("date,v\n23/11/2026,1\n1/2/2026,2\n", MetricMetadata(dateFormat: DateFormat("%d/%m/%Y")))
        #expect(s.times == [utc(2026, 2, 1), utc(2026, 11, 23)])
        let t = try parseCSV("date,v\n23 Nov 26 07:05,1\n", MetricMetadata(dateFormat: DateFormat("%d %b %y %H:%M")))
        #expect(t.times == [utc(2026, 11, 23, 7, 5)])
    }

    @Test func dateFormatMismatchIsAnError() {
        let errors = csvErrors("date,v\n2026-11-23,1\n", MetricMetadata(dateFormat: DateFormat("%d/%m/%Y")))
        #expect(errors == [
            "m.csv:2:1: error: cannot read date `2026-11-23` in column `date`: it does not match date_format `%d/%m/%Y`; "
                + "fix the cell or the date_format setting",
        ])
    }

    @Test func unsupportedDirectivesAreRejected() {
        #expect(DateFormat("%d/%m/%Y") != nil)
        #expect(DateFormat("%j %Y") == nil)
        #expect(DateFormat("%d/%m") == nil) // no year
    }

    @Test func invalidISODatesAreRejected() {
        for bad in ["2026-02-29", "2026-11-31", "2026-11-1", "2026-11-01T25:00", "2026-11-01T07:30+1", "2026-11-01X"] {
            #expect(csvErrors("date,v\n\(bad),1\n").count == 1, "\(bad)")
        }
        #expect(csvErrors("date,v\n2028-02-29,1\n") == [])
    }

    @Test func timeZoneParsing() {
        #expect(MetricTimeZone(parsing: "UTC") == .utc)
        #expect(MetricTimeZone(parsing: "+05:30")?.secondsFromUTC(at: 0) == 19_800)
        #expect(MetricTimeZone(parsing: "-0800")?.secondsFromUTC(at: 0) == -28_800)
        #expect(MetricTimeZone(parsing: "Not/AZone") == nil)
    }

    @Test func calendarDayRoundTrips() {
        for days in [-800_000, -1, 0, 1, 20_000, 60_000] {
            let d = CalendarDay(daysSinceEpoch: days)
            let c = d.components
            #expect(CalendarDay(year: c.year, month: c.month, day: c.day) == d)
        }
        #expect(day(2026, 11, 23).description == "2026-11-23")
        #expect(day(2026, 11, 23).isoWeekday == 1) // a Monday
        #expect(CalendarDay(parsing: "2026-11-23") == day(2026, 11, 23))
        #expect(CalendarDay(parsing: "2026-11-32") == nil)
    }
}

@Suite struct DaylightSavingTests {
    let berlin = MetricTimeZone(parsing: "Europe/Berlin") ?? .utc

    @Test func springForwardGapMovesForward() {
        // 2026-03-29 02:00 CET jumps to 03:00 CEST (01:00 UTC); 02:30 does not exist.
        #expect(berlin.utc(fromLocal: utc(2026, 3, 29, 2, 30)) == utc(2026, 3, 29, 1, 30))
        #expect(berlin.utc(fromLocal: utc(2026, 3, 29, 1, 30)) == utc(2026, 3, 29, 0, 30))
        #expect(berlin.utc(fromLocal: utc(2026, 3, 29, 3, 30)) == utc(2026, 3, 29, 1, 30))
    }

    @Test func fallBackTakesTheFirstOccurrence() {
        // 2026-10-25 03:00 CEST falls back to 02:00 CET (01:00 UTC); 02:30 happens twice.
        #expect(berlin.utc(fromLocal: utc(2026, 10, 25, 2, 30)) == utc(2026, 10, 25, 0, 30))
        #expect(berlin.utc(fromLocal: utc(2026, 10, 25, 3, 30)) == utc(2026, 10, 25, 2, 30))
    }

    @Test func daysFollowLocalMidnight() {
        #expect(berlin.day(of: utc(2026, 6, 30, 22, 30)) == day(2026, 7, 1))
        #expect(berlin.day(of: utc(2026, 12, 31, 22, 30)) == day(2026, 12, 31))
        #expect(berlin.start(of: day(2026, 7, 1)) == utc(2026, 6, 30, 22))
    }
}
