/// How a period's samples become one number.
package enum Aggregation: String, Sendable, Hashable, CaseIterable {
    /// The total of all samples (steps, drinks). Daily buckets hold per-day totals.
    case sum
    /// The arithmetic mean of all samples, each sample weighted equally. Daily buckets hold per-day means.
    case mean
    /// The latest sample (ties: the one later in the file). Daily buckets hold each day's last sample.
    case last
    /// The smallest sample. Daily buckets hold per-day minimums.
    case min
    /// The largest sample. Daily buckets hold per-day maximums.
    case max
}

/// Which direction of change is good news for a metric.
package enum GoodDirection: String, Sendable, Hashable, CaseIterable {
    /// Rising values are an improvement (steps, heart-rate variability).
    case higher
    /// Falling values are an improvement (resting heart rate, drinks).
    case lower
    /// Change is neither good nor bad (weight during a build phase).
    case neither
}

/// Metadata that makes a metric file self-describing.
///
/// Values come from a YAML sidecar, the referencing `metric` block, or (for JSON files) keys beside
/// `points`. Every field is optional; ``merging(_:)`` layers them so the more specific source wins.
/// Metrics never reads YAML itself: the site layer builds these values.
package struct MetricMetadata: Sendable, Hashable {
    /// Display title, e.g. `Resting heart rate`.
    package var title: String?
    /// Unit shown after values, e.g. `bpm`, `steps`.
    package var unit: String?
    /// Icon name (an SF-Symbol-like name the site maps to an image).
    package var icon: String?
    /// Tint colour name or CSS colour.
    package var tint: String?
    /// Aggregation per period; ``effectiveAggregation`` defaults it to `mean`.
    package var aggregation: Aggregation?
    /// Which direction is good; ``effectiveGoodDirection`` defaults it to `neither`.
    package var goodDirection: GoodDirection?
    /// An optional goal, drawn as a line or band.
    package var goal: Double?
    /// An optional normal range, drawn as a band.
    package var normalRange: ClosedRange<Double>?
    /// The value column a card shows (defaults to the first value column).
    package var column: String?
    /// Explicit value columns to read (defaults to every numeric column).
    package var columns: [String]?
    /// The date column's name (defaults to `date`, `time`, `timestamp` or `day`, any case).
    package var x: String?
    /// A strftime-like layout for non-ISO dates (see ``DateFormat``).
    package var dateFormat: DateFormat?
    /// The zone for naive times and day buckets; `nil` means the site's zone (or UTC).
    package var timeZone: MetricTimeZone?
    /// The chart kind (`chart:`); `nil`: bars for `sum` metrics, else a line.
    package var chart: ChartKind?
    /// The column of each day's lowest value for a range chart (`min:`).
    package var minColumn: String?
    /// The lowest plausible value (`plausible_min:`, e.g. `plausible_min: 0` for steps): a value below it is read but
    /// warned about at its cell.
    package var plausibleMinimum: Double?
    /// The highest plausible value (`plausible_max:`, e.g. `plausible_max: 300` for a heart rate).
    package var plausibleMaximum: Double?
    /// The column of each day's highest value for a range chart (`max:`).
    package var maxColumn: String?
    /// The layers of a stacked chart, bottom first (`stack:`); default: the `columns` other than `column`.
    package var stack: [String]?
    /// What the period's figure is compared with (`compare:`); `nil`: the previous period.
    package var compare: [MetricComparisonKind]?
    /// How small a change is "about the same" (`same_within:`); `nil`: one that rounds to zero as shown.
    package var sameWithin: MetricComparisonThreshold?
    /// Readable names of columns for legends (`labels: {deep_h: Deep}`); see ``label(ofColumn:)``.
    package var labels: [String: String]?
    /// Whether `cardstock publish` copies this metric's file (and sidecar) and its pages link to it
    /// (`downloads: true`/`false`); `nil`: as the site's `downloads` setting says.
    package var downloads: Bool?

    /// Every value column the metadata names — `columns`, `column`, a chart's `min`, `max` and `stack`
    /// columns, and the columns `labels` names (sorted) — in that order without repeats: each must exist in the file and hold numbers, and is read even
    /// when `columns` leaves others out.
    package var namedColumns: [String] {
        var named: [String] = []
        for name in (columns ?? []) + [column, minColumn, maxColumn].compactMap({ $0 }) + (stack ?? []) + (labels ?? [:]).keys.sorted()
        where !named.contains(name) {
            named.append(name)
        }
        return named
    }

    /// Creates metadata; every field defaults to unset.
    package init(title: String? = nil, unit: String? = nil, icon: String? = nil, tint: String? = nil,
                aggregation: Aggregation? = nil, goodDirection: GoodDirection? = nil, goal: Double? = nil,
                normalRange: ClosedRange<Double>? = nil, column: String? = nil, columns: [String]? = nil,
                x: String? = nil, dateFormat: DateFormat? = nil, timeZone: MetricTimeZone? = nil,
                chart: ChartKind? = nil, minColumn: String? = nil, maxColumn: String? = nil, stack: [String]? = nil,
                compare: [MetricComparisonKind]? = nil, sameWithin: MetricComparisonThreshold? = nil,
                labels: [String: String]? = nil, downloads: Bool? = nil,
                plausibleMinimum: Double? = nil, plausibleMaximum: Double? = nil) {
        self.plausibleMinimum = plausibleMinimum
        self.plausibleMaximum = plausibleMaximum
        self.title = title
        self.unit = unit
        self.icon = icon
        self.tint = tint
        self.aggregation = aggregation
        self.goodDirection = goodDirection
        self.goal = goal
        self.normalRange = normalRange
        self.column = column
        self.columns = columns
        self.x = x
        self.dateFormat = dateFormat
        self.timeZone = timeZone
        self.chart = chart
        self.minColumn = minColumn
        self.maxColumn = maxColumn
        self.stack = stack
        self.compare = compare
        self.sameWithin = sameWithin
        self.labels = labels
        self.downloads = downloads
    }

    /// These values with every field that `override` sets replacing this one's
    /// (`sidecar.merging(block)` lets the block win).
    package func merging(_ override: MetricMetadata) -> MetricMetadata {
        MetricMetadata(
            title: override.title ?? title, unit: override.unit ?? unit, icon: override.icon ?? icon,
            tint: override.tint ?? tint, aggregation: override.aggregation ?? aggregation,
            goodDirection: override.goodDirection ?? goodDirection, goal: override.goal ?? goal,
            normalRange: override.normalRange ?? normalRange, column: override.column ?? column,
            columns: override.columns ?? columns, x: override.x ?? x,
            dateFormat: override.dateFormat ?? dateFormat, timeZone: override.timeZone ?? timeZone,
            chart: override.chart ?? chart, minColumn: override.minColumn ?? minColumn, maxColumn: override.maxColumn ?? maxColumn,
            stack: override.stack ?? stack, compare: override.compare ?? compare, sameWithin: override.sameWithin ?? sameWithin,
            labels: override.labels ?? labels, downloads: override.downloads ?? downloads,
            plausibleMinimum: override.plausibleMinimum ?? plausibleMinimum,
            plausibleMaximum: override.plausibleMaximum ?? plausibleMaximum)
    }

    /// The aggregation, `mean` when unset.
    package var effectiveAggregation: Aggregation { aggregation ?? .mean }
    /// The comparisons, `[previous]` when unset.
    package var effectiveComparisons: [MetricComparisonKind] { compare ?? MetricComparisonKind.defaults }
    /// The good direction, `neither` when unset.
    package var effectiveGoodDirection: GoodDirection { goodDirection ?? .neither }

    // MARK: - Column labels (`labels:`)

    /// Unit suffixes a column name may end with (`deep_h`, `rest_bpm`), left out of its default label.
    package static let labelUnitSuffixes: Set<String> = [
        "h", "hr", "hrs", "hours", "min", "mins", "minutes", "s", "sec", "secs", "seconds", "ms", "bpm", "kg", "lb", "lbs",
        "km", "mi", "m", "cm", "mm", "kcal", "cal", "kj", "mg", "g", "ml", "l", "pct", "percent",
    ]

    /// The name a legend shows for `column`: its `labels:` entry, else ``defaultLabel(ofColumn:)``.
    package func label(ofColumn column: String) -> String {
        labels?[column] ?? MetricMetadata.defaultLabel(ofColumn: column)
    }

    /// A readable name made from a column name: a trailing unit suffix (`_h`, `_min`, `_bpm`, any of
    /// ``labelUnitSuffixes``, any case) left out, `_` written as a space, the first letter capitalised
    /// (`deep_h` → `Deep`, `time_in_bed_min` → `Time in bed`, `REM` stays `REM`). A name that would be
    /// left empty is shown as written.
    package static func defaultLabel(ofColumn column: String) -> String {
        var words = column.split(separator: "_", omittingEmptySubsequences: true).map(String.init)
        if words.count > 1, let last = words.last, labelUnitSuffixes.contains(last.lowercased()) { words.removeLast() }
        let joined = words.joined(separator: " ")
        guard let first = joined.first else { return column }
        return first.uppercased() + joined.dropFirst()
    }
}
