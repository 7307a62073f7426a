import Testing
@testable import CardstockCLI
@testable import Metrics
@testable import Site

/// The `chart:` key in sidecars and blocks: unknown kinds are located errors; each kind is drawn on the metric page.
@Suite struct MetricChartKeyTests {
    let week = "period: 2026-W48"

    func page(_ block: String) -> String {
        "---\n\(week)\n---\n# Home\n\n## Vitals\n\n```metric\n\(block)\n```\n"
    }

    @Test func chartKeyIsParsedAndMerged() {
        var m = MetricMetadata()
        #expect(m.apply(key: "chart", value: .string("range")) == nil)
        #expect(m.apply(key: "min", value: .string("bpm_min")) == nil && m.apply(key: "max", value: .string("bpm_max")) == nil)
        #expect(m.chart == .range && m.minColumn == "bpm_min" && m.maxColumn == "bpm_max")
        #expect(m.apply(key: "chart", value: .string("pie")) == "`chart` must be one of line, bars, range, stacked, heatmap, intraday, progress, rings, hypnogram")
        #expect(m.apply(key: "chart", value: .list([])) != nil)
        let merged = MetricMetadata(chart: .line).merging(MetricMetadata(chart: .heatmap))
        #expect(merged.chart == .heatmap)
        #expect(MetricMetadata(chart: .bars, minColumn: "a").merging(MetricMetadata()).minColumn == "a")
    }

    @Test func unknownChartIsALocatedErrorInSidecarAndBlock() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv\nchart: donut"))
        site.write("content/metrics/rhr.csv", "date,bpm\n2026-11-23,52\n")
        site.write("content/metrics/rhr.yaml", "title: Resting heart rate\nchart: pie\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(!site.exists("site"))
        #expect(result.err.contains("content/metrics/rhr.yaml:2:8: error: `chart` must be one of line, bars, range, stacked, heatmap, intraday, progress, rings, hypnogram"))
    }

    func metricPage(sidecar: String, csv: String) -> String? {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/m.csv"))
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", sidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        return site.read("site/metrics/m/2026-W48/index.html")
    }

    @Test func eachKindIsDrawnOnTheMetricPage() throws {
        let hr = "date,bpm,bpm_min,bpm_max\n2026-11-23,64,48,131\n2026-11-24,66,50,122\n2026-11-26,70,47,140\n"
        let range = try #require(metricPage(sidecar: "title: Heart rate\nunit: bpm\nchart: range\nmin: bpm_min\nmax: bpm_max\n", csv: hr))
        #expect(range.contains("class=\"chart range-chart") && range.contains("chart-range-current"))
        #expect(range.contains("<tspan class=\"chart-unit\"> bpm</tspan>"))
        #expect(!range.contains("class=\"chart line-chart"))

        let sleep = "date,deep,core,rem,awake\n2026-11-23,1.2,3.9,1.6,0.3\n2026-11-24,0.9,4.2,1.4,0.5\n"
        let stacked = try #require(metricPage(sidecar: "title: Sleep\nunit: h\nchart: stacked\nstack: [deep, core, rem, awake]\n", csv: sleep))
        #expect(stacked.contains("class=\"chart stacked-chart") && stacked.contains(">Rem</li>"))  // the column `rem`, by the default label rule
        #expect(occurrences(of: "class=\"chart-layer ", in: stacked) == 4)
        // Without `stack:`, the layers are the `columns:` other than `column:`; with it, exactly its list.
        let total = "date,asleep,in_bed,deep,core\n2026-11-23,5.1,6,1.2,3.9\n"
        let byColumns = try #require(metricPage(sidecar: "title: Sleep\nchart: stacked\ncolumn: asleep\ncolumns: [asleep, deep, core]\n", csv: total))
        #expect(occurrences(of: "class=\"chart-layer ", in: byColumns) == 2 && !byColumns.contains(">asleep</li>"))
        let byStack = try #require(metricPage(sidecar: "title: Sleep\nchart: stacked\ncolumn: asleep\nstack: [deep, core]\n", csv: total))
        #expect(occurrences(of: "class=\"chart-layer ", in: byStack) == 2 && !byStack.contains(">in_bed</li>"))

        let steps = "date,steps\n2026-11-23,8000\n2026-11-24,12000\n"
        let heat = try #require(metricPage(sidecar: "title: Steps\nchart: heatmap\ngoal: 10000\naggregation: sum\n", csv: steps))
        #expect(heat.contains("class=\"chart heatmap-chart") && heat.contains("heat-met") && heat.contains("heat-unmet"))

        let bars = try #require(metricPage(sidecar: "title: Resting heart rate\nchart: bars\n", csv: "date,bpm\n2026-11-23,52\n2026-11-24,51\n"))
        #expect(bars.contains("class=\"chart bar-chart"), "bars for a mean metric")

        let line = try #require(metricPage(sidecar: "title: Steps\naggregation: sum\nchart: line\n", csv: steps))
        #expect(line.contains("class=\"chart line-chart") && !line.contains("class=\"chart bar-chart"))
    }

    func occurrences(of needle: String, in haystack: String) -> Int { haystack.components(separatedBy: needle).count - 1 }
}
