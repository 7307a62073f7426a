import Testing
@testable import Localization
@testable import Site
@testable import Surfaces

/// Chart axes in the page's language: CLDR compact units and separators per language, English unchanged.
@Suite("Chart axes in the page's language")
struct ChartAxisLanguageTests {
    static func style(_ tag: String) -> AxisNumberStyle {
        MetricPageContent.axisNumberStyle(for: LocalizerSet.builtIn.localizer(for: tag))
    }

    /// The y labels of an axis over `values` (four nice ticks), joined by ` | `.
    static func axis(_ tag: String, _ values: [Double]) -> String {
        let scale = ChartScale(xs: (0, 1), values: values, includeZero: true, tickCount: 4, nice: true)
        let largest = scale.yTicks.map(\.magnitude).max() ?? 0
        return scale.yTicks.map { ChartLabelFormat.label($0, step: scale.yStep, largest: largest, style: style(tag)) }
            .joined(separator: " | ")
    }

    static func label(_ tag: String, _ value: Double, step: Double, largest: Double) -> String {
        ChartLabelFormat.label(value, step: step, largest: largest, style: style(tag))
    }

    @Test("a 0–20,000 axis in each language, as CLDR's compact short form writes it")
    func thousands() {
        #expect(Self.axis("en", [0, 20_000]) == "0 | 10k | 20k | 30k")
        #expect(Self.axis("zh-CN", [0, 20_000]) == "0 | 1万 | 2万 | 3万")
        #expect(Self.axis("zh-TW", [0, 20_000]) == "0 | 1萬 | 2萬 | 3萬")
        #expect(Self.axis("ja", [0, 20_000]) == "0 | 1万 | 2万 | 3万")
        #expect(Self.axis("de", [0, 20_000]) == "0 | 10.000 | 20.000 | 30.000")
        #expect(Self.axis("fr", [0, 20_000]) == "0 | 10\u{A0}k | 20\u{A0}k | 30\u{A0}k")
        #expect(Self.axis("es", [0, 20_000]) == "0 | 10\u{A0}mil | 20\u{A0}mil | 30\u{A0}mil")
    }

    @Test("English is byte for byte Cardstock's own style")
    func englishUnchanged() {
        let english = Self.style("en")
        #expect(english == .english)
        for (value, step, largest) in [(12_250.0, 250.0, 13_000.0), (5_000, 1_000, 6_000), (1.5e6, 5e5, 2e6), (-5, 5, 10), (5e-10, 1e-10, 1e-9),
                                       (2.5e18, 1e18, 5e18), (1_005_000, 5_000, 1_010_000)] {
            #expect(ChartLabelFormat.label(value, step: step, largest: largest, style: english)
                        == ChartLabelFormat.label(value, step: step, largest: largest))
        }
        #expect(Self.label("en", 12_250, step: 250, largest: 13_000) == "12.25k")
        #expect(Self.label("en", 5e-10, step: 1e-10, largest: 1e-9) == "5e-10")
    }

    @Test("decimal separators, millions and billions by CLDR")
    func decimalsAndLargeUnits() {
        #expect(Self.label("de", 2.5, step: 0.5, largest: 3) == "2,5")
        #expect(Self.label("fr", 2.5, step: 0.5, largest: 3) == "2,5")
        #expect(Self.label("zh-CN", 2.5, step: 0.5, largest: 3) == "2.5")
        #expect(Self.label("de", 1.5e6, step: 5e5, largest: 2e6) == "1,5\u{A0}Mio.")
        #expect(Self.label("zh-CN", 1.5e6, step: 5e5, largest: 2e6) == "150万")
        #expect(Self.label("ja", 1.5e6, step: 5e5, largest: 2e6) == "150万")
        #expect(Self.label("fr", 1.5e6, step: 5e5, largest: 2e6) == "1,5\u{A0}M")
        #expect(Self.label("zh-CN", 2.5e9, step: 5e8, largest: 3e9) == "25亿")
        #expect(Self.label("ja", 2.5e9, step: 5e8, largest: 3e9) == "25億")
        #expect(Self.label("de", 2.5e9, step: 5e8, largest: 3e9) == "2,5\u{A0}Mrd.")
        #expect(Self.label("es", 2.5e9, step: 5e8, largest: 3e9) == "2500\u{A0}M")  // CLDR es: 10⁹ is "1000 M"
        #expect(Self.label("de", 1.5e12, step: 5e11, largest: 2e12) == "1,5\u{A0}Bio.")
    }

    @Test("plain labels group as compact notation does: four digits stay whole, five are grouped")
    func grouping() {
        #expect(Self.label("zh-CN", 12_250, step: 250, largest: 13_000) == "12,250")
        #expect(Self.label("de", 12_250, step: 250, largest: 13_000) == "12.250")
        #expect(Self.label("fr", 12_250, step: 250, largest: 13_000) == "12,25\u{A0}k")
        #expect(Self.label("de", 5_000, step: 1_000, largest: 6_000) == "5000")
        #expect(Self.label("zh-CN", 5_000, step: 1_000, largest: 6_000) == "5000")
        #expect(Self.label("fr", 5_000, step: 1_000, largest: 6_000) == "5\u{A0}k")
    }

    @Test("the language's minus sign and exponent symbol; zero has no sign")
    func signsAndExponents() {
        #expect(Self.label("de", -5, step: 5, largest: 10) == "-5")
        #expect(Self.label("de", -0.00001, step: 1, largest: 10) == "0")
        #expect(Self.label("de", 2.5e18, step: 5e17, largest: 5e18) == "2,5E18")
        #expect(Self.label("zh-CN", 5e-10, step: 1e-10, largest: 1e-9) == "5E-10")
    }

    @Test("a bar chart under the environment value writes its axis in that language")
    func environmentReachesTheChart() {
        let chart = BarChart(ChartAccessibility(idPrefix: "s", title: "步数", summary: "步数"),
                             points: (0..<7).map { ChartSeriesPoint(x: Double($0), y: Double(8_000 + $0 * 1_500)) })
        let chinese = renderHTMLString(chart.axisNumberStyle(Self.style("zh-CN")))
        let english = renderHTMLString(chart)
        #expect(chinese.contains(">1万<") && chinese.contains(">2万<") && !chinese.contains("k<"), "\(chinese)")
        #expect(english.contains(">10k<") && english.contains(">20k<"), "\(english)")
    }

    @Test("heat-map month names come from CLDR (abbreviated, standing alone); English keeps Jan…Dec")
    func monthNames() {
        func months(_ tag: String) -> [String] { MetricPageContent.monthAbbreviations(MetricText(localizer: LocalizerSet.builtIn.localizer(for: tag))) }
        #expect(months("en") == CalendarHeatmap.englishMonths)
        #expect(months("zh-CN")[10] == "11月" && months("zh-CN")[0] == "1月")
        #expect(months("ja")[10] == "11月")
        #expect(months("de")[10] == "Nov" && months("de")[2] == "Mär")
        #expect(months("fr")[10] == "nov." && months("fr")[1] == "févr.")
        #expect(months("es")[10] == "nov")
        let heat = renderHTMLString(CalendarHeatmap(ChartAccessibility(idPrefix: "h", title: "t", summary: "s"),
                                          days: [ChartDay(day: 20_758, value: 3)], monthNames: months("zh-CN")))
        #expect(heat.contains(">11月<"), "\(heat)")
    }
}
