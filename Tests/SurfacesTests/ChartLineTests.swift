import Testing
@testable import Surfaces

@Suite("LineChart")
struct ChartLineTests {
    @Test("a line with gaps matches its golden SVG")
    func golden() throws {
        let chart = LineChart(ChartSamples.a11y("rhr"), points: ChartSamples.week, previous: ChartSamples.previousWeek,
                              xTicks: ChartSamples.ticks)
        try ChartGolden.check(html(chart.tint(.red)), "line-gaps.svg")
    }

    @Test("missing values break the line into segments and are never drawn as zero")
    func gapsBreakTheLine() throws {
        let out = html(LineChart(ChartSamples.a11y("g"), points: ChartSamples.week))
        let d = try #require(ChartSamples.pathData(out, class: "chart-current"))
        // Runs: [0,1], [3,4] → two line subpaths; the lone last value [6] is a round dot.
        #expect(occurrences(of: "M", in: d) == 2)
        #expect(occurrences(of: "L", in: d) == 2)
        let dots = try #require(ChartSamples.dotData(out, class: "chart-current"))
        #expect(occurrences(of: "M", in: dots) == 1 && dots.hasPrefix("M1000 ") && dots.hasSuffix("h0"))
        // The y axis never reaches down to zero: 51…54 gets ticks around 50…55.
        #expect(!out.contains(">0</text>"))
    }

    @Test("a goal line and a normal-range band match their golden SVG")
    func bandAndGoal() throws {
        let chart = LineChart(ChartSamples.a11y("band"), points: ChartSamples.week, goal: 50, normalRange: 48...56,
                              xTicks: ChartSamples.ticks)
        let out = html(chart)
        #expect(out.contains("<rect class=\"chart-band\""))
        #expect(out.contains("<line class=\"chart-goal\""))
        try ChartGolden.check(out, "line-band-goal.svg")
    }

    @Test("the chart is an accessible image labelled by its title and description")
    func accessibility() {
        let out = html(LineChart(ChartAccessibility(idPrefix: "hr week", title: "A <b>", summary: "S & T"), points: ChartSamples.week))
        #expect(out.hasPrefix("<svg class=\"chart line-chart\" role=\"img\" aria-labelledby=\"hrweek-title hrweek-desc\">"))
        #expect(out.contains("<title id=\"hrweek-title\">A &lt;b&gt;</title><desc id=\"hrweek-desc\">S &amp; T</desc>"))
        #expect(!out.contains("style="))
        #expect(ChartAccessibility(idPrefix: "7 days", title: "", summary: "").safePrefix == "c7days")
        #expect(ChartAccessibility(idPrefix: "<>", title: "", summary: "").safePrefix == "chart")
    }

    @Test("x tick labels are escaped and ticks outside the data are skipped")
    func ticks() {
        let ticks = [ChartTick(x: 0, label: "<Mon>"), ChartTick(x: 6, label: "Sun"), ChartTick(x: 99, label: "Later")]
        let out = html(LineChart(ChartSamples.a11y("t"), points: ChartSamples.week, xTicks: ticks))
        #expect(out.contains(">&lt;Mon&gt;</text>"))
        #expect(out.contains(">Sun</text>"))
        #expect(!out.contains("Later"))
    }

    @Test("empty, all-missing and constant series still render a valid chart")
    func degenerate() {
        let empty = html(LineChart(ChartSamples.a11y("e"), points: []))
        #expect(empty.contains("role=\"img\"") && !empty.contains("chart-current"))
        let missing = html(LineChart(ChartSamples.a11y("m"), points: [ChartSeriesPoint(x: 0, y: nil), ChartSeriesPoint(x: 1, y: .nan)]))
        #expect(!missing.contains("chart-current"))
        let flat = html(LineChart(ChartSamples.a11y("f"), points: [ChartSeriesPoint(x: 0, y: 5), ChartSeriesPoint(x: 1, y: 5)]))
        #expect(flat.contains("chart-current") && !flat.contains("nan") && !flat.contains("inf"))
    }

    @Test("100,000 points render under 20 KB, keeping the peak and the gaps")
    func hugeSeries() throws {
        var points: [ChartSeriesPoint] = []
        points.reserveCapacity(100_000)
        for i in 0..<100_000 {
            let wave = 60 + 10 * Double((i * 7919) % 97) / 97
            let y: Double? = (40_000..<40_500).contains(i) ? nil : (i == 73_123 ? 500 : wave)
            points.append(ChartSeriesPoint(x: Double(i), y: y))
        }
        let out = html(LineChart(ChartSamples.a11y("big"), points: points, previous: points.map { ChartSeriesPoint(x: $0.x, y: $0.y.map { $0 - 5 }) }))
        let size = out.utf8.count
        #expect(size < 20_000)
        // The spike to 500 survives downsampling: the axis runs 0…600 and the line reaches y = 500.
        let reachesSpike = out.contains(">600</text>") && (ChartSamples.pathData(out, class: "chart-current") ?? "").contains(" 166.7L")
        #expect(reachesSpike)
        let d = try #require(ChartSamples.pathData(out, class: "chart-current"))
        let subpaths = occurrences(of: "M", in: d)
        #expect(subpaths == 2)
        let spark = html(Sparkline(ChartSamples.a11y("sp"), points: points, previous: points))
        let sparkSize = spark.utf8.count
        #expect(sparkSize < 20_000)
    }

    @Test("thousands of x ticks are thinned to a readable few")
    func manyTicks() {
        let ticks = (0..<5_000).map { ChartTick(x: Double($0), label: "Day \($0)") }
        let points = (0..<5_000).map { ChartSeriesPoint(x: Double($0), y: Double($0 % 7)) }
        let out = html(LineChart(ChartSamples.a11y("mt"), points: points, xTicks: ticks))
        let labels = occurrences(of: ">Day ", in: out)
        #expect(labels <= ChartFrame.maxTicks && labels >= ChartFrame.maxTicks / 2)
        let size = out.utf8.count
        #expect(size < 20_000)
    }

    @Test("a caller-given x domain places a partial week on the full week's scale")
    func xDomain() throws {
        let partial = Array(ChartSamples.week.prefix(2))
        let out = html(LineChart(ChartSamples.a11y("xd"), points: partial, xDomain: 0...6))
        let d = try #require(ChartSamples.pathData(out, class: "chart-current"))
        #expect(d.hasPrefix("M0 ") && d.contains("L166.7 "))
    }

    @Test("rendering is deterministic and unsorted input is sorted by x")
    func deterministic() {
        let shuffled = [ChartSamples.week[3], ChartSamples.week[0], ChartSamples.week[6], ChartSamples.week[1], ChartSamples.week[5], ChartSamples.week[2], ChartSamples.week[4]]
        let a = html(LineChart(ChartSamples.a11y("d"), points: ChartSamples.week))
        let b = html(LineChart(ChartSamples.a11y("d"), points: shuffled))
        #expect(a == b)
    }
}
