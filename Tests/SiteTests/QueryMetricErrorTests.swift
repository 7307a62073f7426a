import Foundation
import Testing
import Metrics
import SQLiteQuery
@testable import CardstockCLI
@testable import Site

/// Errors of `.sql` metrics: located at the query (or the sidecar's `database:`), SQLite's own words, exit 1.
@Suite struct QueryMetricErrorTests {
    /// A site whose page shows `metrics/q.sql` with `sql` over `data/h.db` (a table `t(date, v)` of three days).
    static func site(_ sql: String, sidecar: String = "database: ../data/h.db\n") -> TempSite {
        let site = TempSite()
        site.write("cardstock.yaml", "title: Errors\nlanguage: en\n")
        site.write("content/index.md", "# Home\n\n```metric\nfile: metrics/q.sql\n```\n")
        site.write("content/metrics/q.sql", sql)
        site.write("content/metrics/q.yaml", sidecar)
        try? FileManager.default.createDirectory(atPath: site.root + "/content/data", withIntermediateDirectories: true)
        SQLiteFixture.run("CREATE TABLE t (date TEXT, v NUMERIC); INSERT INTO t VALUES ('2026-11-01', 1), ('2026-11-02', 2), "
                          + "('2026-11-03', 3);", at: site.root + "/content/data/h.db")
        return site
    }

    static let refused: [(sql: String, column: Int, words: String)] = [
        ("DELETE FROM t", 1, "writing (INSERT, UPDATE, DELETE) is refused"),
        ("INSERT INTO t VALUES ('2026-11-04', 4)", 1, "writing (INSERT, UPDATE, DELETE) is refused"),
        ("UPDATE t SET v = 0", 1, "writing (INSERT, UPDATE, DELETE) is refused"),
        ("ATTACH DATABASE 'other.db' AS other", 1, "ATTACH and DETACH are refused"),
        ("PRAGMA user_version = 3", 1, "PRAGMA user_version with a value is refused"),
        ("PRAGMA journal_mode = WAL", 1, "PRAGMA journal_mode with a value is refused"),
        ("SELECT load_extension('/tmp/x.so') AS date, 1 AS v", 1, "the function load_extension() is refused"),
        ("CREATE TABLE x (a)", 1, "statements that change the database or its schema (CREATE, DROP, ALTER…) are refused"),
        ("DROP TABLE t", 1, "statements that change the database or its schema (CREATE, DROP, ALTER…) are refused"),
        ("BEGIN", 1, "transactions are refused"),
    ]

    @Test(arguments: refused)
    func everyStatementThatDoesMoreThanReadIsAnErrorAtTheQuery(_ item: (sql: String, column: Int, words: String)) throws {
        let site = Self.site("-- a comment line\n" + item.sql + "\n")
        let before = site.snapshot("content")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/metrics/q.sql:2:\(item.column): error: the query may only read: "), "\(result.err)")
        #expect(result.err.contains(item.words), "\(result.err)")
        #expect(site.snapshot("content") == before, "the database and the query are untouched")
        #expect(!result.err.contains("no such"), "\(result.err)")
    }

    @Test func aSyntaxErrorIsSQLitesMessageAtItsLineAndColumn() throws {
        let site = Self.site("SELECT date, v\n  FROM t\n WHERE v >> AND 1\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/metrics/q.sql:3:13: error: near \"AND\": syntax error"), "\(result.err)")
    }

    @Test func anUnknownColumnNamesItAtItsPosition() throws {
        let site = Self.site("SELECT date, steps FROM t")
        let result = site.run(["build", "--quiet"])
        #expect(result.err.contains("content/metrics/q.sql:1:14: error: no such column: steps"), "\(result.err)")
    }

    @Test func twoStatementsAreAnError() throws {
        let site = Self.site("SELECT date, v FROM t; SELECT 1;")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/metrics/q.sql:1:23: error: the query holds more than one statement"), "\(result.err)")
    }

    @Test func aMalformedDatabaseIsAnErrorNotACrash() throws {
        let site = Self.site("SELECT date, v FROM t")
        site.write("content/data/h.db", "SQLite format 3\u{0}" + String(repeating: "garbage ", count: 200))
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/metrics/q.sql:1:1: error: data/h.db: cannot read the database:"), "\(result.err)")
        site.write("content/data/h.db", "date,v\n2026-11-01,1\n")
        let text = site.run(["build", "--quiet"])
        #expect(text.status == 1)
        #expect(text.err.contains("file is not a database"), "\(text.err)")
    }

    @Test func aMissingOrEscapingDatabaseIsAnErrorAtTheSidecar() throws {
        let missing = Self.site("SELECT date, v FROM t", sidecar: "title: Q\ndatabase: nothere.db\n")
        let a = missing.run(["build", "--quiet"])
        #expect(a.status == 1)
        #expect(a.err.contains("content/metrics/q.yaml:2:11: error: database 'nothere.db' not found"), "\(a.err)")
        let outside = Self.site("SELECT date, v FROM t", sidecar: "database: ../../outside.db\n")
        SQLiteFixture.run("CREATE TABLE t (date, v);", at: outside.root + "/outside.db")
        let b = outside.run(["build", "--quiet"])
        #expect(b.status == 1)
        #expect(b.err.contains("content/metrics/q.yaml:1:11: error: database '../../outside.db' not found"), "\(b.err)")
        let none = Self.site("SELECT date, v FROM t", sidecar: "title: Q\n")
        let c = none.run(["build", "--quiet"])
        #expect(c.err.contains("content/metrics/q.yaml:1:1: error: a .sql metric's sidecar needs `database:`"), "\(c.err)")
    }

    @Test func aResultCellThatIsNotANumberIsAnErrorNamingItsRow() throws {
        let site = Self.site("SELECT date, CASE WHEN v = 2 THEN 'lots' ELSE v END AS v FROM t")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/metrics/q.sql:1:1: error: in row 2 of the query's result:"), "\(result.err)")
    }

    @Test func theTimeLimitAndTheRowLimitAreClearErrors() throws {
        let site = Self.site("")
        let database = MetricQueryDatabase(relativePath: "data/h.db", sourcePath: site.root + "/content/data/h.db")
        func read(_ sql: String, _ limits: SQLiteLimits) -> String {
            site.write("content/metrics/q.sql", sql)
            let source = MetricSource(relativePath: "metrics/q.sql", sourcePath: site.root + "/content/metrics/q.sql",
                                      displayPath: "content/metrics/q.sql", sidecar: MetricMetadata(), baseName: "q",
                                      database: database)
            do {
                _ = try QueryMetricReader.read(source, metadata: MetricMetadata(), limits: limits)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let endless = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT '2026-11-01' AS date, count(*) AS v FROM n"
        let slow = read(endless, SQLiteLimits(timeLimit: 0.2, rowLimit: 100))
        #expect(slow.contains("content/metrics/q.sql:1:1: error: the query ran longer than 0.2 seconds, the limit"), "\(slow)")
        let many = read("SELECT date, v FROM t", SQLiteLimits(timeLimit: 5, rowLimit: 2))
        #expect(many.contains("content/metrics/q.sql:1:1: error: the query returned more than 2 rows, the limit"), "\(many)")
        #expect(read("SELECT date, v FROM t", SQLiteLimits(timeLimit: 5, rowLimit: 3)) == "no error")
    }
}
