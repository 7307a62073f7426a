import Foundation
import Testing
@testable import Metrics
@testable import Site
import Localization

/// Chart words on a Chinese site: axis numbers without Latin letters, stacked legends named by `labels:`
/// (or readable defaults), heat-map months in Chinese, and located errors for `labels:` mistakes.
@Suite("Chart words in the page's language")
struct ChartWordsSiteTests {
    /// The text of every `<g class="chart-y-labels">` of a page.
    static func yLabels(_ html: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: "<g class=\"chart-y-labels\"[^>]*>([\\s\\S]*?)</g>") else { return [] }
        let range = NSRange(html.startIndex..., in: html)
        return regex.matches(in: html, range: range).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }.map { $0.replacingOccurrences(of: "<tspan class=\"chart-unit\">[\\s\\S]*?</tspan>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression) }
    }

    @Test("no axis of the Chinese fixture has a Latin letter (no `k`), and the steps axis counts in 万")
    func chineseAxes() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        var axes = 0
        for page in site.snapshot().keys.filter({ $0.hasSuffix(".html") }).sorted() {
            for labels in Self.yLabels(site.page(page)) {
                axes += 1
                #expect(labels.range(of: "[A-Za-z]", options: .regularExpression) == nil, "\(page): \(labels)")
            }
        }
        #expect(axes > 10)
        let steps = Self.yLabels(site.page("metrics/steps/2026-W48/index.html")).joined(separator: " ")
        #expect(steps.contains("万"), "\(steps)")
    }

    /// The fixture with a sleep-stages metric (`sidecar` as its YAML) shown as a card on a week page, and a
    /// steps heat map on the November page.
    static func stagesSite(sidecar: String) throws -> LocalizedSite {
        let site = try LocalizedSite(fixture: "zh-CN")
        var csv = "date,deep_h,core_h,rem_h,awake_h\n"
        for day in 1...29 {
            csv += "2026-11-\(day < 10 ? "0" : "")\(day),1.\(day % 9),4.\(day % 7),1.\(day % 5),0.\(day % 6)\n"
        }
        try site.write("content/metrics/sleep-stages.csv", csv)
        try site.write("content/metrics/sleep-stages.yaml", sidecar)
        try site.write("content/stages.md", """
            ---
            title: 睡眠阶段
            period: 2026-W48
            ---

            # 睡眠阶段

            ```metric
            file: metrics/sleep-stages.csv
            ```

            """)
        try site.write("content/heat.md", """
            ---
            title: 步数日历
            period: 2026-11
            ---

            # 步数日历

            ```metric
            file: metrics/steps.csv
            chart: heatmap
            ```

            """)
        return site
    }

    @Test("stacked legends use `labels:` on cards and pages; heat-map months are Chinese")
    func labelsAndMonths() throws {
        let site = try Self.stagesSite(sidecar: """
            title: 睡眠阶段
            unit: h
            chart: stacked
            stack: [deep_h, core_h, rem_h, awake_h]
            labels: {deep_h: 深睡, core_h: 核心, rem_h: 快速眼动, awake_h: 清醒}

            """)
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let card = site.page("stages/index.html")
        for label in ["深睡", "核心", "快速眼动", "清醒"] { #expect(card.contains(">\(label)</span>"), "card lacks \(label)") }
        #expect(!card.contains("deep_h<") && !card.contains(">deep_h"))
        let pages = site.snapshot().keys.filter { $0.hasPrefix("metrics/sleep-stages/") && $0.hasSuffix(".html") }.sorted()
        let page = try #require(pages.first { site.page($0).contains("chart-legend") && site.page($0).contains("stacked-chart") }, "\(pages)")
        #expect(site.page(page).contains("<li><span class=\"legend-swatch legend-fill tint-indigo\"></span>深睡</li>"), "\(page)")
        let heat = site.page("heat/index.html")
        #expect(heat.contains("card-heatmap") && heat.contains(">11月</text>"), "heat map months")
        #expect(!heat.contains(">Nov</text>"))
        // The chosen chart's accessible title names the period in Chinese (it once said `睡眠阶段, this week`).
        let week = site.page("metrics/sleep-stages/2026-W48/index.html")
        #expect(week.contains("stacked-chart") && week.contains("睡眠阶段，本周"), "the chart's title")
        #expect(!week.contains("this week"))
    }

    @Test("without `labels:` a legend names sleep stages in the page's language, other columns readably (`rest_bpm` → `Rest`)")
    func defaultLabels() throws {
        #expect(MetricMetadata.defaultLabel(ofColumn: "deep_h") == "Deep")
        #expect(MetricMetadata.defaultLabel(ofColumn: "rest_bpm") == "Rest")
        #expect(MetricMetadata.defaultLabel(ofColumn: "time_in_bed_min") == "Time in bed")
        #expect(MetricMetadata.defaultLabel(ofColumn: "REM") == "REM")
        #expect(MetricMetadata.defaultLabel(ofColumn: "h") == "H")
        #expect(MetricMetadata.defaultLabel(ofColumn: "深睡") == "深睡")
        let site = try Self.stagesSite(sidecar: "title: 睡眠阶段\nunit: h\nchart: stacked\nstack: [deep_h, core_h, rem_h, awake_h]\n")
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let card = site.page("stages/index.html")
        // Sleep stage columns are named in the page's language (a table per language, not the column names).
        #expect(card.contains(">深度</span>") && card.contains(">核心</span>") && card.contains(">快速动眼</span>")
                && card.contains(">清醒</span>"), "\(card)")
        #expect(!card.contains(">deep_h</span>") && !card.contains(">Rem</span>"))
        #expect(StringCatalog.columnLabelKey("rem_h").map { Localizer.english($0) } == "REM")
    }

    @Test("a `labels:` entry for a missing column, or a label that is not text, is a located error")
    func labelErrors() throws {
        let missing = try Self.stagesSite(sidecar: "chart: stacked\nlabels: {deep_h: 深睡, light_h: 浅睡}\n")
        let first = missing.build()
        #expect(first.status == 1)
        #expect(first.err.contains("sleep-stages.csv:1:1: error: column `light_h` does not exist"), "\(first.err)")
        let notText = try Self.stagesSite(sidecar: "chart: stacked\nlabels:\n  deep_h: [a, b]\n")
        let second = notText.build()
        #expect(second.status == 1)
        #expect(second.err.contains("sleep-stages.yaml:3:11: error: the label of `deep_h` in `labels` must be text"), "\(second.err)")
        let notMapping = try Self.stagesSite(sidecar: "labels: [deep_h]\n")
        let third = notMapping.build()
        #expect(third.err.contains("sleep-stages.yaml:1:9: error: `labels` must map column names to legend labels"), "\(third.err)")
    }
}
