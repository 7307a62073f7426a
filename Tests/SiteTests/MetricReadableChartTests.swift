import Testing
@testable import CardstockCLI
@testable import Site

/// Issue 32, items 3 and 6: a metric page's chart marks carry their date and value, its legend lists only what
/// is drawn, a range chart's statistics are its drawn extremes, and a metric without values says one sentence.
@Suite struct MetricReadableChartTests {
    /// The week page of metric `m` built from `csv` and `sidecar`.
    func weekPage(sidecar: String, csv: String) -> String {
        let site = TempSite()
        site.write("content/index.md", "---\nperiod: 2026-W48\n---\n# Home\n\n## Vitals\n\n```metric\nfile: metrics/m.csv\n```\n")
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", sidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        return site.read("site/metrics/m/2026-W48/index.html") ?? ""
    }

    /// The legend's `<ul>`.
    func legend(_ page: String) -> String {
        guard let start = page.range(of: "<ul class=\"chart-legend\">") else { return "" }
        return String(page[start.lowerBound...].prefix { $0 != "\n" }.split(separator: "</ul>").first ?? "")
    }

    @Test func rangePageNamesCapsulesAndItsDrawnExtremes() {
        // Last week has data too: a line chart would draw it, the range chart does not.
        let csv = "date,bpm,bpm_min,bpm_max\n2026-11-17,60,45,150\n2026-11-23,64,48,131\n2026-11-24,66,50,122\n2026-11-26,70,47,140\n"
        let page = weekPage(sidecar: "title: Heart rate\nunit: bpm\nchart: range\nmin: bpm_min\nmax: bpm_max\n", csv: csv)
        let legend = legend(page)
        #expect(legend.contains("legend-range-capsule"), "\(legend)")
        #expect(!legend.contains("legend-current") && !legend.contains("legend-previous"), "no phantom lines: \(legend)")
        #expect(page.contains("<span>Lowest minimum</span><div class=\"spacer\"></div><span class=\"fg-secondary\">47\u{a0}bpm</span>"))
        #expect(page.contains("<span>Highest maximum</span><div class=\"spacer\"></div><span class=\"fg-secondary\">140\u{a0}bpm</span>"))
        #expect(!page.contains("<span>Minimum</span>") && !page.contains("<span>Maximum</span>"))
        #expect(MetricChartKeyTests().occurrences(of: "<g class=\"chart-range chart-range-current\"><path d=\"", in: page) == 1)
        #expect(page.contains("<title>Nov 23: 48–131\u{a0}bpm</title>") && page.contains("<title>Nov 26: 47–140\u{a0}bpm</title>"))
    }

    @Test func stackedPageLegendHasNoPeriodLines() {
        let sleep = "date,deep,core,rem,awake\n2026-11-16,1,4,1,0.2\n2026-11-23,1.2,3.9,1.6,0.3\n2026-11-24,0.9,4.2,1.4,0.5\n"
        let page = weekPage(sidecar: "title: Sleep\nunit: h\nchart: stacked\nstack: [deep, core, rem, awake]\n", csv: sleep)
        #expect(!page.contains("legend-swatch legend-current") && !page.contains("legend-swatch legend-previous"))
        #expect(page.contains("legend-fill"), "the stacked chart's own layer legend stays")
    }

    @Test func everyBarOfBothPeriodsHasItsDateAndValue() {
        let csv = "date,steps\n2026-11-17,4000\n2026-11-18,5200\n2026-11-23,8123\n2026-11-25,10000\n"
        let page = weekPage(sidecar: "title: Steps\nunit: steps\naggregation: sum\n", csv: csv)
        #expect(MetricChartKeyTests().occurrences(of: "<title>Nov ", in: page) == 4, "one titled bar per day with a value")
        #expect(page.contains("<title>Nov 23: 8,123\u{a0}steps</title>") && page.contains("<title>Nov 17: 4,000\u{a0}steps</title>"))
        #expect(legend(page).contains("legend-bars-current") && !legend(page).contains("legend-swatch legend-current"))
    }

    @Test func emptyFileSaysOneSentenceWithoutFileNameOrDownload() {
        let site = TempSite()
        site.write("content/index.md", "---\nperiod: 2026-W48\n---\n# Home\n\n## Weight\n\n```metric\nfile: weight.csv\n```\n\n## Notes\n\nText.\n")
        site.write("content/weight.csv", "date,kg\n")
        site.write("content/weight.yaml", "title: Weight\n")
        _ = site.run(["build", "--quiet"])
        let page = site.read("site/metrics/weight/index.html") ?? ""
        #expect(page.contains("No data yet."))
        #expect(!page.contains("weight.csv has") && !page.contains("0 rows") && !page.contains("Download"), "\(page)")
    }
}
