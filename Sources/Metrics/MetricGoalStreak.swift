/// A run of days on which the goal was met, ending on the period's last day with data.
public struct MetricGoalStreak: Sendable, Hashable {
    /// The goal (per day).
    public var goal: Double
    /// The days of the run, oldest first (every one met the goal).
    public var days: [DailyValue]
    /// How many days the run has.
    public var length: Int { days.count }
    /// The run's last day.
    public var lastDay: CalendarDay { days.last?.day ?? CalendarDay(daysSinceEpoch: 0) }
}
