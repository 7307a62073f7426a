import Testing
@testable import CardstockCLI
@testable import Site

/// Cards of a report draw the kind their `chart:` key asks for and show the goal; a one-day period
/// draws the intraday chart on the metric page; `chart: bars` draws the previous period too.
@Suite struct MetricCardKindSiteTests {
    func build(sidecar: String, csv: String, period: String = "2026-W48", language: String? = nil) -> (index: String, page: String)? {
        let site = TempSite()
        let lang = language.map { "language: \($0)\n" } ?? ""
        site.write("content/index.md", "---\nperiod: \(period)\n\(lang)---\n# Home\n\n## Vitals\n\n```metric\nfile: metrics/m.csv\n```\n")
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", sidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        guard let index = site.read("site/index.html"), let page = site.read("site/metrics/m/\(period)/index.html") else { return nil }
        return (index, page)
    }

    /// The card's markup (from `<a class="metric-card` to its `</a>`).
    func card(_ index: String) -> String {
        guard let start = index.range(of: "<a class=\"metric-card") else { return "" }
        let rest = index[start.lowerBound...]
        guard let end = rest.range(of: "</a>") else { return "" }
        return String(rest[..<end.upperBound])
    }

    let steps = "date,steps\n" + (16...29).map { "2026-11-\($0),\(6_000 + $0 * 100)" }.joined(separator: "\n") + "\n"

    @Test func eachKindIsDrawnOnTheCard() throws {
        let hr = "date,bpm,bpm_min,bpm_max\n2026-11-23,64,48,131\n2026-11-24,66,50,122\n2026-11-26,70,47,140\n"
        let range = card(try #require(build(sidecar: "title: Heart rate\nunit: bpm\nchart: range\nmin: bpm_min\nmax: bpm_max\n", csv: hr)).index)
        #expect(range.contains("<svg class=\"chart card-chart card-range\"") && range.contains("chart-range-current") && !range.contains("sparkline"))
        let sleep = "date,deep,core,rem,awake\n2026-11-23,1.2,3.9,1.6,0.3\n2026-11-24,0.9,4.2,1.4,0.5\n"
        let stacked = card(try #require(build(sidecar: "title: Sleep\nunit: h\nchart: stacked\nstack: [deep, core, rem, awake]\n", csv: sleep)).index)
        #expect(stacked.contains("card-stacked") && stacked.contains("</span>Rem</span>"))  // the column `rem`, by the default label rule
        let heat = card(try #require(build(sidecar: "title: Steps\nchart: heatmap\ngoal: 10000\naggregation: sum\n", csv: steps)).index)
        #expect(heat.contains("card-heatmap") && heat.contains("heat-unmet"))
        let bars = card(try #require(build(sidecar: "title: Steps\nchart: bars\naggregation: sum\n", csv: steps)).index)
        #expect(bars.contains("<path class=\"chart-bars chart-bars-previous\"") && bars.contains("<path class=\"chart-bars\""))
        let line = card(try #require(build(sidecar: "title: Steps\nchart: line\naggregation: sum\n", csv: steps)).index)
        let plain = card(try #require(build(sidecar: "title: Steps\naggregation: sum\n", csv: steps)).index)
        #expect(line == plain && plain.contains("class=\"chart sparkline\""), "`line` is the default sparkline, byte for byte")
        let hourly = "date,bpm\n" + (0..<24).map { "2026-11-29T\($0 < 10 ? "0" : "")\($0):00:00Z,\(60 + $0 % 5)" }.joined(separator: "\n")
            + "\n2026-11-28T12:00:00Z,58\n"
        let intraday = card(try #require(build(sidecar: "title: Heart rate\nchart: intraday\n", csv: hourly)).index)
        #expect(intraday.contains("card-intraday") && intraday.contains("chart-hour-ticks"))
        // A day with one sample keeps the sparkline.
        let daily = card(try #require(build(sidecar: "title: Heart rate\nchart: intraday\n", csv: hr)).index)
        #expect(daily.contains("class=\"chart sparkline\"") && !daily.contains("card-intraday"))
    }

    @Test func progressWithoutAGoalIsALocatedError() {
        let site = TempSite()
        site.write("content/index.md", "---\nperiod: 2026-W48\n---\n# Home\n\n```metric\nfile: metrics/m.csv\nchart: progress\n```\n")
        site.write("content/metrics/m.csv", steps)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/index.md:6:1: error: `chart: progress` (set by this block) draws the progress towards a goal, but the metric has no positive `goal:`"), "\(result.err)")
    }

    @Test func progressRingAndGoalLine() throws {
        // A `sum` metric over a week: the daily average against the daily goal.
        let week = card(try #require(build(sidecar: "title: Steps\nunit: steps\nchart: progress\ngoal: 10000\naggregation: sum\n", csv: steps)).index)
        // Nov 23…29: 8,300 … 8,900\u{A0}steps, mean 8,600.
        #expect(week.contains("<span class=\"goal-progress-label\">8,600 of 10,000\u{A0}steps a day on average</span>"), "\(week)")
        #expect(week.contains("goal-ring card-goal") && week.contains(">Steps, progress towards the goal</title>"))
        #expect(!week.contains("metric-card-goal"), "the ring's sentence names the goal already")
        // A one-day period: that day's total.
        let day = card(try #require(build(sidecar: "title: Steps\nunit: steps\nchart: progress\ngoal: 8000\naggregation: sum\n", csv: steps,
                                          period: "2026-11-24")).index)
        #expect(day.contains(">8,400 of 8,000\u{A0}steps</span>") && day.contains("goal-met"))
        // Without `progress`, the goal is a line under the chart.
        let line = card(try #require(build(sidecar: "title: Steps\nunit: steps\ngoal: 8000\naggregation: sum\n", csv: steps)).index)
        #expect(line.contains("<div class=\"metric-card-goal\">Goal 8,000\u{A0}steps a day</div><div class=\"metric-as-of\">"))
        let mean = card(try #require(build(sidecar: "title: Weight\nunit: kg\ngoal: 70\n", csv: "date,kg\n2026-11-24,71.5\n")).index)
        #expect(mean.contains(">Goal 70\u{A0}kg</div>"))
        // Without a goal, `progress` is an error (see `progressWithoutAGoalIsALocatedError`).
    }

    @Test func goalSentencesAreLocalized() throws {
        let sidecar = "title: Steps\nunit: steps\nchart: progress\ngoal: 10000\naggregation: sum\n"
        let expected = ["de": "von 10.000", "fr": "sur 10", "es": "de 10.000", "ja": "/10,000", "zh-CN": "日均", "zh-TW": "日均"]
        for (language, fragment) in expected.sorted(by: { $0.key < $1.key }) {
            let out = card(try #require(build(sidecar: sidecar, csv: steps, language: language)).index)
            #expect(out.contains("goal-progress-label") && out.contains(fragment), "\(language): \(out)")
            #expect(!out.contains(" of "), "\(language) has no English left")
        }
    }

    @Test func oneDayPeriodDrawsTheIntradayChart() throws {
        let hourly = "date,bpm\n" + (0..<24).map { "2026-11-24T\($0 < 10 ? "0" : "")\($0):00:00Z,\(60 + $0 % 5)" }.joined(separator: "\n") + "\n"
        let page = try #require(build(sidecar: "title: Heart rate\nunit: bpm\n", csv: hourly, period: "2026-11-24")).page
        #expect(page.contains("class=\"chart intraday-chart") && page.contains("chart-hour-ticks") && !page.contains("class=\"chart line-chart"))
        // A week keeps the line; a `sum` metric keeps its bars unless it asks for `intraday`.
        let week = try #require(build(sidecar: "title: Heart rate\nunit: bpm\n", csv: hourly)).page
        #expect(week.contains("class=\"chart line-chart") && !week.contains("intraday-chart"))
        let sum = try #require(build(sidecar: "title: Steps\naggregation: sum\n", csv: hourly, period: "2026-11-24")).page
        #expect(sum.contains("class=\"chart bar-chart") && !sum.contains("intraday-chart"))
        let asked = try #require(build(sidecar: "title: Steps\naggregation: sum\nchart: intraday\n", csv: hourly, period: "2026-11-24")).page
        #expect(asked.contains("class=\"chart intraday-chart"))
        // One sample that day: the line as before.
        let one = try #require(build(sidecar: "title: Heart rate\n", csv: "date,bpm\n2026-11-24T08:00:00Z,61\n", period: "2026-11-24")).page
        #expect(one.contains("class=\"chart line-chart") && !one.contains("intraday-chart"))
    }

    @Test func barsDrawThePreviousPeriodWithMatchingLegend() throws {
        let page = try #require(build(sidecar: "title: Resting heart rate\nunit: bpm\nchart: bars\n", csv: steps)).page
        // Each bar is its own element with a title (date and value) in a group per period.
        #expect(page.contains("<g class=\"chart-bars chart-bars-previous\"><path d=\"") && page.contains("<g class=\"chart-bars\"><path d=\""))
        #expect(page.contains("legend-bars-previous") && page.contains("legend-bars-current"), "bar swatches, not line swatches")
        #expect(!page.contains("legend-swatch legend-previous"))
        #expect(page.contains("Last week and this week"))
    }
}

extension MetricCardKindSiteTests {
    @Test func emptyChartsSayNoDataInThePageLanguage() throws {
        // Stacked layers without values in the period (the value column has some): the sentence instead of a grid.
        let sidecar = "title: Sleep\nchart: stacked\nstack: [a, b]\n", csv = "date,v,a,b\n2026-11-24,1,,\n"
        let english = try #require(build(sidecar: sidecar, csv: csv))
        #expect(english.page.contains(">No data this week</text>"))
        #expect(card(english.index).contains(">No data this week</text>"), "the card says it too")
        let german = try #require(build(sidecar: sidecar, csv: csv, language: "de"))
        #expect(german.page.contains(">Keine Daten diese Woche</text>") && card(german.index).contains(">Keine Daten diese Woche</text>"))
    }
}
