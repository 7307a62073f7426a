import Foundation
import Testing
import Diagnostics
import Metrics
@testable import Site

/// `build` and every `watch` path run the same stage functions of ``BuildPipeline`` (read from a
/// ``StageTrace``), and every check is a stage: the raw-HTML check runs in `watch` as in `build`.
@Suite struct BuildPipelineStageTests {
    private func options(_ site: TempSite, output: String = "site") -> BuildOptions {
        site.quietOptions(output: output)
    }

    /// A clean `build` of the site with a trace: its files and the stages it called.
    private func clean(_ site: TempSite) throws -> (files: [String: Data], stages: [BuildStage]) {
        let folder = "clean-\(UInt32.random(in: 0...UInt32.max))"
        defer { site.remove(folder) }
        var builder = SiteBuilder(options: options(site, output: folder), metrics: .site)
        let trace = StageTrace()
        builder.stageTrace = trace
        _ = try builder.build()
        return (site.snapshot(folder), trace.take())
    }

    /// The watch sample with a metric file read by a page (so the metric fast path applies).
    private func site() -> TempSite {
        let site = TempSite.watchSample()
        var steps = "date,steps\n"
        for n in 0..<20 { steps += "\(CalendarDay(daysSinceEpoch: 20_731 + n).description),\(6000 + n * 37)\n" }
        site.write("content/data/walk.csv", steps)
        site.write("content/walk.md", "---\ntitle: Walking\n---\n# Walking\n\n```metric\nfile: data/walk.csv\n```\n")
        return site
    }

    /// Whether `part` is `whole` with some stages left out (same functions, same order).
    private func isSubsequence(_ part: [BuildStage], of whole: [BuildStage]) -> Bool {
        var rest = whole[...]
        for stage in part {
            guard let at = rest.firstIndex(of: stage) else { return false }
            rest = rest[(at + 1)...]
        }
        return true
    }

    @Test func buildAndEveryWatchPathCallTheSameStageFunctions() throws {
        let site = site()
        let reference = try clean(site)
        #expect(reference.stages == BuildStage.building, "build runs every stage once, in order: \(reference.stages)")
        let trace = StageTrace()
        let builder = IncrementalBuilder(options: options(site), metrics: .site)
        builder.stageTrace = trace
        _ = try builder.build()
        #expect(trace.take() == reference.stages, "a first watch build is a full build")
        #expect(site.snapshot("site") == reference.files)

        // A page saved: the page fast path, narrowed to the page.
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nAlpha text, saved again.\n")
        _ = try builder.build(changedPaths: [site.root + "/content/a.md"])
        #expect(builder.lastBuildWasFast)
        #expect(trace.take() == [.load, .index, .render, .check, .write])
        #expect(site.snapshot("site") == (try clean(site)).files)

        // A row appended to a metric file: the metric fast path (the plan makes the new metric session).
        var steps = try #require(site.read("content/data/walk.csv"))
        steps += "2026-10-25,7777\n"
        site.write("content/data/walk.csv", steps)
        _ = try builder.build(changedPaths: [site.root + "/content/data/walk.csv"])
        #expect(builder.lastBuildWasFast)
        let metricStages = trace.take()
        #expect(metricStages == [.render, .check, .write])
        #expect(site.snapshot("site") == (try clean(site)).files)

        // A template, a renamed page, a deleted page: the full path, every stage as in build.
        site.write("templates/special.html", "{{< base}}{{$head}}<meta name=\"special\" content=\"2\">{{/head}}{{/base}}\n")
        _ = try builder.build(changedPaths: [site.root + "/templates/special.html"])
        #expect(!builder.lastBuildWasFast && trace.take() == reference.stages)
        site.move("content/notes/two.md", "content/notes/second.md")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/two.md", site.root + "/content/notes/second.md"])
        #expect(!builder.lastBuildWasFast && trace.take() == reference.stages)
        site.remove("content/special.md")
        _ = try builder.build(changedPaths: [site.root + "/content/special.md"])
        #expect(!builder.lastBuildWasFast && trace.take() == reference.stages)
        #expect(site.snapshot("site") == (try clean(site)).files)

        for stages in [[.load, .index, .render, .check, .write], metricStages] as [[BuildStage]] {
            #expect(isSubsequence(stages, of: reference.stages))
        }
    }

    /// With `raw_html: true`, `watch` runs the raw-HTML safety check as `build` does: the same warning at the
    /// same place, on every build until the page is fixed, and `--strict` fails on it.
    @Test func watchRunsTheRawHTMLCheckLikeBuild() throws {
        let site = TempSite.watchSample()
        site.write("cardstock.yaml", "title: Watch test\nlanguage: en\nraw_html: true\n")
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\n<p><img src=\"x.png\" alt=\"\" onerror=\"alert(1)\"></p>\n")
        let built = try SiteBuilder(options: options(site, output: "clean"), metrics: .none).build()
        site.remove("clean")
        func safety(_ warnings: [Diagnostic]) -> [String] {
            warnings.map(\.description).filter { $0.contains("onerror") }
        }
        #expect(safety(built.warnings).count == 1 && safety(built.warnings)[0].contains("content/a.md:6:"),
                "\(built.warnings)")
        let builder = IncrementalBuilder(options: options(site), metrics: .none)
        let first = try builder.build()
        #expect(safety(first.warnings) == safety(built.warnings).map { $0.replacingOccurrences(of: "clean/", with: "site/") })
        site.write("content/b.md", "---\ntitle: Beta\n---\n# Beta\n\nSaved.\n")
        let second = try builder.build(changedPaths: [site.root + "/content/b.md"])
        #expect(builder.lastBuildWasFast && safety(second.warnings) == safety(first.warnings))
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nNo HTML now.\n")
        let third = try builder.build(changedPaths: [site.root + "/content/a.md"])
        #expect(safety(third.warnings).isEmpty)

        var strict = options(site, output: "strict")
        strict.strict = true
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\n<p><img src=\"x.png\" alt=\"\" onerror=\"alert(1)\"></p>\n")
        #expect(throws: BuildFailure.self) { try IncrementalBuilder(options: strict, metrics: .none).build() }
        #expect(!site.exists("strict/a/index.html"))
    }
}
