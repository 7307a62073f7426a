import POSIXFiles
import Localization
import Metrics
import Surfaces

/// The body of a metric's overview (`metrics/<name>/`): its whole history. A segmented control (no JavaScript)
/// chooses a range as the Health app does (D by hour where samples have times, W and M by day, 6M by week, Y by
/// month: ``MetricRangeContent``), each with its headline, chart, statistics and values; the history as a row per month
/// (grouped by year), each leading to that month's page with its values; and the link to the metric file.
struct MetricOverviewBuilder {
    /// The build's metrics.
    var session: MetricBuildSession
    /// The metric.
    var source: MetricSource
    /// The metadata overrides of the block that first shows the metric.
    var overrides: MetricMetadata
    /// The page's language.
    var text: MetricText

    /// The label keys of the ranges' segments.
    static let rangeKeys: [HealthRange: String] = [.day: "overview.day", .week: "overview.week", .month: "overview.month",
                                                   .sixMonths: "overview.six_months", .year: "overview.year"]

    /// The page body HTML.
    func render() throws -> [UInt8] {
        let metadata = session.reader.metadata(source, overrides: overrides)
        let (file, column) = try session.reader.load(source, metadata: metadata)
        let title = session.reader.title(source, file.metadata)
        let tint = file.metadata.tint.flatMap { Color(named: $0) } ?? .accentColor
        let icon = file.metadata.icon
        let text = self.text
        let fileName = Paths.lastComponent(source.relativePath)
        let id = "metric-" + MetricCardRenderer.idSafe(source.baseName)
        let asOf = file.series.hasValues(column: column) ? file.series.asOf : nil
        let segments = asOf.map { rangeSegments(file: file, column: column, title: title, last: $0, id: id, tint: tint) } ?? []
        let history = monthGroups(file: file, column: column)
        let view = ScrollingSurface(.vertical(.leading)) {
            Heading(level: 1) { Text(title) }
            SectionedSurface {
                if !segments.isEmpty {
                    Section {
                        SegmentedViews(name: id + "-views", label: text("overview.views"), segments: segments)
                    } header: {
                        SectionHeader(.horizontal, title: title, systemImage: icon).id("chart")
                    }
                    insightSections(file: file, column: column, title: title, tint: tint, lastDay: asOf) // MetricOverviewBuilder+Insights.swift
                } else {
                    Section {
                        RegularCard { Text(text("page.no_values")) } // one sentence, no file name
                    }
                }
                ForEach(history.indices, id: \.self) { g in
                    Section {
                        DividedCard {
                            ForEach(history[g].months.indices, id: \.self) { m in monthLink(history[g].months[m]) }
                        }
                    } header: {
                        SectionHeader(.horizontal, title: history.count > 1 ? history[g].title : text("overview.history"),
                                      systemImage: g == 0 ? "calendar" : nil).id(g == 0 ? "values" : "history-" + history[g].title)
                    }
                }
                if session.downloads.isDownloadable(source), file.series.count > 0 { // no download of nothing
                    Section {
                        RegularCard {
                            Link(destination: URLMapping.relativeHref(from: source.pageURL, to: source.relativePath)) {
                                Text(session.downloads.downloadLabel(text("page.download", ["count": text.count(file.series.count), "file": fileName]),
                                                          for: source, text: text))
                            }
                        }
                    }
                }
            }
        }
        .buttonStyle(.navigation)
        .tint(tint)
        return renderHTML(view)
    }

    /// The panels of the metric's ranges (D only when its latest day's samples have times), ending on `last`.
    private func rangeSegments(file: MetricFile, column: Int, title: String, last: CalendarDay, id: String,
                               tint: Color) -> [SegmentedViews.Segment] {
        MetricRangeContent.ranges(of: file, column: column, last: last).map { range in
            rangeSegment(MetricRangeContent(file: file, column: column, title: title, range: range, endingOn: last,
                                            idPrefix: id + "-" + range.rawValue.lowercased(), text: text), tint: tint)
        }
    }

    /// A history row: the month's name and figure, leading to its page.
    private func monthLink(_ month: MonthRow) -> some View {
        NavigationLink(destination: URLMapping.relativeHref(from: source.pageURL, to: MetricPageGenerator.pageURL(source, period: month.period))) {
            VStack(alignment: .leading, spacing: 4) {
                Text(month.name).font(.headline)
                Text(month.figure).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }

    /// One range's panel: its headline, chart, statistics and values (each range carries its own; no JavaScript).
    private func rangeSegment(_ content: MetricRangeContent, tint: Color) -> SegmentedViews.Segment {
        let statistics = content.days.statistics
        let table = content.table
        return SegmentedViews.Segment(text(Self.rangeKeys[content.range] ?? "overview.week")) {
            content.headline
            MetricChartCard(tint: tint, legend: content.legend) { content.chart }
            SectionHeader(.horizontal, title: text("page.statistics"), systemImage: "chart.line.uptrend.xyaxis")
            MetricStatisticsCard(statistics)
            if let table { table }
        }
    }

    /// One history row.
    struct MonthRow {
        var period: ReportPeriod
        var name: String
        var figure: String
    }

    /// The months with data, newest first, grouped by year (one group when they fit in a year).
    private func monthGroups(file: MetricFile, column: Int) -> [(title: String, months: [MonthRow])] {
        let aggregation = file.metadata.effectiveAggregation
        let months = ReportPeriod.periods(holding: file.series.daysWithData(column: column), kind: .month).reversed()
        let locale = text.localizer.cldr?.localeIdentifier ?? "en"
        var groups: [(title: String, months: [MonthRow])] = []
        for month in months {
            let days = file.series.dailyValues(column: column, aggregation, in: month)
            let values = days.compactMap(\.value)
            var figure = text("overview.days_with_data", ["count": text.count(values.count)])
            if let mean = MetricPageContent.periodMean(series: file.series, column: column, aggregation: aggregation,
                                                       period: month, days: days) {
                let average = text.value(mean.exact, mean.value, unit: file.metadata.unit)
                figure = text(aggregation == .sum ? "overview.daily_average" : "overview.average", ["value": average])
            }
            let c = month.start.components
            let row = MonthRow(period: month, name: CLDRMonthNames.monthYear(year: c.year, month: c.month, localeIdentifier: locale),
                               figure: figure)
            let year = String(c.year)
            if groups.last?.title == year { groups[groups.count - 1].months.append(row) } else { groups.append((year, [row])) }
        }
        if groups.count > 1 && months.count <= 12 { return [(groups[0].title, groups.flatMap(\.months))] }
        return groups
    }
}
