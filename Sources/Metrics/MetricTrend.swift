/// A metric's trend, by the Health app's rule: the average of the last ``recentDays`` days against the average
/// of the ``earlierDays`` days before them.
///
/// The averages are the exact means of the daily values (a `sum` metric's daily totals, other metrics' daily
/// figures by their aggregation) over the days that have data. There is a trend when
/// - the recent window has at least ``minimumRecentDays`` days with data and the earlier one at least
///   ``minimumEarlierDays`` (else ``Direction/notEnoughData``);
/// - the difference is larger than ``deviationFactor`` × the standard deviation of the earlier window's daily
///   values (population standard deviation; half a standard deviation is a "medium" effect, Cohen's d = 0.5:
///   days are correlated, so a test that takes them as independent would call a trend on noise); and
/// - the difference is not "about the same" by `same_within:` or as shown (``MetricComparison/isUnchanged``).
///
/// Otherwise the direction is ``Direction/none``: "no trend". The test is exact (the squared difference against
/// the exact variance) while the file's decimals fit ``ExactNumber``, else in floating point.
package struct MetricTrend: Sendable, Hashable {
    /// Which way the metric is going.
    package enum Direction: String, Sendable, Hashable {
        /// The recent average is meaningfully higher.
        case up
        /// The recent average is meaningfully lower.
        case down
        /// The averages differ by less than the test asks: no trend.
        case none
        /// Too few days with data to say.
        case notEnoughData
    }

    /// The recent window's length in days.
    package static let recentDays = 90
    /// The earlier window's length in days.
    package static let earlierDays = 365
    /// Days with data the recent window needs.
    package static let minimumRecentDays = 30
    /// Days with data the earlier window needs.
    package static let minimumEarlierDays = 120
    /// The share of the earlier window's standard deviation the difference must exceed (½).
    package static let deviationFactor = ExactNumber(numerator: 1, denominator: 2)!

    /// The result.
    package var direction: Direction
    /// The last ``recentDays`` days.
    package var recentPeriod: ReportPeriod
    /// The ``earlierDays`` days before them.
    package var earlierPeriod: ReportPeriod
    /// The recent average (`nil` without data).
    package var recent: MetricAverage?
    /// The earlier average (`nil` without data).
    package var earlier: MetricAverage?
    /// The earlier window's standard deviation (`nil` without data).
    package var standardDeviation: Double?
    /// The recent average against the earlier, with `same_within:` and the unit (`nil` without both averages).
    package var comparison: MetricComparison?

    /// The trend of the column up to `end` (the overview: the day of the latest sample; a report: the period's last day).
    package init(series: MetricSeries, column: Int, metadata: MetricMetadata, endingOn end: CalendarDay) {
        let recentPeriod = ReportPeriod.latest(days: Self.recentDays, endingOn: end)
        let earlierPeriod = ReportPeriod.latest(days: Self.earlierDays, endingOn: recentPeriod.start.adding(days: -1))
        let aggregation = metadata.effectiveAggregation
        let recentDays = series.dailyValues(column: column, aggregation, in: recentPeriod)
        let earlierDays = series.dailyValues(column: column, aggregation, in: earlierPeriod)
        let recent = MetricAverage(recentDays), earlier = MetricAverage(earlierDays)
        self.recentPeriod = recentPeriod
        self.earlierPeriod = earlierPeriod
        self.recent = recent
        self.earlier = earlier
        standardDeviation = earlier?.variance.squareRoot()
        comparison = recent.flatMap { r in earlier.map { e in
            MetricComparison(current: r.value, previous: e.value, goodDirection: metadata.effectiveGoodDirection,
                             period: recentPeriod, previousPeriod: earlierPeriod, sameWithin: metadata.sameWithin,
                             exactCurrent: r.exact, exactPrevious: e.exact, unit: metadata.unit)
        } }
        direction = Self.direction(recent: recent, earlier: earlier, comparison: comparison)
    }

    /// The rule (see the type).
    static func direction(recent: MetricAverage?, earlier: MetricAverage?, comparison: MetricComparison?) -> Direction {
        guard let recent, let earlier, let comparison, recent.count >= minimumRecentDays,
              earlier.count >= minimumEarlierDays, let change = comparison.absoluteChange else { return .notEnoughData }
        guard !comparison.isUnchanged, exceedsDeviation(comparison, earlier: earlier) else { return .none }
        return change > 0 ? .up : .down
    }

    /// Whether |change| > factor × standard deviation, i.e. change² > factor² × variance (exactly when possible).
    static func exceedsDeviation(_ comparison: MetricComparison, earlier: MetricAverage) -> Bool {
        if let change = comparison.exactChange, let variance = earlier.exactVariance,
           let square = ExactNumber.product(change, change), let f2 = ExactNumber.product(deviationFactor, deviationFactor),
           let bound = ExactNumber.product(f2, variance) {
            return bound < square
        }
        guard let change = comparison.absoluteChange else { return false }
        let factor = deviationFactor.doubleValue
        return change.magnitude > factor * earlier.variance.squareRoot()
    }
}
