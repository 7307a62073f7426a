import CSQLite

extension SQLiteDatabase {
    /// Runs one read-only `SELECT` and hands each row to `row`, ordered by the column `orderColumn` picks from the
    /// result's column names (then by every other column, so equal dates come out the same way every run).
    /// `columns` receives the names before the first row. Throws ``SQLiteFailure``: `.query` (with SQLite's
    /// message and offset) for text SQLite rejects or more than one statement, `.refused`, `.timeLimit`,
    /// `.rowLimit`, `.run`; errors thrown by the callbacks pass through.
    package func query(_ sql: String, orderColumn: ([String]) -> Int = { _ in 0 },
                      columns: ([String]) throws -> Void, row: (SQLiteRow) throws -> Void) throws {
        guardian.deadline = SQLiteGuard.now() + limits.timeLimit
        defer { guardian.deadline = .infinity }
        let names: [String]
        do {
            let checked = try prepare(sql, wholeText: true)
            defer { sqlite3_finalize(checked) }
            names = (0..<Int(sqlite3_column_count(checked))).map { String(cString: sqlite3_column_name(checked, Int32($0))) }
            guard sqlite3_stmt_readonly(checked) != 0, !names.isEmpty else {
                throw SQLiteFailure(.refused, "the query must be one SELECT that returns a date column and value columns")
            }
        }
        try columns(names)
        let first = max(0, min(names.count - 1, orderColumn(names)))
        let order = ([first] + names.indices.filter { $0 != first }).map { String($0 + 1) }.joined(separator: ", ")
        let statement = try prepare("SELECT * FROM (\n" + SQLiteDatabase.trimmed(sql) + "\n) ORDER BY " + order, wholeText: false)
        defer { sqlite3_finalize(statement) }
        let current = SQLiteRow(statement: statement, count: names.count)
        var count = 0
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw failure(status, offsetInto: nil) }
            count += 1
            if count > limits.rowLimit {
                throw SQLiteFailure(.rowLimit, "the query returned more than \(limits.rowLimit) rows, the limit; "
                                    + "aggregate in SQL (e.g. GROUP BY date(...)) or add a WHERE clause")
            }
            try row(current)
        }
    }

    /// The query text without trailing spaces and semicolons, so it can sit inside a subquery.
    static func trimmed(_ sql: String) -> String {
        var bytes = Array(sql.utf8)
        while let last = bytes.last, last == 0x3B || last == 0x20 || last == 0x0A || last == 0x0D || last == 0x09 {
            bytes.removeLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Prepares `sql`; with `wholeText`, anything but spaces, comments and `;` after the first statement is an error.
    private func prepare(_ sql: String, wholeText: Bool) throws(SQLiteFailure) -> OpaquePointer {
        guardian.refusal = nil
        var statement: OpaquePointer?
        var tailOffset = 0
        let status = sql.withCString { text -> Int32 in
            var tail: UnsafePointer<CChar>?
            let status = sqlite3_prepare_v3(db, text, -1, 0, &statement, &tail)
            if let tail { tailOffset = text.distance(to: tail) }
            return status
        }
        guard status == SQLITE_OK else { throw failure(status, offsetInto: sql) }
        guard let statement else { throw SQLiteFailure(.query, "the query is empty; write a SELECT statement", offset: 0) }
        if wholeText, SQLiteDatabase.hasStatement(after: tailOffset, in: sql) {
            sqlite3_finalize(statement)
            throw SQLiteFailure(.query, "the query holds more than one statement; write a single SELECT", offset: tailOffset)
        }
        return statement
    }

    /// Whether text after `offset` holds another statement (not only spaces, `;` and comments).
    static func hasStatement(after offset: Int, in sql: String) -> Bool {
        let bytes = Array(sql.utf8)
        return statementStart(in: bytes, from: offset) < bytes.count
    }

    /// The byte offset of the first byte at or after `from` that is not a space, a `;` or inside a `--`/`/* */`
    /// comment (`text.count` when there is none): where a statement starts, for errors SQLite gives no offset for.
    package static func statementStart(in text: [UInt8], from: Int = 0) -> Int {
        var i = from
        while i < text.count {
            let b = text[i]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x3B {
                i += 1
            } else if b == 0x2D, i + 1 < text.count, text[i + 1] == 0x2D {
                while i < text.count, text[i] != 0x0A { i += 1 }
            } else if b == 0x2F, i + 1 < text.count, text[i + 1] == 0x2A {
                i += 2
                while i < text.count, !(text[i] == 0x2A && i + 1 < text.count && text[i + 1] == 0x2F) { i += 1 }
                i = min(text.count, i + 2)
            } else {
                return i
            }
        }
        return text.count
    }

    /// The failure for a status that is not OK: the refusal, the time limit, or SQLite's message and offset.
    func failure(_ status: Int32, offsetInto sql: String?) -> SQLiteFailure {
        if status & 0xFF == SQLITE_AUTH || guardian.refusal != nil {
            return SQLiteFailure(.refused, "the query may only read: " + (guardian.refusal ?? lastMessage))
        }
        if status & 0xFF == SQLITE_INTERRUPT {
            return SQLiteFailure(.timeLimit, "the query ran longer than \(limits.timeLimitText), the limit; "
                                 + "add an index or a WHERE clause, or aggregate less")
        }
        let offset = sql == nil ? -1 : Int(sqlite3_error_offset(db))
        let primary = status & 0xFF
        let kind: SQLiteFailure.Kind = (primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT || primary == SQLITE_CANTOPEN) ? .open
            : (sql == nil ? .run : .query)
        let message = kind == .open ? "cannot read the database: \(lastMessage)" : lastMessage
        return SQLiteFailure(kind, message, offset: offset >= 0 ? offset : nil)
    }
}
