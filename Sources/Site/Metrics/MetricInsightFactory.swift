import Localization
import Metrics
import Surfaces

/// Turns a metric's highlights (``MetricHighlights``) and trend (``MetricTrend``) into cards
/// (``MetricInsightModel``) in the page's language: the sentence and its small chart —
/// - a change: two bars, the period's figure (tinted) and the compared one (grey), each labelled;
/// - a record: the sparkline of the year it stands out of;
/// - a streak: the sparkline of the run of days at goal;
/// - a trend: two bars, the last 90 days' average and the 365 days' before, and an up, down or level arrow
///   (green or red by `good:`); no chart when there is not enough data.
struct MetricInsightFactory {
    /// The parsed file (metadata merged).
    var file: MetricFile
    /// The value column.
    var column: Int
    /// The metric's display title.
    var title: String
    /// The metric's tint.
    var tint: Color
    /// The page's language.
    var text: MetricText
    /// Prefix for element ids.
    var idPrefix: String

    /// The highlight cards of `period` (empty when nothing stands out).
    func highlightModels(for period: ReportPeriod) -> [MetricInsightModel] {
        let rules = MetricHighlights(series: file.series, column: column, metadata: file.metadata)
        return rules.highlights(for: period).enumerated().map { index, highlight in
            MetricInsightModel(title: title, icon: file.metadata.icon, tint: tint,
                               sentence: text.sentence(highlight, unit: file.metadata.unit), chart: chart(highlight),
                               idPrefix: idPrefix + "-highlight-\(index)")
        }
    }

    /// The card that says the period has no highlights.
    func noHighlightsModel(for period: ReportPeriod) -> MetricInsightModel {
        MetricInsightModel(title: title, icon: file.metadata.icon, tint: tint,
                           sentence: text.capitalizedFirst(text("highlight.none", ["period": text.phrase(period)])),
                           idPrefix: idPrefix + "-highlight-none")
    }

    /// The trend card up to `end`.
    func trendModel(endingOn end: CalendarDay) -> MetricInsightModel {
        let trend = MetricTrend(series: file.series, column: column, metadata: file.metadata, endingOn: end)
        let unit = file.metadata.unit
        var model = MetricInsightModel(title: title, icon: file.metadata.icon, tint: tint, sentence: text.sentence(trend, unit: unit),
                                       idPrefix: idPrefix + "-trend")
        guard trend.direction != .notEnoughData, let recent = trend.recent, let earlier = trend.earlier else { return model }
        model.chart = .bars([
            MetricInsightBar(label: text("trend.bar_recent"), valueText: text.value(recent.exact, recent.value, unit: unit),
                             value: recent.value, isCurrent: true),
            MetricInsightBar(label: text("trend.bar_earlier"), valueText: text.value(earlier.exact, earlier.value, unit: unit),
                             value: earlier.value, isCurrent: false),
        ])
        switch trend.direction {
        case .up: model.arrow = .up
        case .down: model.arrow = .down
        case .none, .notEnoughData: model.arrow = .flat
        }
        model.assessment = trend.direction == .none ? .unchanged
            : trend.comparison.map { MetricCardFactory.assessment($0.assessment) } ?? .neutral
        return model
    }

    /// A highlight's small chart.
    func chart(_ highlight: MetricHighlight) -> MetricInsightChart {
        let unit = file.metadata.unit
        switch highlight {
        case .change(let comparison):
            let period = comparison.period
            let reference = comparison.kind == .previous ? text.previousLabel(period) : text("highlight.bar_average")
            return .bars([
                MetricInsightBar(label: text.periodLabel(period), valueText: text.comparedValue(comparison, current: true, unit: unit),
                                 value: comparison.current ?? 0, isCurrent: true),
                MetricInsightBar(label: reference, valueText: text.comparedValue(comparison, current: false, unit: unit),
                                 value: comparison.previous ?? 0, isCurrent: false),
            ])
        case .record(let record):
            return .sparkline(MetricCardFactory.sparkline(record.window))
        case .streak(let streak):
            return .sparkline(MetricCardFactory.sparkline(streak.days))
        }
    }
}
