/// One generated highlight of a metric (``MetricHighlights``): a change against another period, a record
/// day, or a run of days that met the goal. Each carries the figures its sentence and small chart need.
package enum MetricHighlight: Sendable, Hashable {
    /// The period's figure against the previous period's, or against the mean of the previous periods'
    /// (``MetricComparisonKind/previous``, ``MetricComparisonKind/average(_:)``), beyond `same_within`.
    case change(MetricComparison)
    /// A day of the period whose value is the highest (or lowest) of the year that ends with the period.
    case record(MetricRecordDay)
    /// Days running, up to the period's last day with data, on which the goal was met.
    case streak(MetricGoalStreak)
}
