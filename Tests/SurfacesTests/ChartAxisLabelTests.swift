import Testing
@testable import Surfaces

/// Issue 20, item 1: y labels get exactly the decimals the grid step needs.
@Suite("Chart axis labels")
struct ChartAxisLabelTests {
    @Test("values 2…8 in one week are labelled 0 | 2.5 | 5 | 7.5 | 10, not 0 | 3 | 5 | 8 | 10")
    func stepTwoAndAHalf() {
        let week = [2.0, 3, 4, 5, 6, 7, 8].enumerated().map { ChartSeriesPoint(x: Double($0.offset), y: $0.element) }
        let svg = html(LineChart(ChartAccessibility(idPrefix: "w", title: "t", summary: "s"), points: week))
        let labels = ChartExtremeValueTests.yLabels(svg)
        #expect(Set(labels) == ["0", "2.5", "5", "7.5", "10"], "\(labels)")
    }

    @Test("a 2.5k step gives 2.5k and 7.5k, not 3k and 8k")
    func kiloStep() {
        #expect(ChartLabelFormat.label(2_500, step: 2_500, largest: 10_000) == "2.5k")
        #expect(ChartLabelFormat.label(7_500, step: 2_500, largest: 10_000) == "7.5k")
        #expect(ChartLabelFormat.label(10_000, step: 2_500, largest: 10_000) == "10k")
        #expect(ChartLabelFormat.label(12_250, step: 250, largest: 13_000) == "12.25k")
    }

    @Test("a 0.025 step shows 46.575 with three decimals, not 46.58")
    func threeDecimals() {
        #expect(ChartLabelFormat.label(46.575, step: 0.025, largest: 46.6) == "46.575")
        #expect(ChartLabelFormat.label(46.55, step: 0.025, largest: 46.6) == "46.55")
        #expect(ChartLabelFormat.label(7.5, step: 2.5, largest: 10) == "7.5")
        #expect(ChartLabelFormat.label(0.25, step: 0.25, largest: 1) == "0.25")
    }

    @Test("the decimals a step needs")
    func decimalsNeeded() {
        #expect(ChartLabelFormat.decimalsNeeded(10) == 0)
        #expect(ChartLabelFormat.decimalsNeeded(5) == 0)
        #expect(ChartLabelFormat.decimalsNeeded(2.5) == 1)
        #expect(ChartLabelFormat.decimalsNeeded(0.2) == 1)
        #expect(ChartLabelFormat.decimalsNeeded(0.25) == 2)
        #expect(ChartLabelFormat.decimalsNeeded(0.025) == 3)
    }
}
