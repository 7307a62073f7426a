/// A series cut into the buckets of a ``HealthRange``, as the Health app aggregates its D/W/M/6M/Y views.
extension MetricSeries {
    /// The buckets of `range` ending on `last`: each holds `aggregation` over its samples (a `mean` averages every
    /// sample, `min`/`max`/`last` their extreme or latest), except that a `sum` metric's week and month buckets
    /// (6M, Y) hold the daily average: the bucket's total over its days with data. With `extremes`, each bucket
    /// also holds the lowest value of the `low` column and the highest of the `high` column (range charts).
    package func buckets(column: Int, aggregation: Aggregation, range: HealthRange, endingOn last: CalendarDay,
                        firstWeekday: Int = 1, extremes: (low: Int, high: Int)? = nil) -> MetricRangeBuckets {
        let period = range.period(endingOn: last, firstWeekday: firstWeekday)
        let averages = aggregation == .sum && range.averagesDays
        let buckets: [MetricBucket]
        if range == .day {
            buckets = hourBuckets(on: last, column: column, aggregation: aggregation, extremes: extremes)
        } else {
            buckets = range.bucketSpans(endingOn: last, firstWeekday: firstWeekday).map { span in
                dayBucket(span, column: column, aggregation: aggregation, averages: averages, extremes: extremes)
            }
        }
        return MetricRangeBuckets(range: range, period: period, buckets: buckets, dailyAverages: averages)
    }

    /// Whether any sample of `column` on the local `day` has a time of day (is not at local midnight): only then
    /// does a metric's overview offer the day by hour.
    package func hasTimes(column: Int, on day: CalendarDay) -> Bool {
        guard column >= 0, column < values.count else { return false }
        for i in sampleRange(in: ReportPeriod(kind: .day, start: day, end: day)) where values[column][i] != nil {
            if localSeconds(times[i], on: day) != 0 { return true }
        }
        return false
    }

    /// Seconds since the local midnight of `day` on the day's own clock.
    func localSeconds(_ time: Double, on day: CalendarDay) -> Double {
        time + Double(timeZone.secondsFromUTC(at: time)) - day.midnightUTC
    }

    /// One bucket over the days of `span`.
    private func dayBucket(_ span: ClosedRange<CalendarDay>, column: Int, aggregation: Aggregation, averages: Bool,
                           extremes: (low: Int, high: Int)?) -> MetricBucket {
        let period = ReportPeriod(from: span.lowerBound, to: span.upperBound)
        var bucket = MetricBucket(start: span.lowerBound, end: span.upperBound)
        if averages {
            let days = dailyValues(column: column, .sum, in: period).filter { $0.value != nil }
            bucket.value = MetricSeries.mean(days.lazy.map(\.value))
            let exact = days.map(\.exactValue)
            bucket.exact = exact.contains { $0 == nil } ? nil : MetricSeries.exactMean(exact)
        } else {
            bucket.value = aggregate(column: column, aggregation, in: period)
            bucket.exact = bucket.value == nil ? nil : exactAggregate(column: column, aggregation, in: period)
        }
        if let extremes {
            bucket.low = aggregate(column: extremes.low, .min, in: period)
            bucket.high = aggregate(column: extremes.high, .max, in: period)
        }
        return bucket
    }

    /// The 24 local hours of `day`: a sample belongs to the hour its local clock shows (on a day the clocks go
    /// back, both runs of the repeated hour fall in one bucket; on a day they go forward, the skipped hour is empty).
    private func hourBuckets(on day: CalendarDay, column: Int, aggregation: Aggregation,
                             extremes: (low: Int, high: Int)?) -> [MetricBucket] {
        var members = [[Int]](repeating: [], count: 24)
        for i in sampleRange(in: ReportPeriod(kind: .day, start: day, end: day)) {
            let hour = Int((localSeconds(times[i], on: day) / 3_600).rounded(.down))
            members[Swift.min(Swift.max(hour, 0), 23)].append(i)
        }
        return (0..<24).map { hour in
            var bucket = MetricBucket(start: day, end: day, hour: hour)
            let rows = members[hour]
            let cells = column >= 0 && column < values.count ? rows.map { values[column][$0] } : []
            bucket.value = MetricSeries.aggregate(cells, aggregation)
            bucket.exact = bucket.value == nil ? nil : MetricSeries.exactAggregate(cells, aggregation)
            if let extremes, extremes.low < values.count, extremes.high < values.count, extremes.low >= 0, extremes.high >= 0 {
                bucket.low = MetricSeries.aggregate(rows.map { values[extremes.low][$0] }, .min)
                bucket.high = MetricSeries.aggregate(rows.map { values[extremes.high][$0] }, .max)
            }
            return bucket
        }
    }

    /// ``aggregate(_:_:)`` as an exact fraction (``exactAggregate(column:_:in:)`` over some cells).
    static func exactAggregate(_ cells: [Double?], _ aggregation: Aggregation) -> ExactNumber? {
        guard aggregation == .sum || aggregation == .mean else { return aggregate(cells, aggregation).flatMap(ExactNumber.init) }
        var total = DecimalSum()
        for case let v? in cells { total.add(v) }
        guard total.count > 0 else { return nil }
        return aggregation == .sum ? total.exactSum : total.exactMean
    }
}
