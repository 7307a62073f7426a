import Diagnostics
@testable import Metrics

/// Parses CSV text at `m.csv`.
func parseCSV(_ text: String, _ metadata: MetricMetadata = MetricMetadata()) throws -> MetricSeries {
    try CSVParser.parse(Array(text.utf8), path: "m.csv", metadata: metadata)
}

/// The diagnostics (as printed) that parsing CSV text produces; empty when it parses.
func csvErrors(_ text: String, _ metadata: MetricMetadata = MetricMetadata()) -> [String] {
    do {
        _ = try parseCSV(text, metadata)
        return []
    } catch let list as DiagnosticList {
        return list.sorted.map(\.description)
    } catch {
        return ["unexpected \(error)"]
    }
}

/// Seconds since the epoch for a UTC date-time.
func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ s: Int = 0) -> Double {
    let day = CalendarDay(year: y, month: m, day: d)?.daysSinceEpoch ?? 0
    return Double(day) * 86_400 + Double(h * 3600 + min * 60 + s)
}

/// A day, for tests (`nil` dates become the epoch so expectations fail visibly).
func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDay {
    CalendarDay(year: y, month: m, day: d) ?? CalendarDay(daysSinceEpoch: 0)
}

/// A daily series in UTC with one sample at noon per given day offset from `start`.
func dailySeries(start: CalendarDay, _ values: [Double?], name: String = "m") -> MetricSeries {
    let times = values.indices.map { start.adding(days: $0).midnightUTC + 43_200 }
    return MetricSeries(name: name, columns: ["value"], times: times, values: [values])
}
