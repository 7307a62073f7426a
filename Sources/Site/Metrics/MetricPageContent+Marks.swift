import Metrics
import Surfaces

/// The words of each chart mark: every bar, point and range capsule of a metric page's chart carries its
/// date and value (`chart.mark`, "Nov 24: 8,123 steps"), written as the mark's SVG `<title>`.
extension MetricPageContent {
    /// ``points(_:)`` with each point labelled by its day and value in the page's language.
    func labelledPoints(_ days: [DailyValue]) -> [ChartSeriesPoint] {
        MetricPageContent.points(days).map { point in
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
        return MetricPageContent.rangePoints(file.series, column: column, low: low, high: high, in: period).map { point in
            var point = point
            let i = Int(point.x)
            var ends = [point.low, point.high].compactMap { $0.flatMap { $0.isFinite ? $0 : nil } }
            if ends.isEmpty, let mean = point.mean, mean.isFinite { ends = [mean] }
            guard days.indices.contains(i), let lo = ends.min(), let hi = ends.max() else { return point }
            point.label = markLabel(days[i], lo == hi ? text.value(lo, unit: unit) : text.range(lo...hi, unit: unit))
            return point
        }
    }

    /// "DATE: VALUE" for a mark on `day` (with the year when the period spans years).
    func markLabel(_ day: CalendarDay, _ value: String) -> String {
        text("chart.mark", ["date": text.label(day, withYear: period.spansYears), "value": value])
    }
}
