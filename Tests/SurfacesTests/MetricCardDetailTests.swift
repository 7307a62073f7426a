import Testing
@testable import Surfaces

@Suite("Metric detail blocks")
struct MetricCardDetailTests {
    @Test("the values table has a caption, column headers and row headers, all escaped")
    func table() throws {
        let table = MetricValueTable(caption: "Resting heart rate, Nov 23–29", columns: ["Date", "bpm <avg>"],
                                     rows: [["Nov 23", "54"], ["Nov 24", "—"]])
        let out = html(table)
        try ChartGolden.check(out, "table.html")
        #expect(out.hasPrefix("<div class=\"metric-table-card\" role=\"region\" tabindex=\"0\" aria-label=\"Resting heart rate, Nov 23–29\"><table class=\"metric-table\"><caption>Resting heart rate, Nov 23–29</caption>"))
        #expect(occurrences(of: "<th scope=\"col\">", in: out) == 2)
        #expect(occurrences(of: "<th scope=\"row\">", in: out) == 2)
        #expect(out.contains("bpm &lt;avg&gt;"))
        #expect(renderWithReport(table).report.isEmpty)
    }

    @Test("statistics are a divided card with label leading and value trailing")
    func statistics() {
        let out = html(MetricStatisticsCard([MetricStatistic(label: "Latest", value: "52 bpm"), MetricStatistic(label: "Mean", value: "53 bpm")]))
        #expect(out.hasPrefix("<div class=\"metric-statistics\"><div class=\"divided-card\">"))
        #expect(occurrences(of: "<hr class=\"divider\">", in: out) == 1)
        #expect(out.contains("<span>Latest</span><div class=\"spacer\"></div><span class=\"fg-secondary\">52 bpm</span>"))
        #expect(!html(MetricStatisticsCard([])).contains("divided-card"))
    }

    @Test("a long statistic value wraps and leaves its label room instead of squeezing it")
    func statisticsLayout() {
        let out = html(MetricStatisticsCard([MetricStatistic(label: "变化", value: "日均比之前的361天少 1,107\u{A0}步")]))
        // The rules below pick the label as the row's first child and the value as its last.
        #expect(out.contains("<div class=\"hstack align-center\"><span>变化</span><div class=\"spacer\"></div><span class=\"fg-secondary\">"))
        #expect(out.contains("步</span></div></div></div>"))
        let css = Stylesheet().css
        #expect(css.contains(".metric-statistics .hstack>:first-child{overflow-wrap:anywhere}"))
        #expect(css.contains(".metric-statistics .hstack>:last-child{flex:0 0 auto;max-width:calc(100% - 7rem);text-align:end;word-break:keep-all;overflow-wrap:anywhere}"))
        // A range panel fills its section's width, so a wide table scrolls in its card instead of widening the page.
        #expect(css.contains(".segmented-views{display:block;position:relative;align-self:stretch;"))
    }

    @Test("the chart card holds the chart and a legend that names each mark")
    func chartCard() {
        let card = MetricChartCard(tint: .red, legend: [MetricLegendItem(.current, "This week"), MetricLegendItem(.previous, "Last week"), MetricLegendItem(.goal, "")]) {
            LineChart(ChartSamples.a11y("detail"), points: ChartSamples.week, previous: ChartSamples.previousWeek)
        }
        let out = html(card)
        #expect(out.hasPrefix("<div class=\"metric-chart-card tint-red\"><svg class=\"chart line-chart\""))
        #expect(out.contains("<li><span class=\"legend-swatch legend-current\" aria-hidden=\"true\"></span>This week</li>"))
        #expect(out.contains("legend-previous") && !out.contains("legend-goal"))
    }
}
