import Foundation
import SQLiteQuery
import Testing
@testable import CardstockCLI
@testable import Site

/// The "Data sources" guide's worked examples run as written over the databases Scripts/make-sqlite-examples.py
/// builds, give the hand-computed days, and agree with `cardstock import gadgetbridge`.
@Suite struct DataSourcesGuideTests {
    /// The guide's ```sql blocks, in order.
    static let queries: [String] = {
        let guide = (try? String(contentsOfFile: Fixtures.repositoryRoot + "/docs/content/guide/data-sources.md", encoding: .utf8)) ?? ""
        return guide.components(separatedBy: "```sql\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }()

    /// A site with the script's databases (3 days) in `content/data` and each guide query as `content/metrics/qN.sql`.
    func site() throws -> TempSite {
        let site = TempSite()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-sqlite-examples.py", site.root + "/content/data", "3"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        site.write("cardstock.yaml", "title: Guide\nlanguage: en\n")
        var index = "# Guide\n\n"
        for (n, sql) in Self.queries.enumerated() {
            let db = sql.contains("MI_BAND") ? "gadgetbridge.db" : "healthkit.db"
            site.write("content/metrics/q\(n).sql", sql)
            site.write("content/metrics/q\(n).yaml", "title: Query \(n)\naggregation: sum\ndatabase: ../data/\(db)\n")
            index += "```metric\nfile: metrics/q\(n).sql\n```\n\n"
        }
        site.write("content/index.md", index)
        return site
    }

    /// The rows of a guide query over one of the site's databases, as text.
    func rows(_ site: TempSite, _ n: Int, _ db: String) throws -> [[String]] {
        var out: [[String]] = []
        try SQLiteDatabase(path: site.root + "/content/data/" + db).query(Self.queries[n], columns: { _ in }, row: { row in
            out.append((0..<row.count).map { row.string($0) ?? "" })
        })
        return out
    }

    @Test func theWorkedExamplesBuildAndGiveTheHandComputedDays() throws {
        try #require(Self.queries.count == 4, "the guide's four worked examples")
        let site = try site()
        let build = site.run(["build", "--strict", "--quiet"])
        #expect(build.status == 0, "\(build.err)")
        // healthkit-to-sqlite, Oct 29 (day 0): 1500 + (hour × 97) mod 2500 at 8, 12 and 18 h = 2276 + 2664 + 3246.
        #expect(try rows(site, 0, "healthkit.db").first == ["2026-10-29", "8186"])
        // Resting heart rate on day d is 52 + 7d mod 9: 52, 59, 57.
        #expect(try rows(site, 1, "healthkit.db").map { $0[1] } == ["52.0", "59.0", "57.0"])
        // Gadgetbridge: the query's UTC days are the import's days.
        let imported = site.run(["import", "gadgetbridge", site.root + "/content/data/gadgetbridge.db", "--to", "imported", "-q"])
        #expect(imported.status == 0, "\(imported.err)")
        let steps = try rows(site, 2, "gadgetbridge.db").map { "\($0[0]),\($0[1])\n" }.joined()
        #expect(site.read("imported/steps.csv") == "date,steps\n" + steps)
        // Heart rate: every seventh minute is 255 (left out), the others 55 + 13m mod 50, all within 10…250.
        let means = try rows(site, 3, "gadgetbridge.db").map(\.[1])
        let importedMeans = (site.read("imported/heart-rate.csv") ?? "").split(separator: "\n").dropFirst()
            .map { line in Double(line.split(separator: ",")[2]).map { String(($0 * 10).rounded() / 10) } ?? "" }
        #expect(means.count == 3 && means == importedMeans)
    }
}
