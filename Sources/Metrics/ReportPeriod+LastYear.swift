extension ReportPeriod {
    /// The same period one year earlier (`compare: last_year`), of the same kind:
    /// - a week: the same ISO week number of the previous ISO week-year; week 53 of a year whose previous
    ///   year has only 52 weeks is compared with that year's week 52 (2026-W53 → 2025-W52);
    /// - a month: the same month a year earlier; a year: the year before;
    /// - a day: the same date a year earlier, 29 February → 28 February;
    /// - a range: its first and last days each one year earlier (by the day rule), so 2024-02-23…2024-02-29
    ///   becomes 2023-02-23…2023-02-28.
    package var sameTimeLastYear: ReportPeriod {
        switch kind {
        case .week:
            let (year, week) = ReportPeriod.isoWeek(of: start)
            let monday = ReportPeriod.isoWeekStart(year: year - 1, week: week)
                ?? ReportPeriod.isoWeekStart(year: year - 1, week: week - 1)
                ?? start.adding(days: -364)
            return ReportPeriod(kind: .week, start: monday, end: monday.adding(days: 6))
        case .month:
            let c = start.components
            let first = CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: c.year - 1, month: c.month, day: 1))
            let days = CalendarDay.daysIn(month: c.month, year: c.year - 1)
            return ReportPeriod(kind: .month, start: first, end: first.adding(days: days - 1))
        case .year:
            return previous
        case .day, .range:
            return ReportPeriod(kind: kind, start: ReportPeriod.yearEarlier(start), end: ReportPeriod.yearEarlier(end))
        }
    }

    /// The `count` periods before this one, nearest first (``previous`` of ``previous``…).
    package func previousPeriods(_ count: Int) -> [ReportPeriod] {
        var out: [ReportPeriod] = []
        out.reserveCapacity(Swift.max(count, 0))
        var period = self
        for _ in 0..<Swift.max(count, 0) {
            period = period.previous
            out.append(period)
        }
        return out
    }

    /// The same date one year earlier; 29 February becomes 28 February.
    static func yearEarlier(_ day: CalendarDay) -> CalendarDay {
        let c = day.components
        let last = CalendarDay.daysIn(month: c.month, year: c.year - 1)
        return CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: c.year - 1, month: c.month, day: Swift.min(c.day, last)))
    }
}
