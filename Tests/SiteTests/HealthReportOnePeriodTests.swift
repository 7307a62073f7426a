import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// The health report made from an export whose metrics end on different days shows ONE period: every card is the
/// report's week (its change line against the week before), a card whose metric has no data that week says so, and
/// every date printed carries its year — in English and in Chinese (`language: zh`).
@Suite struct HealthReportOnePeriodTests {
    /// The export of `make-health-export.py --zip --end-spread` (steps to Sun 2026-12-06, heart rate to Tue
    /// 2026-12-01, resting energy only on 2025-12-30, the rest in the week of 2026-11-23).
    func makeExport(_ site: TempSite) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-health-export.py", "--zip", "--end-spread", site.root + "/gen"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-health-export.py failed")
        return site.root + "/gen/export.zip"
    }

    /// Each card of `html`: its title, change lines and "As of" text.
    struct Card: Equatable {
        var title: String
        var changes: [String]
        var asOf: String?
    }

    static func cards(_ html: String) -> [Card] {
        html.components(separatedBy: "<a class=\"metric-card ").dropFirst().map { part in
            let card = part.components(separatedBy: "</a>")[0]
            return Card(title: texts(card, "metric-card-title", tag: "span").first ?? "",
                        changes: card.components(separatedBy: "class=\"metric-change ").dropFirst().compactMap { text(in: $0, tag: "span") },
                        asOf: texts(card, "metric-as-of", tag: "div").first)
        }
    }

    private static func texts(_ html: String, _ cls: String, tag: String) -> [String] {
        html.components(separatedBy: "<\(tag) class=\"\(cls)\">").dropFirst().map { $0.components(separatedBy: "</\(tag)>")[0] }
    }

    private static func text(in html: String, tag: String) -> String? {
        html.components(separatedBy: "<\(tag)>").dropFirst().first?.components(separatedBy: "</\(tag)>").first
    }

    @Test func englishReportHasOnePeriod() throws {
        let site = TempSite()
        let export = try makeExport(site)
        #expect(site.run(["init", "--example", "health", "--from", export, "report"]).status == 0)
        let page = site.read("report/content/index.md") ?? ""
        #expect(page.contains("period: 2026-W49\n"), "the latest complete week with data")
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
        let html = site.read("report/site/index.html") ?? ""
        #expect(html.contains("Week of Nov 30 – Dec 6, 2026"), "the page names its one period with the year")
        let cards = Self.cards(html)
        #expect(cards.count > 30)
        for card in cards {
            #expect(card.changes.allSatisfy { $0.contains("last week") || $0 == "No data this week" }, "\(card)")
            if let asOf = card.asOf { #expect(asOf.contains(", 2026") || asOf.contains(", 2025"), "a date without its year: \(card)") }
        }
        let steps = try #require(cards.first { $0.title == "Steps" })
        #expect(steps.asOf == nil, "the steps reach the period's last day: no As of")
        #expect(steps.changes.first?.hasSuffix("higher than last week") == true)
        #expect(cards.first { $0.title == "Heart rate" }?.asOf == "As of Dec 1, 2026", "data that stops early says when")
        #expect(cards.first { $0.title == "Resting energy" } == Card(title: "Resting energy", changes: ["No data this week"],
                                                                     asOf: "As of Dec 30, 2025"))
        #expect(cards.first { $0.title == "Body mass" }?.changes == ["No data this week"],
                "a metric that ended the week before is not shown as this week's")
    }

    @Test func chineseReportHasOnePeriod() throws {
        let site = TempSite()
        let export = try makeExport(site)
        site.write("cardstock.yaml", "title: 健康\nlanguage: zh\n")
        site.write("content/index.md", "# 报告\n")
        let imported = site.run(["import", "apple-health", export])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(site.read("content/metrics/steps.yaml")?.contains("title: \"步数\"") == true, "the sidecar's title in the site's language")
        #expect(site.read("content/metrics/steps.yaml")?.contains("unit: \"步\"") == true)
        #expect(site.read("content/metrics/index.md")?.contains("## 活动") == true)
        #expect(site.run(["build", "--strict", "--quiet"]).status == 0)
        let html = site.read("site/metrics/index.html") ?? ""
        #expect(html.contains("11月30日至2026年12月6日这一周"))
        let cards = Self.cards(html)
        #expect(cards.count > 30)
        for card in cards {
            #expect(card.changes.allSatisfy { $0.contains("上周") || $0 == "本周无数据" }, "\(card)")
            if let asOf = card.asOf { #expect(asOf.contains("年"), "a date without its year: \(card)") }
        }
        #expect(cards.first { $0.title == "步数" }?.asOf == nil)
        #expect(cards.first { $0.title == "静息能量" } == Card(title: "静息能量", changes: ["本周无数据"], asOf: "截至2025年12月30日"))
    }
}
