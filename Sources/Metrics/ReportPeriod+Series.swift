/// Periods in a row: the period of a kind that holds a day, the one after, and the name a period has in URLs.
extension ReportPeriod {
    /// The kinds a report series can repeat by (`repeat:` in front matter).
    package static let repeatingKinds: [Kind] = [.day, .week, .month, .year]

    /// The `kind` period (day, ISO week, calendar month or year) that holds `day`; a range is the day itself.
    package static func containing(_ day: CalendarDay, kind: Kind) -> ReportPeriod {
        switch kind {
        case .day, .range:
            return ReportPeriod(kind: .day, start: day, end: day)
        case .week:
            let monday = day.adding(days: -(day.isoWeekday - 1))
            return ReportPeriod(kind: .week, start: monday, end: monday.adding(days: 6))
        case .month:
            let c = day.components
            let first = CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: c.year, month: c.month, day: 1))
            return ReportPeriod(kind: .month, start: first,
                                end: first.adding(days: CalendarDay.daysIn(month: c.month, year: c.year) - 1))
        case .year:
            let y = day.components.year
            return ReportPeriod(kind: .year, start: CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: y, month: 1, day: 1)),
                                end: CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: y, month: 12, day: 31)))
        }
    }

    /// The period just after this one, of the same kind (for a range: the same number of days after it).
    package var next: ReportPeriod {
        switch kind {
        case .day, .week, .month, .year:
            return ReportPeriod.containing(end.adding(days: 1), kind: kind)
        case .range:
            return ReportPeriod(kind: .range, start: end.adding(days: 1), end: end.adding(days: dayCount))
        }
    }

    /// The period's name in URLs and front matter: `2026-W48`, `2026-11`, `2026`, `2026-11-24`, and for a range
    /// `2026-11-17--2026-11-23` (no spaces, so it can be a folder name).
    package var slug: String {
        kind == .range ? start.description + "--" + end.description : description
    }

    /// The ISO week-numbering year of a week (the calendar year for other kinds): what a list of weeks is
    /// grouped by, so that 2026-W01 starting on 29 December 2025 sits with 2026.
    package var groupYear: Int {
        kind == .week ? ReportPeriod.isoWeek(of: start).year : start.components.year
    }

    /// The `kind` periods that hold at least one of `days`, oldest first (each once).
    package static func periods(holding days: some Sequence<CalendarDay>, kind: Kind) -> [ReportPeriod] {
        var starts: Set<Int> = []
        var out: [ReportPeriod] = []
        for day in days {
            let period = containing(day, kind: kind)
            if starts.insert(period.start.daysSinceEpoch).inserted { out.append(period) }
        }
        return out.sorted { $0.start < $1.start }
    }
}
