import Foundation
import Testing
@testable import CardstockCLI

/// The report's workout list (the line `cardstock import apple-health` writes for each latest workout) gives the
/// duration its workout page shows: whole minutes in the report's language (`33 min`, `33分钟`, `1 h`), never the
/// table's decimals (`32.5 min`) nor English units on a Chinese report.
@Suite struct WorkoutDurationLineTests {
    /// One workout of the report's list: its slug, the duration on its line and the one on its built page.
    struct Workout: CustomStringConvertible {
        var slug: String
        var line: String
        var page: String?
        var description: String { "\(slug): line \(line), page \(page ?? "none")" }
    }

    /// A report made by `init --example health` from a generated export (`options` for make-health-export.py) in
    /// `language`, built.
    func builtReport(_ options: [String], language: String) throws -> TempSite {
        let site = TempSite()
        let export = try HealthCommandTests().makeExport(site, zip: true, options: options)
        let created = site.run(["init", "--example", "health", "--from", export, "--language", language, "report"])
        try #require(created.status == 0, "\(created.err)")
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        try #require(cli.run(["build", "--strict", "--quiet"]) == 0)
        return site
    }

    /// The report's workout lines (`- [Running](workouts/<slug>/index.md) Tuesday · 3.2 mi · 33 min · [Route](…)`),
    /// each with the value its page shows under `title` (the row block's `Duration`).
    func workouts(_ site: TempSite, title: String) throws -> [Workout] {
        let report = try #require(site.read("report/content/index.md"))
        return report.split(separator: "\n").filter { $0.hasPrefix("- [") && $0.contains("](workouts/") }.compactMap { line in
            guard let link = line.range(of: "](workouts/"), let end = line.range(of: "/index.md) ", range: link.upperBound..<line.endIndex)
            else { return nil }
            let slug = String(line[link.upperBound..<end.lowerBound])
            let parts = line[end.upperBound...].components(separatedBy: " · ").filter { !$0.hasPrefix("[") }
            let html = site.read("report/site/workouts/\(slug)/index.html") ?? ""
            return Workout(slug: slug, line: parts.last ?? "", page: Self.value(in: html, title: title))
        }
    }

    /// The value of a row block's field `title` on a built page (`<span>Duration</span>…<span class="fg-secondary">33 min</span>`).
    static func value(in html: String, title: String) -> String? {
        guard let label = html.range(of: "<span>\(title)</span>"),
              let start = html.range(of: "<span class=\"fg-secondary\">", range: label.upperBound..<html.endIndex),
              let end = html.range(of: "</span>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// A duration written with the English unit: a digit, an optional space, `min` not followed by `/` or a letter
    /// (a pace's `min/km` is the author's unit text).
    static let englishMinutes = try! NSRegularExpression(pattern: "[0-9][\u{A0} ]?min(?![/A-Za-z])")

    @Test func aChineseReportsWorkoutLinesReadAsTheirPagesInChinese() throws {
        let site = try builtReport(["--size-mb", "1", "--locale", "zh_CN"], language: "zh-Hans")
        let workouts = try workouts(site, title: "时长")
        #expect(workouts.count >= 3, "\(workouts)")
        for w in workouts {
            #expect(w.line == w.page, "\(w)")
            #expect(w.line.hasSuffix("分钟") || w.line.hasSuffix("小时"), "\(w)")
        }
        #expect(workouts.contains { $0.line == "33分钟" }, "the 32.5 min run: \(workouts)")
        let pages = site.snapshot("report/site").merging(site.snapshot("report/content")) { a, _ in a }
            .filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".md") }
        #expect(pages.count > 20)
        let withMinutes = pages.filter { page in
            let text = String(decoding: page.value, as: UTF8.self)
            return Self.englishMinutes.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }.keys.sorted()
        #expect(withMinutes.isEmpty, "English minutes on \(withMinutes)")
    }

    @Test func anEnglishReportsWorkoutLinesReadAsTheirPages() throws {
        let site = try builtReport([], language: "en")
        let workouts = try workouts(site, title: "Duration")
        #expect(workouts.count == 3, "\(workouts)")
        for w in workouts { #expect(w.line == w.page, "\(w)") }
        let run = try #require(workouts.first { $0.slug.hasSuffix("-running") })
        #expect(run.line == "33\u{A0}min", "the 32.5 min run: \(run)")
        #expect(workouts.contains { $0.line == "1\u{A0}h" && $0.slug.hasSuffix("-cycling") }, "\(workouts)")
    }
}
