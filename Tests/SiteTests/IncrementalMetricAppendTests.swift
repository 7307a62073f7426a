import Foundation
import Testing
@testable import CardstockCLI
@testable import Site
import Metrics

/// `watch` after a row is appended to a metric file: only the pages whose figures changed are rendered (the
/// metric fast path), or, when a new period appears, the full path adds its pages; always as a clean build.
@Suite struct IncrementalMetricAppendTests {
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

    /// Steps and sleep from Monday 2026-10-05 (week 41) to Wednesday 2026-11-04 (week 45), a weekly series
    /// over both, and a hand-written page about week 42.
    private func site() -> (TempSite, steps: String) {
        let site = TempSite()
        var steps = "date,steps\n", sleep = "date,hours\n"
        let start = 20_731  // 2026-10-05
        for n in 0..<31 {
            let day = CalendarDay(daysSinceEpoch: start + n).description
            steps += "\(day),\(6000 + (n * 737) % 5000)\n"
            sleep += "\(day),\(6 + Double((n * 13) % 20) / 10)\n"
        }
        site.write("content/data/steps.csv", steps)
        site.write("content/data/steps.yaml", "title: Steps\nunit: steps\naggregation: sum\ncompare: [previous, {average: 2}]\n")
        site.write("content/data/sleep.csv", sleep)
        site.write("content/data/sleep.yaml", "title: Sleep\nunit: h\naggregation: mean\n")
        site.write("content/index.md", "# Home\n\n- [Weeks](weekly/index.md)\n- [Week 42](w42.md)\n")
        site.write("content/w42.md", "---\nperiod: 2026-W42\n---\n# Week 42\n\n```metric\nfile: data/steps.csv\n```\n")
        site.write("content/weekly/index.md", """
            ---
            title: "Week {{period}}"
            repeat: week
            ---
            # Week {{period}}

            ```metric
            file: ../data/steps.csv
            ```

            ```metric
            file: ../data/sleep.csv
            ```

            """)
        return (site, steps)
    }

    /// Whether the output equals a clean build's, byte for byte.
    private func same(_ site: TempSite) throws -> Bool {
        let a = site.snapshot("site"), b = try clean(site)
        let differing = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
        return differing.isEmpty
    }

    @Test func aRowInTheSameWeekRewritesOnlyThatWeeksPages() throws {
        let (site, steps) = site()
        #expect(CalendarDay(daysSinceEpoch: 20_731).description == "2026-10-05")
        let builder = IncrementalBuilder(options: options(site), metrics: .site)
        _ = try builder.build()
        #expect(try same(site))
        #expect(site.exists("site/weekly/2026-W45/index.html") && !site.exists("site/weekly/2026-W46/index.html"))

        let before = site.mtimes("site")
        site.write("content/data/steps.csv", steps + "2026-11-05,12345\n")
        let result = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
        #expect(builder.lastBuildWasFast, "the metric fast path")
        #expect(try same(site))
        // Written: the file, the week's card page and metric page, the month's metric page, the metric's overview
        // (it counts the rows) and the series index; not the other weeks' pages nor the other metric's.
        let written = TempSite.changed(before, site.mtimes("site"))
        #expect(written == ["data/steps.csv", "metrics/steps/2026-11/index.html", "metrics/steps/2026-W45/index.html",
                            "metrics/steps/index.html", "weekly/2026-W45/index.html", "weekly/index.html"])
        #expect(!result.renderedPages.isEmpty && result.writtenFiles.contains("weekly/2026-W45/index.html"))

        // An edit of an old row: that week's pages and every later one whose comparisons use it.
        let later = site.mtimes("site")
        site.write("content/data/steps.csv", steps.replacingOccurrences(of: "2026-10-20,", with: "2026-10-20,1") + "2026-11-05,12345\n")
        _ = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
        #expect(builder.lastBuildWasFast)
        #expect(try same(site))
        let changed = TempSite.changed(later, site.mtimes("site"))
        #expect(changed.contains("weekly/2026-W43/index.html") && changed.contains("weekly/2026-W44/index.html"))
        #expect(!changed.contains("weekly/2026-W42/index.html") && !changed.contains("w42/index.html"),
                "card pages of weeks before the edit stay")

        // What the fast path recorded for the pages it left alone is what a full check computes: a full build
        // now renders nothing (a stale value would render those pages again).
        let full = try builder.build()
        #expect(!builder.lastBuildWasFast)
        #expect(full.renderedPages.isEmpty, "\(full.renderedPages)")
    }

    @Test func aRowInANewWeekAddsTheWeeksPages() throws {
        let (site, steps) = site()
        let builder = IncrementalBuilder(options: options(site), metrics: .site)
        _ = try builder.build()
        site.write("content/data/steps.csv", steps + "2026-11-05,9000\n2026-11-09,8000\n")
        _ = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
        #expect(!builder.lastBuildWasFast, "a new period needs the full path")
        #expect(site.exists("site/weekly/2026-W46/index.html") && site.exists("site/metrics/steps/2026-W46/index.html"))
        #expect(try same(site))
        // A new month too.
        site.write("content/data/sleep.csv", (site.read("content/data/sleep.csv") ?? "") + "2026-12-01,7.25\n")
        _ = try builder.build(changedPaths: [site.root + "/content/data/sleep.csv"])
        #expect(!builder.lastBuildWasFast)
        #expect(site.exists("site/metrics/sleep/2026-12/index.html") && site.exists("site/weekly/2026-W49/index.html"))
        #expect(try same(site))
    }

    @Test func aBrokenRowIsALocatedErrorAndChangesNothing() throws {
        let (site, steps) = site()
        let builder = IncrementalBuilder(options: options(site), metrics: .site)
        _ = try builder.build()
        let good = site.snapshot("site")
        site.write("content/data/steps.csv", steps + "2026-11-05,lots\n")
        do {
            _ = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
            Issue.record("a broken row must fail the build")
        } catch let failure as BuildFailure {
            let text = failure.diagnostics.items.map(\.description).joined(separator: "\n")
            #expect(text.contains("data/steps.csv:33:"), "located at the row: \(text)")
        }
        #expect(site.snapshot("site") == good)
        // Fixed: the fast path again, as a clean build.
        site.write("content/data/steps.csv", steps + "2026-11-05,12000\n")
        _ = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
        #expect(builder.lastBuildWasFast)
        #expect(try same(site))
    }
}
