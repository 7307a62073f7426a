import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `watch`: saving the database a `.sql` metric reads rebuilds the pages that show it, and only those.
@Suite struct QueryMetricWatchTests {
    @Test func aDatabaseChangeRebuildsTheCardsAndPagesOfItsQueries() throws {
        let site = TempSite.watchSample()
        site.write("content/metrics/steps.sql", "SELECT day AS date, steps FROM daily\n")
        site.write("content/metrics/steps.yaml", "title: Steps\ndatabase: ../data/h.db\n")
        site.write("content/q.md", "# Q\n\n```metric\nfile: metrics/steps.sql\n```\n")
        try FileManager.default.createDirectory(atPath: site.root + "/content/data", withIntermediateDirectories: true)
        let db = site.root + "/content/data/h.db"
        #expect(SQLiteFixture.run("CREATE TABLE daily (day TEXT, steps INTEGER); INSERT INTO daily VALUES "
                                  + "('2026-11-01', 1000), ('2026-11-02', 1500);", at: db) == nil)
        var options = BuildOptions()
        options.workingDirectory = site.root
        options.outputDirectory = "site"
        options.quiet = true
        // The card shows the mean of the last 7 days: (1000 + 1500) / 2.
        let builder = IncrementalBuilder(options: options, metrics: .site)
        _ = try builder.build()
        #expect(site.read("site/q/index.html")?.contains("<span class=\"metric-value\">1,250</span>") == true)
        #expect(builder.graph.outputs(dependingOn: .file(db)).contains("q/index.html"))

        Thread.sleep(forTimeInterval: 0.01)
        #expect(SQLiteFixture.run("UPDATE daily SET steps = 2750 WHERE day = '2026-11-02';", at: db) == nil)
        let result = try builder.build(changedPaths: [db])
        #expect(site.read("site/q/index.html")?.contains("<span class=\"metric-value\">1,875</span>") == true,
                "\(result.renderedPages)")
        #expect(site.read("site/metrics/steps/index.html")?.contains("2,750") == true, "the metric's own page too")
        #expect(!result.renderedPages.contains("content/a.md"), "pages that do not show the query stay")

        let clean = TempSite()
        var cleanOptions = options
        cleanOptions.outputDirectory = clean.root + "/out"
        _ = try SiteBuilder(options: cleanOptions, metrics: .site).build()
        #expect(site.snapshot("site").filter { !$0.key.hasSuffix(".db") } == clean.snapshot("out").filter { !$0.key.hasSuffix(".db") })
    }
}
