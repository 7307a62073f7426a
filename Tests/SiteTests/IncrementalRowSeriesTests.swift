import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `watch` with a row series: a cell edit, a new row and a template edit give what a clean build gives.
@Suite struct IncrementalRowSeriesTests {
    private func options(_ site: TempSite, output: String = "site") -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = site.root
        o.outputDirectory = output
        o.quiet = true
        return o
    }

    private func clean(_ site: TempSite) throws -> [String: Data] {
        let folder = "clean-\(UInt32.random(in: 0...UInt32.max))"
        defer { site.remove(folder) }
        _ = try SiteBuilder(options: options(site, output: folder), metrics: .site).build()
        return site.snapshot(folder)
    }

    @Test func rowEditsRebuildTheirPages() throws {
        let site = TempSite.watchSample()
        let template = "---\ntitle: \"{{row.name}}\"\nrepeat: rows\nrows: runs.csv\n---\n\n# {{row.name}}\n\n"
        site.write("content/runs/index.md", template + "Ran {{row.km}} km.\n\n```row\nunits: {km: km}\n```\n")
        site.write("content/runs/runs.csv", "name,date,km\nEasy,2026-11-02,5\nLong,2026-11-08,21\n")
        let builder = IncrementalBuilder(options: options(site), metrics: .site)
        _ = try builder.build()
        #expect(site.snapshot("site") == (try clean(site)))
        #expect(site.read("site/runs/easy/index.html")?.contains("Ran 5 km.") == true)

        // A cell: that row's page and the index (its subtitle), not the other row's page.
        var before = site.mtimes("site")
        site.write("content/runs/runs.csv", "name,date,km\nEasy,2026-11-02,6\nLong,2026-11-08,21\n")
        _ = try builder.build(changedPaths: [site.root + "/content/runs/runs.csv"])
        #expect(site.snapshot("site") == (try clean(site)))
        #expect(site.read("site/runs/easy/index.html")?.contains("Ran 6 km.") == true)
        let changed = TempSite.changed(before, site.mtimes("site"))
        #expect(changed.contains("runs/easy/index.html") && !changed.contains("runs/long/index.html"), "\(changed)")

        // A new row: its page, and the page before it gets its "next" row.
        before = site.mtimes("site")
        site.write("content/runs/runs.csv", "name,date,km\nEasy,2026-11-02,6\nLong,2026-11-08,21\nTempo,2026-11-10,9\n")
        _ = try builder.build(changedPaths: [site.root + "/content/runs/runs.csv"])
        #expect(site.snapshot("site") == (try clean(site)))
        #expect(site.read("site/runs/long/index.html")?.contains("rel=\"next\" href=\"../tempo/\"") == true)

        // The template: every row page, still as a series (not walked as a plain page).
        site.write("content/runs/index.md", template + "Went {{row.km}} km.\n\n```row\nunits: {km: km}\n```\n")
        _ = try builder.build(changedPaths: [site.root + "/content/runs/index.md"])
        #expect(site.snapshot("site") == (try clean(site)))
        #expect(site.read("site/runs/tempo/index.html")?.contains("Went 9 km.") == true)
    }
}
