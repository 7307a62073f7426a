import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock init --language TAG` (no export): the starter site's pages, workout pages and metric sidecars in
/// the built-in languages, English words for a language without a table.
@Suite struct StarterLanguageTests {
    /// The starter's English headings, titles and prose (case-sensitive: `Sleep`, not `sleep.csv`).
    static let englishWords = [
        "This week", "Week 48", "Activity", "Recovery", "Heart", "More", "Every week", "Workouts", "Last week", "Since",
        "Month at a glance", "October", "Monday", "Sunday", "Sample data", "sample data", "Tap a workout",
        "Stats", "Duration", "Average pace", "Average heart rate", "Active energy", "Strength", "Easy run", "Pool swim",
        "Evening ride", "Long run", "Steps", "Sleep", "Resting heart rate", "Workout time", "The data", "compared with",
        "One report per week", "replace it with your own", "Edit it once", "workouts,", "My Reports",
    ]

    /// The tags with a built-in table, each with a word its weekly report must hold (its `This week`).
    static let languages: [(tag: String, thisWeek: String)] = [
        ("zh-Hans", "本周"), ("zh-Hant", "本週"), ("ja", "今週"), ("de", "Diese Woche"), ("fr", "Cette semaine"),
        ("es", "Esta semana"),
    ]

    @Test(arguments: languages) func initWritesTheStarterInTheLanguage(_ l: (tag: String, thisWeek: String)) throws {
        let site = TempSite()
        let created = site.run(["init", "--language", l.tag, "demo"])
        try #require(created.status == 0, "\(created.err)")
        let err = Lines()
        let cli = CLI(workingDirectory: site.root + "/demo", standardOutput: { _ in }, standardError: { err.append($0) })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0, "\(l.tag): \(err.text)")
        let config = try SiteConfig.parse(site.read("demo/cardstock.yaml") ?? "", path: "cardstock.yaml")
        #expect(config.language == l.tag)
        let written = StarterSite.files(language: l.tag).keys.filter { $0.hasSuffix(".md") || $0.hasSuffix(".yaml") }
        #expect(written.count == 14, "\(written.sorted())")
        for path in written {
            let text = try #require(site.read("demo/" + path), "\(path)")
            for english in Self.englishWords { #expect(!text.contains(english), "\(l.tag) \(path): \(english)") }
        }
        let home = try #require(site.read("demo/site/index.html"))
        #expect(home.contains(l.thisWeek), "\(l.tag): the report's title")
        #expect(home.components(separatedBy: "class=\"metric-card ").count - 1 == 4, "\(l.tag): four metric cards")
        for english in ["This week", "Recovery", "Month at a glance", "Easy run", "Resting heart rate"] {
            #expect(!home.contains(english), "\(l.tag) index.html: \(english)")
        }
    }

    /// Dates, numbers and units follow the language: CLDR's long dates, a decimal comma where the language
    /// writes one, and the Health app's metric titles in the sidecars.
    @Test func datesNumbersAndTitlesAreTheLanguages() throws {
        let chinese = StarterSite.files(language: "zh-Hans"), german = StarterSite.files(language: "de")
        #expect(chinese["content/metrics/steps.yaml"]?.hasPrefix("title: 步数\nunit: 步\n") == true)
        #expect(german["content/metrics/resting-heart-rate.yaml"]?.hasPrefix("title: Ruheherzfrequenz\nunit: S/min\n") == true,
                "\(german["content/metrics/resting-heart-rate.yaml"] ?? "")")
        let longRun = try #require(chinese["content/workouts/2026-11-29-long-run.md"])
        #expect(longRun.contains("2026年11月29日") && longRun.contains("星期日") && longRun.contains("分钟。\n"), "\(longRun.prefix(300))")
        #expect(longRun.contains("(../index.md#活动)"), "the link to the report's activity section")
        let germanRun = try #require(german["content/workouts/2026-11-29-long-run.md"])
        #expect(germanRun.contains("Sonntag, 29. November 2026"), "\(germanRun.prefix(300))")
        #expect(germanRun.range(of: #"Distanz: \d+,\d km"#, options: .regularExpression) != nil, "\(germanRun)")
        #expect(chinese["content/november.md"]?.contains("\ntitle: 十一月\n") == true)
        #expect(StarterSite.files(language: "fr")["content/november.md"]?.contains("\ntitle: Novembre\n") == true)
    }

    /// Energy is in the Health app's unit of the language: 千卡 on every page of a Simplified Chinese starter (no
    /// `kcal` left, not even in a chart's description), 大卡 in Traditional Chinese, kcal in Japanese.
    @Test func energyIsInTheHealthAppsUnit() throws {
        for (tag, unit) in [("zh-Hant", "大卡"), ("ja", "kcal"), ("de", "kcal")] {
            let sidecar = StarterSite.files(language: tag)["content/metrics/active-energy.yaml"]
            #expect(sidecar?.contains("\nunit: \(unit)\n") == true, "\(tag): \(sidecar ?? "")")
        }
        let site = TempSite()
        try #require(site.run(["init", "--language", "zh-Hans", "demo"]).status == 0)
        let cli = CLI(workingDirectory: site.root + "/demo", standardOutput: { _ in }, standardError: { _ in })
        try #require(cli.run(["build", "--strict", "--quiet"]) == 0)
        let output = site.root + "/demo/site"
        let pages = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }
        #expect(pages.count > 20, "\(pages.count) pages")
        var energyPages = 0
        for page in pages {
            let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
            #expect(!html.contains("kcal"), "\(page) says kcal")
            if html.contains("千卡") { energyPages += 1 }
        }
        #expect(energyPages >= 3, "the report, the active energy page and a workout page say 千卡 (\(energyPages))")
        let report = try #require(site.read("demo/site/index.html"))
        #expect(report.contains("<span class=\"metric-unit\">千卡</span>"), "the active energy card")
    }

    /// A tag without a table writes the English starter, with its own `language:`; `en` is the starter unchanged.
    @Test func aForeignTagGetsTheEnglishWords() throws {
        var portuguese = StarterSite.files(language: "pt-BR"), english = StarterSite.files
        #expect(portuguese.removeValue(forKey: "cardstock.yaml")?.contains("\nlanguage: pt-BR\n") == true)
        english.removeValue(forKey: "cardstock.yaml")
        #expect(portuguese == english)
        #expect(StarterSite.files(language: "en") == StarterSite.files)
        let site = TempSite()
        try #require(site.run(["init", "--language", "pt-BR", "demo"]).status == 0)
        #expect(site.read("demo/content/index.md")?.contains("\n# This week\n") == true)
        let cli = CLI(workingDirectory: site.root + "/demo", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
    }
}
