import Metrics
import Surfaces

/// The overview's Highlights and Trends (``MetricInsightSections``): the highlights of the latest seven days
/// (the overview's Week view) and the trend up to the day of the latest sample.
extension MetricOverviewBuilder {
    /// The sections for a metric whose latest sample is on `lastDay`.
    func insightSections(file: MetricFile, column: Int, title: String, tint: Color, lastDay: CalendarDay?) -> MetricInsightSections {
        guard let lastDay else { return MetricInsightSections(highlights: [], trend: nil, text: text) }
        let factory = MetricInsightFactory(file: file, column: column, title: title, tint: tint, text: text,
                                           idPrefix: "metric-" + MetricCardRenderer.idSafe(source.baseName))
        let week = ReportPeriod.latest(days: 7, endingOn: lastDay)
        return MetricInsightSections(highlights: factory.highlightModels(for: week), trend: factory.trendModel(endingOn: lastDay),
                                     text: text)
    }
}
