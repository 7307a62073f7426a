import Foundation
import Testing
@testable import SQLiteQuery

/// The read-only SQLite layer on its own: ordering, limits, refusals, the statement start.
@Suite struct SQLiteDatabaseTests {
    func rows(_ db: SQLiteDatabase, _ sql: String) throws -> [[String?]] {
        var out: [[String?]] = []
        try db.query(sql, columns: { _ in }, row: { row in out.append((0..<row.count).map { row.string($0) }) })
        return out
    }

    @Test func rowsComeOrderedByTheDateColumnThenTheOthers() throws {
        let scratch = try ScratchDatabase("CREATE TABLE t (day TEXT, v NUMERIC); INSERT INTO t VALUES "
                                          + "('2026-11-02', 5), ('2026-11-01', 9), ('2026-11-02', 1), ('2026-11-01', NULL), ('2026-11-03', 2.5);")
        defer { scratch.remove() }
        let db = try SQLiteDatabase(path: scratch.path)
        #expect(try rows(db, "SELECT day, v FROM t;") == [["2026-11-01", nil], ["2026-11-01", "9"], ["2026-11-02", "1"],
                                                          ["2026-11-02", "5"], ["2026-11-03", "2.5"]])
        var names: [String] = []
        try db.query("SELECT v AS value, day AS date FROM t -- trailing comment", orderColumn: { $0.firstIndex(of: "date") ?? 0 },
                     columns: { names = $0 }, row: { _ in })
        #expect(names == ["value", "date"])
    }

    @Test func theDatabaseIsNeverWritten() throws {
        let scratch = try ScratchDatabase("CREATE TABLE t (a);")
        defer { scratch.remove() }
        let db = try SQLiteDatabase(path: scratch.path)
        for sql in ["INSERT INTO t VALUES (1)", "PRAGMA user_version = 7", "ATTACH ':memory:' AS m", "VACUUM", "CREATE TEMP TABLE x (a)",
                    "SELECT load_extension('x')", "REINDEX", "ANALYZE"] {
            #expect(throws: SQLiteFailure.self, "\(sql)") { try rows(db, sql) }
        }
        #expect(try rows(db, "SELECT count(*) FROM t") == [["0"]])
    }

    @Test func theStatementStartSkipsCommentsAndSpaces() {
        #expect(SQLiteDatabase.statementStart(in: Array("  -- hi\n /* x */ SELECT 1".utf8)) == 17)
        #expect(SQLiteDatabase.statementStart(in: Array(" ; -- only\n".utf8)) == 11)
        #expect(SQLiteDatabase.uri("/a b/é.db") == "file:/a%20b/%C3%A9.db?mode=ro&immutable=1")
    }

    @Test func aFileThatIsNotADatabaseIsAnOpenFailure() throws {
        let scratch = try ScratchDatabase("CREATE TABLE t (a);")
        defer { scratch.remove() }
        try "not a database at all, just text that is long enough".write(toFile: scratch.path, atomically: true, encoding: .utf8)
        let db = try SQLiteDatabase(path: scratch.path)
        #expect(throws: SQLiteFailure(.open, "cannot read the database: file is not a database")) { try rows(db, "SELECT * FROM t") }
    }
}
