import Testing
@testable import Surfaces

/// Range, stacked, heat-map, intraday and goal-progress charts: goldens for typical, empty,
/// single-point, gap, negative and 5-year inputs, plus the properties the goldens rely on.
@Suite("Chart kinds")
struct ChartKindTests {
    static let heart: [ChartRangePoint] = [
        ChartRangePoint(x: 0, low: 48, high: 131, mean: 64), ChartRangePoint(x: 1, low: 50, high: 122, mean: 66),
        ChartRangePoint(x: 2, low: nil, high: nil, mean: nil), ChartRangePoint(x: 3, low: 47, high: 140, mean: 70),
        ChartRangePoint(x: 4, low: 52, high: 118, mean: nil), ChartRangePoint(x: 5, low: 49, high: nil, mean: nil),
        ChartRangePoint(x: 6, low: 51, high: 127, mean: 65),
    ]
    static let previousHeart: [ChartRangePoint] = (0..<7).map { ChartRangePoint(x: Double($0), low: 50, high: 120 + Double($0), mean: 66) }

    static func a11y(_ p: String) -> ChartAccessibility {
        ChartAccessibility(idPrefix: p, title: "Chart \(p)", summary: "Summary of \(p)")
    }

    // MARK: Range

    @Test("a range chart matches its golden SVG: bars low…high, means as dots, previous beside in the secondary colour")
    func rangeGolden() throws {
        let out = html(RangeChart(Self.a11y("hr"), points: Self.heart, previous: Self.previousHeart, normalRange: 60...100,
                                  xTicks: ChartSamples.ticks, unit: "bpm", emptyMessage: "No data for this week").tint(.red))
        #expect(out.contains("chart-range chart-range-previous") && out.contains("chart-range chart-range-current"))
        #expect(occurrences(of: "h0", in: out) == 4) // four days have a mean
        #expect(out.contains("<tspan class=\"chart-unit\"> bpm</tspan>"))
        #expect(out.contains("chart-band"))
        try ChartGolden.check(out, "range.svg")
    }

    @Test("an empty range chart says so and draws no grid")
    func rangeEmpty() throws {
        let out = html(RangeChart(Self.a11y("e"), points: [ChartRangePoint(x: 0, low: nil, high: .nan)], emptyMessage: "No data for this week"))
        #expect(out.contains(">No data for this week</text>") && !out.contains("chart-grid"))
        try ChartGolden.check(out, "range-empty.svg")
    }

    @Test("a single day, negative values and a far normal range: the y range comes from the data, the band is left out")
    func rangeSingleNegative() throws {
        let single = html(RangeChart(Self.a11y("s"), points: [ChartRangePoint(x: 3, low: -12.5, high: -3, mean: -7)], normalRange: 200...300))
        #expect(!single.contains("chart-band"))
        #expect(single.contains("−") || single.contains("-"))
        try ChartGolden.check(single, "range-single-negative.svg")
    }

    @Test("five years of days are merged into at most 400 bars, keeping the extremes")
    func rangeFiveYears() throws {
        let days = (0..<1826).map { d in ChartRangePoint(x: Double(d), low: d == 900 ? 20 : 45, high: d == 1200 ? 190 : 140, mean: 60) }
        let out = html(RangeChart(Self.a11y("y5"), points: days))
        #expect(out.contains("chart-dense"))
        #expect(out.utf8.count < 30_000)
        #expect(out.contains(">200</text>") || out.contains(">190</text>")) // the 190 spike sets the top tick
        #expect(out.contains(">20</text>") || out.contains(">0</text>"))
        #expect(RangeChart.merge(days, limit: 400).count == 400)
        #expect(RangeChart.merge(days, limit: 400).compactMap(\.low).min() == 20)
    }

    // MARK: Stacked

    static let sleep: [ChartStack] = [
        ChartStack(x: 0, values: [1.2, 3.9, 1.6, 0.3]), ChartStack(x: 1, values: [0.9, 4.2, 1.4, 0.5]),
        ChartStack(x: 2, values: [nil, nil, nil, nil]), ChartStack(x: 3, values: [1.4, 3.6, 1.9, nil]),
    ]

    @Test("a stacked chart matches its golden: one path per layer, a filled legend swatch per layer")
    func stackedGolden() throws {
        let out = html(StackedBarChart(Self.a11y("sleep"), layers: StackedBarChart.sleepStages, stacks: Self.sleep, goal: 8,
                                       xTicks: ChartSamples.ticks, unit: "h"))
        for tint in ["tint-indigo", "tint-blue", "tint-cyan", "tint-orange"] {
            #expect(out.contains("class=\"chart-layer \(tint)\""))
            #expect(out.contains("class=\"legend-swatch legend-fill \(tint)\""))
        }
        #expect(occurrences(of: "<path class=\"chart-layer tint-orange\"", in: out) == 1)
        #expect(out.contains(">REM</li>") && out.contains("chart-goal"))
        try ChartGolden.check(out, "stacked.svg")
    }

    @Test("stacked values below zero stack downwards; an empty stacked chart keeps its legend and says so")
    func stackedNegativeAndEmpty() throws {
        let mixed = html(StackedBarChart(Self.a11y("n"), layers: [ChartStackLayer("In", color: .green), ChartStackLayer("Out", color: .red)],
                                         stacks: [ChartStack(x: 0, values: [5, -3]), ChartStack(x: 1, values: [2, -6])]))
        #expect(mixed.contains(">-5</text>") || mixed.contains(">-6</text>") || mixed.contains("−"))
        try ChartGolden.check(mixed, "stacked-negative.svg")
        let empty = html(StackedBarChart(Self.a11y("e"), layers: StackedBarChart.sleepStages, stacks: [], emptyMessage: "No sleep recorded"))
        #expect(empty.contains(">No sleep recorded</text>") && empty.contains("chart-legend") && !empty.contains("chart-grid"))
        try ChartGolden.check(empty, "stacked-empty.svg")
    }

    @Test("a goal far above the data is not drawn and does not squash the bars")
    func stackedFarGoal() {
        let out = html(StackedBarChart(Self.a11y("g"), layers: StackedBarChart.sleepStages, stacks: Self.sleep, goal: 100))
        #expect(!out.contains("chart-goal"))
    }

    // MARK: Heat map

    @Test("civil dates round-trip and weekdays are right")
    func civilDates() {
        #expect(CivilDate(day: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate.dayNumber(year: 2026, month: 12, day: 1) == 20_788)
        #expect(CalendarHeatmap.weekday(20_788) == 1) // 2026-12-01 is a Tuesday
        #expect(CivilDate(day: -1) == CivilDate(year: 1969, month: 12, day: 31))
        for d in stride(from: -800_000, to: 800_000, by: 997) {
            let c = CivilDate(day: d)
            #expect(CivilDate.dayNumber(year: c.year, month: c.month, day: c.day) == d)
        }
    }

    @Test("a month heat map by goal matches its golden: met, not met and missing days")
    func heatmapGoalGolden() throws {
        let start = CivilDate.dayNumber(year: 2026, month: 11, day: 1)
        let days = (0..<30).map { i in ChartDay(day: start + i, value: i % 7 == 3 ? nil : Double(6_000 + (i * 1_337) % 7_000)) }
        let out = html(CalendarHeatmap(Self.a11y("steps"), days: days, goal: 10_000).tint(.green))
        #expect(out.contains("heat-met") && out.contains("heat-unmet") && out.contains("heat-none"))
        #expect(occurrences(of: "h10v10h-10z", in: out) == 30)
        #expect(out.contains(">Nov</text>"))
        try ChartGolden.check(out, "heatmap-month.svg")
    }

    @Test("five years are five year blocks with level classes; values by level; empty says so")
    func heatmapYears() throws {
        let start = CivilDate.dayNumber(year: 2021, month: 1, day: 1)
        let days = (0..<1826).map { i in ChartDay(day: start + i, value: Double(i % 50) - 10) }
        let out = html(CalendarHeatmap(Self.a11y("y"), days: days))
        for year in 2021...2025 { #expect(out.contains(">\(year)</text>")) }
        for level in 0...4 { #expect(out.contains("heat-cell heat-\(level)")) }
        #expect(occurrences(of: "h10v10h-10z", in: out) == 1826)
        #expect(out.utf8.count < 40_000)
        #expect(CalendarHeatmap.level(-10, lo: -10, hi: 39, goal: nil) == "0")
        #expect(CalendarHeatmap.level(39, lo: -10, hi: 39, goal: nil) == "4")
        let empty = html(CalendarHeatmap(Self.a11y("e"), days: [ChartDay(day: 3, value: nil)], emptyMessage: "No data for this year"))
        #expect(empty.contains(">No data for this year</text>") && !empty.contains("heat-cell"))
        try ChartGolden.check(empty, "heatmap-empty.svg")
        let single = html(CalendarHeatmap(Self.a11y("one"), days: [ChartDay(day: start, value: -4)]))
        try ChartGolden.check(single, "heatmap-single.svg")
    }

    // MARK: Intraday

    @Test("an intraday chart matches its golden: 25 hour ticks, a gap over an hour breaks the line, a lone sample is a dot")
    func intradayGolden() throws {
        var samples = (0..<40).map { i in ChartSeriesPoint(x: Double(i) * 900, y: 60 + Double(i % 9)) } // 00:00–09:45
        samples += (56..<80).map { i in ChartSeriesPoint(x: Double(i) * 900, y: 72 + Double(i % 5)) }   // 14:00–19:45
        samples.append(ChartSeriesPoint(x: 23 * 3600, y: 58))
        let out = html(IntradayChart(Self.a11y("day"), samples: samples, normalRange: 50...100, unit: "bpm").tint(.red))
        #expect(occurrences(of: "M", in: ChartSamples.pathData(out, class: "chart-current") ?? "") == 2)
        #expect(ChartSamples.dotData(out, class: "chart-current") != nil)
        #expect(occurrences(of: "v12", in: out) == 20 && occurrences(of: "v24", in: out) == 5)
        #expect(out.contains(">12:00</text>"))
        try ChartGolden.check(out, "intraday.svg")
    }

    @Test("an empty day says so; samples outside the day are ignored; negatives are drawn")
    func intradayEdges() throws {
        let empty = html(IntradayChart(Self.a11y("e"), samples: [ChartSeriesPoint(x: -5, y: 3), ChartSeriesPoint(x: 90_000, y: 4)],
                                       emptyMessage: "No data for this day"))
        #expect(empty.contains(">No data for this day</text>") && !empty.contains("chart-grid"))
        let negative = html(IntradayChart(Self.a11y("n"), samples: [ChartSeriesPoint(x: 3600, y: -2), ChartSeriesPoint(x: 5400, y: -8)],
                                          previous: [ChartSeriesPoint(x: 3600, y: -1), ChartSeriesPoint(x: 7200, y: -4)]))
        #expect(negative.contains("chart-previous chart-previous-dashed"))
        try ChartGolden.check(negative, "intraday-negative.svg")
    }

    @Test("withGaps adds a missing point only after more than the gap since the last value, even before a missing sample")
    func intradayGapPoints() {
        let close = [ChartSeriesPoint(x: 0, y: 1), ChartSeriesPoint(x: 1_800, y: nil), ChartSeriesPoint(x: 3_600, y: 2)]
        #expect(IntradayChart.withGaps(close, gap: 3_600) == close)
        let far = [ChartSeriesPoint(x: 0, y: 1), ChartSeriesPoint(x: 7_200, y: nil), ChartSeriesPoint(x: 7_300, y: 2)]
        #expect(IntradayChart.withGaps(far, gap: 3_600) == [far[0], ChartSeriesPoint(x: 3_600, y: nil), far[1],
                                                            ChartSeriesPoint(x: 3_650, y: nil), far[2]])
        let leadingGap = [ChartSeriesPoint(x: 0, y: nil), ChartSeriesPoint(x: 9_000, y: 3)]
        #expect(IntradayChart.withGaps(leadingGap, gap: 3_600) == leadingGap)
    }

    // MARK: Goal progress

    @Test("a goal ring and bar match their goldens; over the goal is full and marked met")
    func goalProgress() throws {
        let ring = html(GoalProgress(Self.a11y("ring"), value: 8_432, goal: 10_000, label: "8,432 of 10,000 steps").tint(.orange))
        #expect(ring.contains("stroke-dasharray=\"222.52 264\"") && !ring.contains("goal-met")) // 84.32 % of 2π·42
        try ChartGolden.check(ring, "goal-ring.html")
        let bar = html(GoalProgress(Self.a11y("bar"), value: 12_000, goal: 10_000, shape: .bar, label: "12,000 of 10,000 steps"))
        #expect(bar.contains("goal-met") && bar.contains("x2=\"96\" y1=\"4\" y2=\"4\"/><line class=\"goal-fill\" x1=\"4\" x2=\"96\""))
        try ChartGolden.check(bar, "goal-bar.html")
        let none = html(GoalProgress(Self.a11y("n"), value: -3, goal: 10, label: "No steps"))
        #expect(!none.contains("goal-fill") && none.contains("goal-track"))
        let badGoal = html(GoalProgress(Self.a11y("b"), value: 3, goal: 0, label: "3 steps"))
        #expect(!badGoal.contains("<svg") && badGoal.contains(">3 steps</p>"))
    }

    @Test("text in every new chart is escaped")
    func escaping() {
        let evil = "<script>&\""
        let outs = [
            html(StackedBarChart(ChartAccessibility(idPrefix: "x", title: evil, summary: evil), layers: [ChartStackLayer(evil, color: .red)], stacks: [])),
            html(GoalProgress(Self.a11y("g"), value: 1, goal: 2, label: evil)),
            html(CalendarHeatmap(Self.a11y("h"), days: [ChartDay(day: 0, value: 1)], monthNames: Array(repeating: evil, count: 12))),
            html(RangeChart(Self.a11y("r"), points: [], emptyMessage: evil)),
        ]
        for out in outs { #expect(!out.contains("<script>")) }
    }
}
