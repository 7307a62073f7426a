import Testing
import Localization
import Metrics
@testable import Site
import Surfaces

/// Heat-map weekday and month labels in the page's language: CLDR's narrow weekday forms at the start of the
/// rows (the language's first weekday on top) and abbreviated month names above the weeks.
@Suite struct HeatmapLabelTests {
    static func heatmap(_ language: String) -> String {
        let text = HealthVisualsGolden.text(language)
        let start = CalendarDay(parsing: "2026-10-01")!.daysSinceEpoch
        let days = (0..<61).map { ChartDay(day: start + $0, value: Double(($0 * 37) % 11)) }
        return renderHTMLString(CalendarHeatmap(ChartAccessibility(idPrefix: "h", title: "Steps", summary: ""), days: days,
                                                monthNames: MetricPageContent.monthAbbreviations(text),
                                                firstWeekday: text.localizer.firstWeekday,
                                                weekdayNames: MetricPageContent.weekdayNarrow(text)))
    }

    static func weekdays(_ svg: String) -> [String] {
        let group = svg.components(separatedBy: "<g class=\"heat-weekdays\" text-anchor=\"end\">")[1].components(separatedBy: "</g>")[0]
        return group.components(separatedBy: "</text>").dropLast().map { String($0[$0.range(of: ">", options: .backwards)!.upperBound...]) }
    }

    @Test("English: Sunday on top, narrow weekdays, Oct and Nov")
    func english() throws {
        let svg = Self.heatmap("en")
        #expect(Self.weekdays(svg) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(svg.contains(">Oct</text>") && svg.contains(">Nov</text>"))
        try HealthVisualsGolden.check(svg, "heatmap-labels-en.svg")
    }

    @Test("Chinese: 日 on top (zh-CN starts on Sunday), 10月 and 11月")
    func chinese() throws {
        let svg = Self.heatmap("zh-CN")
        #expect(Self.weekdays(svg) == ["日", "一", "二", "三", "四", "五", "六"])
        #expect(svg.contains(">10月</text>") && svg.contains(">11月</text>"))
        try HealthVisualsGolden.check(svg, "heatmap-labels-zh.svg")
    }

    @Test("German: Monday on top, M D M D F S S, Okt. and Nov.")
    func german() throws {
        let svg = Self.heatmap("de")
        #expect(Self.weekdays(svg) == ["M", "D", "M", "D", "F", "S", "S"])
        #expect(svg.contains(">Okt.</text>") || svg.contains(">Okt</text>"))
        try HealthVisualsGolden.check(svg, "heatmap-labels-de.svg")
        #expect(MetricCardFactory.goalPercent(15_200, of: 10_000, text: HealthVisualsGolden.text("de")) == "152\u{A0}%")
        #expect(MetricCardFactory.goalPercent(8_432, of: 10_000, text: HealthVisualsGolden.text("zh-CN")) == "84%")
        #expect(MetricCardFactory.goalPercent(10_000, of: 10_000, text: HealthVisualsGolden.text("en")) == "100%")
        #expect(MetricCardFactory.goalPercent(nil, of: 10_000, text: HealthVisualsGolden.text("en")) == nil)
    }
}
