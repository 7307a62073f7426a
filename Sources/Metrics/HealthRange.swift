/// The ranges a metric's overview offers, as the Health app does: a day by hour, a week and a month by day, six
/// months by week and a year by month. ``MetricSeries/buckets(column:aggregation:range:endingOn:firstWeekday:extremes:)``
/// cuts a series into a range's buckets.
package enum HealthRange: String, CaseIterable, Sendable, Hashable {
    /// One day, one bucket per local hour (0…23); offered only when the day's samples have times.
    case day = "D"
    /// The 7 days ending on the latest day, one bucket per day.
    case week = "W"
    /// The month ending on the latest day (from the day after the same date a month before), one bucket per day.
    case month = "M"
    /// The 26 weeks ending with the week that holds the latest day, one bucket per week.
    case sixMonths = "6M"
    /// The 12 calendar months ending with the month that holds the latest day, one bucket per month.
    case year = "Y"

    /// Whether a `sum` metric's bucket is shown as its daily average (the bucket spans several days), as Health does.
    package var averagesDays: Bool { self == .sixMonths || self == .year }

    /// The days the range covers when it ends on `last`; weeks start on ISO weekday `firstWeekday` (1 = Monday).
    package func period(endingOn last: CalendarDay, firstWeekday: Int = 1) -> ReportPeriod {
        switch self {
        case .day:
            return ReportPeriod(kind: .day, start: last, end: last)
        case .week:
            return ReportPeriod.latest(days: 7, endingOn: last)
        case .month:
            return ReportPeriod(from: HealthRange.sameDayMonthBefore(last).adding(days: 1), to: last)
        case .sixMonths:
            let weekStart = HealthRange.weekStart(of: last, firstWeekday: firstWeekday)
            return ReportPeriod(from: weekStart.adding(days: -7 * 25), to: last)
        case .year:
            let c = last.components
            let (y, m) = c.month == 12 ? (c.year, 1) : (c.year - 1, c.month + 1)
            return ReportPeriod(from: CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: y, month: m, day: 1)), to: last)
        }
    }

    /// The first day of the week holding `day` when weeks start on ISO weekday `firstWeekday`.
    package static func weekStart(of day: CalendarDay, firstWeekday: Int) -> CalendarDay {
        let first = (1...7).contains(firstWeekday) ? firstWeekday : 1
        return day.adding(days: -((day.isoWeekday - first + 7) % 7))
    }

    /// The same date a month before `day`, clamped to that month's length (Mar 31 → Feb 28 or 29).
    static func sameDayMonthBefore(_ day: CalendarDay) -> CalendarDay {
        let c = day.components
        let (y, m) = c.month == 1 ? (c.year - 1, 12) : (c.year, c.month - 1)
        let d = Swift.min(c.day, CalendarDay.daysIn(month: m, year: y))
        return CalendarDay(daysSinceEpoch: CalendarDay.daysFromCivil(year: y, month: m, day: d))
    }

    /// The buckets' day spans of the range ending on `last` (for ``day``, the day itself once; hours are cut later):
    /// days for W and M, weeks for 6M, calendar months for Y; the last one ends on `last`.
    package func bucketSpans(endingOn last: CalendarDay, firstWeekday: Int = 1) -> [ClosedRange<CalendarDay>] {
        let period = period(endingOn: last, firstWeekday: firstWeekday)
        switch self {
        case .day, .week, .month:
            return period.days.map { $0...$0 }
        case .sixMonths:
            return stride(from: 0, to: period.dayCount, by: 7).map { offset in
                let start = period.start.adding(days: offset)
                return start...Swift.min(start.adding(days: 6), last)
            }
        case .year:
            var spans: [ClosedRange<CalendarDay>] = []
            var month = ReportPeriod.containing(period.start, kind: .month)
            while month.start <= last {
                spans.append(month.start...Swift.min(month.end, last))
                month = month.next
            }
            return spans
        }
    }
}
