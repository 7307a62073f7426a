/// How long a query may run and how many rows it may return before it is stopped with an error.
package struct SQLiteLimits: Sendable, Equatable {
    /// Seconds a query may run (checked by SQLite's progress handler every few thousand steps).
    package var timeLimit: Double
    /// Result rows a query may return.
    package var rowLimit: Int

    /// Creates limits; the defaults let a 10-year per-minute table through and stop a runaway join.
    package init(timeLimit: Double = 20, rowLimit: Int = 10_000_000) {
        self.timeLimit = timeLimit
        self.rowLimit = rowLimit
    }

    /// The time limit in words: `20 seconds`, `0.5 seconds`.
    package var timeLimitText: String {
        let whole = timeLimit.rounded() == timeLimit
        return (whole ? String(Int(timeLimit)) : String(timeLimit)) + (timeLimit == 1 ? " second" : " seconds")
    }
}
