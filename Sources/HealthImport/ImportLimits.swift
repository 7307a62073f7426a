import Metrics

/// What the importer may write: the limits the metric readers hold every file to (``MetricLimits``),
/// so a build never refuses a file the import wrote. Samples outside them are skipped with a warning;
/// a day whose total falls outside them is left out with a warning.
enum ImportLimits {
    /// 0001-01-01 and 9999-12-31 as days since 1970-01-01 (``MetricLimits/dates`` in days).
    static let days: ClosedRange<Int> = -719_162...2_932_896

    /// Whether a day can be written.
    static func contains(_ day: CalendarDay) -> Bool { days.contains(day.daysSinceEpoch) }

    /// Whether a value can be written: finite, within ``MetricLimits/values``.
    static func contains(_ value: Double) -> Bool { value.isFinite && MetricLimits.values.contains(value) }

    /// Whether a row's date text (`YYYY-MM-DD…`) has a four-digit year from 1 to 9999.
    static func contains(dateText: String) -> Bool {
        let year = dateText.prefix { $0.isASCII && $0.isNumber }
        guard year.count == 4, dateText.dropFirst(4).first == "-", let value = Int(year) else { return false }
        return value >= 1
    }

    /// The value range in words, for warnings.
    static let valueText = "between " + MetricLimits.valueRangeText
}
