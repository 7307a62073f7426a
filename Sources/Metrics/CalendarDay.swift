import Basics

/// A calendar day (proleptic Gregorian), stored as the number of days since 1970-01-01.
///
/// Days are time-zone free: a sample becomes a day through ``MetricTimeZone/day(of:)``,
/// which applies the metric's zone first.
package struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    package var daysSinceEpoch: Int

    /// Creates a day from a day count since 1970-01-01.
    package init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// Creates a day from year, month (1–12) and day (1–31); `nil` when the date does not exist.
    package init?(year: Int, month: Int, day: Int) {
        guard CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
        self.daysSinceEpoch = CalendarDay.daysFromCivil(year: year, month: month, day: day)
    }

    /// The year, month and day of this day.
    package var components: (year: Int, month: Int, day: Int) {
        CalendarDay.civil(fromDays: daysSinceEpoch)
    }

    /// ISO weekday: Monday = 1 … Sunday = 7.
    package var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        let r = (daysSinceEpoch + 3) % 7
        return (r < 0 ? r + 7 : r) + 1
    }

    /// The day `n` days later (earlier when negative).
    package func adding(days n: Int) -> CalendarDay { CalendarDay(daysSinceEpoch: daysSinceEpoch + n) }

    /// Seconds since the epoch at midnight UTC of this day.
    package var midnightUTC: Double { Double(daysSinceEpoch) * 86_400 }

    /// `YYYY-MM-DD`.
    package var description: String {
        let c = components
        var out = ""
        out.reserveCapacity(10)
        out += Self.pad(c.year, 4)
        out += "-"
        out += Self.pad(c.month, 2)
        out += "-"
        out += Self.pad(c.day, 2)
        return out
    }

    /// Abbreviated English month name, e.g. `Nov`.
    package var monthAbbreviation: String { CalendarDay.monthNames[components.month - 1] }

    /// A short English label such as `Nov 23` (for chart ticks and sentences).
    package var shortLabel: String { shortLabel(after: "") }

    /// `prefix` and then ``shortLabel`` (`Sun, Nov 29` after `Sun, `), written into the string's own storage at
    /// once: a chart labels every mark with it, and a values table every row.
    package func shortLabel(after prefix: String) -> String {
        let c = components
        let name = CalendarDay.monthNames[c.month - 1]
        return String(unsafeUninitializedCapacity: prefix.utf8.count + name.utf8.count + 3) { out in
            var i = 0
            for b in prefix.utf8 {
                out[i] = b
                i += 1
            }
            for b in name.utf8 {
                out[i] = b
                i += 1
            }
            out[i] = UInt8(ascii: " ")
            i += 1
            if c.day >= 10 {
                out[i] = 48 + UInt8(truncatingIfNeeded: c.day / 10)
                i += 1
            }
            out[i] = 48 + UInt8(truncatingIfNeeded: c.day % 10)
            return i + 1
        }
    }

    /// `Nov 23, 2026`: ``shortLabel`` with the year, for labels of periods that span years.
    package var longLabel: String { shortLabel + ", " + String(components.year) }

    /// ``longLabel`` when `withYear`, else ``shortLabel``.
    package func label(withYear: Bool) -> String { withYear ? longLabel : shortLabel }

    /// Earlier days sort first.
    package static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    /// English three-letter month names, January first.
    package static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Whether `year` is a Gregorian leap year.
    package static func isLeap(_ year: Int) -> Bool { CivilCalendar.isLeap(year) }

    /// Number of days in a month of a year.
    package static func daysIn(month: Int, year: Int) -> Int { CivilCalendar.daysIn(month: month, year: year) }

    /// Days since 1970-01-01 for a valid civil date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        CivilCalendar.dayNumber(year: year, month: month, day: day)
    }

    /// The civil date of a day count since 1970-01-01 (inverse of ``daysFromCivil(year:month:day:)``).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) { CivilCalendar.date(ofDay: days) }

    static func pad(_ value: Int, _ width: Int) -> String {
        let s = String(value)
        let digits = s.utf8.count // ASCII: the same as its characters, without walking them
        return digits >= width ? s : String(repeating: "0", count: width - digits) + s
    }
}
