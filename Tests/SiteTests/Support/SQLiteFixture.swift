import CSQLite
import Foundation

/// Writes SQLite files for tests (the code under test only reads them).
enum SQLiteFixture {
    /// Runs `sql` on the file at `path` (created if missing); returns SQLite's error message, or nil.
    @discardableResult
    static func run(_ sql: String, at path: String) -> String? {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK, let db else { return "cannot open \(path)" }
        defer { sqlite3_close(db) }
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(db, sql, nil, nil, &error) == SQLITE_OK else {
            defer { sqlite3_free(error) }
            return error.map { String(cString: $0) } ?? "error"
        }
        return nil
    }
}
