import Foundation
import Testing
@testable import Localization
@testable import Metrics
@testable import Site

/// A metric in `min` under an hour is a duration like one of an hour or more: whole minutes, in the page's
/// language by CLDR (`44分钟`, `44分`), and in English as before (`44 min`). Other units that mention minutes
/// (`min/km`) stay plain numbers with their decimals.
@Suite struct MinuteDurationLanguageTests {
    static func text(_ language: String) -> MetricText {
        MetricText(localizer: LocalizerSet.builtIn.localizer(for: language))
    }

    @Test func minutesUnderAnHourAreWordedByCLDR() throws {
        #expect(Self.text("zh-Hans").value(44, unit: "min") == "44分钟")
        #expect(Self.text("ja").value(44, unit: "min") == "44分")
        let traditional = try #require(Self.text("zh-Hant").localizer.cldr)
        #expect(Self.text("zh-Hant").value(44, unit: "min") == traditional.minutes(44))
        #expect(Self.text("zh-Hant").value(44, unit: "min").contains("分鐘"))
        #expect(MetricText.english.value(44, unit: "min") == "44\u{A0}min")
        #expect(Self.text("zh-Hans").valueParts(44, unit: "min") == ("44分钟", ""))
        #expect(Self.text("zh-Hans").value(ExactNumber(44), 44, unit: "min") == "44分钟")
    }

    @Test func aDurationShowsWholeMinutesRoundedHalfAwayFromZero() {
        #expect(MetricText.english.value(44.4, unit: "min") == "44\u{A0}min")
        #expect(MetricText.english.value(44.5, unit: "min") == "45\u{A0}min")
        #expect(MetricText.english.value(-44.5, unit: "min") == "\u{2212}45\u{A0}min")
        #expect(Self.text("zh-Hans").value(59.5, unit: "min") == "1小时")
        #expect(Self.text("ja").value(0.4, unit: "min") == "0分")
    }

    @Test func paceAndOtherUnitsKeepTheirDecimals() {
        #expect(!MetricText.isDuration("min/km") && !MetricText.isDuration("mins") && !MetricText.isDuration("分钟"))
        #expect(MetricText.english.value(5.25, unit: "min/km") == "5.25\u{A0}min/km")
        #expect(Self.text("zh-Hans").value(5.25, unit: "min/km") == "5.25\u{A0}min/km")
        #expect(Self.text("zh-Hans").duration(5.25, unit: "min/km") == nil)
    }

    /// A change shown in whole minutes is judged in whole minutes: 0.4 min is "about the same", not "0 min higher".
    @Test func aChangeUnderHalfAMinuteIsAboutTheSame() throws {
        let week = try #require(ReportPeriod(parsing: "2026-W48"))
        let small = MetricComparison(current: 30.4, previous: 30, goodDirection: .higher, period: week,
                                     previousPeriod: week.previous, unit: "min")
        #expect(small.directionWord == "same")
        let half = MetricComparison(current: 30.5, previous: 30, goodDirection: .higher, period: week,
                                    previousPeriod: week.previous, unit: "min")
        #expect(half.directionWord == "higher")
        #expect(Self.text("zh-Hans").change(half, unit: "min") == "比上周多 1分钟")
        #expect(MetricText.english.change(half, unit: "min")?.hasPrefix("1\u{A0}min higher") == true)
    }

    /// A site in `language` with a metric of 44 minutes every day of week 48, built with `--strict`.
    static func site(_ language: String) throws -> TempSite {
        let site = TempSite()
        site.write("cardstock.yaml", "title: Report\nlanguage: \(language)\n")
        let days = (23...29).map { "2026-11-\($0),44" }
        site.write("content/metrics/mindful-minutes.csv", (["date,minutes"] + days).joined(separator: "\n") + "\n")
        site.write("content/metrics/mindful-minutes.yaml", "title: Mindful minutes\nunit: min\naggregation: mean\n")
        site.write("content/index.md", "---\ntitle: Week\nperiod: 2026-W48\n---\n\n# Week\n\n```metric\nfile: metrics/mindful-minutes.csv\n```\n")
        let build = site.run(["build", "--quiet", "--strict"])
        try #require(build.status == 0, "\(build.err)")
        return site
    }

    @Test(arguments: [("zh-Hans", "44分钟"), ("ja", "44分"), ("en", "44\u{A0}min")])
    func aPageShows44MinutesInItsLanguage(_ language: String, _ expected: String) throws {
        let site = try Self.site(language)
        let home = try #require(site.read("site/index.html"))
        #expect(home.contains(">\(expected)<"), "\(language): the card")
        let page = try #require(site.read("site/metrics/mindful-minutes/2026-W48/index.html"))
        #expect(page.contains(">\(expected)<"), "\(language): the metric page")
        if language != "en" {
            #expect(!home.contains("44\u{A0}min") && !page.contains("44\u{A0}min"), "\(language): no English unit")
        }
    }
}
