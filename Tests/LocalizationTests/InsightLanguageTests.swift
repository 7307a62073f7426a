import Foundation
import Testing
@testable import Metrics
@testable import Site
import Localization
import Surfaces

/// Highlights and Trends in every built-in language: each rule's sentence, "no highlight" and "no trend" (and
/// not enough data), with the language's CLDR numbers and dates, read as a native reader would write them.
@Suite("Highlights and Trends in seven languages")
struct InsightLanguageTests {
    static let languages = ["en", "zh-CN", "zh-TW", "ja", "de", "fr", "es"]
    static let start = CalendarDay(year: 2025, month: 1, day: 1)!

    /// A daily series from `start` with one sample at noon UTC per value.
    static func file(_ values: [Double?], unit: String, aggregation: Aggregation = .mean, goal: Double? = nil,
                     good: GoodDirection? = nil) -> MetricFile {
        let times = values.indices.map { start.adding(days: $0).midnightUTC + 43_200 }
        let series = MetricSeries(name: "m", columns: ["value"], times: times, values: [values])
        return MetricFile(series: series, metadata: MetricMetadata(unit: unit, aggregation: aggregation, goodDirection: good, goal: goal))
    }

    static func factory(_ file: MetricFile, _ language: String) -> MetricInsightFactory {
        MetricInsightFactory(file: file, column: 0, title: "M", tint: .accentColor,
                             text: MetricText(localizer: LocalizerSet.builtIn.localizer(for: language)), idPrefix: "m")
    }

    static func lastWeek(_ file: MetricFile) -> ReportPeriod {
        ReportPeriod.latest(days: 7, endingOn: file.series.asOf!)
    }

    /// The sentences of every rule in one language: change (sum, the average first), record, streak, none,
    /// trend up, no trend, not enough data.
    static func sentences(_ language: String) -> [String: String] {
        var out: [String: String] = [:]
        let change = file(Array(repeating: 8_000, count: 28) + Array(repeating: 9_600.5, count: 7), unit: "steps", aggregation: .sum)
        out["change"] = factory(change, language).highlightModels(for: lastWeek(change)).map(\.sentence).joined(separator: " | ")
        var recordValues: [Double?] = (0..<100).map { 50 + Double($0 % 5) }
        recordValues[99] = 71
        let record = file(recordValues, unit: "bpm")
        out["record"] = factory(record, language).highlightModels(for: lastWeek(record)).first?.sentence
        let streak = file((0..<100).map { $0 % 2 == 0 ? 5 : 20 } + [12, 12, 10, 13.25], unit: "km", goal: 10)
        out["streak"] = factory(streak, language).highlightModels(for: lastWeek(streak)).first?.sentence
        let level = file(Array(repeating: 7.5, count: 200), unit: "h")
        #expect(factory(level, language).highlightModels(for: lastWeek(level)).isEmpty)
        out["none"] = factory(level, language).noHighlightsModel(for: lastWeek(level)).sentence
        let earlier: [Double?] = (0..<364).map { $0 % 2 == 0 ? 5_000 : 7_000 } + [nil]
        let up = file(earlier + Array(repeating: 6_750, count: 90), unit: "steps")
        out["trend_up"] = factory(up, language).trendModel(endingOn: up.series.asOf!).sentence
        let flat = file(earlier + Array(repeating: 6_250, count: 90), unit: "steps")
        out["trend_none"] = factory(flat, language).trendModel(endingOn: flat.series.asOf!).sentence
        out["trend_not_enough"] = factory(level, language).trendModel(endingOn: level.series.asOf!).sentence
        return out
    }

    /// What each rule says, by language (read and checked by hand: word order, CLDR grouping and dates).
    static let expected: [String: [String: String]] = [
        "en": [
            "change": "Higher in the 7 days to Feb 4 than the average of the 4 previous 7-day spans: 67,204\u{A0}steps against 56,000\u{A0}steps. | Higher in the 7 days to Feb 4 than the 7 days before: 67,204\u{A0}steps against 56,000\u{A0}steps.",
            "none": "No highlights in the 7 days to Jul 19.",
            "record": "Highest day in a year: 71\u{A0}bpm on Apr 10.",
            "streak": "Goal of 10\u{A0}km met 5 days in a row, through Apr 14.",
            "trend_none": "No trend: the 90-day average, 6,250\u{A0}steps, is about the same as the average of the 365 days before, 6,000\u{A0}steps.",
            "trend_not_enough": "No trend yet: a trend needs data on at least 30 of the last 90 days and 120 of the 365 days before.",
            "trend_up": "Trending up: the 90-day average, 6,750\u{A0}steps, is above the average of the 365 days before, 6,000\u{A0}steps.",
        ],
        "zh-CN": [
            "change": "截至2月4日的7天高于之前 4 个7天周期的平均：67,204\u{A0}steps，对比 56,000\u{A0}steps。 | 截至2月4日的7天高于之前的7天：67,204\u{A0}steps，对比 56,000\u{A0}steps。",
            "none": "截至7月19日的7天没有突出的变化。",
            "record": "一年来最高的一天：4月10日，71\u{A0}bpm。",
            "streak": "连续 5 天达到目标 10\u{A0}km，截至4月14日。",
            "trend_none": "没有明显趋势：近 90 天平均 6,250\u{A0}steps，与此前 365 天的平均 6,000\u{A0}steps 基本持平。",
            "trend_not_enough": "数据不足，暂无趋势：需要近 90 天中至少 30 天、此前 365 天中至少 120 天有数据。",
            "trend_up": "呈上升趋势：近 90 天平均 6,750\u{A0}steps，高于此前 365 天的平均 6,000\u{A0}steps。",
        ],
        "zh-TW": [
            "change": "截至2月4日的7天高於之前 4 個7天週期的平均：67,204\u{A0}steps，對比 56,000\u{A0}steps。 | 截至2月4日的7天高於之前的7天：67,204\u{A0}steps，對比 56,000\u{A0}steps。",
            "none": "截至7月19日的7天沒有突出的變化。",
            "record": "一年來最高的一天：4月10日，71\u{A0}bpm。",
            "streak": "連續 5 天達到目標 10\u{A0}km，截至4月14日。",
            "trend_none": "沒有明顯趨勢：近 90 天平均 6,250\u{A0}steps，與此前 365 天的平均 6,000\u{A0}steps 大致持平。",
            "trend_not_enough": "資料不足，暫無趨勢：需要近 90 天中至少 30 天、此前 365 天中至少 120 天有資料。",
            "trend_up": "呈上升趨勢：近 90 天平均 6,750\u{A0}steps，高於此前 365 天的平均 6,000\u{A0}steps。",
        ],
        "ja": [
            "change": "2月4日までの7日間は直前の7日間4回分の平均を上回りました：67,204\u{A0}steps（直前の7日間4回分の平均は56,000\u{A0}steps）。 | 2月4日までの7日間はその前の7日間を上回りました：67,204\u{A0}steps（その前の7日間は56,000\u{A0}steps）。",
            "none": "7月19日までの7日間は特に目立った変化はありません。",
            "record": "この1年で最も高い日：4月10日、71\u{A0}bpm。",
            "streak": "4月14日まで5日連続で目標の10\u{A0}kmを達成しました。",
            "trend_none": "傾向なし：直近90日間の平均は6,250\u{A0}stepsで、その前の365日間の平均6,000\u{A0}stepsとほぼ同じです。",
            "trend_not_enough": "まだ傾向は出せません：直近90日間のうち30日以上、その前の365日間のうち120日以上のデータが必要です。",
            "trend_up": "上昇傾向：直近90日間の平均は6,750\u{A0}stepsで、その前の365日間の平均6,000\u{A0}stepsを上回っています。",
        ],
        "de": [
            "change": "In den 7 Tagen bis 4. Feb. höher als im Durchschnitt der 4 vorigen Zeiträume von 7 Tagen: 67.204\u{A0}steps (Vergleichswert 56.000\u{A0}steps). | In den 7 Tagen bis 4. Feb. höher als in den 7 Tagen davor: 67.204\u{A0}steps (Vergleichswert 56.000\u{A0}steps).",
            "none": "In den 7 Tagen bis 19. Juli keine Auffälligkeiten.",
            "record": "Höchster Tageswert seit einem Jahr: 71\u{A0}bpm am 10. Apr.",
            "streak": "Ziel von 10\u{A0}km an 5 Tagen in Folge erreicht, zuletzt am 14. Apr.",
            "trend_none": "Kein Trend: Der Durchschnitt der letzten 90 Tage, 6.250\u{A0}steps, entspricht etwa dem der 365 Tage davor, 6.000\u{A0}steps.",
            "trend_not_enough": "Noch kein Trend: Dafür braucht es Werte an mindestens 30 der letzten 90 Tage und an 120 der 365 Tage davor.",
            "trend_up": "Aufwärtstrend: Der Durchschnitt der letzten 90 Tage, 6.750\u{A0}steps, liegt über dem der 365 Tage davor, 6.000\u{A0}steps.",
        ],
        "fr": [
            "change": "Plus élevé sur les 7 jours jusqu’au 4 févr. que la moyenne des 4 périodes de 7 jours précédentes\u{A0}: 67\u{202F}204\u{A0}steps contre 56\u{202F}000\u{A0}steps. | Plus élevé sur les 7 jours jusqu’au 4 févr. que les 7 jours précédents\u{A0}: 67\u{202F}204\u{A0}steps contre 56\u{202F}000\u{A0}steps.",
            "none": "Rien de marquant sur les 7 jours jusqu’au 19 juil.",
            "record": "Journée la plus haute depuis un an\u{A0}: 71\u{A0}bpm le 10 avr.",
            "streak": "Objectif de 10\u{A0}km atteint 5 jours d’affilée, jusqu’au 14 avr.",
            "trend_none": "Pas de tendance\u{A0}: la moyenne des 90 derniers jours, 6\u{202F}250\u{A0}steps, est à peu près celle des 365 jours précédents, 6\u{202F}000\u{A0}steps.",
            "trend_not_enough": "Pas encore de tendance\u{A0}: il faut des valeurs sur au moins 30 des 90 derniers jours et 120 des 365 jours précédents.",
            "trend_up": "Tendance à la hausse\u{A0}: la moyenne des 90 derniers jours, 6\u{202F}750\u{A0}steps, dépasse celle des 365 jours précédents, 6\u{202F}000\u{A0}steps.",
        ],
        "es": [
            "change": "Más alto en los 7 días hasta el 4 feb que el promedio de los 4 periodos anteriores de 7 días: 67.204\u{A0}steps frente a 56.000\u{A0}steps. | Más alto en los 7 días hasta el 4 feb que los 7 días anteriores: 67.204\u{A0}steps frente a 56.000\u{A0}steps.",
            "none": "Nada destacable en los 7 días hasta el 19 jul.",
            "record": "El día más alto del último año: 71\u{A0}bpm el 10 abr.",
            "streak": "Objetivo de 10\u{A0}km cumplido 5 días seguidos, hasta el 14 abr.",
            "trend_none": "Sin tendencia: el promedio de los últimos 90 días, 6250\u{A0}steps, es más o menos igual al de los 365 días anteriores, 6000\u{A0}steps.",
            "trend_not_enough": "Aún no hay tendencia: hacen falta valores en al menos 30 de los últimos 90 días y 120 de los 365 días anteriores.",
            "trend_up": "Tendencia al alza: el promedio de los últimos 90 días, 6750\u{A0}steps, supera al de los 365 días anteriores, 6000\u{A0}steps.",
        ],
    ]

    @Test("each rule, no highlight, no trend and not enough data, in the language's words and formats", arguments: languages)
    func sentences(language: String) throws {
        let actual = Self.sentences(language)
        let expected = try #require(Self.expected[language])
        #expect(Set(actual.keys) == Set(expected.keys))
        for (key, text) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(actual[key] == text, "\(language) \(key)")
            #expect(!(actual[key] ?? "{").contains("{"), "\(language) \(key): a placeholder left")
            if language != "en" { #expect(actual[key] != Self.expected["en"]?[key], "\(language) \(key) is English") }
        }
    }

    @Test("a Chinese site: the overview's Highlights and Trends, `show: highlights` and `show: trend` blocks, and a wrong `show:`")
    func chineseSite() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("content/insights.md", """
            ---
            title: 洞察
            period: 2026-W48
            ---

            # 洞察

            ```metric
            file: metrics/steps.csv
            show: highlights
            ```

            ```metric
            file: metrics/steps.csv
            show: trend
            ```

            """)
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let page = site.page("insights/index.html")
        #expect(page.components(separatedBy: "class=\"insight-card").count - 1 >= 2, "\(page)")
        #expect(page.contains("数据不足，暂无趋势"), "the trend block says plainly that there is not enough data")
        #expect(!page.contains("No trend") && !page.contains("Higher "))
        let overview = site.page("metrics/steps/index.html")
        #expect(overview.contains("id=\"trends\"") && overview.contains(">趋势<"), "the overview's Trends section")
        try site.write("content/insights.md", "# 洞察\n\n```metric\nfile: metrics/steps.csv\nshow: chart\n```\n")
        let wrong = site.build()
        #expect(wrong.status == 1)
        #expect(wrong.err.contains("insights.md:5:7: error: `show` must be one of card, highlights, trend"), "\(wrong.err)")
    }
}
