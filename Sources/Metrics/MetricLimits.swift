/// The ranges of numbers a metric file may hold. Anything outside is an error at the cell's
/// `path:line:column`, so no later step (time zones, days, durations, sums, charts) ever sees a
/// number it cannot handle.
package enum MetricLimits {
    /// Values: finite numbers between -1e300 and 1e300. Sums and differences of up to 10⁸ such
    /// values stay finite, and every formatter and chart handles the whole range.
    package static let values: ClosedRange<Double> = -1e300...1e300

    /// The value range in words, for messages.
    package static let valueRangeText = "-1e300 and 1e300"

    /// Dates: from 0001-01-01T00:00:00 to 9999-12-31T23:59:59.999 (wall-clock or UTC seconds since
    /// 1970-01-01), the years a four-digit ISO 8601 date can spell, year 0 excluded.
    package static let dates: Range<Double> = -62_135_596_800 ..< 253_402_300_800

    /// The date range in words, for messages.
    package static let dateRangeText = "dates must be between the years 1 and 9999 (as seconds since 1970-01-01: "
        + "between -62135596800 and 253402300799)"
}
