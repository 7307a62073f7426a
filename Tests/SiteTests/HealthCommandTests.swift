import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock import apple-health` and `cardstock init --example health`, driven through the CLI core
/// with a synthetic export from Scripts/make-health-export.py.
@Suite struct HealthCommandTests {
    /// Writes the synthetic export (`export.zip` or `export.xml`) into `site/gen` and returns its path; `options` are
    /// more of the script's options (`--size-mb 1`, `--locale zh_CN`).
    func makeExport(_ site: TempSite, zip: Bool, options: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-health-export.py"] + (zip ? ["--zip"] : []) + options
            + [site.root + "/gen"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-health-export.py failed")
        return site.root + "/gen/" + (zip ? "export.zip" : "export.xml")
    }

    @Test func importWritesMetricFilesThatBuild() throws {
        let site = TempSite()
        let export = try makeExport(site, zip: false)
        let first = site.run(["import", "apple-health", export, "--to", "content/metrics", "--pages", "content/workouts"])
        #expect(first.status == 0, "\(first.err)")
        #expect(site.exists("content/metrics/steps.csv"))
        #expect(site.exists("content/metrics/steps.yaml"))
        #expect(site.exists("content/metrics/resting-heart-rate.csv"))
        let before = site.snapshot("content")
        let again = site.run(["import", "apple-health", export, "--to", "content/metrics", "--pages", "content/workouts"])
        #expect(again.status == 0)
        #expect(site.snapshot("content") == before, "a second import must not change any file")
        site.write("content/index.md", "# Steps\n\n## Activity\n\n```metric\nfile: metrics/steps.csv\n```\n")
        // The import writes the workouts template as the folder's index: --strict has no folder to name.
        #expect(site.read("content/workouts/index.md")?.contains("repeat: rows") == true)
        let build = site.run(["build", "--quiet", "--strict"])
        #expect(build.status == 0, "\(build.err)")
        #expect(site.read("site/index.html")?.contains("metric-card") == true)
        #expect(site.exists("site/metrics/steps/index.html"))
    }

    /// A Chinese user's first command: the whole report in Chinese, from `init` on.
    @Test func initHealthExampleWritesTheReportInTheLanguageAskedFor() throws {
        let site = TempSite()
        let export = try makeExport(site, zip: true)
        let created = site.run(["init", "--example", "health", "--from", export, "--language", "zh-Hans", "report"])
        #expect(created.status == 0, "\(created.err)")
        #expect(site.read("report/cardstock.yaml")?.contains("\nlanguage: zh-Hans\n") == true)
        #expect(site.read("report/cardstock.yaml")?.contains("\nvisibility: private\n") == true)
        let index = site.read("report/content/index.md") ?? ""
        #expect(index.contains("## 活动") && index.contains("file: metrics/steps.csv"), "\(index)")
        #expect(site.read("report/content/metrics/steps.yaml")?.contains("title: \"步数\"") == true)
        #expect(site.read("report/content/workouts/index.md")?.contains("## 数据") == true)
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
        let html = site.read("report/site/index.html") ?? ""
        #expect(html.contains("<html lang=\"zh-Hans\"") && html.contains("步数"))
    }

    /// A Chinese phone's export imported into a Chinese report: energy reads 千卡 on every page (cards, metric pages,
    /// activity rings, workout pages), as the starter's tables write it; no `kcal` is left on a built page.
    @Test func aChineseImportWritesNoKcal() throws {
        let site = TempSite()
        let export = try makeExport(site, zip: true, options: ["--size-mb", "1", "--locale", "zh_CN"])
        let created = site.run(["init", "--example", "health", "--from", export, "--language", "zh-Hans", "report"])
        try #require(created.status == 0, "\(created.err)")
        #expect(site.read("report/content/metrics/active-energy.yaml")?.contains("unit: \"千卡\"") == true)
        let build = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in }).run(["build", "--strict", "--quiet"])
        try #require(build == 0)
        let pages = site.snapshot("report/site").filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 20, "\(pages.keys.sorted())")
        let withKcal = pages.filter { String(decoding: $0.value, as: UTF8.self).contains("kcal") }.keys.sorted()
        #expect(withKcal.isEmpty, "\(withKcal)")
        for page in ["index.html", "metrics/active-energy/index.html", "metrics/activity-rings/index.html"] {
            #expect(site.read("report/site/" + page)?.contains("千卡") == true, "\(page)")
        }
        let workouts = pages.filter { $0.key.hasPrefix("workouts/") }.values.map { String(decoding: $0, as: UTF8.self) }
        #expect(workouts.contains { $0.contains("\u{A0}千卡<") || $0.contains(" 千卡<") }, "a workout page's energy")
    }

    @Test func initHealthExampleScaffoldsAReportOnTheImport() throws {
        let site = TempSite()
        let export = try makeExport(site, zip: true)
        let created = site.run(["init", "--example", "health", "--from", export, "report"])
        #expect(created.status == 0, "\(created.err)")
        let index = site.read("report/content/index.md") ?? ""
        #expect(index.contains("file: metrics/steps.csv"))
        #expect(index.contains("## Vitals"))
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
        let html = site.read("report/site/index.html") ?? ""
        #expect(html.contains("metric-card"))
        #expect(html.contains("Resting heart rate"))
        // The workouts are a row series of workouts.csv: the importer wrote one template, the build a page each.
        #expect(site.list("report/content/workouts") == ["index.md"])
        let runs = site.list("report/site/workouts").filter { $0.hasSuffix("-running") }
        let run = try #require(runs.first.flatMap { site.read("report/site/workouts/\($0)/index.html") })
        // The run records miles: its page shows its distance in miles (and no km).
        #expect(run.contains("<span>Duration</span>") && run.contains("\u{A0}mi</span>") && run.contains("\u{A0}bpm</span>"))
        #expect(!run.contains("\u{A0}km</span>"))
        #expect(html.contains("href=\"workouts/\(runs[0])/\""), "the report's latest workouts lead to their pages")
        #expect(site.read("report/site/workouts/index.html")?.contains(runs[0] + "/") == true)
    }

    @Test func usageAndInputErrors() {
        let site = TempSite()
        #expect(site.run(["import"]).status == 64)
        #expect(site.run(["import", "garmin", "x"]).status == 64)
        #expect(site.run(["import", "apple-health"]).status == 64)
        #expect(site.run(["init", "--example", "health"]).status == 64)
        let templates = site.run(["init", "--templates", "--language", "zh-Hans"])
        #expect(templates.status == 64 && templates.err.contains("run it without '--language'"), "\(templates.err)")
        let plainBadTag = site.run(["init", "--language", "chinese!"])
        #expect(plainBadTag.status == 64 && plainBadTag.err.contains("is not a language tag"), "\(plainBadTag.err)")
        let badTag = site.run(["init", "--example", "health", "--from", "x.zip", "--language", "chinese!"])
        #expect(badTag.status == 64 && badTag.err.contains("is not a language tag"), "\(badTag.err)")
        #expect(site.run(["init", "--example", "garden", "--from", "x.zip"]).status == 64)
        site.write("broken.xml", "<?xml version=\"1.0\"?>\n<HealthData>\n<Record type=\"x\"\n</HealthData>\n")
        let broken = site.run(["import", "apple-health", "broken.xml"])
        #expect(broken.status == 1)
        #expect(broken.err.contains("broken.xml:"))
        #expect(!site.exists("content/metrics"))
    }
}
