import Testing
@testable import Basics

@Suite struct ISO8601ReaderTests {
    @Test func impossibleDatesAreErrorsInEveryProfile() {
        for text in ["2026-02-31", "2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
                     "2026-02-31T10:00:00Z", "2100-02-29"] {
            #expect(ISO8601Reader.read(text) == nil, "\(text)")
            #expect(ISO8601Reader.read(text, profile: .rfc3339) == nil, "\(text)")
        }
        #expect(ISO8601Reader.read("2028-02-29")?.dayNumber == CivilCalendar.dayNumber(year: 2028, month: 2, day: 29))
        #expect(ISO8601Reader.read("2000-02-29") != nil)
    }

    @Test func malformedTextIsRefused() {
        for text in ["", "2026-1-01", "2026-11-1", "2026/11/01", "2026-11-01X", "2026-11-01T25:00", "2026-11-01T07:60",
                     "2026-11-01T07:30:61", "2026-11-01T07:30+1", "2026-11-01T07:30:00.", "2026-11-01T24:00:01",
                     "2026-11-01T07:30Z ", "２０２６-11-01"] {
            #expect(ISO8601Reader.read(text) == nil, "\(text)")
        }
    }

    @Test func lenientReadsDataCells() throws {
        let z = try #require(ISO8601Reader.read("2026-11-01T07:30:00Z"))
        #expect(z.offset == 0 && z.secondOfDay == 27_000)
        #expect(ISO8601Reader.read("2026-11-01T08:30:00+01:00")?.utcSeconds == z.utcSeconds)
        #expect(ISO8601Reader.read("2026-11-01T02:00-0530")?.utcSeconds == z.utcSeconds)
        #expect(ISO8601Reader.read("2026-11-01T08:30+01")?.utcSeconds == z.utcSeconds)
        #expect(ISO8601Reader.read("2026-11-01 07:30")?.offset == nil)
        #expect(ISO8601Reader.read("2026-11-01t07:30:00,5z")?.fraction == 0.5)
        #expect(ISO8601Reader.read("2026-11-01T24:00:00")?.localSeconds == ISO8601Reader.read("2026-11-02")?.localSeconds)
        #expect(ISO8601Reader.read("2026-11-01T07:30:60Z") != nil)  // a leap second
        #expect(ISO8601Reader.read("2026-11-01 08:30:00 +0100")?.utcSeconds == z.utcSeconds)  // the Health export
        #expect(ISO8601Reader.read("2026-11-01 08:30:00 +0100", profile: .rfc3339) == nil)
    }

    @Test func rfc3339IsStricter() {
        #expect(ISO8601Reader.read("2026-11-01", profile: .rfc3339)?.secondOfDay == nil)
        #expect(ISO8601Reader.read("2026-11-01T07:30:00.25+01:00", profile: .rfc3339)?.offset == 3600)
        for text in ["2026-11-01 07:30:00Z", "2026-11-01T07:30Z", "2026-11-01T07:30:00", "2026-11-01T07:30:00+0100",
                     "2026-11-01T07:30:00+01", "2026-11-01T24:00:00Z", "2026-11-01T07:30:00,5Z", "2026-11-01T07:30:00+24:00"] {
            #expect(ISO8601Reader.read(text, profile: .rfc3339) == nil, "\(text)")
        }
    }

    @Test func digitsRefuseCountsThatCouldOverflow() {
        let digits = Array(repeating: UInt8(ascii: "9"), count: 40)
        digits.withUnsafeBufferPointer { p in
            #expect(ISO8601Reader.digits(p.baseAddress!, 0, 18, limit: 40) == 999_999_999_999_999_999)
            #expect(ISO8601Reader.digits(p.baseAddress!, 0, 19, limit: 40) == nil)
            #expect(ISO8601Reader.digits(p.baseAddress!, 0, 40, limit: 40) == nil)
            #expect(ISO8601Reader.digits(p.baseAddress!, 39, 2, limit: 40) == nil)
        }
    }
}
