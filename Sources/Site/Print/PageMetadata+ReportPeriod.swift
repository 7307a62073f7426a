import Metrics

extension PageMetadata {
    /// The page's report period: `period:`, or `from:` and `to:` together; `nil` without them (or when they
    /// do not parse, which the page's checks report).
    var reportPeriod: ReportPeriod? {
        if let text = period { return ReportPeriod(parsing: text) }
        if let from = from.flatMap(CalendarDay.init(parsing:)), let to = to.flatMap(CalendarDay.init(parsing:)) {
            return ReportPeriod(from: from, to: to)
        }
        return nil
    }
}
