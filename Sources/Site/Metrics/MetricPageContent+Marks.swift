import Metrics
import Surfaces

/// The words of each chart mark: every bar, point and range capsule of a metric page's chart carries its
/// date and value (`chart.mark`, "Nov 24: 8,123 steps"), written as the mark's SVG `<title>`.
/// A chart of more than ``maxTitledMarks`` days (a half-year or a year of daily marks, too dense to point at)
/// keeps its marks in one path without titles, so the page stays within its weight budget.
extension MetricPageContent {
    /// The most marks of one chart that get their own titled element (two 31-day months and more).
    static let maxTitledMarks = 120

    /// ``points(_:)`` with each point labelled by its day and value in the page's language (up to ``maxTitledMarks`` days).
    func labelledPoints(_ days: [DailyValue]) -> [ChartSeriesPoint] {
        guard days.count <= MetricPageContent.maxTitledMarks else { return MetricPageContent.points(days) }
        return MetricPageContent.points(days).map { point in
            var point = point
            let i = Int(point.x)
            if let v = point.y, v.isFinite, Double(i) == point.x, days.indices.contains(i) {
                point.label = markLabel(days[i].day, text.value(days[i].exactValue, v, unit: file.metadata.unit))
            }
            return point
        }
    }

    /// ``rangePoints(_:column:low:high:in:)`` with each capsule labelled by its day and its lowest–highest value.
    func labelledRangePoints(low: Int, high: Int) -> [ChartRangePoint] {
        let unit = file.metadata.unit
        let days = period.days
        let points = MetricPageContent.rangePoints(file.series, column: column, low: low, high: high, in: period)
        guard points.count <= MetricPageContent.maxTitledMarks else { return points }
        return points.map { point in
            var point = point
            let i = Int(point.x)
            guard days.indices.contains(i), let (lo, hi) = MetricPageContent.ends(point) else { return point }
            point.label = markLabel(days[i], lo == hi ? text.value(lo, unit: unit) : text.range(lo...hi, unit: unit))
            return point
        }
    }

    /// The ends of a range capsule as the chart draws it: its low and high (one of them when the other is
    /// missing), else its mean; `nil` without values.
    static func ends(_ point: ChartRangePoint) -> (Double, Double)? {
        var ends = [point.low, point.high].compactMap { $0.flatMap { $0.isFinite ? $0 : nil } }
        if ends.isEmpty, let mean = point.mean, mean.isFinite { ends = [mean] }
        guard let lo = ends.min(), let hi = ends.max() else { return nil }
        return (lo, hi)
    }

    /// A range chart's extremes as drawn: the lowest daily minimum and the highest daily maximum over the
    /// period's capsules; `nil` for other charts or without values.
    var drawnRangeExtremes: (low: Double, high: Double)? {
        guard intradaySamples == nil, file.metadata.chart == .range else { return nil }
        let metadata = file.metadata
        let low = metadata.minColumn.flatMap(file.series.columnIndex) ?? column
        let high = metadata.maxColumn.flatMap(file.series.columnIndex) ?? column
        let ends = MetricPageContent.rangePoints(file.series, column: column, low: low, high: high, in: period).compactMap(MetricPageContent.ends)
        guard let lo = ends.map(\.0).min(), let hi = ends.map(\.1).max() else { return nil }
        return (lo, hi)
    }

    /// "DATE: VALUE" for a mark on `day` (with the year when the period spans years).
    func markLabel(_ day: CalendarDay, _ value: String) -> String {
        text("chart.mark", ["date": text.label(day, withYear: period.spansYears), "value": value])
    }
}
