import CSQLite
import Glibc

/// What the authorizer and the progress handler share with the connection: the deadline of the running query and
/// the first refusal, read back when SQLite reports `SQLITE_AUTH` or `SQLITE_INTERRUPT`.
final class SQLiteGuard {
    /// Monotonic seconds after which the running query is interrupted (`.infinity`: none running).
    var deadline = Double.infinity
    /// Why the authorizer refused the last statement.
    var refusal: String?

    /// Monotonic clock, in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Installs the authorizer and the progress handler on `db`; `self` must outlive the connection.
    func install(on db: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_set_authorizer(db, { context, action, first, second, _, _ in
            guard let context else { return SQLITE_DENY }
            let guardian = Unmanaged<SQLiteGuard>.fromOpaque(context).takeUnretainedValue()
            let reason = SQLiteReadPolicy.refusal(action: action, first: first.map { String(cString: $0) },
                                                  second: second.map { String(cString: $0) })
            guard let reason else { return SQLITE_OK }
            if guardian.refusal == nil { guardian.refusal = reason }
            return SQLITE_DENY
        }, context)
        sqlite3_progress_handler(db, 4000, { context in
            guard let context else { return 1 }
            let guardian = Unmanaged<SQLiteGuard>.fromOpaque(context).takeUnretainedValue()
            return SQLiteGuard.now() > guardian.deadline ? 1 : 0
        }, context)
    }
}
