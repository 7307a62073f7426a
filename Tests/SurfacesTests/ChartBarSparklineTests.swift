import Testing
@testable import Surfaces

@Suite("BarChart and Sparkline")
struct ChartBarSparklineTests {
    static let steps: [ChartSeriesPoint] = [8_200, 11_400, nil, 9_600, 12_800, 4_100, 10_300].enumerated().map {
        ChartSeriesPoint(x: Double($0.offset), y: $0.element)
    }

    @Test("bars match their golden SVG")
    func golden() throws {
        let chart = BarChart(ChartAccessibility(idPrefix: "steps", title: "Steps, Nov 23–29", summary: "9,400 steps a day on average"),
                             points: Self.steps, goal: 10_000, xTicks: ChartSamples.ticks)
        try ChartGolden.check(html(chart.tint(.orange)), "bars.svg")
    }

    @Test("a missing day draws no bar; a zero day draws a zero-height bar")
    func missingDays() {
        let out = html(BarChart(ChartSamples.a11y("b"), points: Self.steps))
        #expect(occurrences(of: "M", in: barPath(out)) == 6)
        let zero = html(BarChart(ChartSamples.a11y("z"), points: [ChartSeriesPoint(x: 0, y: 0), ChartSeriesPoint(x: 1, y: 3)]))
        #expect(occurrences(of: "M", in: barPath(zero)) == 2)
        #expect(zero.contains(">0</text>"))
    }

    @Test("100,000 bars are merged into under 20 KB, keeping the highest value")
    func hugeBars() {
        let points = (0..<100_000).map { ChartSeriesPoint(x: Double($0), y: $0 == 55_555 ? 900 : Double($0 % 50)) }
        let out = html(BarChart(ChartSamples.a11y("hb"), points: points))
        let size = out.utf8.count
        #expect(size < 20_000)
        // The one spike to 900 survives: the axis reaches 1000 and one bar top sits at 900 (y 100 of 1000).
        let hasSpike = barPath(out).contains("V100h")
        #expect(hasSpike)
    }

    func barPath(_ html: String) -> String {
        guard let r = html.range(of: "class=\"chart-bars\" d=\"") else { return "" }
        let rest = html[r.upperBound...]
        return String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
    }

    @Test("a sparkline matches its golden SVG and has no grid or labels")
    func sparkline() throws {
        let out = html(Sparkline(ChartSamples.a11y("spark"), points: ChartSamples.week, previous: ChartSamples.previousWeek).tint(.red))
        #expect(out.contains("viewBox=\"0 0 1000 1000\""))
        #expect(!out.contains("chart-grid") && !out.contains("<text"))
        #expect(out.contains("chart-line chart-previous") && out.contains("chart-line chart-current"))
        try ChartGolden.check(out, "sparkline.svg")
    }

    @Test("coordinates are written with at most the requested decimals and no -0")
    func numbers() {
        func fmt(_ v: Double, _ d: Int) -> String {
            var b = HTMLBuffer()
            b.write(number: v, decimals: d)
            return b.string
        }
        #expect(fmt(12.5, 2) == "12.5")
        #expect(fmt(12.05, 2) == "12.05")
        #expect(fmt(-0.001, 1) == "0")
        #expect(fmt(-3.25, 1) == "-3.3")
        #expect(fmt(1000, 1) == "1000")
        #expect(fmt(.infinity, 1) == "0")
        #expect(ChartLabelFormat.label(12_000, step: 2_000, largest: 16_000) == "12k")
        #expect(ChartLabelFormat.label(5_000, step: 5_000, largest: 15_000) == "5k")
        #expect(ChartLabelFormat.label(10_500, step: 500, largest: 12_000) == "10.5k")
        #expect(ChartLabelFormat.label(0, step: 5_000, largest: 15_000) == "0")
        #expect(ChartLabelFormat.label(2.5, step: 0.5, largest: 3) == "2.5")
        #expect(ChartLabelFormat.label(5_000, step: 1_000, largest: 6_000) == "5000")
    }
}
