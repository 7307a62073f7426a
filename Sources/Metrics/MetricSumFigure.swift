/// A `sum` metric's figure over one period: its total (exactly when the file's decimals allow) and the number of
/// days with data, from which its daily average follows.
struct MetricSumFigure: Sendable, Hashable {
    /// The period's total, `nil` without data.
    var total: Double?
    /// The total as an exact fraction, `nil` without data or beyond the exact range.
    var exactTotal: ExactNumber?
    /// Days of the period with data (the daily average's divisor, as the page's "Daily average").
    var days: Int
    /// Days of the period inside the column's history, from its first to its last day with data (the coverage:
    /// a day without a row inside the history is a day of the history, a day before its start is not).
    var covered: Int

    /// The total over the days with data (`nil` without any), exactly when the total is exact.
    var dailyAverage: (value: Double?, exact: ExactNumber?) {
        guard let total, days > 0 else { return (nil, nil) }
        let exact = exactTotal.flatMap { ExactNumber.quotient($0, ExactNumber(days)) }
        return (exact?.doubleValue ?? total / Double(days), exact)
    }

    /// The figure compared: the daily average when `perDay`, else the total.
    func compared(perDay: Bool) -> (value: Double?, exact: ExactNumber?) {
        perDay ? dailyAverage : (total, exactTotal)
    }
}
