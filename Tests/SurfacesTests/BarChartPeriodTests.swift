import Testing
@testable import Surfaces

/// This period's bars and the previous period's differ in more than colour: two paths, the previous one
/// outlined with a light fill, and legend swatches shaped like bars.
@Suite("BarChart periods")
struct BarChartPeriodTests {
    /// Fourteen days: the first seven are last week's, one of them missing.
    static let twoWeeks: [ChartSeriesPoint] = [7_000, 8_100, nil, 9_000, 6_500, 12_000, 5_200,
                                               8_200, 11_400, 9_900, 9_600, 12_800, 4_100, 10_300].enumerated().map {
        ChartSeriesPoint(x: Double($0.offset), y: $0.element)
    }

    func path(_ html: String, _ classes: String) -> String? {
        guard let r = html.range(of: "class=\"\(classes)\" d=\"") else { return nil }
        let rest = html[r.upperBound...]
        return String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
    }

    @Test("bars before currentFrom go to the previous path, the rest to the current one")
    func split() throws {
        let out = html(BarChart(ChartSamples.a11y("p"), points: Self.twoWeeks, currentFrom: 7))
        let previous = try #require(path(out, "chart-bars chart-bars-previous"))
        let current = try #require(path(out, "chart-bars"))
        #expect(previous.filter { $0 == "M" }.count == 6, "six of last week's days have a value")
        #expect(current.filter { $0 == "M" }.count == 7)
        // The previous path comes first, so this week's bars are drawn over it.
        let p = try #require(out.range(of: "chart-bars-previous")), c = try #require(out.range(of: "class=\"chart-bars\""))
        #expect(p.lowerBound < c.lowerBound)
    }

    @Test("without currentFrom every bar is current, and a period with no previous values draws no previous path")
    func noSplit() {
        let all = html(BarChart(ChartSamples.a11y("a"), points: Self.twoWeeks))
        #expect(!all.contains("chart-bars-previous"))
        #expect(path(all, "chart-bars")?.filter { $0 == "M" }.count == 13)
        let onlyCurrent = html(BarChart(ChartSamples.a11y("c"), points: Array(Self.twoWeeks[7...]), currentFrom: 0))
        #expect(!onlyCurrent.contains("chart-bars-previous"))
        let nonFinite = html(BarChart(ChartSamples.a11y("n"), points: Self.twoWeeks, currentFrom: .nan))
        #expect(!nonFinite.contains("chart-bars-previous"), "a NaN boundary draws every bar as current")
    }

    @Test("the stylesheet draws previous bars outlined and lightly filled, current bars solid in the text tint, and bar swatches to match")
    func styles() {
        let css = ChartStyles.css
        #expect(css.contains(".chart-bars{fill:var(--cs-tint-text)}"))
        #expect(css.contains(".chart-bars.chart-bars-previous{fill:var(--cs-tint-text);fill-opacity:.28;stroke:var(--cs-tint-text)"))
        #expect(css.contains(".legend-bars-current,.legend-bars-previous{width:.75rem;height:.75rem"))
        #expect(css.contains(".legend-bars-previous{border:1.5px solid var(--cs-tint-text)"))
    }

    @Test("legend entries for bars use bar swatches")
    func legend() {
        let card = html(MetricChartCard(tint: .orange, legend: [MetricLegendItem(.previousBars, "Daily total, Nov 16–22"),
                                                               MetricLegendItem(.currentBars, "Daily total, Nov 23–29")]) { EmptyView() })
        #expect(card.contains("<span class=\"legend-swatch legend-bars-previous\" aria-hidden=\"true\"></span>Daily total, Nov 16–22"))
        #expect(card.contains("<span class=\"legend-swatch legend-bars-current\" aria-hidden=\"true\"></span>Daily total, Nov 23–29"))
    }
}
