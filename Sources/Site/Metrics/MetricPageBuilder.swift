import POSIXFiles
import Metrics
import Surfaces

/// The body of a metric's page for one period (`metrics/<name>/<period>/`): the period's headline as the overview
/// writes it (``MetricRangeContent/headline(file:column:period:text:)``), a large chart of the period and the
/// previous one (a line for `mean`/`last`/`min`/`max` metrics, daily bars for `sum` metrics) with goal line,
/// normal-range band and date ticks; the statistics card; the period's values as a table, newest first; rows
/// back to the page that shows the period and to the metric's overview, the periods before and after, and a
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
    /// The page's URL (`metrics/<name>/<period>/`).
    var pageURL: String = ""
    /// The metric's pages of the periods before and after.
    var pager: SeriesPager?
    /// The page that shows this period's card (a row leads back to it).
    var shownOn: SeriesPager.Neighbour?

    /// Points a chart series is reduced to at most.
    static let maxChartPoints = 400
    /// Ids of the page's section headers (for links such as `metrics/steps/#values`).
    static let anchors: Set<String> = ["chart", "statistics", "values"]

    /// The page body HTML.
    func render() throws -> [UInt8] {
        let metadata = session.reader.metadata(source, overrides: overrides)
        let (file, column) = try session.reader.load(source, metadata: metadata)
        let title = session.reader.title(source, file.metadata)
        // A file without a single value has no chart or statistics, whatever the period.
        let hasValues = file.series.hasValues(column: column)
        let period = hasValues ? try periodSpec.resolve(for: file.series, path: source.displayPath, line: 0, column: 0) : nil
        let tint = file.metadata.tint.flatMap { Color(named: $0) } ?? .accentColor
        let icon = file.metadata.icon
        let text = self.text
        let fileName = Paths.lastComponent(source.relativePath)
        // A period's page names its period in its title: `Steps · Week 48, 2026`.
        let heading = period.map { title + " · " + SeriesPlaceholders.name(of: $0, text: text) } ?? title
        // The period's numbers, made once: the chart, the statistics and the values table all read its days.
        let content = period.map {
            MetricPageContent(file: file, column: column, title: title, period: $0,
                              idPrefix: "metric-" + MetricCardRenderer.idSafe(source.baseName), text: text)
        }
        let view = ScrollingSurface(.vertical(.leading)) {
            Heading(level: 1) { Text(heading) }
            SectionedSurface {
                periodSections(content, tint: tint, icon: icon)
                valuesSection(file: file, column: column, title: title, content: content, fileName: fileName)
                navigationSection(title: title)
            }
        }
        .buttonStyle(.navigation)
        .tint(tint)
        return renderHTML(view)
    }

    /// The chart and statistics of `period`, or the one sentence of a file without values.
    @ViewBuilder
    private func periodSections(_ content: MetricPageContent?, tint: Color, icon: String?) -> some View {
        if let content {
            Section {
                // The overview's headline for the period: the kind of figure, the figure and the dates, above the chart.
                MetricRangeContent.headline(file: content.file, column: content.column, period: content.period, text: text)
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
                RegularCard { Text(text("page.no_values")) } // one sentence, no file name
            }
        }
    }

    /// The period's values table and the file's download link.
    private func valuesSection(file: MetricFile, column: Int, title: String, content: MetricPageContent?,
                               fileName: String) -> some View {
        Section {
            if let content, let table = MetricPageContent.table(file: file, column: column, title: title, period: content.period,
                                                                text: text, days: content.days) {
                table
            }
            if session.downloads.isDownloadable(source), file.series.count > 0 { // no download of nothing
                RegularCard {
                    Link(destination: URLMapping.relativeHref(from: pageURL.isEmpty ? source.pageURL : pageURL,
                                                              to: source.relativePath)) {
                        // Not the file's row count: it changes with every row, and this page only with its period's.
                        Text(session.downloads.downloadLabel(text("overview.download_file", ["file": fileName]), for: source, text: text))
                    }
                }
            }
        } header: {
            SectionHeader(.horizontal, title: text("page.values"), systemImage: "list.bullet").id("values")
        }
    }

    /// The rows back to the page showing the card, to the overview, and to the periods before and after.
    private func navigationSection(title: String) -> some View {
        Section {
            DividedCard {
                if let shownOn {
                    NavigationLink(destination: URLMapping.relativeHref(from: pageURL, to: shownOn.url)) {
                        Text(text("overview.back_to", ["title": shownOn.title])).font(.headline)
                    }
                }
                NavigationLink(destination: URLMapping.relativeHref(from: pageURL, to: source.pageURL)) {
                    rowLabel(text("overview.all_data"), title)
                }
                if let previous = pager?.previous {
                    NavigationLink(destination: URLMapping.relativeHref(from: pageURL, to: previous.url)) {
                        rowLabel(previous.title, text(pager?.previousKey ?? "series.previous"))
                    }
                }
                if let next = pager?.next {
                    NavigationLink(destination: URLMapping.relativeHref(from: pageURL, to: next.url)) {
                        rowLabel(next.title, text(pager?.nextKey ?? "series.next"))
                    }
                }
            }
        }
    }

    /// A navigation row's two lines: a headline and a secondary subheadline.
    private func rowLabel(_ headline: String, _ detail: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(headline).font(.headline)
            Text(detail).font(.subheadline).foregroundStyle(.secondary)
        }
    }
}
