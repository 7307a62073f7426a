extension MetricSeries {
    /// `period`'s figure compared as `kind` says (see ``MetricComparisonKind``), with the metadata's
    /// `same_within:`. `previous` gives the figures of ``comparison(column:metadata:period:)``.
    package func comparison(column: Int, metadata: MetricMetadata, period: ReportPeriod,
                           kind: MetricComparisonKind) -> MetricComparison {
        let aggregation = metadata.effectiveAggregation
        let current = aggregate(column: column, aggregation, in: period)
        let reference: (value: Double?, exact: ExactNumber?, period: ReportPeriod, count: Int?)
        switch kind {
        case .previous:
            let before = period.previous
            reference = (aggregate(column: column, aggregation, in: before), exactAggregate(column: column, aggregation, in: before),
                         before, nil)
        case .lastYear:
            let yearAgo = period.sameTimeLastYear
            reference = (aggregate(column: column, aggregation, in: yearAgo), exactAggregate(column: column, aggregation, in: yearAgo),
                         yearAgo, nil)
        case .average(let count):
            // Each period's own figure (a weekly total for `sum`…); periods without data are left out.
            let periods = period.previousPeriods(count)
            let figures = periods.map { aggregate(column: column, aggregation, in: $0) }
            let exactFigures = periods.map { exactAggregate(column: column, aggregation, in: $0) }
            let withData = figures.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
            // Exact only when every figure is (else the floating-point mean alone).
            let exact = exactFigures.compactMap({ $0 }).count == withData ? MetricSeries.exactMean(exactFigures) : nil
            reference = (MetricSeries.mean(figures), exact, periods.first ?? period.previous, withData)
        }
        return MetricComparison(current: current, previous: reference.value, goodDirection: metadata.effectiveGoodDirection,
                                period: period, previousPeriod: reference.period, kind: kind,
                                averagedCount: reference.count, sameWithin: metadata.sameWithin,
                                exactCurrent: exactAggregate(column: column, aggregation, in: period),
                                exactPrevious: reference.exact, unit: metadata.unit)
    }

    /// Every comparison the metadata asks for (`compare:`, default `previous`), in its order.
    package func comparisons(column: Int, metadata: MetricMetadata, period: ReportPeriod) -> [MetricComparison] {
        metadata.effectiveComparisons.map { comparison(column: column, metadata: metadata, period: period, kind: $0) }
    }
}
