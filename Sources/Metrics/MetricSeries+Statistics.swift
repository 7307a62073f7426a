/// Summary statistics of one column over some samples.
package struct SeriesSummary: Sendable, Hashable {
    /// Number of non-missing values.
    package var count: Int
    /// Smallest value.
    package var min: Double
    /// Largest value.
    package var max: Double
    /// Arithmetic mean (each sample weighted equally).
    package var mean: Double
    /// Value of the latest non-missing sample.
    package var latest: Double
    /// Instant of the latest non-missing sample (seconds since the epoch).
    package var latestTime: Double
}

/// One day's aggregated value for charts; `nil` on days without data (a gap, never zero).
package struct DailyValue: Sendable, Hashable {
    /// The local day.
    package var day: CalendarDay
    /// The day's aggregate, or `nil` without data.
    package var value: Double?
    /// A `mean` day's exact mean (the day's exact total over its samples); `nil` for other aggregations, whose
    /// day values are exactly the shortest decimal of ``value`` (see ``exactValue``).
    package var exactMean: ExactNumber?

    /// Creates a daily value.
    package init(day: CalendarDay, value: Double?, exactMean: ExactNumber? = nil) {
        self.day = day
        self.value = value
        self.exactMean = exactMean
    }

    /// The day's figure as an exact fraction (`nil` without data or beyond the exact range).
    package var exactValue: ExactNumber? { exactMean ?? value.flatMap(ExactNumber.init) }
}

extension MetricSeries {
    /// The indices of samples whose local day lies in `period` (times are sorted, so a range).
    package func sampleRange(in period: ReportPeriod) -> Range<Int> {
        let from = timeZone.start(of: period.start)
        let to = timeZone.start(of: period.end.adding(days: 1))
        return lowerBound(from)..<lowerBound(to)
    }

    private func lowerBound(_ t: Double) -> Int {
        var lo = 0, hi = times.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if times[mid] < t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The default report period: the 7 days (or `days`) ending on the day of the latest sample;
    /// `nil` for an empty series.
    package func defaultPeriod(days: Int = 7) -> ReportPeriod? {
        asOf.map { ReportPeriod.latest(days: days, endingOn: $0) }
    }

    /// Aggregates one column over a period (the whole series when `period` is nil).
    ///
    /// Missing values are skipped; `nil` when the period has no values. `sum` adds every sample
    /// exactly in decimal (see ``DecimalSum``),
    /// `mean` averages every sample (a day with two samples counts twice), `last` is the latest
    /// sample (file order breaks ties), `min`/`max` the extremes.
    package func aggregate(column: Int, _ aggregation: Aggregation, in period: ReportPeriod? = nil) -> Double? {
        guard column >= 0, column < values.count else { return nil }
        let range = period.map(sampleRange(in:)) ?? 0..<times.count
        return MetricSeries.aggregate(values[column][range], aggregation)
    }

    /// Aggregates a slice of optional values.
    static func aggregate<C: Collection>(_ slice: C, _ aggregation: Aggregation) -> Double? where C.Element == Double? {
        var total = DecimalSum()
        var lo = Double.infinity, hi = -Double.infinity
        var last: Double?
        let adds = aggregation == .sum || aggregation == .mean
        for case let v? in slice {
            if adds { total.add(v) }
            if v < lo { lo = v }
            if v > hi { hi = v }
            last = v
        }
        guard last != nil else { return nil }
        switch aggregation {
        case .sum: return total.sum
        case .mean: return MetricSeries.finiteMean(total, slice)
        case .last: return last
        case .min: return lo
        case .max: return hi
        }
    }

    /// ``aggregate(column:_:in:)`` as an exact fraction: a `sum` is the exact decimal total, a `mean` that total
    /// over the number of samples (every sample weighted equally), `min`/`max`/`last` the sample as written;
    /// `nil` without values or beyond the exact range (then use the `Double`).
    package func exactAggregate(column: Int, _ aggregation: Aggregation, in period: ReportPeriod? = nil) -> ExactNumber? {
        guard column >= 0, column < values.count else { return nil }
        let range = period.map(sampleRange(in:)) ?? 0..<times.count
        guard aggregation == .sum || aggregation == .mean else {
            return MetricSeries.aggregate(values[column][range], aggregation).flatMap(ExactNumber.init)
        }
        var total = DecimalSum()
        for case let v? in values[column][range] { total.add(v) }
        guard total.count > 0 else { return nil }
        return aggregation == .sum ? total.exactSum : total.exactMean
    }

    /// The exact mean of some exact figures (`nil` when there are none or one is beyond the exact range).
    package static func exactMean(_ figures: [ExactNumber?]) -> ExactNumber? {
        var total = ExactNumber(0), count = 0
        for figure in figures {
            guard let figure else { continue }
            guard let next = ExactNumber.sum(total, figure) else { return nil }
            total = next
            count += 1
        }
        return count == 0 ? nil : ExactNumber.quotient(total, ExactNumber(count))
    }

    /// Per-day aggregates of one column for every day of `period`, with `nil` on days without data.
    ///
    /// Each day's samples are aggregated with `aggregation` (per-day totals for `sum`, per-day
    /// means for `mean`, the day's last sample for `last`, per-day extremes for `min`/`max`).
    package func dailyValues(column: Int, _ aggregation: Aggregation, in period: ReportPeriod) -> [DailyValue] {
        var out = (period.start.daysSinceEpoch...period.end.daysSinceEpoch).map {
            DailyValue(day: CalendarDay(daysSinceEpoch: $0), value: nil)
        }
        guard column >= 0, column < values.count else { return out }
        let range = sampleRange(in: period)
        var i = range.lowerBound
        while i < range.upperBound {
            let day = timeZone.day(of: times[i])
            var j = i + 1
            while j < range.upperBound, timeZone.day(of: times[j]) == day { j += 1 }
            let index = day.daysSinceEpoch - period.start.daysSinceEpoch
            if index >= 0, index < out.count {
                if aggregation == .mean {
                    var total = DecimalSum()
                    for case let v? in values[column][i..<j] { total.add(v) }
                    if total.count > 0 {
                        out[index].value = MetricSeries.finiteMean(total, values[column][i..<j])
                        out[index].exactMean = total.exactMean
                    }
                } else {
                    out[index].value = MetricSeries.aggregate(values[column][i..<j], aggregation)
                }
            }
            i = j
        }
        return out
    }

    /// Summary statistics (count, min, max, mean, latest) of one column over a period, or the
    /// whole series when `period` is nil; `nil` when there are no values.
    package func summary(column: Int, in period: ReportPeriod? = nil) -> SeriesSummary? {
        guard column >= 0, column < values.count else { return nil }
        let range = period.map(sampleRange(in:)) ?? 0..<times.count
        var total = DecimalSum()
        var lo = Double.infinity, hi = -Double.infinity
        var latest = 0.0, latestTime = 0.0
        let col = values[column]
        for i in range {
            guard let v = col[i] else { continue }
            total.add(v)
            if v < lo { lo = v }
            if v > hi { hi = v }
            latest = v
            latestTime = times[i]
        }
        guard total.count > 0 else { return nil }
        let mean = MetricSeries.finiteMean(total, col[range])
        return SeriesSummary(count: total.count, min: lo, max: hi, mean: mean, latest: latest, latestTime: latestTime)
    }

    /// The mean of the values present, `nil` when there are none; finite for any finite values
    /// (a sum that overflows is averaged in parts instead).
    package static func mean<C: Collection>(_ values: C) -> Double? where C.Element == Double? {
        var total = DecimalSum()
        for case let v? in values { total.add(v) }
        guard total.count > 0 else { return nil }
        return finiteMean(total, values)
    }

    /// The mean of `total` (the sum of `values`' present values, see ``DecimalSum``), averaged in
    /// parts when the sum overflows.
    static func finiteMean<C: Collection>(_ total: DecimalSum, _ values: C) -> Double where C.Element == Double? {
        if let mean = total.mean, mean.isFinite { return mean }
        return scaledMean(values, count: total.count)
    }

    /// The mean as the sum of `v / count`: slower, but finite whenever the values are (used only
    /// when the plain sum overflows, e.g. for values near ±1.8e308).
    static func scaledMean<C: Collection>(_ values: C, count: Int) -> Double where C.Element == Double? {
        let n = Double(count)
        var mean = 0.0
        for case let v? in values { mean += v / n }
        return mean
    }

    /// Whether a column has at least one value anywhere (what `summary(column:) != nil` says, without summing every
    /// sample: a metric page asks this of a long series once per page).
    package func hasValues(column: Int) -> Bool {
        guard column >= 0, column < values.count else { return false }
        return values[column].prefix(times.count).contains { $0 != nil }
    }

    /// Whether a column has at least one value in the period (a card without any is dropped).
    package func hasData(column: Int, in period: ReportPeriod) -> Bool {
        guard column >= 0, column < values.count else { return false }
        return values[column][sampleRange(in: period)].contains { $0 != nil }
    }

    /// Compares a period's aggregate with the previous period's, judged by `metadata`'s good direction
    /// (``comparison(column:metadata:period:kind:)`` with `previous`).
    package func comparison(column: Int, metadata: MetricMetadata, period: ReportPeriod) -> MetricComparison {
        comparison(column: column, metadata: metadata, period: period, kind: .previous)
    }
}
