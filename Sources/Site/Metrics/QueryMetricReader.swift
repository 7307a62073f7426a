import Diagnostics
import Metrics
import POSIXFiles
import SQLiteQuery

/// Reads a `.sql` metric: runs its query over the database its sidecar names (read-only, see ``SQLiteDatabase``)
/// and reads the result as the CSV file with the same header and rows would be read, so everything after —
/// aggregation, periods, comparisons, charts — is the same. Errors are at the query's `path:line:column`.
enum QueryMetricReader {
    /// Column names a date column may have when `x:` names none (the CSV reader's rule, for the `ORDER BY`).
    static let dateNames: Set<String> = ["date", "time", "timestamp", "datetime", "day"]

    /// The metric file of `source` read with `metadata` (the parse-shaping keys), under `limits`.
    static func read(_ source: MetricSource, metadata: MetricMetadata, limits: SQLiteLimits = SQLiteLimits()) throws -> MetricFile {
        guard let database = source.database else {
            throw Diagnostic.error(source.displayPath, line: 1, column: 1,
                "a .sql metric needs a sidecar \(MetricSource.stem(of: source.relativePath)).yaml naming the SQLite file its "
                + "query reads, e.g. `database: health.db`")
        }
        let sql = try FileSystem.read(source.sourcePath)
        var csv = QueryResultCSV()
        do {
            let connection = try SQLiteDatabase(path: database.sourcePath, limits: limits)
            try connection.query(String(decoding: sql, as: UTF8.self), orderColumn: { dateColumn(in: $0, metadata) },
                                 columns: { csv.appendHeader($0) }, row: { csv.append($0) })
        } catch let failure as SQLiteFailure {
            let (line, column) = position(of: failure.offset ?? SQLiteDatabase.statementStart(in: sql), in: sql)
            let text = failure.kind == .open ? "\(database.relativePath): \(failure.message)" : failure.message
            throw Diagnostic.error(source.displayPath, line: line, column: column, text)
        }
        do {
            let series = try CSVParser.parse(csv.bytes, path: source.displayPath, metadata: metadata, name: source.baseName)
            return MetricFile(series: series, metadata: metadata)
        } catch let list as DiagnosticList {
            throw DiagnosticList(list.items.map { relocate($0, source: source) })
        }
    }

    /// The index of the result's date column: `x:`, else the first column with a date name, else the first.
    static func dateColumn(in names: [String], _ metadata: MetricMetadata) -> Int {
        if let x = metadata.x, let i = names.firstIndex(of: x) { return i }
        return names.firstIndex { dateNames.contains($0.lowercased()) } ?? 0
    }

    /// 1-based line and column (in bytes) of a byte offset in the query text.
    static func position(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for i in 0..<min(max(offset, 0), text.count) where text[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, max(offset, 0) - lineStart + 1)
    }

    /// A problem of the result (a cell that is not a date or a number) stated as one: the CSV reader's line `n`
    /// is the result's row `n - 1`, and the position is the query's start.
    static func relocate(_ diagnostic: Diagnostic, source: MetricSource) -> Diagnostic {
        guard let location = diagnostic.location, location.path == source.displayPath, location.line > 0 else { return diagnostic }
        let row = location.line - 1
        let prefix = row == 0 ? "in the query's column names: " : "in row \(row) of the query's result: "
        return Diagnostic(diagnostic.severity, at: SourceLocation(path: source.displayPath, line: 1, column: 1),
                          prefix + diagnostic.message)
    }
}
