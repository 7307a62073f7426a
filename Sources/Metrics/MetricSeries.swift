import Diagnostics

/// A parsed metric file: sample times and one or more value columns.
///
/// Samples are sorted by time; the sort is stable, so rows with the same time keep their file
/// order. Repeated dates are kept as separate samples: aggregation treats them as several samples
/// on that day (a `sum` adds them, a `mean` averages them, `last` takes the later row).
/// Missing cells are `nil`, never zero.
package struct MetricSeries: Sendable, Equatable {
    /// The metric's name (the file name without extension unless the caller sets another).
    package var name: String
    /// Value column names, in file order.
    package var columns: [String]
    /// Sample instants, seconds since 1970-01-01 UTC, ascending.
    package var times: [Double]
    /// `values[column][sample]`; `nil` where the cell was empty.
    package var values: [[Double?]]
    /// The zone the series' days are bucketed in.
    package var timeZone: MetricTimeZone
    /// Values outside the metric's plausible range (``MetricMetadata/plausibleMinimum``, ``MetricMetadata/plausibleMaximum``),
    /// as warnings at their cells' `path:line:column`, found while the file was read. They do not fail a build.
    package var warnings: [Diagnostic] = []
    /// Under `time_zone: recorded` (``MetricTimeZone/recorded``), where ``times`` are wall-clock seconds: the UTC offset
    /// each row's time was written with, in seconds east (0 for a time without one), parallel to ``times``, so
    /// `times[i] - recordedOffsets[i]` is the row's instant; `nil` for other zones and for series made otherwise.
    package var recordedOffsets: [Int]?

    /// Creates a series; `times` must be sorted and every column as long as `times`.
    package init(name: String, columns: [String], times: [Double], values: [[Double?]], timeZone: MetricTimeZone = .utc) {
        self.name = name
        self.columns = columns
        self.times = times
        self.values = values
        self.timeZone = timeZone
    }

    /// Number of samples (rows).
    package var count: Int { times.count }

    /// Whether there are no samples.
    package var isEmpty: Bool { times.isEmpty }

    /// The index of a column by name (exact match first, then case-insensitive).
    package func columnIndex(_ name: String) -> Int? {
        if let i = columns.firstIndex(of: name) { return i }
        let lower = name.lowercased()
        return columns.firstIndex { $0.lowercased() == lower }
    }

    /// The index of the column a card shows: `metadata.column` if present, otherwise the first.
    package func primaryColumnIndex(_ metadata: MetricMetadata) -> Int? {
        if let name = metadata.column { return columnIndex(name) }
        return columns.isEmpty ? nil : 0
    }

    /// The latest sample instant, or `nil` for an empty series.
    package var latestTime: Double? { times.last }

    /// The local day of the latest sample ("as of"), or `nil` for an empty series.
    package var asOf: CalendarDay? { times.last.map { timeZone.day(of: $0) } }

    /// The (time, value) points of one column, `nil` values included so gaps stay visible;
    /// only the samples of `period` when one is given.
    package func points(column: Int, in period: ReportPeriod? = nil) -> [ChartPoint] {
        guard column >= 0, column < values.count else { return [] }
        let range = period.map(sampleRange(in:)) ?? 0..<times.count
        let column = values[column]
        var out: [ChartPoint] = []
        out.reserveCapacity(range.count)
        for i in range { out.append(ChartPoint(time: times[i], value: column[i])) }
        return out
    }
}

/// One point of a chart series: an instant (seconds since the epoch) and a value, `nil` for a gap.
package struct ChartPoint: Sendable, Hashable {
    /// Seconds since 1970-01-01 UTC (or, for daily series, the day's local midnight as if UTC).
    package var time: Double
    /// The value, or `nil` where data is missing (drawn as a gap, never as zero).
    package var value: Double?

    /// Creates a point.
    package init(time: Double, value: Double?) {
        self.time = time
        self.value = value
    }
}
