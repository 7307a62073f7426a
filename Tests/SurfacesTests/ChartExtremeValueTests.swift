import Foundation
import Testing
@testable import Surfaces

/// Charts fed extreme but valid series (and some invalid ones): they never trap or loop, and every
/// number they write into the SVG is finite, plain (no `nan`, `inf` or exponent) and bounded.
@Suite("Charts with extreme values")
struct ChartExtremeValueTests {
    /// Named series: huge spans, all-equal values, a single point, tiny values, non-finite values.
    static let series: [(String, [ChartSeriesPoint])] = [
        ("±1e300", points([1e300, -1e300, 1e300])),
        ("±1.7e308", points([1.7e308, -1.7e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])),
        ("all equal", points([52, 52, 52, 52])),
        ("all equal huge", points([1e300, 1e300])),
        ("single point", points([7])),
        ("tiny", points([1e-300, 2e-300, 5e-324])),
        ("tiny span", points([1, 1 + 1e-12, 1 + 2e-12])),
        ("non-finite", points([.nan, .infinity, -.infinity, 3])),
        ("only non-finite", points([.nan, .infinity])),
        ("negative zero", points([-0.0, 0, -0.0])),
        ("huge x", [ChartSeriesPoint(x: -1.7e308, y: 1), ChartSeriesPoint(x: 1.7e308, y: 2),
                    ChartSeriesPoint(x: .infinity, y: 3), ChartSeriesPoint(x: .nan, y: 4)]),
        ("empty", []),
    ]

    static func points(_ values: [Double]) -> [ChartSeriesPoint] {
        values.enumerated().map { ChartSeriesPoint(x: Double($0.offset), y: $0.element) }
    }

    static var names: [String] { series.map(\.0) }

    static func named(_ name: String) -> [ChartSeriesPoint] {
        series.first { $0.0 == name }?.1 ?? []
    }

    /// Every attribute value of `svg` that holds coordinates must be plain finite numbers.
    static func checkNumbers(_ svg: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lower = svg.lowercased()
        #expect(!lower.contains("nan") && !lower.contains("inf"), "\(name): \(svg)", sourceLocation: sourceLocation)
        let attribute = try! NSRegularExpression(pattern: " (x|y|x1|x2|y1|y2|width|height|d)=\"([^\"]*)\"")
        let range = NSRange(svg.startIndex..., in: svg)
        var count = 0
        for match in attribute.matches(in: svg, range: range) {
            guard let r = Range(match.range(at: 2), in: svg) else { continue }
            let value = String(svg[r])
            // Path data: commands and numbers; other attributes: a number, maybe with `%`.
            let tokens = value.split { "MLVHhvzZ% ".contains($0) }
            for token in tokens {
                count += 1
                guard let number = Double(token), number.isFinite, number.magnitude <= 1e12, !token.contains("e") else {
                    Issue.record("\(name): `\(token)` in \(value)", sourceLocation: sourceLocation)
                    return
                }
            }
        }
        #expect(count > 0 || !svg.contains("<path"), "\(name): no coordinates found", sourceLocation: sourceLocation)
    }

    /// The y labels of a chart, in order.
    static func yLabels(_ svg: String) -> [String] {
        guard let start = svg.range(of: "<g class=\"chart-y-labels\"") else { return [] }
        var labels: [String] = []
        var rest = svg[start.upperBound...]
        while let open = rest.range(of: "dy=\"-4\">"), let close = rest.range(of: "</text>", range: open.upperBound..<rest.endIndex) {
            labels.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return labels
    }

    @Test(arguments: names)
    func lineChartsStayFinite(_ name: String) {
        let points = Self.named(name)
        let chart = LineChart(ChartAccessibility(idPrefix: "x", title: name, summary: name), points: points,
                              previous: points.reversed(), goal: points.last?.y,
                              xTicks: [ChartTick(x: 0, label: "start"), ChartTick(x: .nan, label: "not a place")])
        let svg = html(chart)
        Self.checkNumbers(svg, name)
        let labels = Self.yLabels(svg)
        #expect(!labels.isEmpty && labels.count <= 21 && Set(labels).count == labels.count, "\(name): y labels: \(labels)")
    }

    @Test func hugeGoalsAndBandsStayFinite() {
        let chart = LineChart(ChartAccessibility(idPrefix: "x", title: "t", summary: "s"), points: Self.points([52, 53]),
                              goal: 1.7e308, normalRange: -1e300...1e300)
        Self.checkNumbers(html(chart), "band")
        let nonFinite = LineChart(ChartAccessibility(idPrefix: "x", title: "t", summary: "s"), points: Self.points([52, 53]),
                                  goal: .nan, normalRange: -.infinity...Double.infinity)
        let svg = html(nonFinite)
        Self.checkNumbers(svg, "non-finite band")
        #expect(!svg.contains("chart-band") && !svg.contains("chart-goal"))
    }

    @Test(arguments: names)
    func barChartsStayFinite(_ name: String) {
        let svg = html(BarChart(ChartAccessibility(idPrefix: "x", title: name, summary: name), points: Self.named(name), goal: 1e300))
        Self.checkNumbers(svg, name)
    }

    @Test(arguments: names)
    func sparklinesStayFinite(_ name: String) {
        let points = Self.named(name)
        let svg = html(Sparkline(ChartAccessibility(idPrefix: "x", title: name, summary: name), points: points,
                                 previous: points, xDomain: -1.7e308...1.7e308))
        Self.checkNumbers(svg, name)
    }

    @Test func hugeSpansGetDistinctExactLabels() {
        let svg = html(LineChart(ChartAccessibility(idPrefix: "x", title: "t", summary: "s"), points: Self.points([1e300, -1e300])))
        let labels = Self.yLabels(svg)
        #expect(labels == ["\u{2212}2e300", "\u{2212}1e300", "0", "1e300", "2e300"], "\(labels)")
        let big = html(BarChart(ChartAccessibility(idPrefix: "x", title: "t", summary: "s"), points: Self.points([2e18, 1e18])))
        #expect(Self.yLabels(big) == ["0", "1e18", "2e18", "3e18"], "\(Self.yLabels(big))")
        // Steps finer than the power of ten get decimals.
        let fine = html(LineChart(ChartAccessibility(idPrefix: "x", title: "t", summary: "s"), points: Self.points([1.2e18, 1.1e18])))
        #expect(Self.yLabels(fine) == ["1.05e18", "1.1e18", "1.15e18", "1.2e18", "1.25e18"],
                "\(Self.yLabels(fine))")
    }

    @Test func everydayLabelsAreUnchanged() {
        #expect(ChartLabelFormat.label(5000, step: 2500, largest: 10_000) == "5k")
        #expect(ChartLabelFormat.label(52.5, step: 2.5, largest: 60) == "52.5")
        #expect(ChartLabelFormat.label(0.5, step: 0.5, largest: 1) == "0.5")
        #expect(ChartLabelFormat.label(0.05, step: 0.05, largest: 0.2) == "0.05")
        #expect(ChartLabelFormat.label(0, step: 2500, largest: 10_000) == "0")
        // Tiny steps and huge axes use powers of ten.
        #expect(ChartLabelFormat.label(0.002, step: 0.001, largest: 0.004) == "0.002")
        #expect(ChartLabelFormat.label(-3e20, step: 1e20, largest: 5e20) == "\u{2212}3e20")
        #expect(ChartLabelFormat.label(.nan, step: 1, largest: 1) == "0")
    }

    @Test func scalesStayFiniteAndOrdered() {
        for (name, points) in Self.series {
            let values = points.compactMap(\.y)
            for nice in [true, false] {
                let scale = ChartScale(xs: ChartScale.xExtent([points.filter { $0.x.isFinite }]), values: values,
                                       includeZero: nice, tickCount: 4, nice: nice)
                #expect(scale.yMin.isFinite && scale.yMax.isFinite && scale.yMin < scale.yMax, "\(name): \(scale.yMin)…\(scale.yMax)")
                #expect(scale.yTicks.allSatisfy(\.isFinite) && scale.yTicks.count <= 21, "\(name)")
                for v in values {
                    #expect(scale.plotY(v).isFinite && scale.plotX(v).isFinite, "\(name): \(v)")
                }
            }
        }
        // A span that overflows when subtracted still maps its ends to the plot's edges.
        #expect(ChartScale.fraction(1.7e308, -1.7e308, 1.7e308) == 1)
        #expect(ChartScale.fraction(-1.7e308, -1.7e308, 1.7e308) == 0)
        #expect(ChartScale.fraction(0, -1.7e308, 1.7e308) == 0.5)
    }

    @Test func coordinatesNeverOverflowTheWriter() {
        var buffer = HTMLBuffer(capacity: 64)
        for v in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, -0.0, 5e-324] {
            buffer.write(number: v, decimals: 4)
            buffer.write(byte: UInt8(ascii: " "))
        }
        #expect(buffer.string == "0 0 0 1000000000000 -1000000000000 1000000000000 0 0 ")
    }
}
