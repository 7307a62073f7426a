/// One bucket of a ``HealthRange``: an hour of a day, a day, a week or a month, with the metric's figure over it.
public struct MetricBucket: Sendable, Hashable {
    /// The bucket's first day.
    public var start: CalendarDay
    /// The bucket's last day (inclusive; the range's last bucket ends on its latest day).
    public var end: CalendarDay
    /// The local hour (0…23) of a ``HealthRange/day`` bucket, else `nil`.
    public var hour: Int?
    /// The metric's aggregation over the bucket (a `sum` metric's 6M and Y buckets: the daily average over the
    /// bucket's days with data); `nil` without data.
    public var value: Double?
    /// ``value`` as an exact fraction when it can be one.
    public var exact: ExactNumber?
    /// The lowest value of the bucket's low column (range metrics), else `nil`.
    public var low: Double?
    /// The highest value of the bucket's high column (range metrics), else `nil`.
    public var high: Double?

    /// Creates a bucket.
    public init(start: CalendarDay, end: CalendarDay, hour: Int? = nil, value: Double? = nil, exact: ExactNumber? = nil,
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
public struct MetricRangeBuckets: Sendable, Hashable {
    /// The range.
    public var range: HealthRange
    /// The days covered.
    public var period: ReportPeriod
    /// The buckets, oldest first (24 hours, 7 or 28–31 days, 26 weeks or 12 months).
    public var buckets: [MetricBucket]
    /// Whether each bucket holds a daily average (a `sum` metric's 6M and Y).
    public var dailyAverages: Bool
}
