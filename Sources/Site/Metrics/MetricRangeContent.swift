import Localization
import Metrics
import Surfaces

/// One range (D/W/M/6M/Y) of a metric's overview, as the Health app shows it: the range's buckets
/// (``MetricSeries/buckets(column:aggregation:range:endingOn:firstWeekday:extremes:)``), a headline (the kind of
/// figure, the figure, the dates), a chart of one mark per bucket, and the statistics and values of the range's days.
struct MetricRangeContent {
    /// The parsed file.
    let file: MetricFile
    /// The value column.
    let column: Int
    /// The metric's title.
    let title: String
    /// The range.
    let range: HealthRange
    /// Prefix for chart element ids.
    let idPrefix: String
    /// The page's language.
    let text: MetricText
    /// The range's buckets.
    let buckets: MetricRangeBuckets

    /// The range ending on `last` (the metric's latest day).
    init(file: MetricFile, column: Int, title: String, range: HealthRange, endingOn last: CalendarDay, idPrefix: String,
         text: MetricText = .english) {
        self.file = file
        self.column = column
        self.title = title
        self.range = range
        self.idPrefix = idPrefix
        self.text = text
        let firstWeekday = (text.localizer.firstWeekday + 5) % 7 + 1 // Foundation's 1 = Sunday → ISO's 7
        buckets = file.series.buckets(column: column, aggregation: file.metadata.effectiveAggregation, range: range, endingOn: last,
                                      firstWeekday: firstWeekday, extremes: MetricRangeContent.extremeColumns(file, column: column))
    }

    /// The ranges a metric offers: D only when its latest day's samples have times and its chart is drawn per bucket.
    static func ranges(of file: MetricFile, column: Int, last: CalendarDay) -> [HealthRange] {
        let byHour = drawsBuckets(file.metadata) && file.series.hasTimes(column: column, on: last)
        return HealthRange.allCases.filter { $0 != .day || byHour }
    }

    /// Whether the metric's chart is drawn from buckets (bars, a line or range capsules); other kinds (stacked,
    /// heat map, rings) keep their own chart of the range's days.
    static func drawsBuckets(_ metadata: MetricMetadata) -> Bool {
        switch metadata.chart {
        case nil, .line?, .bars?, .range?, .progress?, .intraday?: return true
        default: return false
        }
    }

    /// The low and high columns of a range chart (`min_column`/`max_column`, else the value column), else `nil`.
    static func extremeColumns(_ file: MetricFile, column: Int) -> (low: Int, high: Int)? {
        guard file.metadata.chart == .range else { return nil }
        let series = file.series, metadata = file.metadata
        return (metadata.minColumn.flatMap(series.columnIndex) ?? column, metadata.maxColumn.flatMap(series.columnIndex) ?? column)
    }

    var metadata: MetricMetadata { file.metadata }
    var unit: String? { metadata.unit }
    var period: ReportPeriod { buckets.period }

    /// The content of the range's days (statistics and comparisons follow the range).
    var days: MetricPageContent {
        MetricPageContent(file: file, column: column, title: title, period: period, idPrefix: idPrefix, text: text)
    }

    /// The range's figure: for a range chart the lowest and highest value, else by aggregation (a `sum` metric's
    /// day total or daily average, a mean of every sample, the latest, lowest or highest); `nil` without data.
    var figure: (key: String, value: Double, text: String)? {
        if let extremes = MetricRangeContent.extremes(buckets.buckets) {
            return ("headline.range", extremes.high, extremes.low == extremes.high ? text.value(extremes.low, unit: unit)
                        : text.range(extremes.low...extremes.high, unit: unit))
        }
        let series = file.series, aggregation = metadata.effectiveAggregation
        switch aggregation {
        case .sum where range == .day, .last, .min, .max:
            guard let value = series.aggregate(column: column, aggregation, in: period) else { return nil }
            return (MetricRangeContent.kindKey(metadata, range: range), value, text.value(series.exactAggregate(column: column, aggregation, in: period), value, unit: unit))
        case .sum, .mean:
            let dailies = series.dailyValues(column: column, aggregation, in: period)
            guard let mean = MetricPageContent.periodMean(series: series, column: column, aggregation: aggregation, period: period,
                                                          days: dailies) else { return nil }
            return (MetricRangeContent.kindKey(metadata, range: range), mean.value, text.value(mean.exact, mean.value, unit: unit))
        }
    }

    /// The lowest low and highest high over some buckets (range metrics), `nil` without any.
    static func extremes(_ buckets: [MetricBucket]) -> (low: Double, high: Double)? {
        let lows = buckets.compactMap { $0.low ?? $0.high }, highs = buckets.compactMap { $0.high ?? $0.low }
        guard let low = lows.min(), let high = highs.max() else { return nil }
        return (low, high)
    }

    /// The headline above the chart (a hypnogram's is its night's time asleep: ``SleepNightChart/headline(in:)``).
    var headline: MetricRangeHeadline {
        if metadata.chart == .hypnogram { return SleepNightChart(file.series, text: text).headline(in: period) }
        let dates = range == .day ? text.label(period.start, withYear: true) : text.range(period.start, period.end, years: true)
        guard let figure else {
            return MetricRangeHeadline(kind: text(MetricRangeContent.kindKey(metadata, range: range)), figure: text("stat.no_data_value"), dates: dates)
        }
        return MetricRangeHeadline(kind: text(figure.key), figure: figure.text, dates: dates)
    }

    /// The kind of figure a metric's headline names in `range`: a range chart's range, a `sum` metric's day total or
    /// daily average, the average of a `mean`, the latest, lowest or highest value.
    static func kindKey(_ metadata: MetricMetadata, range: HealthRange) -> String {
        if metadata.chart == .range { return "headline.range" }
        switch metadata.effectiveAggregation {
        case .sum: return range == .day ? "headline.total" : "headline.daily_average"
        case .mean: return "headline.average"
        case .last: return "headline.latest"
        case .min: return "headline.lowest"
        case .max: return "headline.highest"
        }
    }
}
