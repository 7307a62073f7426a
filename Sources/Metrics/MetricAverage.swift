/// The mean and spread of some daily values (days without data left out).
package struct MetricAverage: Sendable, Hashable {
    /// The days with data.
    package var count: Int
    /// The mean.
    package var value: Double
    /// The mean, exactly (`nil` beyond ``ExactNumber``'s range).
    package var exact: ExactNumber?
    /// The population variance.
    package var variance: Double
    /// The population variance, exactly (`nil` beyond the range).
    package var exactVariance: ExactNumber?

    /// The average of `days`; `nil` when none has a value.
    package init?(_ days: [DailyValue]) {
        let values = days.compactMap(\.value)
        guard let mean = MetricSeries.mean(values.map { Optional($0) }) else { return nil }
        count = values.count
        value = mean
        let exactValues = days.compactMap(\.exactValue)
        let allExact = exactValues.count == values.count
        exact = allExact ? MetricSeries.exactMean(exactValues) : nil
        var squares = 0.0
        for v in values { squares += (v - mean) * (v - mean) }
        variance = squares / Double(values.count)
        exactVariance = allExact ? exact.flatMap { MetricAverage.variance(exactValues, mean: $0) } : nil
    }

    /// Σ(x − mean)² / n exactly, `nil` beyond the range.
    static func variance(_ values: [ExactNumber], mean: ExactNumber) -> ExactNumber? {
        var total = ExactNumber(0)
        for v in values {
            guard let d = ExactNumber.difference(v, mean), let square = ExactNumber.product(d, d),
                  let next = ExactNumber.sum(total, square) else { return nil }
            total = next
        }
        return ExactNumber.quotient(total, ExactNumber(values.count))
    }
}
