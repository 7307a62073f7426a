/// Why a database could not be opened or a query could not run, in words for the report's author.
package struct SQLiteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure it is.
    package enum Kind: Sendable, Equatable {
        /// The file could not be opened, or is not a SQLite database.
        case open
        /// SQLite rejected the query text (syntax, unknown table or column, several statements).
        case query
        /// The authorizer refused a statement or function that does more than read.
        case refused
        /// The query ran longer than ``SQLiteLimits/timeLimit``.
        case timeLimit
        /// The query returned more than ``SQLiteLimits/rowLimit`` rows.
        case rowLimit
        /// The query failed while running (a corrupt page, an error raised by a function).
        case run
    }

    /// What kind of failure it is.
    package var kind: Kind
    /// The message, SQLite's own where it has one.
    package var message: String
    /// The byte offset in the query text SQLite points at (`sqlite3_error_offset`), if any.
    package var offset: Int?

    /// Creates a failure.
    package init(_ kind: Kind, _ message: String, offset: Int? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
    }

    package var description: String { message }
}
