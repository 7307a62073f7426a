import Localization
import Metrics
import Surfaces

/// A range's words from CLDR in the page's language: the x-axis labels (hours for D, weekday initials for W, day
/// numbers for M, month starts for 6M, month initials for Y; a month label carries its year where the range crosses
/// one, and its neighbours give it room), each bucket's name, and the values table.
extension MetricRangeContent {
    /// The page language's axis names.
    var names: CLDRAxisNames { CLDRAxisNames.names(localeIdentifier) }

    private var localeIdentifier: String { text.localizer.cldr?.localeIdentifier ?? "en" }

    /// Whether the range's days run across a year end.
    var crossesYear: Bool { period.start.components.year != period.end.components.year }

    /// A bucket's name in mark titles and table rows: `6 AM`, `Nov 24`, `Week of Nov 2`, `November 2026`.
    func bucketName(_ bucket: MetricBucket) -> String {
        switch range {
        case .day: return names.hours[Swift.min(Swift.max(bucket.hour ?? 0, 0), 23)]
        case .week, .month: return text.label(bucket.start, withYear: crossesYear)
        case .sixMonths: return text("chart.week_of", ["date": text.label(bucket.start, withYear: crossesYear)])
        case .year:
            let c = bucket.start.components
            return CLDRMonthNames.monthYear(year: c.year, month: c.month, localeIdentifier: localeIdentifier)
        }
    }

    /// The x-axis labels, at bucket indices.
    var ticks: [ChartTick] {
        let all = buckets.buckets
        switch range {
        case .day:
            return stride(from: 0, to: 24, by: 6).map { ChartTick(x: Double($0), label: names.hours[$0]) }
        case .week:
            return all.indices.map { ChartTick(x: Double($0), label: names.weekdayInitials[all[$0].start.isoWeekday - 1]) }
        case .month:
            return all.indices.filter { (all.count - 1 - $0) % 7 == 0 }.map {
                ChartTick(x: Double($0), label: names.dayNumbers[all[$0].start.components.day - 1])
            }
        case .sixMonths, .year:
            return monthTicks(all)
        }
    }

    /// A label at each bucket holding a month's first day: the month initial (Y) or abbreviation (6M); where the
    /// range crosses a year, January's is the month with its year and the labels next to it are left out.
    private func monthTicks(_ all: [MetricBucket]) -> [ChartTick] {
        var ticks: [(x: Int, label: String, year: Bool)] = []
        for (i, bucket) in all.enumerated() {
            let start = bucket.start.components, end = bucket.end.components
            guard start.day == 1 || end.month != start.month else { continue }
            let (year, month) = start.day == 1 ? (start.year, start.month) : (end.year, end.month)
            if crossesYear && month == 1 {
                ticks.append((i, names.monthYear(year: year, month: month), true))
            } else {
                ticks.append((i, range == .year ? names.monthInitials[month - 1] : names.monthAbbreviations[month - 1], false))
            }
        }
        return ticks.indices.filter { k in
            ticks[k].year || !((k > 0 && ticks[k - 1].year) || (k + 1 < ticks.count && ticks[k + 1].year))
        }.map { ChartTick(x: Double(ticks[$0].x), label: ticks[$0].label) }
    }

    /// The range's values, a row per bucket, newest first; a hypnogram's are the stretches of the night it draws
    /// (``SleepNightChart/table(title:in:)``, `nil` without one).
    var table: MetricValueTable? {
        if metadata.chart == .hypnogram { return SleepNightChart(file.series, text: text).table(title: title, in: period) }
        let headerKey = ["D": "table.hour", "6M": "table.week", "Y": "table.month"][range.rawValue] ?? "table.date"
        let unitLabel = unit.map(text.unitLabel)
        let header = unitLabel.map {
            MetricText.isDuration($0) || $0.lowercased() == title.lowercased() ? title : text("table.value_header", ["title": title, "unit": $0])
        } ?? title
        let isRange = metadata.chart == .range
        let rows: [[String]] = buckets.buckets.reversed().map { bucket in
            return [bucketName(bucket), (isRange ? rangeCell(bucket) : valueCell(bucket, unit: unitLabel)) ?? "—"]
        }
        let captionKey = range == .week || range == .month ? "table.caption" : "table.caption_buckets"
        return MetricValueTable(caption: text(captionKey, ["title": title, "range": headline.dates]),
                                columns: [text(headerKey), header], rows: rows)
    }

    /// A value cell: a duration with its unit (`7 h 30 min`), any other number alone (the header names the unit).
    private func valueCell(_ bucket: MetricBucket, unit: String?) -> String? {
        guard let value = bucket.value else { return nil }
        if MetricText.isDuration(unit) { return text.value(bucket.exact, value, unit: unit) }
        return bucket.exact.map { text.number($0) } ?? text.number(value)
    }

    /// A range cell: `52–175` (one number when low and high are equal).
    private func rangeCell(_ bucket: MetricBucket) -> String? {
        let ends = [bucket.low, bucket.high].compactMap { $0 }
        guard let lo = ends.min(), let hi = ends.max() else { return nil }
        return lo == hi ? text.number(lo) : text.range(lo...hi, unit: nil)
    }

    /// What the chart's marks mean, only those drawn: this period's line and the previous one's (W and M of a
    /// line with data before), and the normal range's band of a line; bars and capsules are named by the headline.
    var legend: [MetricLegendItem] {
        guard MetricRangeContent.drawsBuckets(metadata) else { return days.legend }
        guard metadata.chart != .range, !drawsBars else { return [] }
        var items: [MetricLegendItem] = []
        if range == .week || range == .month,
           file.series.hasData(column: column, in: period.previous), buckets.buckets.contains(where: { $0.value != nil }) {
            items = [MetricLegendItem(.current, text.periodLabel(period)), MetricLegendItem(.previous, text.previousLabel(period))]
        }
        if let band = metadata.normalRange {
            items.append(MetricLegendItem(.range, text("legend.normal_range", ["range": text.range(band, unit: unit)])))
        }
        return items
    }
}
