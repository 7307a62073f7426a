import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// Drives a real `cardstock watch` process through a sequence of edits; after every step the output
/// folder must equal a clean `cardstock build` of the same content, byte for byte.
@Suite(.serialized) struct WatchIntegrationTests {
    /// Waits for the next rebuild report after `mark` and checks the output against a clean build.
    private func expectRebuilt(_ watch: WatchProcess, _ site: TempSite, after mark: Int, _ step: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let line = watch.waitForLine(after: mark, containing: ["Rebuilt", "failed"])
        #expect(line?.hasPrefix("Rebuilt") == true, "\(step): no rebuild reported:\n\(watch.stderrText)",
                sourceLocation: sourceLocation)
        let clean = site.cleanBuild()
        let same = watch.waitUntil(timeout: 5) { site.snapshot("site") == clean }
        #expect(same, "\(step): output differs from a clean build in \(TempSite.difference(site.snapshot("site"), clean))",
                sourceLocation: sourceLocation)
    }

    @Test func editsCreatesDeletesAndRenamesMatchACleanBuild() throws {
        let site = TempSite.watchSample()
        guard let watch = WatchProcess.start(["watch"], in: site.root) else { return }
        #expect(watch.waitForLine(after: 0, containing: ["Watching"]) != nil, "no start:\n\(watch.stderrText)")
        #expect(site.snapshot("site") == site.cleanBuild())

        // Edit one page's text: only its output is rewritten.
        var before = site.mtimes("site")
        var mark = watch.stderrLines.count
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nAlpha text, edited.\n")
        expectRebuilt(watch, site, after: mark, "edit")
        #expect(TempSite.changed(before, site.mtimes("site")) == ["a/index.html"])

        // Change a folder index's title: the breadcrumbs of its children and the home page's automatic
        // row for the folder change too, nothing else.
        before = site.mtimes("site")
        mark = watch.stderrLines.count
        site.write("content/notes/index.md", "---\ntitle: Journal notes\n---\n# Journal notes\n\nAll notes.\n")
        expectRebuilt(watch, site, after: mark, "index title")
        #expect(TempSite.changed(before, site.mtimes("site"))
                == ["index.html", "notes/index.html", "notes/one/index.html", "notes/two/index.html"])

        // Create a page: it appears, and its folder index lists it.
        mark = watch.stderrLines.count
        site.write("content/notes/three.md", "---\ntitle: Note three\n---\n# Note three\n\nThird.\n")
        expectRebuilt(watch, site, after: mark, "create")
        #expect(site.exists("site/notes/three/index.html"))

        // Delete a page nobody links to: its output goes, the listing shrinks.
        mark = watch.stderrLines.count
        site.remove("content/notes/two.md")
        expectRebuilt(watch, site, after: mark, "delete")
        #expect(!site.exists("site/notes/two"))

        // Rename a folder: old outputs go, new ones appear.
        mark = watch.stderrLines.count
        site.move("content/notes", "content/journal")
        expectRebuilt(watch, site, after: mark, "rename folder")
        #expect(!site.exists("site/notes") && site.exists("site/journal/one/index.html"))

        // Rename a page.
        mark = watch.stderrLines.count
        site.move("content/journal/three.md", "content/journal/third.md")
        expectRebuilt(watch, site, after: mark, "rename page")

        // A new folder with pages.
        mark = watch.stderrLines.count
        site.write("content/extra/deep/page.md", "# Deep\n\nIn a new folder.\n")
        expectRebuilt(watch, site, after: mark, "new folder")

        // Atomic save (temporary file renamed over the page).
        mark = watch.stderrLines.count
        site.atomicSave("content/b.md", "---\ntitle: Beta\n---\n# Beta\n\nSaved atomically, back [home](index.md).\n")
        expectRebuilt(watch, site, after: mark, "atomic save")
        #expect(site.read("site/b/index.html")?.contains("Saved atomically") == true)

        // A burst of 100 saves: coalesced, and the output ends as the last save.
        mark = watch.stderrLines.count
        for n in 1...100 { site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nSave number \(n).\n") }
        let clean = site.cleanBuild()
        #expect(watch.waitUntil { site.snapshot("site") == clean }, "burst: \(watch.stderrText)")
        // The output can be complete a moment before the "Rebuilt" line is read from the pipe.
        _ = watch.waitForLine(after: mark, containing: ["Rebuilt"])
        let rebuilds = watch.stderrLines[mark...].filter { $0.hasPrefix("Rebuilt") }.count
        #expect(rebuilds >= 1 && rebuilds < 50, "100 saves gave \(rebuilds) rebuilds")

        // A broken build keeps the last good output; the fix recovers.
        var good = site.snapshot("site")
        mark = watch.stderrLines.count
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nSee [gone](missing.md).\n")
        // Wait for the failure itself: a late, unchanged rebuild from the burst may still print "Rebuilt".
        let failure = watch.waitForLine(after: mark, containing: ["failed"])
        #expect(failure?.contains("rebuild failed with 1 error") == true, "\(watch.stderrText)")
        #expect(watch.stderrLines[mark...].contains { $0.hasPrefix("content/a.md:6:5: error:") }, "\(watch.stderrText)")
        #expect(site.snapshot("site") == good)
        mark = watch.stderrLines.count
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nFixed.\n")
        expectRebuilt(watch, site, after: mark, "fix")

        // Deleting a linked page reports the page that now has a broken link; the output stays.
        good = site.snapshot("site")
        mark = watch.stderrLines.count
        site.remove("content/b.md")
        #expect(watch.waitForLine(after: mark, containing: ["failed"]) != nil, "\(watch.stderrText)")
        #expect(watch.stderrLines[mark...].contains { $0.hasPrefix("content/index.md:9:3: error:") }, "\(watch.stderrText)")
        #expect(site.snapshot("site") == good)
        mark = watch.stderrLines.count
        site.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\n## Pages\n\n- [Alpha](a.md) first\n")
        expectRebuilt(watch, site, after: mark, "unlink deleted page")
        #expect(!site.exists("site/b"))

        // A template change rewrites exactly the pages that use it.
        before = site.mtimes("site")
        mark = watch.stderrLines.count
        site.write("templates/special.html", "{{< base}}{{$head}}<meta name=\"special\" content=\"2\">{{/head}}{{/base}}\n")
        expectRebuilt(watch, site, after: mark, "template")
        #expect(TempSite.changed(before, site.mtimes("site")) == ["special/index.html"])

        // A data file change is copied; pages without metric blocks stay untouched.
        before = site.mtimes("site")
        mark = watch.stderrLines.count
        site.write("content/data/steps.csv", "date,value\n2026-11-01,1000\n2026-11-02,2000\n")
        expectRebuilt(watch, site, after: mark, "data file")
        #expect(TempSite.changed(before, site.mtimes("site")) == ["data/steps.csv"])

        // A page with a metric card: then a metric file change rewrites exactly its card's page and its metric page.
        mark = watch.stderrLines.count
        site.write("content/report.md", "# Report\n\n## Steps\n\n```metric\nfile: data/steps.csv\n```\n")
        expectRebuilt(watch, site, after: mark, "metric page")
        #expect(site.exists("site/metrics/steps/index.html"))
        before = site.mtimes("site")
        mark = watch.stderrLines.count
        site.write("content/data/steps.csv", "date,value\n2026-11-01,1000\n2026-11-02,2600\n")
        expectRebuilt(watch, site, after: mark, "metric file")
        #expect(TempSite.changed(before, site.mtimes("site"))
                == ["data/steps.csv", "metrics/steps/2026-11/index.html", "metrics/steps/index.html", "report/index.html"])

        // Settings change: a full check, still only changed files rewritten.
        mark = watch.stderrLines.count
        site.write("cardstock.yaml", "title: Watch test, renamed\nlanguage: en\n")
        expectRebuilt(watch, site, after: mark, "settings")

        // Ignored files change nothing.
        before = site.mtimes("site")
        site.write("content/.#a.md", "lock")
        site.write("content/.a.md.swp", "swap")

        // Ctrl-C: clean exit, output kept, no temporary files anywhere.
        #expect(watch.stop(signal: SIGINT) == 0, "\(watch.stderrText)")
        #expect(watch.stderrLines.last?.hasPrefix("Stopped") == true)
        #expect(TempSite.changed(before, site.mtimes("site")).isEmpty)
        #expect(site.snapshot("site") == site.cleanBuild())
        #expect(site.list().filter { $0.hasPrefix(".") }.isEmpty, "left behind: \(site.list())")
        #expect(!site.snapshot("site").keys.contains { $0.contains(".tmp-") })
    }

    @Test func sigtermStopsCleanlyAndAnInitialFailureKeepsWatching() throws {
        let site = TempSite.watchSample()
        site.write("content/a.md", "# Alpha\n\n[broken](nope.md)\n")
        guard let watch = WatchProcess.start(["watch"], in: site.root) else { return }
        #expect(watch.waitForLine(after: 0, containing: ["build failed"]) != nil, "\(watch.stderrText)")
        #expect(watch.waitForLine(after: 0, containing: ["Watching"]) != nil)
        #expect(!site.exists("site/index.html"))
        let mark = watch.stderrLines.count
        site.write("content/a.md", "# Alpha\n\nFixed.\n")
        expectRebuilt(watch, site, after: mark, "fix after initial failure")
        #expect(watch.stop(signal: SIGTERM) == 0)
        #expect(site.exists("site/index.html"))
    }
}
