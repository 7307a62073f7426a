import Testing
@testable import Localization
import Surfaces

/// A heat map's top row is the first day of the week of the page's language (CLDR week data): Sunday in English,
/// Chinese and Japanese, Monday in German, French and Spanish. ISO weeks elsewhere stay Monday to Sunday.
@Suite struct HeatmapFirstWeekdayTests {
    /// 2026-11-29, a Sunday, as days since 1970-01-01.
    static let sunday = 20_786

    func svg(_ firstWeekday: Int) -> String {
        renderHTMLString(CalendarHeatmap(ChartAccessibility(idPrefix: "h", title: "t", summary: "s"),
                                         days: [ChartDay(day: Self.sunday, value: 1)], firstWeekday: firstWeekday))
    }

    @Test func sundayIsTheTopRowWhenTheWeekStartsOnSunday() {
        // Cells are at x = 34 (the first week) and y = 14 + row × 12.
        #expect(svg(1).contains("M34 14"), "Sunday first: the top row")
        #expect(svg(2).contains("M34 86"), "Monday first: Sunday is the bottom row")
        #expect(svg(9) == svg(2), "an impossible weekday keeps Monday")
    }

    @Test func languagesTakeCLDRsFirstWeekday() {
        let set = LocalizerSet.builtIn
        #expect(set.localizer(for: "en").firstWeekday == 1)
        #expect(set.localizer(for: "en-GB").firstWeekday == 2)
        #expect(set.localizer(for: "zh-CN").firstWeekday == 1)
        #expect(set.localizer(for: "ja").firstWeekday == 1)
        #expect(set.localizer(for: "de").firstWeekday == 2)
        #expect(set.localizer(for: "fr").firstWeekday == 2)
        #expect(set.localizer(for: "es").firstWeekday == 2)
    }
}
