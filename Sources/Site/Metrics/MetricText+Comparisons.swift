import Localization
import Metrics

/// What a change is compared with, in words: `last week`, `the same week last year`, `the 4-week average`,
/// `the average of 2 of the last 4 weeks` (`去年同周`, `近 4 周平均`), and the statistics' labels for each kind.
extension MetricText {
    /// The figure compared with, inside a sentence (the `{previous}` of the change lines and summaries).
    func reference(_ comparison: MetricComparison) -> String {
        let period = comparison.period
        switch comparison.kind {
        case .previous:
            return previousPhrase(period)
        case .lastYear:
            switch period.kind {
            case .week: return self("compare.last_year.week")
            case .month: return self("compare.last_year.month")
            case .year: return previousPhrase(period)
            case .day: return self("compare.last_year.day")
            case .range: return self(period.dayCount == 1 ? "compare.last_year.day" : "compare.last_year.days")
            }
        case .average(let total):
            let unit = MetricText.averageUnit(period)
            let averaged = comparison.averagedCount
            if averaged == 0 || averaged >= total {
                return self("compare.average.\(unit)", ["count": count(total), "days": count(period.dayCount)])
            }
            return self("compare.average_partial.\(unit)", ["count": count(averaged), "total": count(total),
                                                             "days": count(period.dayCount)])
        }
    }

    /// The key suffix naming a period's length in the average phrases.
    private static func averageUnit(_ period: ReportPeriod) -> String {
        switch period.kind {
        case .week: return "week"
        case .month: return "month"
        case .year: return "year"
        case .day: return "day"
        case .range: return period.dayCount == 1 ? "day" : "range"
        }
    }

    /// The line a statistics card shows when a comparison has no figure: `No data this week` (this period
    /// has none), `No data last week` (the default's previous period), `No data for the same week last year`.
    func noData(_ comparison: MetricComparison) -> String {
        if comparison.current == nil { return self("stat.no_data_in", ["period": phrase(comparison.period)]) }
        if comparison.kind == .previous { return self("stat.no_data_in", ["period": previousPhrase(comparison.period)]) }
        // A year's "last year" is the year before, a phrase of its own (`in 2011`): `No data in 2011`, not `No data for in 2011`.
        if comparison.kind == .lastYear, comparison.period.kind == .year {
            return self("stat.no_data_in", ["period": previousPhrase(comparison.period)])
        }
        return self("compare.no_data", ["previous": reference(comparison)])
    }

    /// The line of a partly covered comparison (``MetricComparison/isPartialCoverage``): `Last week: data on only
    /// 3 of 7 days`, `上周只有 3 天的数据（共 7 天）`.
    func coverageLine(_ comparison: MetricComparison) -> String {
        let coverage = comparison.coverage ?? MetricCoverage(currentDays: 0, previousDays: 0, previousLength: comparison.previousPeriod.dayCount)
        return capitalizedFirst(self("compare.partial_coverage", ["previous": reference(comparison), "count": count(coverage.previousDays),
                                                                  "total": count(coverage.previousLength)]))
    }

    /// The statistics label of a comparison's change: `Change`, `Change from last year`, `Change from the average`.
    func changeLabel(_ comparison: MetricComparison) -> String {
        switch comparison.kind {
        case .previous: return self("stat.change")
        case .lastYear: return self("compare.stat.last_year")
        case .average: return self("compare.stat.average")
        }
    }

    /// The statistics label of a comparison's change in percent.
    func percentLabel(_ comparison: MetricComparison) -> String {
        switch comparison.kind {
        case .previous: return self("stat.change_percent")
        case .lastYear: return self("compare.stat.last_year_percent")
        case .average: return self("compare.stat.average_percent")
        }
    }
}
