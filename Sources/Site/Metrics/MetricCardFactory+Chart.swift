import Metrics
import Surfaces

/// The chart part of a card: the compact chart the `chart:` key asks for, and the goal line.
///
/// - no key, `line`: the sparkline (unchanged);
/// - `bars`: the previous period's daily bars (outlined) then this period's (filled), the goal as a dashed line;
/// - `range`: daily min–max bars (columns `min:`/`max:`, else the value column) with the mean, the previous period thinner;
/// - `stacked`: stacked daily bars of `stack:` (or `columns:`) with a one-line legend, the goal as a dashed line;
/// - `heatmap`: a calendar of the period's days, by goal met when there is a goal, else by value;
/// - `intraday`: the samples of the period's last day with data (a one-day period: that day) across 24 hours,
///   the day before dashed; a day with fewer than two samples keeps the sparkline;
/// - `progress`: a goal ring with "8,432 of 10,000 steps"; for a `sum` metric over several days the daily
///   average against the daily goal ("… a day on average"); without a positive goal, the sparkline.
///
/// A metric with a goal shows "Goal 10,000 steps" ("… a day" for `sum`) under the chart, except with
/// `progress`, whose sentence already names it.
/// - `rings`: the Activity rings of the period's last day with data, with their words.
/// - `hypnogram`: the sleep stages of the period's last night (else the file's last night), without labels.
extension MetricCardFactory {
    /// Sets `model.chart`, its title and empty sentence, and `model.goalText`.
    func applyChart(to model: inout MetricCardModel, current: Double, days: [DailyValue], previousDays: [DailyValue]) {
        let metadata = file.metadata
        let unit = metadata.unit
        let isSum = metadata.effectiveAggregation == .sum
        let goal = metadata.goal.flatMap { $0.isFinite ? $0 : nil }
        if let goal, metadata.chart != .progress {
            model.goalText = text(isSum ? "legend.goal_daily" : "legend.goal", ["value": text.value(goal, unit: unit)])
        }
        guard let kind = metadata.chart, kind != .line else { return }
        let series = file.series
        model.chartEmptyText = text("stat.no_data_in", ["period": text.phrase(period)])
        switch kind {
        case .line:
            return
        case .bars:
            model.chart = .bars(points: MetricCardFactory.sparkline(previousDays + days), currentFrom: Double(previousDays.count), goal: goal)
        case .range:
            let low = metadata.minColumn.flatMap(series.columnIndex) ?? column
            let high = metadata.maxColumn.flatMap(series.columnIndex) ?? column
            model.chart = .range(current: MetricPageContent.rangePoints(series, column: column, low: low, high: high, in: period),
                                 previous: MetricPageContent.rangePoints(series, column: column, low: low, high: high, in: period.previous))
        case .stacked:
            let (layers, stacks) = MetricPageContent.stackedData(file, column: column, days: days, in: period, localizer: text.localizer)
            model.chart = .stacked(layers: layers, stacks: stacks, goal: goal)
        case .heatmap:
            model.chart = .heatmap(days: days.map { ChartDay(day: $0.day.daysSinceEpoch, value: $0.value) }, goal: goal,
                                   monthNames: MetricPageContent.monthAbbreviations(text),
                                   firstWeekday: text.localizer.firstWeekday, weekdayNames: MetricPageContent.weekdayNarrow(text))
        case .intraday:
            guard let last = days.last(where: { $0.value != nil })?.day else { return }
            let samples = MetricPageContent.intradayPoints(series, column: column, on: last)
            guard samples.count > 1 else { return }
            model.chart = .intraday(samples: samples, previous: MetricPageContent.intradayPoints(series, column: column, on: last.adding(days: -1)))
        case .progress:
            guard let goal, goal > 0 else { return }
            let daily = isSum && period.dayCount > 1
            let value = daily ? MetricPageContent.mean(days) ?? current : current
            let label = text(daily ? "card.goal.progress_daily" : "card.goal.progress",
                             ["value": text.valueParts(value, unit: unit).value, "goal": text.value(goal, unit: unit)])
            model.chart = .progress(value: value, goal: goal, shape: .ring, label: label,
                                    percentText: MetricCardFactory.goalPercent(value, of: goal, text: text))
            model.chartTitle = text("card.goal.title", ["title": title])
        case .rings:
            applyRings(to: &model) // MetricCardFactory+Rings.swift
        case .hypnogram:
            let nights = SleepNightChart(series, text: text)
            guard let night = nights.lastNight(in: period) ?? nights.lastNight(in: nil) else { return }
            let stretches = nights.stretches(of: night)
            model.chart = .hypnogram(nights.segments(stretches))
            model.chartSummary = nights.summary(stretches)
            // The card's figure is that night's time asleep (every stage but awake), as Health shows it: the
            // file's first column summed over the period would be the period's awake minutes.
            let asleep = stretches.filter { $0.stage != .awake }.reduce(0) { $0 + ($1.end - $1.start) } / 3600
            (model.valueText, model.unitText) = (text.valueParts(asleep, unit: "h").value, text("sleep.asleep"))
            (model.changeText, model.moreChanges) = (nil, [])
        }
    }

    /// The share of the goal reached, whole percent in the page's language (`84%`, `152 %` in German); `nil`
    /// without a value.
    static func goalPercent(_ value: Double?, of goal: Double, text: MetricText) -> String? {
        guard let value, value.isFinite, goal.isFinite, goal > 0 else { return nil }
        let percent = (max(value, 0) / goal * 100).rounded()
        guard let cldr = text.localizer.cldr else { return MetricFormatting.number(percent, decimals: 0) + "%" }
        return cldr.percent(percent, maximumFractionDigits: 0)
    }
}
