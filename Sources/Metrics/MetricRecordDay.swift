/// A record day: the highest or lowest daily value of the ``MetricHighlights/recordWindowDays`` days
/// ending on the period's last day, found inside the period.
package struct MetricRecordDay: Sendable, Hashable {
    /// Whether the record is the highest value (else the lowest).
    package var isHighest: Bool
    /// The record day and its value.
    package var day: DailyValue
    /// Every day of the window, oldest first (`nil` values on days without data): the sparkline.
    package var window: [DailyValue]
    /// The window's previous best (the highest, or lowest, day before the period).
    package var previousBest: DailyValue
}
