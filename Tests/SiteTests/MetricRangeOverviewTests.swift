import Testing
@testable import CardstockCLI
@testable import Site
@testable import Surfaces

/// Issue 32, items 1, 2 and 7: a metric overview offers W/M/6M/Y (and D only where samples have times), each panel
/// holding its own headline, chart, statistics and values, so printing the chosen panel prints all of them together.
@Suite struct MetricRangeOverviewTests {
    /// The overview of a metric built from `csv`.
    func overview(_ csv: String, sidecar: String) -> String {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n```metric\nfile: metrics/m.csv\n```\n")
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", sidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        return site.read("site/metrics/m/index.html") ?? ""
    }

    /// The HTML of each segment panel.
    func panels(_ page: String) -> [String] {
        page.components(separatedBy: "<div class=\"segment-panel\"").dropFirst().map { String($0) }
    }

    @Test func eachRangeCarriesItsHeadlineChartStatisticsAndValues() {
        var csv = "date,steps\n"
        for d in 1...30 { csv += "2026-11-\(d < 10 ? "0" : "")\(d),\(1_000 * d)\n" }
        let page = overview(csv, sidecar: "title: Steps\nunit: steps\naggregation: sum\n")
        let panels = panels(page)
        #expect(panels.count == 4, "W, M, 6M, Y: no D for date-only samples")
        #expect(!page.contains(">Day<"))
        for panel in panels {
            let headline = panel.range(of: "class=\"range-headline\""), chart = panel.range(of: "<svg class=\"chart bar-chart")
            let statistics = panel.range(of: ">Statistics<"), table = panel.range(of: "<table class=\"metric-table\"")
            #expect(headline != nil && chart != nil && statistics != nil && table != nil)
            if let headline, let chart, let statistics, let table {
                #expect(headline.lowerBound < chart.lowerBound && chart.lowerBound < statistics.lowerBound && statistics.lowerBound < table.lowerBound)
            }
        }
        #expect(panels[0].contains("<p class=\"range-headline-kind\">Daily average</p><p class=\"range-headline-figure\">27,000\u{a0}steps</p>"))
        #expect(panels[0].contains("<span>Total, Nov 24 – Nov 30</span>"))
        #expect(panels[3].contains("<span>Total, Dec 1, 2025 – Nov 30, 2026</span>"))
        #expect(panels[3].contains("<title>November 2026: 15,500\u{a0}steps</title>"), "a month's bar is its daily average")
        #expect(StylesheetRules.print.contains(".segment-labels,.segmented-views>.segment-input"), "the control never prints")
        #expect(StylesheetRules.print.contains(".range-headline,.range-headline+*{break-after:avoid}"),
                "the headline prints with its chart; a long values table may run on to the next sheet")
    }

    @Test func dayByHourOnlyWhereSamplesHaveTimes() {
        let csv = "time,bpm\n2026-11-29T06:10:00Z,58\n2026-11-29T06:40:00Z,62\n2026-11-29T18:05:00Z,90\n"
        let page = overview(csv, sidecar: "title: Heart rate\nunit: bpm\naggregation: mean\n")
        let panels = panels(page)
        #expect(panels.count == 5 && page.contains(">Day<"))
        #expect(panels[0].contains("<title>6\u{202f}AM: 60\u{a0}bpm</title>") && panels[0].contains("<title>6\u{202f}PM: 90\u{a0}bpm</title>"))
        #expect(panels[0].contains("<p class=\"range-headline-kind\">Average</p>"))
    }
}
