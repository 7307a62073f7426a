import Foundation
import Metrics
import Testing
@testable import CardstockCLI
@testable import Site

/// `.sql` metrics: a query over a SQLite file named by the sidecar's `database:` reads as the same CSV would.
@Suite struct QueryMetricTests {
    /// 61 days (Oct 1 – Nov 30, 2026), three samples a day, whole and decimal values (`NUMERIC` keeps 80 as `80`).
    static let samples: [(String, String)] = {
        var out: [(String, String)] = []
        var day = CalendarDay(year: 2026, month: 10, day: 1)!
        for n in 0..<61 {
            for (k, hour) in ["08", "13", "20"].enumerated() {
                let whole = (n * 37 + k * 11) % 97 + 40
                let value = k == 1 ? "\(whole).5" : "\(whole)"
                out.append((day.description + "T" + hour + ":00:00", value))
            }
            day = day.adding(days: 1)
        }
        return out
    }()

    static let aggregations = ["sum", "mean", "last", "min", "max"]
    static let periods = ["2026-W45", "2026-11", "2026-11-10", "2026", "2026-10-05..2026-11-20", ""]

    /// A site with one metric per aggregation and one page per period, each showing every metric. With `query`,
    /// the metrics are `.sql` files over `data/health.db`; else `.csv` files of the same rows.
    static func site(query: Bool) -> TempSite {
        let site = TempSite()
        site.write("cardstock.yaml", "title: Query test\nlanguage: en\nbase_url: https://example.com/\n")
        var index = "# Home\n\n"
        let blocks = aggregations.map { "```metric\nfile: metrics/\($0).\(query ? "sql" : "csv")\n```\n" }.joined(separator: "\n")
        for (n, period) in periods.enumerated() {
            let range = period.split(separator: ".", omittingEmptySubsequences: true)
            let front = period.isEmpty ? "" : range.count == 2 ? "---\nfrom: \(range[0])\nto: \(range[1])\n---\n"
                : "---\nperiod: \(period)\n---\n"
            site.write("content/p\(n).md", front + "# Page \(n)\n\n" + blocks)
            index += "- [Page \(n)](p\(n).md)\n"
        }
        site.write("content/index.md", index)
        let csv = "date,steps\n" + samples.map { "\($0.0),\($0.1)\n" }.joined()
        for aggregation in aggregations {
            let sidecar = "title: Steps \(aggregation)\naggregation: \(aggregation)\nunit: steps\ndownloads: false\n"
            if query {
                site.write("content/metrics/\(aggregation).sql", "SELECT ts AS date, value AS steps\n  FROM samples;\n")
                site.write("content/metrics/\(aggregation).yaml", sidecar + "database: ../data/health.db\n")
            } else {
                site.write("content/metrics/\(aggregation).csv", csv)
                site.write("content/metrics/\(aggregation).yaml", sidecar)
            }
        }
        if query {
            try? FileManager.default.createDirectory(atPath: site.root + "/content/data", withIntermediateDirectories: true)
            let rows = samples.reversed().map { "('\($0.0)', \($0.1))" }.joined(separator: ",")
            #expect(SQLiteFixture.run("CREATE TABLE samples (ts TEXT, value NUMERIC); INSERT INTO samples VALUES \(rows);",
                                      at: site.root + "/content/data/health.db") == nil)
        }
        return site
    }

    /// Every HTML page of a published site.
    static func pages(_ site: TempSite) -> [String: Data] {
        site.snapshot("site").filter { $0.key.hasSuffix(".html") }
    }

    @Test func queriedMetricsPublishTheSamePagesByteForByteAsTheSameCSV() throws {
        let fromCSV = Self.site(query: false), fromQuery = Self.site(query: true)
        let a = fromCSV.run(["publish", "--quiet"]), b = fromQuery.run(["publish", "--quiet"])
        #expect(a.status == 0, "\(a.err)")
        #expect(b.status == 0, "\(b.err)")
        let csvPages = Self.pages(fromCSV), queryPages = Self.pages(fromQuery)
        #expect(csvPages.count > 20, "\(csvPages.keys.sorted())")
        #expect(csvPages.keys.sorted() == queryPages.keys.sorted())
        for (path, data) in csvPages {
            #expect(queryPages[path] == data, "\(path) differs")
        }
        // Each aggregation over each period shows a figure (the pages are not empty of data).
        for n in 0..<Self.periods.count {
            let html = String(decoding: queryPages["p\(n)/index.html"] ?? Data(), as: UTF8.self)
            #expect(html.components(separatedBy: "class=\"metric-value\"").count - 1 == Self.aggregations.count, "p\(n)")
        }
        // The database is never published.
        #expect(!fromQuery.exists("site/data/health.db"))
    }

    @Test func aQueriedSumShowsTheHandComputedWeekTotal() throws {
        let site = Self.site(query: true)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        // Week 45 of 2026: Monday Nov 2 to Sunday Nov 8.
        var total = 0.0
        for (date, value) in Self.samples where date >= "2026-11-02" && date < "2026-11-09" { total += Double(value)! }
        let html = site.read("site/p0/index.html") ?? ""
        let whole = Int(total.rounded())
        let shown = whole >= 1000 ? "\(whole / 1000),\(String(whole % 1000 + 1000).dropFirst())" : "\(whole)"
        #expect(html.contains("<span class=\"metric-value\">\(shown)</span>"), "week total \(total)")
    }
}
