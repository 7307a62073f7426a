import Basics
import Diagnostics

/// The span of days a report covers, inclusive at both ends, in the metric's time zone.
///
/// Parsed from `2026-W47` (ISO week, Monday to Sunday), `2026-11` (calendar month), `2026`
/// (calendar year), `2026-11-23` (one day) or built from `from`/`to` dates. The default is the latest 7 days
/// of data, ending on the day of the latest sample.
package struct ReportPeriod: Sendable, Hashable, CustomStringConvertible {
    /// How the period was specified; decides ``previous`` and the words used for it.
    package enum Kind: Sendable, Hashable {
        /// One calendar day (`2026-11-23`); the previous period is the day before.
        case day
        /// An ISO week, Monday to Sunday (`2026-W47`); the previous period is the week before.
        case week
        /// A calendar month (`2026-11`); the previous period is the calendar month before.
        case month
        /// A calendar year (`2026`); the previous period is the calendar year before.
        case year
        /// Any span of days (`from`/`to`, or the default latest 7 days); the previous period is
        /// the same number of days immediately before.
        case range
    }

    /// The kind of period.
    package var kind: Kind
    /// The first day.
    package var start: CalendarDay
    /// The last day (inclusive).
    package var end: CalendarDay

    /// Creates a period; `end` before `start` is swapped.
    package init(kind: Kind, start: CalendarDay, end: CalendarDay) {
        self.kind = kind
        self.start = Swift.min(start, end)
        self.end = Swift.max(start, end)
    }

    /// A `from`…`to` period (inclusive).
    package init(from: CalendarDay, to: CalendarDay) {
        self.init(kind: .range, start: from, end: to)
    }

    /// The `days` days ending on `endingOn` (the default report period uses 7).
    package static func latest(days: Int = 7, endingOn end: CalendarDay) -> ReportPeriod {
        ReportPeriod(kind: .range, start: end.adding(days: -(Swift.max(days, 1) - 1)), end: end)
    }

    /// Number of days in the period.
    package var dayCount: Int { end.daysSinceEpoch - start.daysSinceEpoch + 1 }

    /// Every day of the period, in order.
    package var days: [CalendarDay] { (start.daysSinceEpoch...end.daysSinceEpoch).map(CalendarDay.init(daysSinceEpoch:)) }

    /// Whether a day falls in the period.
    package func contains(_ day: CalendarDay) -> Bool { day >= start && day <= end }

    /// The period just before this one: the previous ISO week, the previous calendar month or
    /// year, the previous day, or for ranges the same number of days immediately before.
    package var previous: ReportPeriod {
        switch kind {
        case .year:
            let y = start.components.year - 1
            return ReportPeriod(kind: .year, start: CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: y, month: 1, day: 1)),
                                end: start.adding(days: -1))
        case .month:
            let c = start.components
            let y = c.month == 1 ? c.year - 1 : c.year, m = c.month == 1 ? 12 : c.month - 1
            let first = CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: y, month: m, day: 1))
            return ReportPeriod(kind: .month, start: first, end: start.adding(days: -1))
        default:
            return ReportPeriod(kind: kind, start: start.adding(days: -dayCount), end: start.adding(days: -1))
        }
    }

    /// Parses `YYYY-Www`, `YYYY-MM`, `YYYY-MM-DD` or `YYYY`; `nil` for anything else.
    /// Year 0 (`0000`, `0000-01-01`) is not a period: years run from 1 to 9999.
    package init?(parsing text: String) {
        let b = Array(text.utf8)
        guard !text.hasPrefix("0000") else { return nil }
        func num(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var v = 0
            for k in from..<(from + count) {
                guard b[k] >= 48, b[k] <= 57 else { return nil }
                v = v * 10 + Int(b[k] - 48)
            }
            return v
        }
        if b.count == 4, let year = num(0, 4), let first = CalendarDay(year: year, month: 1, day: 1),
           let last = CalendarDay(year: year, month: 12, day: 31) {
            self.init(kind: .year, start: first, end: last)
            return
        }
        guard b.count >= 7, let year = num(0, 4), b[4] == 45 else { return nil }
        if b[5] == UInt8(ascii: "W") || b[5] == UInt8(ascii: "w") {
            guard b.count == 8, let week = num(6, 2), let monday = ReportPeriod.isoWeekStart(year: year, week: week) else {
                return nil
            }
            self.init(kind: .week, start: monday, end: monday.adding(days: 6))
        } else if b.count == 7 {
            guard let month = num(5, 2), let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
            self.init(kind: .month, start: first,
                      end: first.adding(days: CalendarDay.daysIn(month: month, year: year) - 1))
        } else {
            guard let day = CalendarDay(parsing: text) else { return nil }
            self.init(kind: .day, start: day, end: day)
        }
    }

    /// Parses a front-matter `period:` value, or throws a diagnostic at the given place.
    package static func parse(_ text: String, path: String, line: Int, column: Int) throws -> ReportPeriod {
        if let period = ReportPeriod(parsing: text) { return period }
        if let why = DateProblem.explain(text) {
            throw Diagnostic.error(path, line: line, column: column, "cannot read period `\(text)`: \(why)")
        }
        throw Diagnostic.error(path, line: line, column: column,
            "cannot read period `\(text)`; write an ISO week such as 2026-W47, a month such as 2026-11, "
            + "a year such as 2026, a day such as 2026-11-23, or use `from:` and `to:` dates")
    }

    /// The Monday of ISO week `week` of `year`; `nil` if the year has no such week.
    package static func isoWeekStart(year: Int, week: Int) -> CalendarDay? {
        guard week >= 1, week <= 53, let jan4 = CalendarDay(year: year, month: 1, day: 4) else { return nil }
        let week1 = jan4.adding(days: -(jan4.isoWeekday - 1))
        let monday = week1.adding(days: (week - 1) * 7)
        // The week belongs to `year` only if its Thursday does.
        guard monday.adding(days: 3).components.year == year else { return nil }
        return monday
    }

    /// Builds a period from front-matter `from:` and `to:` dates (`YYYY-MM-DD`), or throws a
    /// diagnostic at the given place when either is not a real date or `to` is before `from`.
    package static func parse(from: String, to: String, path: String, line: Int, column: Int) throws -> ReportPeriod {
        guard let start = CalendarDay(parsing: from) else {
            throw Diagnostic.error(path, line: line, column: column,
                "cannot read `from: \(from)`; " + (DateProblem.explain(from) ?? "write a date such as 2026-11-16"))
        }
        guard let end = CalendarDay(parsing: to) else {
            throw Diagnostic.error(path, line: line, column: column,
                "cannot read `to: \(to)`; " + (DateProblem.explain(to) ?? "write a date such as 2026-11-22"))
        }
        guard start <= end else {
            throw Diagnostic.error(path, line: line, column: column,
                "`to: \(to)` is before `from: \(from)`; swap the two dates")
        }
        return ReportPeriod(from: start, to: end)
    }

    /// The ISO week-numbering year and week of a day.
    package static func isoWeek(of day: CalendarDay) -> (year: Int, week: Int) {
        let thursday = day.adding(days: 4 - day.isoWeekday)
        let year = thursday.components.year
        let jan1 = CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: year, month: 1, day: 1))
        return (year, (thursday.daysSinceEpoch - jan1.daysSinceEpoch) / 7 + 1)
    }

    /// A label: `2026-W47`, `2026-11`, `2026`, `2026-11-23` or `2026-11-17 – 2026-11-23`.
    package var description: String {
        switch kind {
        case .year: return CalendarDay.pad(start.components.year, 4)
        case .day: return start.description
        case .week:
            let w = ReportPeriod.isoWeek(of: start)
            return CalendarDay.pad(w.year, 4) + "-W" + CalendarDay.pad(w.week, 2)
        case .month:
            let c = start.components
            return CalendarDay.pad(c.year, 4) + "-" + CalendarDay.pad(c.month, 2)
        case .range: return start.description + " – " + end.description
        }
    }

    /// Whether this period and ``previous`` together span more than one calendar year; their
    /// dates are then labelled with years (`Jan 4, 2026`).
    package var spansYears: Bool { previous.start.components.year != end.components.year }

    /// Words for this period in a sentence: `this week`, `this month`, `in 2026`, `on Nov 23`,
    /// `in the 7 days to Nov 22` (`to Jan 4, 2026` when ``spansYears``; counts grouped: `1,000 days`).
    package var phrase: String {
        switch kind {
        case .day: return "on " + start.label(withYear: spansYears)
        case .week: return "this week"
        case .month: return "this month"
        case .year: return "in " + description
        case .range:
            return dayCount == 1 ? "on " + start.label(withYear: spansYears)
                : "in the \(MetricFormatting.count(dayCount)) days to " + end.label(withYear: spansYears)
        }
    }

    /// Words for ``previous``: `last week`, `last month`, `in 2025`, `the day before`, `the 7 days before`.
    package var previousPhrase: String {
        switch kind {
        case .day: return "the day before"
        case .week: return "last week"
        case .month: return "last month"
        case .year: return "in " + previous.description
        case .range: return dayCount == 1 ? "the day before" : "the \(MetricFormatting.count(dayCount)) days before"
        }
    }
}

extension CalendarDay {
    /// Parses `YYYY-MM-DD`; `nil` when malformed, not a real date, or in year 0 (years run from 1 to 9999).
    package init?(parsing text: String) {
        guard text.utf8.count == 10, !text.hasPrefix("0000"), let date = ISO8601Reader.read(text) else { return nil }
        let days = date.dayNumber
        self.init(daysSinceEpoch: days)
    }
}
