/// One bucket of a ``HealthRange``: an hour of a day, a day, a week or a month, with the metric's figure over it.
package struct MetricBucket: Sendable, Hashable {
    /// The bucket's first day.
    package var start: CalendarDay
    /// The bucket's last day (inclusive; the range's last bucket ends on its latest day).
    package var end: CalendarDay
    /// The local hour (0…23) of a ``HealthRange/day`` bucket, else `nil`.
    package var hour: Int?
    /// The metric's aggregation over the bucket (a `sum` metric's 6M and Y buckets: the daily average over the
    /// bucket's days with data); `nil` without data.
    package var value: Double?
    /// ``value`` as an exact fraction when it can be one.
    package var exact: ExactNumber?
    /// The lowest value of the bucket's low column (range metrics), else `nil`.
    package var low: Double?
    /// The highest value of the bucket's high column (range metrics), else `nil`.
    package var high: Double?

    /// Creates a bucket.
    package init(start: CalendarDay, end: CalendarDay, hour: Int? = nil, value: Double? = nil, exact: ExactNumber? = nil,
                low: Double? = nil, high: Double? = nil) {
        self.start = start
        self.end = end
        self.hour = hour
        self.value = value
        self.exact = exact
        self.low = low
        self.high = high
    }
}

/// A range's buckets and the days they cover.
package struct MetricRangeBuckets: Sendable, Hashable {
    /// The range.
    package var range: HealthRange
    /// The days covered.
    package var period: ReportPeriod
    /// The buckets, oldest first (24 hours, 7 or 28–31 days, 26 weeks or 12 months).
    package var buckets: [MetricBucket]
    /// Whether each bucket holds a daily average (a `sum` metric's 6M and Y).
    package var dailyAverages: Bool
}
