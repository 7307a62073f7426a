import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// A metric renderer for tests: `file: PATH` in the block; shows the file's bytes. Records what it reads
/// unless `records` is false (then the builder must fall back to "every data file").
struct FileEchoRenderer: MetricBlockRenderer {
    var records = true

    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        guard let line = block.yaml.split(separator: "\n").first(where: { $0.hasPrefix("file: ") }) else { return nil }
        let path = context.contentDirectory + "/" + line.dropFirst(6)
        if records { context.recordDependency(String(line.dropFirst(6))) }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "missing"
        return "<pre class=\"echo\">\(text.replacingOccurrences(of: "<", with: "&lt;"))</pre>"
    }
}

/// The incremental engine in-process: dependency tracking, minimal rewrites, equality with clean builds.
@Suite struct IncrementalBuilderTests {
    private func options(_ site: TempSite, output: String = "site") -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = site.root
        o.outputDirectory = output
        o.quiet = true
        return o
    }

    private func clean(_ site: TempSite, renderer: (any MetricBlockRenderer)?) throws -> [String: Data] {
        let folder = "clean-\(UInt32.random(in: 0...UInt32.max))"
        defer { site.remove(folder) }
        _ = try SiteBuilder(options: options(site, output: folder), metrics: renderer.map { .cards($0) } ?? .none).build()
        return site.snapshot(folder)
    }

    private func metricSite() -> TempSite {
        let site = TempSite.watchSample()
        site.write("content/p1.md", "# P1\n\n## Steps\n\n```metric\nfile: data/steps.csv\n```\n")
        site.write("content/p2.md", "# P2\n\n## Sleep\n\n```metric\nfile: data/sleep.csv\n```\n")
        site.write("content/data/sleep.csv", "date,value\n2026-11-01,7.5\n")
        return site
    }

    @Test func aMetricFileChangeRebuildsExactlyThePagesThatReadIt() throws {
        let site = metricSite()
        let renderer = FileEchoRenderer()
        let builder = IncrementalBuilder(options: options(site), metrics: .cards(renderer))
        let first = try builder.build()
        #expect(first.wasFullRebuild)
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        let steps = site.root + "/content/data/steps.csv"
        #expect(builder.graph.outputs(dependingOn: .file(steps)) == ["p1/index.html"])

        let before = site.mtimes("site")
        site.write("content/data/steps.csv", "date,value\n2026-11-01,1234\n")
        let result = try builder.build()
        #expect(result.renderedPages == ["content/p1.md"])
        #expect(result.writtenFiles == ["data/steps.csv", "p1/index.html"])
        #expect(TempSite.changed(before, site.mtimes("site")) == ["data/steps.csv", "p1/index.html"])
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))

        // Nothing changed: nothing rendered, nothing written.
        let idle = try builder.build()
        #expect(idle.renderedPages.isEmpty && !idle.changedOutput && !idle.wasFullRebuild)
    }

    @Test func aRendererThatRecordsNothingFallsBackToEveryDataFile() throws {
        let site = metricSite()
        let renderer = FileEchoRenderer(records: false)
        let builder = IncrementalBuilder(options: options(site), metrics: .cards(renderer))
        _ = try builder.build()
        #expect(builder.graph.outputs(dependingOn: .allData) == ["p1/index.html", "p2/index.html"])
        let before = site.mtimes("site")
        site.write("content/data/sleep.csv", "date,value\n2026-11-01,8\n")
        let result = try builder.build()
        #expect(result.renderedPages == ["content/p1.md", "content/p2.md"])
        #expect(TempSite.changed(before, site.mtimes("site")) == ["data/sleep.csv", "p2/index.html"])
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
    }

    @Test func theGraphRecordsLinksBreadcrumbsAndListings() throws {
        let site = TempSite.watchSample()
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        let deps = builder.graph.dependencies(of: "notes/one/index.html")
        #expect(deps.contains(.source("notes/one.md")))
        #expect(deps.contains(.pageSummary("notes/index.md")) && deps.contains(.pageSummary("index.md")))
        #expect(deps.contains(.site) && deps.contains(.links("notes/one.md")))
        let index = builder.graph.dependencies(of: "notes/index.html")
        #expect(index.contains(.listing("notes/index.md")) && index.contains(.pageSummary("notes/two.md")))
        // The home page links to a.md itself, so a.md gets no automatic row there.
        #expect(!builder.graph.dependencies(of: "index.html").contains(.pageSummary("a.md")))
    }

    @Test func savingAPageTakesTheFastPathAndStillMatchesACleanBuild() throws {
        let site = metricSite()
        let renderer = FileEchoRenderer()
        let builder = IncrementalBuilder(options: options(site), metrics: .cards(renderer))
        _ = try builder.build()
        let a = site.root + "/content/a.md"
        // New links in the text (the page's own link outcome changes): fast path.
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nSee [Beta](b.md) and [notes](notes/index.md).\n")
        var result = try builder.build(changedPaths: [a])
        #expect(builder.lastBuildWasFast && result.renderedPages == ["content/a.md"])
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        // A data file read by a metric block: fast path, only its reader.
        site.write("content/data/sleep.csv", "date,value\n2026-11-01,6\n")
        result = try builder.build(changedPaths: [site.root + "/content/data/sleep.csv"])
        #expect(builder.lastBuildWasFast && result.renderedPages == ["content/p2.md"])
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        // A broken link: reported at once, nothing written; the fix takes the fast path again.
        let good = site.snapshot("site")
        site.write("content/a.md", "# Alpha\n\n[x](nope.md)\n")
        #expect(throws: BuildFailure.self) { try builder.build(changedPaths: [a]) }
        #expect(site.snapshot("site") == good)
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nBack to normal.\n")
        _ = try builder.build(changedPaths: [a])
        #expect(builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        // A new title of a folder index: still the fast path, which renders the pages showing it
        // (its children's breadcrumbs, the home page's automatic row) from the graph.
        site.write("content/notes/index.md", "---\ntitle: Journal\n---\n# Notes\n\nAll notes.\n")
        result = try builder.build(changedPaths: [site.root + "/content/notes/index.md"])
        #expect(builder.lastBuildWasFast)
        #expect(result.renderedPages == ["content/index.md", "content/notes/index.md", "content/notes/one.md", "content/notes/two.md"])
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        // A new weight reorders the automatic rows.
        site.write("content/notes/two.md", "---\ntitle: Note two\nweight: 1\n---\n# Note two\n\nSecond.\n")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/two.md"])
        #expect(builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        // A new anchor changes how links to the page resolve: the full path.
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\n## New section\n\nText.\n")
        _ = try builder.build(changedPaths: [a])
        #expect(!builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
        // A deleted page, then a save of another: the pending deletion forces the full path.
        site.remove("content/notes/two.md")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/two.md"])
        #expect(!builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site, renderer: renderer)))
    }

    /// The page walker's own warnings (raw HTML not shown) are reported by `watch` as by `build`: on the build
    /// that walks the page, on later builds that do not, and no longer once the page is fixed.
    @Test func rawHTMLWarningsAreReportedOnEveryBuildUntilFixed() throws {
        let site = TempSite.watchSample()
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\n<div class=\"box\">kept out</div>\n")
        let builder = IncrementalBuilder(options: options(site))
        let message = "raw HTML is not shown ('<div class=\"box\">kept out</div>', the first on this page)"
        let first = try builder.build()
        #expect(first.warnings.contains { $0.description.contains(message) })
        let clean = try SiteBuilder(options: options(site, output: "clean"), metrics: .none).build()
        #expect(first.warnings.map(\.description).filter { $0.contains("raw HTML") }
                == clean.warnings.map(\.description).filter { $0.contains("raw HTML") })
        site.remove("clean")
        site.write("content/b.md", "---\ntitle: Beta\n---\n# Beta\n\nAnother page saved.\n")
        let second = try builder.build(changedPaths: [site.root + "/content/b.md"])
        #expect(second.warnings.contains { $0.description.contains(message) })
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nNo HTML now.\n")
        let third = try builder.build(changedPaths: [site.root + "/content/a.md"])
        #expect(!third.warnings.contains { $0.description.contains("raw HTML") })
    }

    @Test func aDeletedOutputFolderIsWrittenAgainOnTheNextSave() throws {
        let site = TempSite.watchSample()
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        site.remove("site")
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nAfter the folder was deleted.\n")
        _ = try builder.build(changedPaths: [site.root + "/content/a.md"])
        #expect(!builder.lastBuildWasFast)
        #expect(site.snapshot("site") == (try clean(site, renderer: nil)))
    }

    @Test func aFailedBuildWritesNothingAndTheNextGoodBuildCatchesUp() throws {
        let site = TempSite.watchSample()
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        let good = site.snapshot("site")
        site.write("content/a.md", "# Alpha\n\n[x](gone.md)\n")
        site.write("content/notes/one.md", "# One, renamed\n")
        #expect(throws: BuildFailure.self) { try builder.build() }
        #expect(site.snapshot("site") == good)
        site.write("content/a.md", "# Alpha\n\nFine.\n")
        let result = try builder.build()
        #expect(result.renderedPages.contains("content/notes/one.md"))
        #expect(site.snapshot("site") == (try clean(site, renderer: nil)))
    }

    @Test func theFirstBuildSynchronisesAnExistingOutputAndRemovesStaleFiles() throws {
        let site = TempSite.watchSample()
        _ = try SiteBuilder(options: options(site)).build()
        site.write("site/stale/index.html", "old")
        site.write("site/.index.html.tmp-abc123", "left by a crash")
        let unchanged = site.mtimes("site")["a/index.html"]
        let result = try IncrementalBuilder(options: options(site)).build()
        #expect(result.removedFiles == [".index.html.tmp-abc123", "stale/index.html"])
        #expect(site.mtimes("site")["a/index.html"] == unchanged)
        #expect(!site.exists("site/stale"))
        #expect(site.snapshot("site") == (try clean(site, renderer: nil)))
    }

    /// 40 pseudo-random edits (fixed seed): after each, the output equals a clean build. With `hints`
    /// the builder is told the changed paths, as the watcher does (exercising the fast path).
    @Test(arguments: [false, true]) func randomEditSequencesMatchCleanBuilds(hints: Bool) throws {
        let site = TempSite.watchSample()
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let folders = ["", "notes/", "more/", "more/deeper/"]
        var fastBuilds = 0
        var pages: Set<String> = ["a.md", "b.md", "special.md", "notes/one.md", "notes/two.md"]
        for step in 0..<40 {
            var touched: Set<String> = []
            let folder = folders[next(folders.count)]
            switch next(6) {
            case 0, 1:  // create or edit a page, sometimes with a link to another page
                let name = folder + "p\(next(6)).md"
                let target = pages.sorted().first.map { page -> String in
                    let depth = folder.split(separator: "/").count
                    return String(repeating: "../", count: depth) + page
                } ?? "index.md"
                let link = next(2) == 0 ? "See [it](\(target)).\n" : ""
                site.write("content/" + name, "---\ntitle: T\(next(2))\n---\n# Page\n\n\(link)Text \(step).\n")
                pages.insert(name)
                touched.insert(name)
            case 2:  // an index for a folder (changes parents and breadcrumbs)
                site.write("content/" + folder + "index.md", "# Index \(next(5))\n\nFolder.\n")
                touched.insert(folder + "index.md")
            case 3:  // delete a page nothing links to (links only point at the first page, kept)
                let candidates = Array(pages.sorted().dropFirst())
                if !candidates.isEmpty, case let victim = candidates[next(candidates.count)], victim != "b.md" {
                    site.remove("content/" + victim)
                    pages.remove(victim)
                    touched.insert(victim)
                }
            case 4:  // a data file
                site.write("content/" + folder + "f.csv", "v\n\(next(100))\n")
                touched.insert(folder + "f.csv")
            default:  // the home page's text
                site.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\n- [Alpha](a.md) \(next(3))\n")
                touched.insert("index.md")
            }
            do {
                _ = try builder.build(changedPaths: hints ? Set(touched.map { site.root + "/content/" + $0 }) : nil)
                if builder.lastBuildWasFast { fastBuilds += 1 }
            } catch {
                Issue.record("step \(step): \(error)")
                continue
            }
            let expected = try clean(site, renderer: nil)
            #expect(site.snapshot("site") == expected,
                    "step \(step): \(TempSite.difference(site.snapshot("site"), expected))")
        }
        #expect(hints ? fastBuilds >= 5 : fastBuilds == 0, "\(fastBuilds) fast builds")
    }
}
