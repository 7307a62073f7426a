import CSQLite

/// The current row of a running query; valid only inside the row callback.
package struct SQLiteRow {
    let statement: OpaquePointer
    /// The number of result columns.
    package let count: Int

    /// Whether column `i` is NULL.
    package func isNull(_ i: Int) -> Bool {
        sqlite3_column_type(statement, Int32(i)) == SQLITE_NULL
    }

    /// Column `i` as SQLite renders it as text (numbers too: `72.5`, `8042`); `nil` for NULL. The bytes are
    /// valid until the next row.
    package func text(_ i: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let bytes = sqlite3_column_text(statement, Int32(i)) else { return nil }
        return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, Int32(i))))
    }

    /// Column `i` as text; `nil` for NULL.
    package func string(_ i: Int) -> String? {
        text(i).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Column `i` as a 64-bit integer (SQLite's conversion: text that is not a number reads as 0); `nil` for NULL.
    package func integer(_ i: Int) -> Int64? {
        isNull(i) ? nil : sqlite3_column_int64(statement, Int32(i))
    }

    /// Column `i` as a double; `nil` for NULL.
    package func double(_ i: Int) -> Double? {
        isNull(i) ? nil : sqlite3_column_double(statement, Int32(i))
    }
}
