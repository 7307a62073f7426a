import Localization
import Metrics
import Surfaces
import Testing
@testable import Site

/// Comparisons over unequal coverage in words: a partly covered period says how many of its days have data (in
/// every built-in language), a `sum` metric's daily averages say so, and highlights show daily averages as such.
@Suite struct CoverageComparisonTests {
    static let metadata = MetricMetadata(unit: "steps", aggregation: .sum, goodDirection: .higher)

    /// Steps a day from `from` to 2026-11-29: 1,000 a day, 1,500 a day from `raise` on.
    static func csv(from: CalendarDay, raise: CalendarDay) -> String {
        var out = "date,steps\n", d = from
        let end = CalendarDay(year: 2026, month: 11, day: 29) ?? from
        while d <= end {
            out += "\(d.description),\(d >= raise ? 1_500 : 1_000)\n"
            d = d.adding(days: 1)
        }
        return out
    }

    static func file(_ csv: String) throws -> MetricFile {
        try MetricFile.parse(Array(csv.utf8), path: "m.csv", metadata: metadata, name: "m")
    }

    static func card(_ file: MetricFile, _ period: String, text: MetricText = .english) throws -> MetricCardModel {
        try card(file, try #require(ReportPeriod(parsing: period)), text: text)
    }

    static func card(_ file: MetricFile, _ period: ReportPeriod, text: MetricText = .english) throws -> MetricCardModel {
        let factory = MetricCardFactory(file: file, column: 0, title: "Steps", period: period, text: text)
        return try #require(factory.model(style: .regular, tint: .orange, destination: "m/", idPrefix: "m"))
    }

    static func text(_ language: String) -> MetricText {
        language == "en" ? .english : MetricText(localizer: LocalizerSet.builtIn.localizer(for: language))
    }

    @Test func aPartlyCoveredWeekSaysHowManyDaysHaveDataInEveryLanguage() throws {
        // Data from Friday 2026-11-20 on: 3 days of 2026-W47, 7 of 2026-W48.
        let file = try Self.file(Self.csv(from: try #require(CalendarDay(year: 2026, month: 11, day: 20)),
                                          raise: try #require(CalendarDay(year: 2026, month: 11, day: 23))))
        let expected = [
            "en": "Last week: data on only 3 of 7 days",
            "zh-CN": "上周只有 3 天的数据（共 7 天）",
            "zh-TW": "上週只有 3 天的資料（共 7 天）",
            "ja": "先週のデータは7日中3日分のみ",
            "de": "In der Vorwoche: nur an 3 von 7 Tagen Daten",
            "fr": "La semaine dernière\u{A0}: des données pour seulement 3 jours sur 7",
            "es": "La semana pasada: solo hay datos de 3 de 7 días",
        ]
        for (language, line) in expected.sorted(by: { $0.key < $1.key }) {
            let card = try Self.card(file, "2026-W48", text: Self.text(language))
            #expect(card.changeText == line, "\(language)")
            #expect(card.assessment == .neutral && card.changeDirection == .flat, "\(language)")
        }
        // The statistics say the same, with no percentage.
        let page = MetricPageContent(file: file, column: 0, title: "Steps", period: try #require(ReportPeriod(parsing: "2026-W48")), idPrefix: "m")
        #expect(page.statistics.contains(MetricStatistic(label: "Change", value: "Last week: data on only 3 of 7 days")))
        #expect(!page.statistics.contains { $0.label == "Change in percent" })
        #expect(try Self.card(file, "2026-W48").valueText == "10,500")
    }

    @Test func aLongPeriodComparesDailyAveragesInWords() throws {
        // 1,000 a day from 2026-06-01, 1,500 a day over the last 60 days (Oct 1 – Nov 29).
        let file = try Self.file(Self.csv(from: try #require(CalendarDay(year: 2026, month: 6, day: 1)),
                                          raise: try #require(CalendarDay(year: 2026, month: 10, day: 1))))
        let period = ReportPeriod(from: try #require(CalendarDay(year: 2026, month: 10, day: 1)),
                                  to: try #require(CalendarDay(year: 2026, month: 11, day: 29)))
        let card = try Self.card(file, period)
        #expect(card.valueText == "90,000") // the total, as before
        #expect(card.changeText == "Daily average: 500\u{A0}steps higher than the 60 days before")
        #expect(card.assessment == .improved)
        let chinese = try Self.card(file, period, text: Self.text("zh-CN"))
        #expect(chinese.changeText == "日均比之前的60天多 500\u{A0}steps")
        let page = MetricPageContent(file: file, column: 0, title: "Steps", period: period, idPrefix: "m")
        #expect(page.statistics.contains(MetricStatistic(label: "Change in percent", value: "+50%")))
        #expect(page.statistics.contains(MetricStatistic(label: "Total, Oct 1 – Nov 29", value: "90,000\u{A0}steps")))
    }

    @Test func aHighlightOfDailyAveragesShowsThemAsSuch() throws {
        // Data from Tuesday 2026-11-17: 6 days of the week before (not partly covered), 7 of this one.
        let file = try Self.file(Self.csv(from: try #require(CalendarDay(year: 2026, month: 11, day: 17)),
                                          raise: try #require(CalendarDay(year: 2026, month: 11, day: 23))))
        let period = try #require(ReportPeriod(parsing: "2026-W48"))
        let highlights = MetricHighlights(series: file.series, column: 0, metadata: file.metadata).highlights(for: period)
        let change = try #require(highlights.first)
        let sentence = MetricText.english.sentence(change, unit: "steps")
        #expect(sentence == "Higher this week than last week: 1,500\u{A0}steps a day against 1,000\u{A0}steps a day.")
    }
}
