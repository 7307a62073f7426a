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

    /// The ranges a metric offers: D only when its latest day's samples have times and its chart is drawn per bucket;
    /// activity rings only W and M (a rings chart draws at most ``MetricPageContent/maxRingDays`` days, so 6M and Y
    /// would repeat M's calendar: about 40 KB each).
    static func ranges(of file: MetricFile, column: Int, last: CalendarDay) -> [HealthRange] {
        if file.metadata.chart == .rings { return [.week, .month] }
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

    /// The range's figure (``figure(file:column:range:period:extremes:text:)`` of its buckets' extremes).
    var figure: (key: String, value: Double, text: String)? {
        MetricRangeContent.figure(file: file, column: column, range: range, period: period,
                                  extremes: MetricRangeContent.extremes(buckets.buckets), text: text)
    }

    /// The figure of `period` shown as `range`: for a range chart its lowest and highest value (`extremes`), else by
    /// aggregation (a `sum` metric's day total or daily average, a mean of every sample, the latest, lowest or
    /// highest); `nil` without data.
    static func figure(file: MetricFile, column: Int, range: HealthRange, period: ReportPeriod,
                       extremes: (low: Double, high: Double)?, text: MetricText) -> (key: String, value: Double, text: String)? {
        let metadata = file.metadata, unit = metadata.unit
        if let extremes {
            return ("headline.range", extremes.high, extremes.low == extremes.high ? text.value(extremes.low, unit: unit)
                        : text.range(extremes.low...extremes.high, unit: unit))
        }
        let series = file.series, aggregation = metadata.effectiveAggregation
        switch aggregation {
        case .sum where range == .day, .last, .min, .max:
            guard let value = series.aggregate(column: column, aggregation, in: period) else { return nil }
            return (kindKey(metadata, range: range), value, text.value(series.exactAggregate(column: column, aggregation, in: period), value, unit: unit))
        case .sum, .mean:
            let dailies = series.dailyValues(column: column, aggregation, in: period)
            guard let mean = MetricPageContent.periodMean(series: series, column: column, aggregation: aggregation, period: period,
                                                          days: dailies) else { return nil }
            return (kindKey(metadata, range: range), mean.value, text.value(mean.exact, mean.value, unit: unit))
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
        return MetricRangeContent.headline(file: file, column: column, range: range, period: period,
                                           extremes: MetricRangeContent.extremes(buckets.buckets), text: text)
    }

    /// The headline of `period` shown as `range`: the kind of figure, ``figure(file:column:range:period:extremes:text:)``
    /// (or "no data") and the period's dates (a day's with its year, else the span's).
    static func headline(file: MetricFile, column: Int, range: HealthRange, period: ReportPeriod,
                         extremes: (low: Double, high: Double)?, text: MetricText) -> MetricRangeHeadline {
        let dates = range == .day ? text.label(period.start, withYear: true) : text.range(period.start, period.end, years: true)
        guard let shown = figure(file: file, column: column, range: range, period: period, extremes: extremes, text: text) else {
            return MetricRangeHeadline(kind: text(kindKey(file.metadata, range: range)), figure: text("stat.no_data_value"), dates: dates)
        }
        return MetricRangeHeadline(kind: text(shown.key), figure: shown.text, dates: dates)
    }

    /// The headline of a metric's period page (`metrics/steps/2026-W48/`), as its overview writes the range of the
    /// same length: a day as D, a week (or any span up to 7 days) as W, a month (up to 31 days) as M, up to 26 weeks
    /// as 6M, else as Y; a range chart's figure is the period's lowest low and highest high.
    static func headline(file: MetricFile, column: Int, period: ReportPeriod, text: MetricText) -> MetricRangeHeadline {
        if file.metadata.chart == .hypnogram { return SleepNightChart(file.series, text: text).headline(in: period) }
        let range: HealthRange
        switch period.kind {
        case .day: range = .day
        case .week: range = .week
        case .month: range = .month
        case .year: range = .year
        case .range: range = period.dayCount == 1 ? .day : period.dayCount <= 7 ? .week : period.dayCount <= 31 ? .month
            : period.dayCount <= 7 * 26 ? .sixMonths : .year
        }
        var extremes: (low: Double, high: Double)?
        if let columns = extremeColumns(file, column: column) {
            let lowest = file.series.aggregate(column: columns.low, .min, in: period)
            let highest = file.series.aggregate(column: columns.high, .max, in: period)
            if let low = lowest ?? highest, let high = highest ?? lowest { extremes = (low, high) }
        }
        return headline(file: file, column: column, range: range, period: period, extremes: extremes, text: text)
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
