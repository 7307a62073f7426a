import Metrics
import Surfaces

/// Computes a ``MetricCardModel`` from a parsed metric file and a report period.
///
/// The value is the period's aggregate (`sum`: the period total; `mean`, `last`, `min`, `max` as
/// named); the change lines compare it as `compare:` says (default: the previous period of the same kind;
/// up to two lines); the sparkline shows
/// the period's daily values with the previous period's on the same x scale (missing days are
/// gaps); "As of" is the day of the latest sample in the period.
struct MetricCardFactory {
    /// The parsed file (metadata: sidecar merged with the block's overrides).
    var file: MetricFile
    /// The value column.
    var column: Int
    /// The metric's display title.
    var title: String
    /// The report period.
    var period: ReportPeriod
    /// The page's language.
    var text: MetricText = .english
    /// One report period for the whole page (`empty: note`): "As of" is left out when the data reaches the period's
    /// last day, and carries the year when it does not (`As of Dec 1, 2026`), so no card reads as another period's.
    var reportsOnePeriod = false

    /// The comparisons `compare:` asks for (default: the previous period), in order.
    var comparisons: [MetricComparison] {
        file.series.comparisons(column: column, metadata: file.metadata, period: period)
    }

    /// The first comparison (the card's value, summary sentence and first change line).
    var comparison: MetricComparison {
        comparisons.first ?? file.series.comparison(column: column, metadata: file.metadata, period: period)
    }

    /// The card, or `nil` when the metric has no samples in the period (the card is dropped).
    func model(style: MetricCardStyle, tint: Color, destination: String, idPrefix: String) -> MetricCardModel? {
        let series = file.series
        let metadata = file.metadata
        let comparisons = self.comparisons
        guard let comparison = comparisons.first, let current = comparison.figure, let summary = series.summary(column: column, in: period) else { return nil }
        let unit = metadata.unit
        let text = self.text
        let parts = text.valueParts(comparison.exactFigure, current, unit: unit)
        let aggregation = metadata.effectiveAggregation
        let days = series.dailyValues(column: column, aggregation, in: period)
        let previousDays = series.dailyValues(column: column, aggregation, in: period.previous)
        var sentence = text.sentence(comparison, unit: unit, title: title) ?? ""
        // A change of daily averages already names this period's (`11,515 steps a day this week, …`).
        if aggregation == .sum, !comparison.changesDailyAverage, let average = MetricPageContent.dailyAverage(days) {
            sentence = text.withDailyAverage(sentence, average, unit: unit)
        }
        var model = MetricCardModel(
            title: title, icon: metadata.icon, tint: tint, valueText: parts.value, unitText: parts.unit,
            changeText: text.change(comparison, unit: unit), changeDirection: direction(comparison),
            assessment: MetricCardFactory.assessment(comparison.assessment),
            sparkline: MetricCardFactory.sparkline(days), previousSparkline: MetricCardFactory.sparkline(previousDays),
            asOfText: asOfText(series.timeZone.day(of: summary.latestTime)), destination: destination,
            chartSummary: sentence, style: style, idPrefix: idPrefix)
        model.chartTitle = text("card.chart_title", ["title": title])
        model.moreChanges = comparisons.dropFirst().compactMap { other in
            text.change(other, unit: unit).map {
                MetricChangeLine(text: $0, direction: direction(other), assessment: MetricCardFactory.assessment(other.assessment))
            }
        }
        applyChart(to: &model, current: current, days: days, previousDays: previousDays) // MetricCardFactory+Chart.swift
        return model
    }

    /// The card's "As of" line for the day of its latest sample in the period (see ``reportsOnePeriod``).
    func asOfText(_ latest: CalendarDay) -> String {
        guard reportsOnePeriod else { return text.asOf(latest, in: period) }
        return latest >= period.end ? "" : text.asOf(latest, withYear: true)
    }

    /// The card of `empty: note` for a metric with samples but none in the period: its title, a dash for the value,
    /// "No data this week" as the change line and "As of" the day of its latest sample with the year
    /// (`As of Dec 30, 2025`), so a report never shows a figure from another period as if it were this one's.
    /// `nil` when the metric has no samples at all (a card would have nothing to say).
    func emptyModel(style: MetricCardStyle, tint: Color, destination: String, idPrefix: String) -> MetricCardModel? {
        let series = file.series
        guard series.hasValues(column: column), let last = series.asOf else { return nil }
        let noData = text("stat.no_data_in", ["period": text.phrase(period)])
        return MetricCardModel(title: title, icon: file.metadata.icon, tint: tint, valueText: "\u{2014}", changeText: noData,
                               asOfText: text.asOf(last, withYear: true), destination: destination, chartSummary: noData,
                               style: style, idPrefix: idPrefix)
    }

    /// The card's value and unit alone (what a series index row shows of it), `nil` when the card would be dropped:
    /// the period's aggregate, formatted as ``model(style:tint:destination:idPrefix:)`` formats it, without the
    /// comparisons and charts.
    func figure() -> (value: String, unit: String)? {
        let aggregation = file.metadata.effectiveAggregation
        guard let current = file.series.aggregate(column: column, aggregation, in: period) else { return nil }
        let exact = file.series.exactAggregate(column: column, aggregation, in: period)
        return text.valueParts(exact, current, unit: file.metadata.unit)
    }

    private func direction(_ comparison: MetricComparison) -> MetricChangeDirection {
        switch comparison.directionWord {
        case "higher": return .up
        case "lower": return .down
        default: return .flat
        }
    }

    /// The card's colour for an assessment.
    static func assessment(_ assessment: ChangeAssessment) -> MetricAssessment {
        switch assessment {
        case .improved: return .improved
        case .worsened: return .worsened
        case .unchanged: return .unchanged
        case .neutral: return .neutral
        }
    }

    /// Daily values as chart points at x = day index (0 = the period's first day); long series are
    /// downsampled (peaks and gaps kept) to at most 400 points.
    static func sparkline(_ days: [DailyValue]) -> [ChartSeriesPoint] {
        var points: [ChartPoint] = []
        points.reserveCapacity(days.count)
        for (i, day) in days.enumerated() { points.append(ChartPoint(time: Double(i), value: day.value)) }
        return downsample(points, to: 400).map { ChartSeriesPoint(x: $0.time, y: $0.value) }
    }
}
