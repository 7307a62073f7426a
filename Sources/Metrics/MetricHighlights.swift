/// The rules that choose a metric's highlights for a period (at most ``maximumCount``), in this order:
///
/// 1. **Record**: the highest (then the lowest) daily value of the ``recordWindowDays`` days ending on the
///    period's last day lies inside the period and beats every day of the window before the period, which
///    must hold at least ``recordMinimumDays`` days with data (so a new file has no "records").
/// 2. **Streak**: with a `goal:`, the goal was met (`≥ goal`, or `≤ goal` when `good: lower`) on at least
///    ``streakMinimumDays`` days running, the last being the period's last day with data; a day without
///    data ends a run.
/// 3. **Against the average**: the period's figure against the mean of the ``averagePeriods`` previous
///    periods' figures (at least two of them with data), as `compare: {average: 4}` computes it.
/// 4. **Against the previous period**: as `compare: previous` computes it.
///
/// A change (3, 4) is a highlight only when it is beyond `same_within:`; without one, beyond
/// ``defaultSameWithin`` of the compared figure (a change of 2 % is not worth a sentence). Pure and exact:
/// figures are ``ExactNumber``s where the file's decimals allow, compared exactly.
package struct MetricHighlights: Sendable {
    /// The most highlights shown for one period.
    package static let maximumCount = 3
    /// The number of previous periods averaged (Health's "4-week average").
    package static let averagePeriods = 4
    /// The days a record is the best of (a year).
    package static let recordWindowDays = 365
    /// Days with data the window needs before the period for a record to count.
    package static let recordMinimumDays = 60
    /// The shortest run of days at goal that is a highlight.
    package static let streakMinimumDays = 3
    /// The threshold of a change when the metric has no `same_within:`.
    package static let defaultSameWithin = MetricComparisonThreshold.percent(5)

    /// The series.
    package var series: MetricSeries
    /// The value column.
    package var column: Int
    /// The metric's metadata (aggregation, good direction, goal, `same_within`).
    package var metadata: MetricMetadata

    /// Creates the rules for one column.
    package init(series: MetricSeries, column: Int, metadata: MetricMetadata) {
        self.series = series
        self.column = column
        self.metadata = metadata
    }

    /// The highlights of `period`, in the order above, at most ``maximumCount``; empty when nothing stands out.
    package func highlights(for period: ReportPeriod) -> [MetricHighlight] {
        var out: [MetricHighlight] = []
        let window = recordWindow(endingOn: period.end)
        for isHighest in [true, false] {
            if let record = record(in: period, window: window, highest: isHighest) { out.append(.record(record)) }
        }
        if let streak = streak(endingIn: period) { out.append(.streak(streak)) }
        for kind in [MetricComparisonKind.average(Self.averagePeriods), .previous] {
            if let change = change(in: period, kind: kind) { out.append(.change(change)) }
        }
        return Array(out.prefix(Self.maximumCount))
    }

    /// The daily values of the record window ending on `end`.
    func recordWindow(endingOn end: CalendarDay) -> [DailyValue] {
        series.dailyValues(column: column, metadata.effectiveAggregation,
                           in: ReportPeriod.latest(days: Self.recordWindowDays, endingOn: end))
    }

    /// Rule 1 for one direction.
    func record(in period: ReportPeriod, window: [DailyValue], highest: Bool) -> MetricRecordDay? {
        let before = window.filter { $0.day < period.start && $0.value != nil }
        let inside = window.filter { period.contains($0.day) && $0.value != nil }
        guard before.count >= Self.recordMinimumDays, var best = inside.first, var previousBest = before.first else { return nil }
        func beats(_ a: DailyValue, _ b: DailyValue) -> Bool { highest ? Self.less(b, a) : Self.less(a, b) }
        for day in inside where !beats(best, day) { best = day } // ties: the latest day
        for day in before where beats(day, previousBest) { previousBest = day }
        guard beats(best, previousBest) else { return nil }
        return MetricRecordDay(isHighest: highest, day: best, window: window, previousBest: previousBest)
    }

    /// Rule 2.
    func streak(endingIn period: ReportPeriod) -> MetricGoalStreak? {
        guard let goal = metadata.goal, goal.isFinite else { return nil }
        let lowerIsBetter = metadata.effectiveGoodDirection == .lower
        let days = recordWindow(endingOn: period.end)
        guard let lastIndex = days.lastIndex(where: { $0.value != nil }), period.contains(days[lastIndex].day) else { return nil }
        var first = lastIndex
        while first >= 0, let value = days[first].value, lowerIsBetter ? value <= goal : value >= goal { first -= 1 }
        guard lastIndex - first >= Self.streakMinimumDays else { return nil } // the run is days first+1 … lastIndex
        return MetricGoalStreak(goal: goal, days: Array(days[(first + 1)...lastIndex]))
    }

    /// Rules 3 and 4: the comparison when it is a highlight.
    func change(in period: ReportPeriod, kind: MetricComparisonKind) -> MetricComparison? {
        var judged = metadata
        if judged.sameWithin == nil { judged.sameWithin = Self.defaultSameWithin }
        let comparison = series.comparison(column: column, metadata: judged, period: period, kind: kind)
        guard comparison.current != nil, comparison.previous != nil, comparison.absoluteChange != nil,
              !comparison.isUnchanged else { return nil }
        if case .average = kind, comparison.averagedCount < 2 { return nil }
        return comparison
    }

    /// Whether `a`'s value is below `b`'s, exactly when both are exact.
    static func less(_ a: DailyValue, _ b: DailyValue) -> Bool {
        if let x = a.exactValue, let y = b.exactValue { return x < y }
        return (a.value ?? 0) < (b.value ?? 0)
    }
}
