import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock init`: a starter site that shows metric cards on generated sample data, `--templates`, and the
/// per-file fallback to the built-in templates.
@Suite struct StarterSiteTests {
    @Test func initWritesAReportWithMetricCardsThatBuildsStrictly() {
        let site = TempSite()
        let created = site.run(["init", "demo"])
        #expect(created.status == 0, "\(created.err)")
        #expect(created.out.contains("created demo/content/index.md"))
        #expect(created.out.contains("created demo/content/metrics/steps.csv"))
        #expect(!created.out.contains("templates/"))
        #expect(!site.exists("demo/templates"))
        let err = Lines()
        let cli = CLI(workingDirectory: site.root + "/demo", standardOutput: { _ in }, standardError: { err.append($0) })
        #expect(cli.run(["build", "--strict"]) == 0, "\(err.text)")
        let home = site.read("demo/site/index.html") ?? ""
        #expect(home.components(separatedBy: "class=\"metric-card ").count - 1 == 4, "four metric cards on the weekly report")
        for title in ["Steps", "Active energy", "Sleep", "Resting heart rate"] { #expect(home.contains(title)) }
        #expect(home.contains("than last week"), "cards compare with the week before")
        let month = site.read("demo/site/november/index.html") ?? ""
        #expect(month.components(separatedBy: "class=\"metric-card ").count - 1 == 4)
        #expect(month.contains("than last month"))
        for metric in ["steps", "active-energy", "sleep", "resting-heart-rate", "workouts"] {
            #expect(site.exists("demo/site/metrics/\(metric)/index.html"), "\(metric)")
        }
        let workouts = site.list("demo/content/workouts").filter { $0 != "index.md" }
        #expect(workouts.count == 4)
        for page in workouts {
            #expect(site.exists("demo/site/workouts/\(page.dropLast(3))/index.html"), "\(page)")
        }
        #expect(site.read("demo/site/style.css")?.contains(".site-footer") == true, "the built-in theme")
    }

    @Test func sampleDataIsTheSameEveryTimeAndComesFromTheSeed() throws {
        #expect(StarterSite.files == StarterSite.files)
        let data = StarterData()
        #expect(data.days.count == 56)
        #expect(data.days.first?.day.description == "2026-10-05")
        #expect(data.days.last?.day.description == "2026-11-29")
        let steps = data.stepsCSV.split(separator: "\n")
        #expect(steps.count == 57)
        #expect(steps.first == "date,steps")
        #expect(data.workouts.count == 32)
        let sunday = try #require(data.days.last)
        let longRun = try #require(data.workouts.last)
        #expect(longRun.day == sunday.day && longRun.kind == .longRun)
        #expect(sunday.activeEnergy >= sunday.steps * 4 / 100 + longRun.energyKcal, "walking plus the day's workouts")
        for row in data.sleepCSV.split(separator: "\n").dropFirst() {
            let hours = row.split(separator: ",").last.map(String.init) ?? ""
            #expect(row.count == 15 && hours.count == 4 && Double(hours).map { $0 > 5 && $0 < 9.5 } == true, "\(row)")
        }
        #expect(StarterData(seed: 1).stepsCSV != data.stepsCSV, "the numbers come from the generator, not a table")
        #expect(StarterData.decimal(712, places: 2) == "7.12")
        #expect(StarterData.decimal(705, places: 2) == "7.05")
        #expect(StarterData.decimal(-5, places: 1) == "-0.5")
        #expect(StarterWorkout.duration(84) == "1 h 24 min")
        #expect(StarterWorkout.duration(28) == "28 min")
    }

    @Test func initNeverOverwritesAndNamesEveryExistingFile() {
        let site = TempSite()
        site.write("cardstock.yaml", "title: Mine\n")
        site.write("content/index.md", "# Mine\n")
        let again = site.run(["init"])
        #expect(again.status == 1)
        #expect(again.err == """
            cardstock.yaml: error: already exists; 'cardstock init' never overwrites files, so run it in an empty folder
            content/index.md: error: already exists; 'cardstock init' never overwrites files, so run it in an empty folder
            """)
        #expect(site.read("cardstock.yaml") == "title: Mine\n")
        #expect(!site.exists("content/metrics"), "nothing is written when anything exists")
    }

    @Test func initTemplatesCopiesTheBuiltInTemplatesOnly() throws {
        let site = TempSite()
        let copied = site.run(["init", "--templates"])
        #expect(copied.status == 0, "\(copied.err)")
        #expect(site.list("templates") == DefaultTemplates.files.keys.sorted())
        for (name, text) in DefaultTemplates.files { #expect(site.read("templates/" + name) == text) }
        #expect(!site.exists("content"))
        #expect(!site.exists("cardstock.yaml"))
        let again = site.run(["init", "--templates"])
        #expect(again.status == 1)
        #expect(again.err.contains("templates/page.html: error: already exists; 'cardstock init' never overwrites files, so move it away first"))
        let mixed = site.run(["init", "--templates", "--example", "health", "--from", "x.zip"])
        #expect(mixed.status == 64)
        #expect(mixed.err == UsageError("'--templates' only copies the built-in templates; run it without '--example' and '--from'", command: "init").description)
        let demo = try parse(["init", "--templates", "demo"]).arguments
        #expect(demo.flag("--templates") && demo.operands == ["demo"])
    }

    @Test func aSiteOverridingOneTemplateKeepsTheBuiltInRest() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n- [Run](run.md) easy\n")
        site.write("content/run.md", "# Run\n\nBack [home](index.md).\n")
        site.write("templates/footer.html", "<footer class=\"mine\">{{site.title}} · my footer</footer>\n")
        let built = site.run(["build", "--strict", "--quiet"])
        #expect(built.status == 0, "\(built.err)")
        let run = site.read("site/run/index.html") ?? ""
        #expect(run.contains("my footer"), "the site's footer")
        #expect(run.contains("<nav class=\"breadcrumb\""), "the built-in breadcrumb partial")
        #expect(run.hasPrefix("<!DOCTYPE html>"), "the built-in base and page templates")
        #expect(site.read("site/style.css")?.contains(".back-row {") == true, "the built-in theme.css")

        site.write("templates/theme.css", ":root { --cs-accent: #123456; }\n")
        site.write("templates/page.mustache", "{{< base}}{{$body}}<p>custom page</p>{{{content}}}{{/body}}{{/base}}\n")
        #expect(site.run(["build", "--strict", "--quiet"]).status == 0)
        #expect(site.read("site/run/index.html")?.contains("<p>custom page</p>") == true, "page.mustache replaces the built-in page.html")
        let css = site.read("site/style.css") ?? ""
        #expect(css.hasSuffix(":root { --cs-accent: #123456; }\n"))
        #expect(!css.contains(".breadcrumb ol"), "the site's theme.css replaces the built-in one")
    }

    @Test func aTemplateErrorStillPointsAtTheSiteFile() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("templates/page.html", "{{> nav}}\n{{{content}}}\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("templates/page.html:1:1: error: partial `nav` not found"))
    }
}
