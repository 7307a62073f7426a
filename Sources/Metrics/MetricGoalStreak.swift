/// A run of days on which the goal was met, ending on the period's last day with data.
package struct MetricGoalStreak: Sendable, Hashable {
    /// The goal (per day).
    package var goal: Double
    /// The days of the run, oldest first (every one met the goal).
    package var days: [DailyValue]
    /// How many days the run has.
    package var length: Int { days.count }
    /// The run's last day.
    package var lastDay: CalendarDay { days.last?.day ?? CalendarDay(daysSinceEpoch: 0) }
}
