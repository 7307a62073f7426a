import CSQLite

/// The authorizer's rules: a query may read tables and call functions, nothing else — no writes, no schema
/// changes, no `ATTACH`, no transactions, no `PRAGMA` that sets a value, no `load_extension()`.
enum SQLiteReadPolicy {
    /// Pragmas that only report, allowed without a value. A `PRAGMA` statement cannot be a metric's query (it is
    /// wrapped in `SELECT * FROM (…)`), and SQLite authorizes a pragma table function (`pragma_table_info('t')`) as an
    /// `UPDATE` of `sqlite_master` first, which is refused; so this list is a second line behind those.
    static let readingPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list",
        "user_version", "schema_version", "application_id", "page_count", "page_size", "encoding",
        "database_list", "collation_list", "function_list", "pragma_list", "compile_options", "freelist_count",
        "integrity_check", "quick_check", "data_version",
    ]

    /// Functions a query may not call.
    static let refusedFunctions: Set<String> = ["load_extension", "readfile", "writefile", "edit", "fts3_tokenizer"]

    /// The refusal of CREATE, DROP, ALTER and the like (they write the schema table first).
    static let schemaChange = "statements that change the database or its schema (CREATE, DROP, ALTER…) are refused"

    /// `nil` when the action is allowed, else why it is refused (for the error message).
    static func refusal(action: Int32, first: String?, second: String?) -> String? {
        switch action {
        case SQLITE_SELECT, SQLITE_READ, SQLITE_RECURSIVE:
            return nil
        case SQLITE_FUNCTION:
            let name = (second ?? "").lowercased()
            return refusedFunctions.contains(name) ? "the function \(name)() is refused" : nil
        case SQLITE_PRAGMA:
            let name = (first ?? "").lowercased()
            if second != nil { return "PRAGMA \(name) with a value is refused (it changes the connection or the file)" }
            return readingPragmas.contains(name) ? nil : "PRAGMA \(name) is refused (only reporting pragmas are allowed)"
        case SQLITE_ATTACH, SQLITE_DETACH:
            return "ATTACH and DETACH are refused (a query reads only its own database)"
        case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
            if (first ?? "").lowercased().hasPrefix("sqlite_") { return schemaChange }
            return "writing (INSERT, UPDATE, DELETE) is refused"
        case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
            return "transactions are refused"
        default:
            return schemaChange
        }
    }
}
