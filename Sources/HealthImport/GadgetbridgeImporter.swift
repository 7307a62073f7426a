import Diagnostics
import Foundation
import Metrics
import POSIXFiles
import SQLiteQuery

/// `cardstock import gadgetbridge`: turns the database Gadgetbridge exports (Settings → Data management → Export DB)
/// into daily steps and heart rate, read through the same read-only SQLite layer as `.sql` metrics (``SQLiteDatabase``:
/// read-only and immutable, only reading statements allowed).
///
/// Reads every per-device sample table (``GadgetbridgeSampleTable``): a day's steps are the sum of its samples'
/// `STEPS` (negative values, Gadgetbridge's "not measured", left out); when several devices counted steps on one day,
/// the day takes the device that counted most, so a band and a watch worn together are not added up. Heart rate is
/// the day's minimum, mean and maximum of the samples between 10 and 250 bpm (Gadgetbridge's chart bounds: 255, 0 and
/// -1 mean no reading). Days are cut in UTC — the samples' timestamps are UTC seconds and the database keeps no time
/// zone — or in `options.dayZone` (`--time-zone`). The `DEVICE` and `USER` tables (device and owner names, birthday)
/// are never read.
package enum GadgetbridgeImporter {
    /// Runs an import; throws a `DiagnosticList` at the database's path (then nothing is written). `progress` counts
    /// the database's bytes, shared among its sample tables by their rows.
    package static func run(_ options: HealthImportOptions, progress: ProgressCounter? = nil) throws -> HealthImportReport {
        let path = options.source
        let size = try checkFile(path)
        do {
            let db = try SQLiteDatabase(path: path, limits: SQLiteLimits(timeLimit: 3_600, rowLimit: Int.max))
            let tables = try sampleTables(db, path: path)
            let rows = try tables.map { try rowCount(of: $0, in: db) }
            var meter = ProgressShare(counter: progress, bytes: size, rows: rows.reduce(0, +))
            var samples = GadgetbridgeSamples(zone: options.dayZone)
            var report = HealthImportReport()
            report.format = ImportFormat.gadgetbridge.rawValue
            for table in tables {
                try db.query(table.samplesQuery, columns: { _ in }, row: { row in
                    report.recordsRead += 1
                    if samples.add(row, table: table) { report.recordsImported += 1 } else { report.recordsSkipped += 1 }
                    meter.row()
                })
            }
            guard report.recordsImported > 0 else {
                throw DiagnosticList([.error(path, "holds Gadgetbridge sample tables (\(tables.map(\.name).joined(separator: ", "))) "
                    + "but no step count or heart rate in them; pass an export made after the device synced")])
            }
            try FitnessImportWriter.write(samples.tables(), options: options, report: &report)
            return report
        } catch let failure as SQLiteFailure {
            throw DiagnosticList([.error(path, message(for: failure))])
        }
    }

    /// The kinds the import writes.
    static var kinds: [HealthMetricKind] { GadgetbridgeSamples(zone: nil).tables().map(\.kind) }

    /// The size of the regular file at `path`; throws a `DiagnosticList` for a missing path, a folder, a special
    /// file or a zip archive (Gadgetbridge's full export zip holds the database among other files).
    static func checkFile(_ path: String) throws -> Int {
        switch FileSystem.kindFollowingLinks(path) {
        case .missing:
            throw DiagnosticList([.error(path, "no such file; " + advice)])
        case .directory:
            throw DiagnosticList([.error(path, "is a folder, not a database; " + advice)])
        case .file:
            break
        default:
            throw DiagnosticList([.error(path, "is not a regular file; " + advice)])
        }
        let handle = FileHandle(forReadingAtPath: path)
        let head = (try? handle?.read(upToCount: 16)) ?? nil
        try? handle?.close()
        if let head, head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw DiagnosticList([.error(path, "is a zip archive, not a database; unzip it and pass the database file "
                + "inside (named Gadgetbridge, in its database folder), or " + advice)])
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }

    static let advice = "pass the database Gadgetbridge exports (Settings → Data management → Export DB)"

    /// The sample tables of `db`, by name; throws when there is none.
    static func sampleTables(_ db: SQLiteDatabase, path: String) throws -> [GadgetbridgeSampleTable] {
        var names: [String] = []
        try db.query("SELECT name FROM sqlite_master WHERE type = 'table'", columns: { _ in }, row: { row in
            if let name = row.string(0) { names.append(name) }
        })
        var tables: [GadgetbridgeSampleTable] = []
        for name in names {
            var columns: [String] = []
            try db.query("SELECT * FROM \(GadgetbridgeSampleTable.quoted(name)) LIMIT 0", columns: { columns = $0 }, row: { _ in })
            if let table = GadgetbridgeSampleTable(name: name, columns: columns) { tables.append(table) }
        }
        guard !tables.isEmpty else {
            throw DiagnosticList([.error(path, "is a SQLite database but not Gadgetbridge's: it has no sample table (such as "
                + "MI_BAND_ACTIVITY_SAMPLE, with TIMESTAMP, DEVICE_ID and STEPS or HEART_RATE columns); " + advice)])
        }
        return tables
    }

    /// The number of rows of `table`.
    static func rowCount(of table: GadgetbridgeSampleTable, in db: SQLiteDatabase) throws -> Int {
        var count = 0
        try db.query("SELECT count(*) FROM \(table.quotedName)", columns: { _ in }, row: { count = Int($0.integer(0) ?? 0) })
        return count
    }

    /// The error text for a failure of the SQLite layer.
    static func message(for failure: SQLiteFailure) -> String {
        switch failure.kind {
        case .open:
            return "is not a SQLite database, or is a damaged one (SQLite: \(failure.message)); " + advice
        default:
            return "cannot be read as a Gadgetbridge database (SQLite: \(failure.message)); " + advice
        }
    }

    /// Progress in the database's bytes, each row counting its share of them.
    struct ProgressShare {
        let counter: ProgressCounter?
        let bytes: Int
        let rows: Int
        private var done = 0
        private var reported = 0

        init(counter: ProgressCounter?, bytes: Int, rows: Int) {
            self.counter = counter
            self.bytes = bytes
            self.rows = rows
            counter?.begin(total: bytes)
        }

        mutating func row() {
            done += 1
            guard let counter, done & 4095 == 0 || done == rows, rows > 0 else { return }
            let now = Int(Double(bytes) * Double(done) / Double(rows))
            counter.add(now - reported)
            reported = now
        }
    }
}
