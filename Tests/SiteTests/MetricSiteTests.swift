import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// Metric files in a site: ```metric blocks become metric cards, every metric gets a page.
/// Fixture: `Fixtures/metric-report` (week 2026-W48; resting heart rate 56 → 53 bpm, sleep 7 h → 7 h 30 min,
/// steps 56,000 → 63,000 without a sidecar, drinks without data this week, weight shown by no page).
@Suite struct MetricSiteTests {
    /// Builds the fixture into a temporary folder and returns it.
    func buildReport() throws -> TempSite {
        let out = TempSite()
        let errors = Lines()
        let status = CLI(workingDirectory: Fixtures.root + "/metric-report", standardOutput: { _ in },
                         standardError: { errors.append($0) })
            .run(["build", "--quiet", "--strict", "--output", out.root + "/site"])
        #expect(status == 0, "build failed: \(errors.text)")
        return out
    }

    /// The text between the first `start` and the following `end`.
    func slice(_ html: String, from start: String, to end: String) -> String {
        guard let a = html.range(of: start), let b = html.range(of: end, range: a.upperBound..<html.endIndex) else { return "" }
        return String(html[a.lowerBound..<b.upperBound])
    }

    @Test func cardShowsValueChangeAndAsOf() throws {
        let site = try buildReport()
        let html = site.read("site/index.html") ?? ""
        let card = slice(html, from: "<a class=\"metric-card hero-card tint-red\" href=\"metrics/rhr/2026-W48/\">", to: "</a>")
        #expect(card.contains("<span class=\"metric-card-title\">Resting heart rate</span>"))
        #expect(card.contains("<span class=\"metric-value\">53</span>\u{A0}<span class=\"metric-unit\">bpm</span>"))
        #expect(card.contains("<div class=\"metric-change change-improved\">"))
        #expect(card.contains("<span>3\u{A0}bpm lower than last week</span>"))
        #expect(card.contains("<div class=\"metric-as-of\">As of Nov 28</div>"), "as of the latest sample with a value")
        #expect(card.contains("Resting heart rate 53\u{A0}bpm this week, 3 lower than last week"), "chart summary")
        #expect(card.contains("class=\"chart sparkline"))
    }

    @Test func durationsAndSumMetrics() throws {
        let site = try buildReport()
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("<span class=\"metric-value\">7\u{A0}h 30\u{A0}min</span></div>"))
        #expect(html.contains("<span>30\u{A0}min higher than last week</span>"))
        let steps = slice(html, from: "<a class=\"metric-card tinted-card tint-orange\" href=\"metrics/steps/2026-W48/\">", to: "</a>")
        #expect(steps.contains("<span class=\"metric-value\">63,000</span>\u{A0}<span class=\"metric-unit\">steps</span>"),
                "a sum metric shows the period total; block keys work without a sidecar")
        #expect(steps.contains("<span>7,000\u{A0}steps higher than last week</span>"))
        #expect(steps.contains("daily average 9,000\u{A0}steps"))
    }

    @Test func metricWithoutDataInPeriodDropsCardAndSection() throws {
        let site = try buildReport()
        let html = site.read("site/index.html") ?? ""
        #expect(!html.contains("Drinks"))
        #expect(!html.contains("metrics/drinks/"))
        #expect(site.exists("site/metrics/drinks/index.html"), "the metric still has its page")
    }

    @Test func horizontalSectionIsAStripOfCards() throws {
        let site = try buildReport()
        let html = site.read("site/index.html") ?? ""
        let strip = slice(html, from: "scrolling-surface horizontal", to: "</section>")
        #expect(strip.components(separatedBy: "<a class=\"metric-card ").count - 1 == 2)
        #expect(strip.contains("<span class=\"metric-card-title\">Pulse</span>"), "block `title:` overrides the sidecar")
        #expect(strip.contains("href=\"metrics/sleep/2026-W48/\""))
    }

    @Test func elementIDsAreUniquePerPage() throws {
        let site = try buildReport()
        for page in ["site/index.html", "site/metrics/rhr/index.html", "site/metrics/rhr/2026-W48/index.html",
                     "site/metrics/steps/index.html"] {
            let html = site.read(page) ?? ""
            let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(!ids.isEmpty)
            #expect(Set(ids).count == ids.count, "duplicate ids in \(page)")
        }
    }

    @Test func metricPageHasChartStatisticsTableAndBackLink() throws {
        let site = try buildReport()
        let html = site.read("site/metrics/rhr/2026-W48/index.html") ?? ""
        #expect(html.contains("<title>Resting heart rate"))
        #expect(html.contains("<a class=\"back-row\" href=\"../../../\" rel=\"up\">") && html.contains("<span class=\"back-label\">Week 48</span>"),
                "a back row to the page that shows the metric")
        #expect(html.contains("class=\"chart line-chart"))
        #expect(html.contains("chart-band"), "normal range drawn as a band")
        #expect(html.contains(">Nov 23<") && html.contains(">Nov 29<"), "date ticks")
        #expect(html.contains("<span>Minimum</span>") && html.contains("<span>Maximum</span>"))
        #expect(html.contains("<span>Average, this week</span>") && !html.contains("<span>Mean</span>"),
                "a mean metric's page shows the card's period value, not a second mean of the daily means")
        #expect(html.contains("<span class=\"fg-secondary\">3\u{A0}bpm lower than last week</span>"))
        #expect(html.contains("<span>Change in percent</span><div class=\"spacer\"></div><span class=\"fg-secondary\">\u{2212}5.4%</span>"))
        #expect(html.contains("<table class=\"metric-table\">"))
        #expect(html.contains("<th scope=\"row\">Sun, Nov 29</th><td>—</td>"), "missing days are shown as missing, newest first")
        #expect(html.contains("<th scope=\"row\">Sat, Nov 28</th><td>54</td>"))
        #expect(html.contains("href=\"../../rhr.csv\""), "link to the downloadable file")
        #expect(site.exists("site/metrics/rhr.csv"))
    }

    @Test func durationMetricPageShowsHoursAndMinutes() throws {
        let site = try buildReport()
        let html = site.read("site/metrics/sleep/2026-W48/index.html") ?? ""
        #expect(html.contains("<span class=\"fg-secondary\">8\u{A0}h</span>"), "the goal")
        #expect(html.contains("<span class=\"fg-secondary\">30\u{A0}min higher than last week</span>"))
        #expect(html.contains("<th scope=\"col\">Sleep</th>"), "cells carry their units")
        #expect(html.contains("<td>7\u{A0}h 30\u{A0}min</td>"))
    }

    @Test func sumMetricPageUsesBarsAndDailyGoal() throws {
        let site = try buildReport()
        let html = site.read("site/metrics/steps/2026-W48/index.html") ?? ""
        #expect(html.contains("class=\"chart bar-chart"))
        #expect(html.contains("chart-goal"))
        #expect(html.contains("Goal 8,000\u{A0}steps a day"))
        #expect(html.contains("<span>Daily average</span>"))
        #expect(html.contains("<span>Days at goal</span>"))
    }

    @Test func markdownLinksToMetricPagesAndFilesResolve() throws {
        let site = try buildReport()
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("href=\"metrics/steps/2026-W48/\""))
        #expect(html.contains("href=\"metrics/steps.csv\""))
        #expect(!html.contains(">Pages<"), "metric pages are not listed as child pages")
    }

    @Test func sidecarMetricShownNowhereStillGetsAPage() throws {
        let site = try buildReport()
        let html = site.read("site/metrics/weight/index.html") ?? ""
        #expect(html.contains("<h1"))
        #expect(html.contains("Weight"))
        #expect(html.contains("<a class=\"back-row\" href=\"../../\" rel=\"up\">") && html.contains("<span class=\"back-label\">Week 48</span>"),
                "a back row to the home page")
        #expect(html.contains("href=\"../../other/weight.json\""))
    }
}
