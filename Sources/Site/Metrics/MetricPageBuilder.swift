import POSIXFiles
import Metrics
import Surfaces

/// The body of a metric page: a large chart of the report period and the previous one (a line for
/// `mean`/`last`/`min`/`max` metrics, daily bars for `sum` metrics) with goal line, normal-range band
/// and date ticks; the statistics card; the last 28 days of values as a table, newest first; and a
/// link to the metric file, which is copied beside the page.
struct MetricPageBuilder {
    /// The build's metrics.
    var session: MetricBuildSession
    /// The metric.
    var source: MetricSource
    /// The period of the page that shows the metric.
    var periodSpec: MetricPeriodSpec
    /// The metadata overrides of the block that first shows the metric.
    var overrides: MetricMetadata
    /// The page's language.
    var text: MetricText = .english

    /// Days in the values table.
    static let tableDays = 28
    /// Points a chart series is reduced to at most.
    static let maxChartPoints = 400
    /// Ids of the page's section headers (for links such as `metrics/steps/#values`).
    static let anchors: Set<String> = ["chart", "statistics", "values"]

    /// The page body HTML.
    func render() throws -> String {
        let metadata = session.metadata(source, overrides: overrides)
        let (file, column) = try session.load(source, metadata: metadata)
        let title = session.title(source, file.metadata)
        // A file without a single value has no chart or statistics, whatever the period.
        let hasValues = file.series.summary(column: column) != nil
        let period = hasValues ? try periodSpec.resolve(for: file.series, path: source.displayPath, line: 0, column: 0) : nil
        let tint = file.metadata.tint.flatMap { Color(named: $0) } ?? .accentColor
        let icon = file.metadata.icon
        let text = self.text
        let fileName = Paths.lastComponent(source.relativePath)
        let view = ScrollingSurface(.vertical(.leading)) {
            Heading(level: 1) { Text(title) }
            SectionedSurface {
                if let period {
                    let content = MetricPageContent(file: file, column: column, title: title, period: period,
                                                    idPrefix: "metric-" + MetricBuildSession.idSafe(source.baseName), text: text)
                    Section {
                        MetricChartCard(tint: tint, legend: content.legend) { content.chart }
                    } header: {
                        SectionHeader(.horizontal, title: content.chartHeading, systemImage: icon).id("chart")
                    }
                    Section {
                        MetricStatisticsCard(content.statistics)
                    } header: {
                        SectionHeader(.horizontal, title: text("page.statistics"), systemImage: "chart.line.uptrend.xyaxis").id("statistics")
                    }
                } else {
                    Section {
                        RegularCard { Text(text("page.no_samples", ["file": fileName])) }
                    }
                }
                Section {
                    if let table = MetricPageContent.table(file: file, column: column, title: title, text: text) { table }
                    RegularCard {
                        Link(destination: URLMapping.relativeHref(from: source.pageURL, to: source.relativePath)) {
                            Text(text("page.download", ["count": text.count(file.series.count), "file": fileName]))
                        }
                    }
                } header: {
                    SectionHeader(.horizontal, title: text("page.values"), systemImage: "list.bullet").id("values")
                }
            }
        }
        .buttonStyle(.navigation)
        .tint(tint)
        return renderHTMLString(view)
    }
}
