import Testing
@testable import Surfaces

/// Cards that draw the chart kind they are asked for (``MetricCardChart``), their goal line, and
/// golden markup per kind: a week, a single point and no data.
@Suite("Metric card kinds")
struct MetricCardKindTests {
    static let icons = IconLibrary(icons: ["heart.fill": "<path d=\"M1 1h22v22H1z\"/>", "chevron.right": "<path d=\"M9 4l8 8-8 8\"/>",
                                           "arrow.down": "<path d=\"M12 4v16\"/>"])

    static func card(_ chart: MetricCardChart?, id: String, goal: String? = nil) -> MetricCardModel {
        var m = MetricCardModel(title: "Metric", icon: "heart.fill", tint: .red, valueText: "52", unitText: "bpm",
                                changeText: "3 bpm lower than last week", changeDirection: .down, assessment: .improved,
                                sparkline: ChartSamples.week, previousSparkline: ChartSamples.previousWeek, asOfText: "As of Nov 29",
                                destination: "/metrics/\(id)/", chartSummary: "Metric 52 bpm this week", style: .regular)
        m.chart = chart
        m.chartEmptyText = "No data this week"
        m.goalText = goal
        return m
    }

    static func render(_ model: MetricCardModel) -> String { html(MetricCard(model), environment: EnvironmentValues(iconLibrary: icons)) }

    /// Three cards of one kind (a week, one point, none), one per line.
    static func golden(_ name: String, week: MetricCardChart, single: MetricCardChart, empty: MetricCardChart) throws {
        let out = [render(card(week, id: "\(name)-week", goal: "Goal 60 bpm")), render(card(single, id: "\(name)-single")),
                   render(card(empty, id: "\(name)-empty"))].joined(separator: "\n") + "\n"
        try ChartGolden.check(out, "card-\(name).html")
    }

    static let ranges = (0..<7).map { ChartRangePoint(x: Double($0), low: 45 + Double($0), high: 120 + Double($0 * 3), mean: 62) }
    static let stacks: [ChartStack] = (0..<7).map { (i: Int) -> ChartStack in
        let core: Double = 3.9 - Double(i) / 10
        return ChartStack(x: Double(i), values: [1.2, core, 1.6, 0.3])
    }
    static let days: [ChartDay] = (0..<30).map { (i: Int) -> ChartDay in
        let value: Double? = i == 4 ? nil : Double(6_000 + (i * 1_337) % 7_000)
        return ChartDay(day: 20_758 + i, value: value)
    }
    static let samples: [ChartSeriesPoint] = (0..<96).compactMap { (i: Int) -> ChartSeriesPoint? in
        if i >= 40 && i < 52 { return nil }
        let y: Double = 58 + Double((i * 7) % 11)
        return ChartSeriesPoint(x: Double(i) * 900, y: y)
    }

    @Test("bars: the previous period outlined, this period filled, the goal dashed; one bar; no data")
    func bars() throws {
        let both = ChartSamples.previousWeek + ChartSamples.week.map { ChartSeriesPoint(x: $0.x + 7, y: $0.y) }
        try Self.golden("bars", week: .bars(points: both, currentFrom: 7, goal: 54),
                        single: .bars(points: [ChartSeriesPoint(x: 0, y: 8_000)], currentFrom: 0, goal: nil),
                        empty: .bars(points: [ChartSeriesPoint(x: 0, y: nil)], currentFrom: nil, goal: 10))
        let out = Self.render(Self.card(.bars(points: both, currentFrom: 7, goal: 54), id: "b"))
        #expect(out.contains("<svg class=\"chart card-chart card-bars\" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" role=\"img\""))
        #expect(out.contains("<path class=\"chart-bars chart-bars-previous\" d=\"") && out.contains("<path class=\"chart-bars\" d=\""))
        #expect(out.contains("<path class=\"chart-goal\" d=\"M0 "))
        #expect(!out.contains("sparkline"), "a card with a kind draws no sparkline")
    }

    @Test("range: min–max bars with the mean, the previous period thinner; one day; no data")
    func range() throws {
        let previous = (0..<7).map { ChartRangePoint(x: Double($0), low: 51, high: 115, mean: 66) }
        try Self.golden("range", week: .range(current: Self.ranges, previous: previous),
                        single: .range(current: [ChartRangePoint(x: 0, low: -3, high: nil)], previous: []),
                        empty: .range(current: [ChartRangePoint(x: 0, low: nil, high: nil)], previous: []))
        let out = Self.render(Self.card(.range(current: Self.ranges, previous: previous), id: "r"))
        #expect(out.contains("chart-range chart-range-previous") && out.contains("chart-range chart-range-current") && out.contains("chart-range-mean"))
    }

    @Test("stacked: one path per layer and a legend of spans; one night; no data")
    func stacked() throws {
        let layers = StackedBarChart.sleepStages
        try Self.golden("stacked", week: .stacked(layers: layers, stacks: Self.stacks, goal: 8),
                        single: .stacked(layers: layers, stacks: [ChartStack(x: 0, values: [1, 4, nil, 0.5])], goal: nil),
                        empty: .stacked(layers: layers, stacks: [], goal: 8))
        let out = Self.render(Self.card(.stacked(layers: layers, stacks: Self.stacks, goal: 8), id: "s"))
        #expect(occurrences(of: "class=\"chart-layer ", in: out) == 4)
        #expect(out.contains("<span class=\"card-legend\"><span class=\"card-legend-item\"><span class=\"legend-swatch legend-fill tint-indigo\"></span>Deep</span>"))
        #expect(!out.contains("<ul") && !out.contains("<li"), "the legend is phrasing content inside the card's link")
    }

    @Test("heat map: days by goal met; one day; no data")
    func heatmap() throws {
        try Self.golden("heatmap", week: .heatmap(days: Self.days, goal: 10_000, monthNames: CalendarHeatmap.englishMonths),
                        single: .heatmap(days: [ChartDay(day: 20_758, value: 3)], goal: nil, monthNames: CalendarHeatmap.englishMonths),
                        empty: .heatmap(days: [], goal: nil, monthNames: CalendarHeatmap.englishMonths))
        let out = Self.render(Self.card(.heatmap(days: Self.days, goal: 10_000, monthNames: CalendarHeatmap.englishMonths), id: "h"))
        #expect(out.contains("<svg class=\"chart card-chart card-heatmap\" viewBox=\"0 0 ") && out.contains("heat-met") && out.contains("heat-unmet"))
    }

    @Test("intraday: a day with a gap and hourly ticks, the day before dashed; one sample; no data")
    func intraday() throws {
        let before = (0..<24).map { ChartSeriesPoint(x: Double($0) * 3_600, y: 60) }
        try Self.golden("intraday", week: .intraday(samples: Self.samples, previous: before),
                        single: .intraday(samples: [ChartSeriesPoint(x: 43_200, y: 70)], previous: []),
                        empty: .intraday(samples: [ChartSeriesPoint(x: 90_000, y: 70)], previous: []))
        let out = Self.render(Self.card(.intraday(samples: Self.samples, previous: before), id: "i"))
        #expect(occurrences(of: "v-120", in: out) == 5 && occurrences(of: "v-60", in: out) == 20, "25 hour ticks, taller every six hours")
        // The gap from 10:00 to 13:00 breaks the line into two subpaths.
        let d = try #require(ChartSamples.pathData(out, class: "chart-current"))
        #expect(occurrences(of: "M", in: d) == 2)
        #expect(ChartSamples.pathData(out, class: "chart-previous") != nil)
    }

    @Test("progress: the ring and its sentence as spans, met or not, a goal that is not positive draws the sentence only")
    func progress() throws {
        try Self.golden("progress", week: .progress(value: 8_432, goal: 10_000, shape: .ring, label: "8,432 of 10,000 steps"),
                        single: .progress(value: 12_000, goal: 10_000, shape: .bar, label: "12,000 of 10,000 steps"),
                        empty: .progress(value: nil, goal: 0, shape: .ring, label: "No goal"))
        let out = Self.render(Self.card(.progress(value: 8_432, goal: 10_000, shape: .ring, label: "8,432 of 10,000 steps"), id: "p"))
        #expect(out.contains("<span class=\"goal-progress goal-ring card-goal\"><svg class=\"goal-shape\" viewBox=\"0 0 100 100\" role=\"img\""))
        #expect(out.contains("<span class=\"goal-progress-label\">8,432 of 10,000 steps</span></span>"))
        #expect(out.contains("stroke-dasharray=\"222.52 264\""), "84.32 % of the circumference 2π·42")
        let met = Self.render(Self.card(.progress(value: 12_000, goal: 10_000, shape: .ring, label: "x"), id: "m"))
        #expect(met.contains("goal-progress goal-ring goal-met card-goal"))
        let none = Self.render(Self.card(.progress(value: 5, goal: -1, shape: .ring, label: "5 of −1"), id: "n"))
        #expect(!none.contains("goal-shape") && none.contains(">5 of −1</span>"))
        // The page view keeps its block markup.
        #expect(html(GoalProgress(ChartSamples.a11y("g"), value: 1, goal: 2, label: "1 of 2")).hasPrefix("<div class=\"goal-progress goal-ring\">"))
    }

    @Test("the goal line sits between the chart and the as-of date; without a kind the card is unchanged")
    func goalLineAndDefault() {
        let out = Self.render(Self.card(nil, id: "g", goal: "Goal 8,000 steps a day"))
        #expect(out.contains("</svg><div class=\"metric-card-goal\">Goal 8,000 steps a day</div><div class=\"metric-as-of\">"))
        #expect(out.contains("class=\"chart sparkline\""))
        var plain = Self.card(nil, id: "g")
        plain.goalText = nil
        #expect(!Self.render(plain).contains("metric-card-goal"))
        var escaped = Self.card(.progress(value: 1, goal: 2, shape: .ring, label: "<b>&"), id: "e", goal: "<i>")
        escaped.title = "A"
        let e = Self.render(escaped)
        #expect(e.contains("&lt;b&gt;&amp;") && e.contains("&lt;i&gt;") && !e.contains("<b>") && !e.contains("<i>"))
    }

    @Test("every card kind's ids are unique on a page of cards and the stylesheet styles every class")
    func idsAndStyles() {
        let kinds: [MetricCardChart] = [
            .bars(points: ChartSamples.week, currentFrom: 3, goal: 52), .range(current: Self.ranges, previous: []),
            .stacked(layers: StackedBarChart.sleepStages, stacks: Self.stacks, goal: nil),
            .heatmap(days: Self.days, goal: nil, monthNames: CalendarHeatmap.englishMonths),
            .intraday(samples: Self.samples, previous: []), .progress(value: 3, goal: 4, shape: .ring, label: "3 of 4"),
        ]
        let out = kinds.enumerated().map { Self.render(Self.card($0.element, id: "k\($0.offset)", goal: "Goal")) }.joined()
        var ids: [String: Int] = [:]
        for chunk in out.components(separatedBy: " id=\"").dropFirst() {
            if let end = chunk.firstIndex(of: "\"") { ids[String(chunk[..<end]), default: 0] += 1 }
        }
        #expect(!ids.isEmpty && ids.allSatisfy { $0.value == 1 })
        let css = Stylesheet().css
        var missing: Set<String> = []
        for chunk in out.components(separatedBy: "class=\"").dropFirst() {
            guard let end = chunk.firstIndex(of: "\"") else { continue }
            for cls in chunk[..<end].split(separator: " ") where !css.contains(".\(cls)") { missing.insert(String(cls)) }
        }
        #expect(missing.isEmpty, "classes without a rule: \(missing.sorted())")
    }
}
