import Localization
import Metrics
import Surfaces
import Synchronization

/// The chart a metric's `chart:` key chooses (line, bars, range, stacked, heatmap, intraday). Without
/// the key, or for `progress` (a card's goal ring), ``chosenChart`` is `nil` and the page keeps its
/// default: bars for `sum` metrics, else a line. A one-day period whose day has two or more samples
/// draws the intraday chart instead of a line (no key, `line` or `intraday`; a `sum` metric only with
/// `intraday`); `intraday` on a longer period draws a line.
extension MetricPageContent {
    /// Layer colours of a stacked chart, in order (each meets 3:1 on cards in its text variant).
    static let stackColors: [Color] = [.indigo, .blue, .cyan, .orange, .green, .purple, .pink, .teal]

    /// Whether the page draws daily bars of the previous period then this one (the default for `sum`
    /// metrics, and `chart: bars`), so the legend and heading name both periods.
    var drawsBarsOfBothPeriods: Bool {
        let metadata = file.metadata
        switch metadata.chart {
        case .bars?: return true
        case nil, .progress?: return metadata.effectiveAggregation == .sum
        default: return false
        }
    }

    /// The samples of a one-day period's day when the page draws them as an intraday chart, else `nil`.
    var intradaySamples: [ChartSeriesPoint]? {
        guard period.kind == .day else { return nil }
        let metadata = file.metadata
        switch metadata.chart {
        case .intraday?: break
        case nil, .line?: guard metadata.effectiveAggregation != .sum else { return nil }
        default: return nil
        }
        let samples = MetricPageContent.intradayPoints(file.series, column: column, on: period.start)
        return samples.lazy.filter { $0.y != nil }.count > 1 ? samples : nil
    }

    /// The chosen chart, or `nil` for the default.
    var chosenChart: AnyView? {
        let metadata = file.metadata
        let a11y = ChartAccessibility(idPrefix: idPrefix + "-chart",
                                      title: text("chart.title_period", ["title": title, "period": text.periodLabel(period, inSentence: true)]),
                                      summary: sentence)
        let series = file.series
        let unit = metadata.unit.map(text.unitLabel) ?? ""
        let empty = text("stat.no_data_in", ["period": text.phrase(period)]) // "No data this week", in the page's language
        if let samples = intradaySamples {
            let previous = MetricPageContent.intradayPoints(series, column: column, on: period.start.adding(days: -1))
            return AnyView(IntradayChart(a11y, samples: samples, previous: previous, goal: metadata.goal, normalRange: metadata.normalRange,
                                         unit: unit, emptyMessage: empty))
        }
        guard let kind = metadata.chart else { return nil }
        let days = series.dailyValues(column: column, metadata.effectiveAggregation, in: period)
        let ticks = MetricPageContent.ticks(days.map(\.day))
        switch kind {
        case .progress:
            return nil
        case .line, .intraday:
            let previous = series.dailyValues(column: column, metadata.effectiveAggregation, in: period.previous)
            let upper = Double(Swift.max(Swift.max(days.count, previous.count) - 1, 1))
            return AnyView(LineChart(a11y, points: labelledPoints(days), previous: MetricPageContent.points(previous),
                                     goal: metadata.goal, normalRange: metadata.normalRange, xTicks: ticks, xDomain: 0...upper))
        case .bars:
            // The previous period's bars (outlined) then this period's, as the default bars of `sum` metrics.
            let previous = series.dailyValues(column: column, metadata.effectiveAggregation, in: period.previous)
            let all = previous + days
            return AnyView(BarChart(a11y, points: labelledPoints(all), goal: metadata.goal,
                                    xTicks: MetricPageContent.ticks(all.map(\.day), text: text), currentFrom: Double(previous.count)))
        case .range:
            let low = metadata.minColumn.flatMap(series.columnIndex) ?? column
            let high = metadata.maxColumn.flatMap(series.columnIndex) ?? column
            let points = labelledRangePoints(low: low, high: high)
            return AnyView(RangeChart(a11y, points: points, normalRange: metadata.normalRange, xTicks: ticks, unit: unit, emptyMessage: empty))
        case .stacked:
            let (layers, stacks) = MetricPageContent.stackedData(file, column: column, days: days, in: period, localizer: text.localizer)
            return AnyView(StackedBarChart(a11y, layers: layers, stacks: stacks, goal: metadata.goal, xTicks: ticks, unit: unit, emptyMessage: empty))
        case .heatmap:
            let cells = days.map { ChartDay(day: $0.day.daysSinceEpoch, value: $0.value) }
            return AnyView(CalendarHeatmap(a11y, days: cells, goal: metadata.goal, monthNames: monthAbbreviations, emptyMessage: empty,
                                           firstWeekday: text.localizer.firstWeekday,
                                           weekdayNames: MetricPageContent.weekdayNarrow(text)))
        case .rings:
            return AnyView(ringChart(a11y, empty: empty)) // MetricPageContent+Rings.swift
        case .hypnogram:
            return AnyView(SleepNightChart(series, text: text).chart(a11y, in: period, empty: empty)) // SleepNightChart.swift
        }
    }

    /// How the page's chart axes write numbers: the page language's CLDR style (``CLDRAxisNumbers``), or
    /// Cardstock's English one.
    var axisNumberStyle: AxisNumberStyle { MetricPageContent.axisNumberStyle(for: text.localizer) }

    /// The page language's abbreviated month names for heat maps (`11月`, `Nov`, `nov.`); English: `Jan`…`Dec`.
    var monthAbbreviations: [String] { MetricPageContent.monthAbbreviations(text) }

    /// ``monthAbbreviations`` of a language.
    static func monthAbbreviations(_ text: MetricText) -> [String] {
        text.localizer.cldr?.monthAbbreviations ?? CalendarHeatmap.englishMonths
    }

    /// The page language's narrow weekday names, Monday first, for heat-map rows (`M`, `一`); English: `M`…`S`.
    static func weekdayNarrow(_ text: MetricText) -> [String] {
        text.localizer.cldr?.weekdayNarrow ?? CalendarHeatmap.englishWeekdays
    }

    /// Axis styles made so far, by language tag (each is made once per language).
    private static let axisStyles = Mutex<[String: AxisNumberStyle]>([:])

    /// The axis style of `localizer`'s language: ``AxisNumberStyle/english`` for English, else made once from
    /// the language's ``Localizer/axisNumbers``.
    static func axisNumberStyle(for localizer: Localizer) -> AxisNumberStyle {
        guard let numbers = localizer.axisNumbers else { return .english }
        let key = localizer.language.written
        if let made = axisStyles.withLock({ $0[key] }) { return made }
        let style = AxisNumberStyle(
            units: numbers.units.map { AxisNumberStyle.CompactUnit(exponent: $0.exponent, fromExponent: $0.fromExponent, suffix: $0.suffix) },
            decimalSeparator: numbers.decimal, groupingSeparator: numbers.group, primaryGroup: numbers.primaryGroup,
            secondaryGroup: numbers.secondaryGroup, minimumGroupingDigits: numbers.minimumGroupingDigits, minus: numbers.minus,
            exponentSymbol: numbers.exponentSymbol, exponentMinus: numbers.minus, digits: numbers.digits)
        axisStyles.withLock { $0[key] = style }
        return style
    }

    /// Each day's lowest (`low` column), highest (`high` column) and mean (`column`) value, at x = day index.
    static func rangePoints(_ series: MetricSeries, column: Int, low: Int, high: Int, in period: ReportPeriod) -> [ChartRangePoint] {
        let lows = series.dailyValues(column: low, .min, in: period)
        let highs = series.dailyValues(column: high, .max, in: period)
        let means = series.dailyValues(column: column, .mean, in: period)
        return lows.indices.map { i in ChartRangePoint(x: Double(i), low: lows[i].value, high: highs[i].value, mean: means[i].value) }
    }

    /// The layers (`stack:`, else `columns:` or every column but the value column), each named by `labels:`, the
    /// page language's name of a sleep stage (`rem_h` → `REM`, 快速动眼), or its column's default label
    /// (`deep_h` → `Deep`), and one stack per day.
    static func stackedData(_ file: MetricFile, column: Int, days: [DailyValue], in period: ReportPeriod,
                            localizer: Localizer) -> ([ChartStackLayer], [ChartStack]) {
        let series = file.series, metadata = file.metadata
        let columnName = series.columns.indices.contains(column) ? series.columns[column] : ""
        let names = metadata.stack ?? (metadata.columns ?? series.columns).filter { $0 != columnName }
        let indices = names.compactMap(series.columnIndex)
        let perColumn = indices.map { series.dailyValues(column: $0, metadata.effectiveAggregation, in: period) }
        let layers = indices.indices.map { i in
            let name = series.columns[indices[i]]
            let label = metadata.labels?[name] ?? StringCatalog.columnLabelKey(name).map { localizer($0) }
                ?? MetricMetadata.defaultLabel(ofColumn: name)
            return ChartStackLayer(label, color: stackColors[i % stackColors.count])
        }
        let stacks = days.indices.map { d in ChartStack(x: Double(d), values: perColumn.map { d < $0.count ? $0[d].value : nil }) }
        return (layers, stacks)
    }

    /// The samples of `column` on the local `day`, at x = seconds since midnight on the day's own clock.
    static func intradayPoints(_ series: MetricSeries, column: Int, on day: CalendarDay) -> [ChartSeriesPoint] {
        let period = ReportPeriod(kind: .day, start: day, end: day)
        let midnight = day.midnightUTC, zone = series.timeZone
        return series.points(column: column, in: period).map { p in
            ChartSeriesPoint(x: p.time + Double(zone.secondsFromUTC(at: p.time)) - midnight, y: p.value)
        }
    }
}
