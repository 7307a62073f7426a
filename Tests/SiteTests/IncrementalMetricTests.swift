import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// Incremental builds with the built-in metric support (metric cards and generated metric pages).
@Suite struct IncrementalMetricTests {
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

    /// The sample site plus two pages showing two metric files (one with a sidecar).
    private func site() -> TempSite {
        let site = TempSite.watchSample()
        site.write("content/data/steps.csv", "date,steps\n2026-11-01,1000\n2026-11-02,1500\n")
        site.write("content/data/sleep.csv", "date,hours\n2026-11-01,7.5\n2026-11-02,6.5\n")
        site.write("content/data/sleep.yaml", "title: Sleep time\nunit: h\n")
        site.write("content/p1.md", "# P1\n\n## Steps\n\n```metric\nfile: data/steps.csv\n```\n")
        site.write("content/p2.md", "# P2\n\n## Sleep\n\n```metric\nfile: data/sleep.csv\n```\n")
        return site
    }

    @Test func aMetricFileChangeRewritesItsCardsAndItsMetricPageOnly() throws {
        let site = site()
        let builder = IncrementalBuilder(options: options(site), metrics: .site)
        _ = try builder.build()
        #expect(site.exists("site/metrics/steps/index.html"))
        #expect(site.snapshot("site") == (try clean(site)))
        #expect(builder.graph.outputs(dependingOn: .file(site.root + "/content/data/steps.csv")) == ["p1/index.html"])

        var before = site.mtimes("site")
        site.write("content/data/steps.csv", "date,steps\n2026-11-01,1000\n2026-11-02,2500\n")
        _ = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
        #expect(site.snapshot("site") == (try clean(site)))
        #expect(TempSite.changed(before, site.mtimes("site"))
                == ["data/steps.csv", "metrics/steps/2026-11/index.html", "metrics/steps/index.html", "p1/index.html"],
                "the file, the page showing it, its overview and the month whose figures changed")

        // A sidecar change: the metric's title changes on its card and its page (and where the page is listed).
        before = site.mtimes("site")
        site.write("content/data/sleep.yaml", "title: Sleep duration\nunit: h\n")
        _ = try builder.build(changedPaths: [site.root + "/content/data/sleep.yaml"])
        #expect(site.snapshot("site") == (try clean(site)))
        let changed = TempSite.changed(before, site.mtimes("site"))
        #expect(changed.contains("metrics/sleep/index.html") && changed.contains("p2/index.html"))
        #expect(!changed.contains("p1/index.html") && !changed.contains("metrics/steps/index.html"))

        // Saving a page's text around an unchanged metric block keeps the fast path.
        site.write("content/p1.md", "# P1\n\nMore words.\n\n## Steps\n\n```metric\nfile: data/steps.csv\n```\n")
        _ = try builder.build(changedPaths: [site.root + "/content/p1.md"])
        #expect(builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site)))

        // Pointing the block at another file needs a new metric session: the full path, same result.
        site.write("content/p1.md", "# P1\n\n## Sleep too\n\n```metric\nfile: data/sleep.csv\n```\n")
        _ = try builder.build(changedPaths: [site.root + "/content/p1.md"])
        #expect(!builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site)))

        // Deleting a metric file that a block uses fails the build and keeps the output.
        let good = site.snapshot("site")
        site.remove("content/data/sleep.csv")
        #expect(throws: BuildFailure.self) { try builder.build(changedPaths: [site.root + "/content/data/sleep.csv"]) }
        #expect(site.snapshot("site") == good)
    }
}
