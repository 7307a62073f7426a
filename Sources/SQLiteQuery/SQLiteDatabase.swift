import Basics
import CSQLite

/// A SQLite file opened for reading only: read-only and immutable (`file:…?mode=ro&immutable=1`, so SQLite
/// takes no locks and writes no journal), extension loading off, an untrusted schema, and an authorizer that
/// lets statements only read (``SQLiteReadPolicy``). Queries run under ``SQLiteLimits``.
///
/// Not thread-safe: one connection per thread (open one per query; opening is cheap).
package final class SQLiteDatabase {
    let db: OpaquePointer
    let guardian = SQLiteGuard()
    /// The limits every query runs under.
    package let limits: SQLiteLimits

    /// Opens the file at `path` (absolute or relative to the working directory); throws ``SQLiteFailure`` `.open`.
    /// SQLite reads the header lazily: a file that is not a database fails at the first query.
    package init(path: String, limits: SQLiteLimits = SQLiteLimits()) throws(SQLiteFailure) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(SQLiteDatabase.uri(path), &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(handle)
            throw SQLiteFailure(.open, "cannot open the database: \(message)")
        }
        db = handle
        self.limits = limits
        guard cardstock_sqlite_disable_extensions(db) == SQLITE_OK, cardstock_sqlite_distrust_schema(db) == SQLITE_OK else {
            sqlite3_close_v2(db)
            throw SQLiteFailure(.open, "cannot make the database connection read-only")
        }
        guardian.install(on: db)
    }

    deinit {
        sqlite3_close_v2(db)
    }

    /// `file:` URI of a path with `mode=ro&immutable=1`; every byte but unreserved ones and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        let out = "file:" + PercentCoding.encode(path) { PercentCoding.isUnreserved($0) || $0 == UInt8(ascii: "/") }
        return out + "?mode=ro&immutable=1"
    }

    /// The connection's last error message.
    var lastMessage: String { String(cString: sqlite3_errmsg(db)) }
}
