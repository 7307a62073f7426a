import Localization
import Metrics

/// Periods and comparisons in words: `this week`, `Nov 17 – Nov 23`, `3 bpm lower than last week`,
/// `比上周多 4,562 步`; every sentence is one template of the string table (``StringCatalog``).
extension MetricText {
    /// This period inside a sentence: `this week`, `this month`, `in 2026`, `on Nov 23`,
    /// `in the 7 days to Nov 22` (`to Jan 4, 2026` when the periods span years).
    func phrase(_ period: ReportPeriod) -> String {
        let years = period.spansYears
        switch period.kind {
        case .day: return self("period.on_day", ["date": label(period.start, withYear: years)])
        case .week: return self("period.this_week")
        case .month: return self("period.this_month")
        case .year: return self("period.in_year", ["year": period.description])
        case .range:
            if period.dayCount == 1 { return self("period.on_day", ["date": label(period.start, withYear: years)]) }
            return self("period.days_to", ["count": count(period.dayCount), "date": label(period.end, withYear: years)])
        }
    }

    /// The previous period inside a sentence: `last week`, `last month`, `in 2025`, `the day before`,
    /// `the 7 days before`.
    func previousPhrase(_ period: ReportPeriod) -> String {
        switch period.kind {
        case .day: return self("period.day_before")
        case .week: return self("period.last_week")
        case .month: return self("period.last_month")
        case .year: return self("period.in_year", ["year": period.previous.description])
        case .range: return period.dayCount == 1 ? self("period.day_before") : self("period.days_before", ["count": count(period.dayCount)])
        }
    }

    /// A label for a period's legend entry: `This week`, `This month`, `2026`, `Nov 23` or
    /// `Nov 17 – Nov 23` (`this week` inside a sentence). Dates carry years when `years` is set
    /// (default: when the period and the previous one span years): `Dec 29, 2025 – Jan 4, 2026`.
    func periodLabel(_ period: ReportPeriod, inSentence: Bool = false, years: Bool? = nil) -> String {
        let years = years ?? period.spansYears
        switch period.kind {
        case .week: return self(inSentence ? "period.this_week" : "label.this_week")
        case .month: return self(inSentence ? "period.this_month" : "label.this_month")
        case .year: return self("label.year", ["year": period.description])
        case .day: return label(period.start, withYear: years)
        case .range: return period.dayCount == 1 ? label(period.start, withYear: years) : range(period.start, period.end, years: years)
        }
    }

    /// `Nov 17 – Nov 23`; with years `Jan 2 – Dec 31, 2012` (one year) or `Dec 29, 2025 – Jan 4, 2026`.
    func range(_ start: CalendarDay, _ end: CalendarDay, years: Bool) -> String {
        guard years else { return self("label.range", ["start": shortLabel(start), "end": shortLabel(end)]) }
        let sameYear = start.components.year == end.components.year
        return self("label.range", ["start": sameYear ? shortLabel(start) : longLabel(start), "end": longLabel(end)])
    }

    /// A label for the previous period: `Last week`, `Last month`, `2025`, or its dates (with
    /// years when the two periods span years).
    func previousLabel(_ period: ReportPeriod, inSentence: Bool = false) -> String {
        switch period.kind {
        case .week: return self(inSentence ? "period.last_week" : "label.last_week")
        case .month: return self(inSentence ? "period.last_month" : "label.last_month")
        default: return periodLabel(period.previous, years: period.spansYears)
        }
    }

    /// The change's amount with its unit (`3 bpm`, `18 min`), or `nil` without a comparison.
    private func changeAmount(_ comparison: MetricComparison, unit: String?) -> String? {
        guard let delta = comparison.absoluteChange else { return nil }
        let exact = comparison.exactChange?.magnitude
        if let exact, let duration = duration(exact, unit: unit) { return duration }
        if exact == nil, let duration = duration(delta.magnitude, unit: unit) { return duration }
        return value(exact, delta.magnitude, unit: unit, decimals: comparison.changeDecimals)
    }

    /// The amount as `{change_number}` shows it: without a plain unit (`3`), with a duration's (`3 min`).
    private func changeNumber(_ comparison: MetricComparison, unit: String?, amount: String) -> String {
        guard let delta = comparison.absoluteChange, !Self.isDuration(unit) else { return amount }
        if let exact = comparison.exactChange { return number(exact.magnitude, decimals: comparison.changeDecimals) }
        return number(delta.magnitude, decimals: comparison.changeDecimals)
    }

    /// The change line: `3 bpm lower than last week`, `18 min higher than the same week last year`,
    /// `Same as last week` (equal figures), `About the same as the 4-week average` (a change within
    /// `same_within:`, or one that rounds to zero as shown); `nil` without a figure to compare with. A `sum`
    /// metric's daily averages say so (`Daily average: 862 steps higher than …`), and a partly covered period
    /// says how many of its days have data instead (``coverageLine(_:)``).
    func change(_ comparison: MetricComparison, unit: String?) -> String? {
        if comparison.isPartialCoverage { return coverageLine(comparison) }
        guard let word = comparison.directionWord, let amount = changeAmount(comparison, unit: unit) else { return nil }
        let previous = reference(comparison)
        let line: String
        switch word {
        case "same":
            line = self(comparison.isExactlySame ? "change.same" : "compare.about_same", ["previous": previous])
        case "higher": line = self("change.higher", ["change": amount, "previous": previous])
        default: line = self("change.lower", ["change": amount, "previous": previous])
        }
        return comparison.isPerDay ? self("compare.daily_average", ["change": line]) : line
    }

    /// The sentence a chart says in words: `Resting heart rate 52 bpm this week, 3 lower than
    /// last week`, `本周步数 8,432 步，比上周多 4,562 步`; `nil` without data in the period.
    /// The value is the period's ``MetricComparison/figure``, or with a change of daily averages the daily average
    /// as such (`Steps 11,515 steps a day this week, 232 higher than last week`).
    func sentence(_ comparison: MetricComparison, unit: String?, title: String) -> String? {
        guard let figure = comparison.figure else { return nil }
        let period = phrase(comparison.period)
        guard let word = comparison.directionWord, let amount = changeAmount(comparison, unit: unit) else {
            return self("sentence.value", ["title": title, "value": value(comparison.exactFigure, figure, unit: unit), "period": period])
        }
        let shown = comparison.isPerDay ? comparedValue(comparison, current: true, unit: unit) : value(comparison.exactFigure, figure, unit: unit)
        let previous = reference(comparison)
        let key = word == "same" ? (comparison.isExactlySame ? "sentence.same" : "compare.sentence.about_same")
            : word == "higher" ? "sentence.higher" : "sentence.lower"
        // `{change_number}` is formatted only when the sentence shows it.
        let template = localizer.strings.template(key)
        let number = template.uses("change_number") ? changeNumber(comparison, unit: unit, amount: amount) : ""
        return template.render(["title": title, "value": shown, "period": period, "previous": previous,
                                "change": amount, "change_number": number])
    }

    /// `sentence` with the daily average of a daily-total metric: `…, daily average 8,000 steps`.
    func withDailyAverage(_ sentence: String, _ average: (value: Double, exact: ExactNumber?), unit: String?) -> String {
        self("sentence.daily_average", ["sentence": sentence, "average": value(average.exact, average.value, unit: unit)])
    }

    /// `As of Nov 29`, `截至11月29日`; with the year (`As of Dec 30, 2025`) when `withYear`.
    func asOf(_ day: CalendarDay, withYear: Bool = false) -> String { self("card.as_of", ["date": label(day, withYear: withYear)]) }

    /// `As of …` for a card of `period`: the year is shown when the day's year is not the year the period ends in,
    /// or the period runs across a year end.
    func asOf(_ day: CalendarDay, in period: ReportPeriod) -> String {
        let year = day.components.year
        return asOf(day, withYear: year != period.end.components.year || period.start.components.year != period.end.components.year)
    }
}
