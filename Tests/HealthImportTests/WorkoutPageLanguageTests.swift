import Foundation
import Metrics
import Testing
@testable import HealthImport

/// The workouts' template, route pages and drawings' names are written in the site's language (`language:`), with
/// ICU's long dates; English stays English, and a template written in any language is refreshed by the next import.
@Suite struct WorkoutPageLanguageTests {
    /// Imports the generated export with routes into a site in `language`.
    func imported(_ language: String?) throws -> (Fixture, HealthImportReport) {
        let f = try Fixture()
        var options = f.options(try f.generate(["--routes"]))
        options.language = language
        return (f, try HealthImporter.run(options))
    }

    @Test func chineseAndGermanSitesGetTheirWords() throws {
        let cases: [(String?, [String])] = [
            ("zh-Hans", ["series_title: 体能训练\n", "\n{{row.date}}。\n", "\n## 数据 {icon=", "titles: {duration_min: 时长, distance_km: 距离, distance_mi: 距离, energy_kcal: 活动能量, avg_hr: 平均心率}",
                         "units: {duration_min: min, distance_km: km, distance_mi: mi, energy_kcal: 千卡, avg_hr: 次/分}", "\n## 路线 {icon=", "\n## 海拔 {icon=", "\n## 分段 {icon="]),
            ("de", ["series_title: Trainings\n", "\n## Werte {icon=", "avg_hr: Durchschnittliche Herzfrequenz}", "\n## Route {icon=",
                    "\n## Höhe {icon=", "\n## Zwischenzeiten {icon="]),
            (nil, ["series_title: Workouts\n", "\n{{row.date}}.\n", "\n## Stats {icon=",
                   "titles: {duration_min: Duration, distance_km: Distance, distance_mi: Distance, energy_kcal: Active energy, avg_hr: Average heart rate}",
                   "\n## Route {icon=", "\n## Elevation {icon=", "\n## Splits {icon="]),
        ]
        for (language, expected) in cases {
            let (f, _) = try imported(language)
            let template = try #require(f.read("content/workouts/index.md"))
            for text in expected { #expect(template.contains(text), "\(language ?? "en"): \(text)\n\(template)") }
        }
    }

    @Test func routePagesHaveLocalizedLongDatesAndNames() throws {
        let cases: [(String?, [String])] = [
            ("zh-Hans", ["description: \"2026年11月24日 星期二\"", "# 路线 · 跑步\n", "2026年11月24日 星期二。[体能训练](../2026-11-24-running/index.md)。开头和结尾的 656 英尺未绘制",
                         "![跑步路线，已绘制 2.93 mi](2026-11-24-running.svg)", "| mi | 配速（分钟/mi） | 时间 |"]),
            ("de", ["description: \"Dienstag, 24. November 2026\"", "# Route · Laufen\n", "[Das Training](../2026-11-24-running/index.md)",
                    "## Höhe {icon=", "| mi | Tempo (min/mi) | Zeit |"]),
            (nil, ["description: \"Tuesday, November 24, 2026\"", "# Route · Running\n", "[The workout](../2026-11-24-running/index.md)",
                   "![Route of the running, 2.93 mi drawn](2026-11-24-running.svg)", "| mi | Pace (min/mi) | Time |"]),
        ]
        for (language, expected) in cases {
            let (f, report) = try imported(language)
            let page = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
            for text in expected { #expect(page.contains(text), "\(language ?? "en"): \(text)\n\(page)") }
            let run = try #require(report.workouts.first { $0.pagePath == "2026-11-24-running/index.md" })
            let weekday = ["zh-Hans": "星期二", "de": "Dienstag"][language ?? ""] ?? "Tuesday"
            #expect(run.detail.hasPrefix(weekday + " · "), "\(run.detail)")
            let title = ["zh-Hans": "跑步", "de": "Laufen"][language ?? ""] ?? "Running"
            #expect(run.title == title, "\(language ?? "en"): the report lists the workout by its title in the language")
            let table = try #require(f.read("content/metrics/workouts.csv"))
            #expect(table.contains(",2026-11-24-running,running,\(title),"), "\(language ?? "en"): \(table.prefix(300))")
        }
        let (f, _) = try imported("zh-Hans")
        let splits = try #require(f.read("content/workouts/routes/2026-11-24-running-splits.svg"))
        #expect(splits.contains("aria-label=\"每mi配速：mi 1 "), "\(splits.prefix(300))")
        #expect(splits.contains("viewBox=\"0 0 320 ") && splits.contains(" width=\"640\" "), "twice its drawn size on a desktop, fitted to a phone's card")
    }

    @Test func longDatesComeFromICUInTheSiteLanguage() throws {
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        #expect(HealthReportLanguage(tag: "en").longDate(day) == "Sunday, November 29, 2026")
        #expect(HealthReportLanguage(tag: "zh-Hans").longDate(day) == "2026年11月29日 星期日")
        #expect(HealthReportLanguage(tag: "de").longDate(day) == "Sonntag, 29. November 2026")
        #expect(HealthReportLanguage(tag: "fr").longDate(day) == "dimanche 29 novembre 2026")
        #expect(HealthReportLanguage(tag: "ja").weekday(day) == "日曜日")
    }

    @Test func aTemplateWrittenInAnotherLanguageIsRefreshed() throws {
        let (f, _) = try imported("de")
        #expect(f.read("content/workouts/index.md")?.contains("## Werte") == true)
        for language in ["zh-Hans", "zh-Hans", nil] {
            var options = f.options(f.root + "/export/export.xml")
            options.language = language
            let report = try HealthImporter.run(options)
            #expect(report.keptTemplates.isEmpty, "\(language ?? "en")")
        }
        #expect(f.read("content/workouts/index.md")?.contains("## Stats") == true)
        let edited = (f.read("content/workouts/index.md") ?? "").replacingOccurrences(of: "## Stats", with: "## Zahlen")
        try f.write("content/workouts/index.md", edited)
        var options = f.options(f.root + "/export/export.xml")
        options.language = "de"
        #expect(try HealthImporter.run(options).keptTemplates.count == 1, "an edit is kept whatever the language")
    }

    /// A Chinese template an earlier import wrote with the unit symbols (`kcal`, `bpm`) is the importer's own: the next
    /// import refreshes it with the language's units (`千卡`, `次/分`).
    @Test func aTemplateWithTheEarlierUnitSymbolsIsRefreshed() throws {
        let (f, _) = try imported("zh-Hans")
        let written = try #require(f.read("content/workouts/index.md"))
        let earlier = written.replacingOccurrences(of: "energy_kcal: 千卡, avg_hr: 次/分}", with: "energy_kcal: kcal, avg_hr: bpm}")
        #expect(earlier != written)
        try f.write("content/workouts/index.md", earlier)
        var options = f.options(f.root + "/export/export.xml")
        options.language = "zh-Hans"
        #expect(try HealthImporter.run(options).keptTemplates.isEmpty)
        #expect(f.read("content/workouts/index.md") == written)
    }
}
