extension MetricSeries {
    /// The most days a period may have for a `sum` metric's totals to be compared as totals (a month); longer
    /// periods (6M, Y, a year, a long from/to period) compare daily averages, as Health's headline does.
    package static let longestTotalComparisonDays = 31

    /// `period`'s figure compared as `kind` says (see ``MetricComparisonKind``), with the metadata's
    /// `same_within:`. A `sum` metric follows ``sumComparison(column:metadata:period:kind:)``'s rules.
    package func comparison(column: Int, metadata: MetricMetadata, period: ReportPeriod,
                           kind: MetricComparisonKind) -> MetricComparison {
        let aggregation = metadata.effectiveAggregation
        if aggregation == .sum { return sumComparison(column: column, metadata: metadata, period: period, kind: kind) }
        let current = aggregate(column: column, aggregation, in: period)
        let reference: (value: Double?, exact: ExactNumber?, period: ReportPeriod, count: Int?)
        switch kind {
        case .previous, .lastYear:
            let other = kind == .previous ? period.previous : period.sameTimeLastYear
            reference = (aggregate(column: column, aggregation, in: other), exactAggregate(column: column, aggregation, in: other),
                         other, nil)
        case .average(let count):
            // Each period's own figure (a weekly mean for `mean`…); periods without data are left out.
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

    /// A `sum` metric's comparison. Its totals are compared as **daily averages** (the total over the days with
    /// data, as the page's "Daily average") when the period is longer than ``longestTotalComparisonDays`` (and a
    /// period has data on more than one day) or the periods cover different numbers of days of the history (from
    /// its first to its last day with data: a period before the data starts, or one still running); periods covered
    /// alike, up to a month, compare totals as before. With `previous` and `last_year`, a compared period partly
    /// covered (``MetricCoverage/isPartial``) gives no change; with `average: N`, such periods are left out of the
    /// average like periods without data.
    func sumComparison(column: Int, metadata: MetricMetadata, period: ReportPeriod, kind: MetricComparisonKind) -> MetricComparison {
        let history = historyDays(column: column)
        let current = sumFigure(column: column, in: period, history: history)
        let periods: [ReportPeriod]
        switch kind {
        case .previous: periods = [period.previous]
        case .lastYear: periods = [period.sameTimeLastYear]
        case .average(let count): periods = period.previousPeriods(count)
        }
        var figures = periods.map { sumFigure(column: column, in: $0, history: history) }
        var coverage: MetricCoverage?
        if case .average = kind {
            figures = figures.filter { $0.days > 0 && !MetricCoverage.isPartial(previousDays: $0.covered, currentDays: current.covered) }
        } else if let only = figures.first, let reference = periods.first {
            coverage = MetricCoverage(currentDays: current.covered, previousDays: only.covered, previousLength: reference.dayCount)
        }
        // Long periods of data on single days (a yearly figure dated 1 January) keep their totals.
        let daily = current.days > 1 || figures.contains { $0.days > 1 }
        let perDay = (period.dayCount > Self.longestTotalComparisonDays && daily)
            || figures.contains { $0.days > 0 && $0.covered != current.covered }
        let shown = current.compared(perDay: perDay)
        let compared = figures.map { $0.compared(perDay: perDay) }
        let reference: (value: Double?, exact: ExactNumber?)
        if case .average = kind {
            let exacts = compared.map(\.exact)
            reference = (MetricSeries.mean(compared.map(\.value)), exacts.contains { $0 == nil } ? nil : MetricSeries.exactMean(exacts))
        } else {
            reference = compared.first ?? (nil, nil)
        }
        var averaged: Int?
        if case .average = kind { averaged = figures.count }
        return MetricComparison(current: shown.value, previous: reference.value, goodDirection: metadata.effectiveGoodDirection,
                                period: period, previousPeriod: periods.first ?? period.previous, kind: kind,
                                averagedCount: averaged, sameWithin: metadata.sameWithin,
                                exactCurrent: shown.exact, exactPrevious: reference.exact, unit: metadata.unit,
                                coverage: coverage, isPerDay: perDay, figure: (current.total, current.exactTotal))
    }

    /// A `sum` metric's total over `period`, its days with data and its days inside `history`.
    func sumFigure(column: Int, in period: ReportPeriod, history: ClosedRange<CalendarDay>?) -> MetricSumFigure {
        var covered = 0
        if let history {
            let first = Swift.max(period.start, history.lowerBound), last = Swift.min(period.end, history.upperBound)
            covered = Swift.max(0, last.daysSinceEpoch - first.daysSinceEpoch + 1)
        }
        guard let total = aggregate(column: column, .sum, in: period) else {
            return MetricSumFigure(total: nil, exactTotal: nil, days: 0, covered: covered)
        }
        return MetricSumFigure(total: total, exactTotal: exactAggregate(column: column, .sum, in: period),
                               days: daysWithData(column: column, in: period), covered: covered)
    }

    /// The column's history: its first to its last local day with a value (`nil` without any).
    package func historyDays(column: Int) -> ClosedRange<CalendarDay>? {
        guard column >= 0, column < values.count else { return nil }
        let count = Swift.min(times.count, values[column].count)
        guard let first = (0..<count).first(where: { values[column][$0] != nil }),
              let last = (0..<count).last(where: { values[column][$0] != nil }) else { return nil }
        return timeZone.day(of: times[first])...timeZone.day(of: times[last])
    }

    /// The number of local days of `period` with at least one value in the column (walks the samples, not the
    /// days: a period may span thousands of years).
    package func daysWithData(column: Int, in period: ReportPeriod) -> Int {
        guard column >= 0, column < values.count else { return 0 }
        var count = 0
        var last: CalendarDay?
        for i in sampleRange(in: period) where values[column][i] != nil {
            let day = timeZone.day(of: times[i])
            if day != last { count += 1 }
            last = day
        }
        return count
    }

    /// Every comparison the metadata asks for (`compare:`, default `previous`), in its order.
    package func comparisons(column: Int, metadata: MetricMetadata, period: ReportPeriod) -> [MetricComparison] {
        metadata.effectiveComparisons.map { comparison(column: column, metadata: metadata, period: period, kind: $0) }
    }
}
