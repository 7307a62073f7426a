import Diagnostics

/// Reads CSV metric files (RFC 4180) into a ``MetricSeries``.
///
/// - The first non-blank row is the header. The date column is `metadata.x`, or the first column
///   named `date`, `time`, `timestamp`, `datetime` or `day` (any case). Value columns are
///   `metadata.columns`, or every other column whose first non-empty cell is a number
///   (`metadata.column` must exist and be numeric).
/// - Quoted fields may hold commas, doubled quotes and newlines; lines end in LF, CRLF or CR;
///   a UTF-8 byte order mark is skipped; blank lines (and rows of empty cells) are skipped;
///   spaces around unquoted cells are trimmed.
/// - Empty cells are missing values (`nil`), never zero.
/// - An empty file (nothing but a BOM or whitespace) is an error; a header-only file is an
///   empty series (a card for it has no data and is dropped).
/// - Rows may be unsorted (they are sorted by time, stably) and may repeat a date (kept as
///   separate samples).
/// - Every row has as many cells as the header (up to its last named cell; `a,b,` is three
///   cells): a shorter or longer row is an error.
/// - Values must be finite numbers in ``MetricLimits/values`` (`nan`, `inf`, `1e400`, `1e301` are
///   errors) and dates must lie in ``MetricLimits/dates`` (years 1 to 9999).
/// - Errors (unreadable date, non-number, number out of range, short or long row, unknown column,
///   unterminated quote) are reported at `path:line:column` of the offending cell or row, up to 20
///   per file, thrown as a `DiagnosticList`.
package enum CSVParser {
    /// Parses CSV bytes. `path` is used in diagnostics and, when `name` is nil, for the series name.
    package static func parse(_ bytes: [UInt8], path: String, metadata: MetricMetadata = MetricMetadata(),
                             name: String? = nil) throws -> MetricSeries {
        try bytes.withUnsafeBytes { try parse($0, path: path, metadata: metadata, name: name) }
    }

    /// Parses CSV bytes from a raw buffer (for example a memory-mapped file).
    package static func parse(_ buffer: UnsafeRawBufferPointer, path: String, metadata: MetricMetadata = MetricMetadata(),
                             name: String? = nil) throws -> MetricSeries {
        // A private mutable copy lets quoted fields be unescaped in place.
        let count = buffer.count
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        defer { storage.deallocate() }
        if count > 0, let base = buffer.baseAddress {
            storage.initialize(from: base.assumingMemoryBound(to: UInt8.self), count: count)
        }
        var reader = CSVReader(storage, count)
        return try reader.read(path: path, metadata: metadata, name: name ?? SeriesBuilder.defaultName(for: path))
    }
}
