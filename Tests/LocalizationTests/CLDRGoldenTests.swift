import Testing
@testable import Localization
@testable import Metrics
@testable import Site

/// The same numbers in German, Japanese, French (and the other built-in languages): grouping, decimal
/// separator, minus, percent, dates and durations as CLDR has them (Foundation's ICU on Linux).
@Suite("CLDR golden values")
struct CLDRGoldenTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var language: String
        var grouped: String       // 80607
        var decimal: String       // 1234.25
        var negative: String      // -1234.5
        var percent: String       // +12.5 (a change in percent)
        var percentUnit: String   // 97.4 with unit "%"
        var shortDay: String      // 2026-11-29
        var longDay: String       // 2026-11-29 with year
        var weekdayDay: String    // 2026-11-29 with weekday
        var duration: String      // 7.4333 h
        var minutes: String       // 0.75 h
        var hours: String         // 8 h
        var testDescription: String { language }
    }

    static let nb = "\u{A0}", nnb = "\u{202F}"

    static let expected: [Expected] = [
        Expected(language: "de", grouped: "80.607", decimal: "1.234,25", negative: "-1.234,5", percent: "+3,5\(nb)%",
                 percentUnit: "97,4\(nb)%", shortDay: "29. Nov.", longDay: "29. Nov. 2026", weekdayDay: "So. 29. Nov.",
                 duration: "7 Std. 26 Min.", minutes: "45 Min.", hours: "8 Std."),
        Expected(language: "ja", grouped: "80,607", decimal: "1,234.25", negative: "-1,234.5", percent: "+3.5%",
                 percentUnit: "97.4%", shortDay: "11月29日", longDay: "2026年11月29日", weekdayDay: "11月29日(日)",
                 duration: "7時間26分", minutes: "45分", hours: "8時間"),
        Expected(language: "fr", grouped: "80\(nnb)607", decimal: "1\(nnb)234,25", negative: "-1\(nnb)234,5", percent: "+3,5\(nb)%",
                 percentUnit: "97,4\(nb)%", shortDay: "29 nov.", longDay: "29 nov. 2026", weekdayDay: "dim. 29 nov.",
                 duration: "7\(nnb)h 26\(nb)min", minutes: "45\(nb)min", hours: "8\(nnb)h"),
        Expected(language: "zh-CN", grouped: "80,607", decimal: "1,234.25", negative: "-1,234.5", percent: "+3.5%",
                 percentUnit: "97.4%", shortDay: "11月29日", longDay: "2026年11月29日", weekdayDay: "11月29日 周日",
                 duration: "7小时26分钟", minutes: "45分钟", hours: "8小时"),
        Expected(language: "zh-TW", grouped: "80,607", decimal: "1,234.25", negative: "-1,234.5", percent: "+3.5%",
                 percentUnit: "97.4%", shortDay: "11月29日", longDay: "2026年11月29日", weekdayDay: "11月29日 週日",
                 duration: "7小時26分鐘", minutes: "45分鐘", hours: "8小時"),
        Expected(language: "es", grouped: "80.607", decimal: "1234,25", negative: "-1234,5", percent: "+3,5\(nb)%",
                 percentUnit: "97,4\(nb)%", shortDay: "29 nov", longDay: "29 nov 2026", weekdayDay: "dom, 29 nov",
                 duration: "7 h 26 min", minutes: "45 min", hours: "8 h"),
    ]

    @Test(arguments: expected)
    func formats(_ e: Expected) throws {
        let text = MetricText(localizer: LocalizerSet.builtIn.localizer(for: e.language))
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        #expect(text.number(80607) == e.grouped)
        #expect(text.number(1234.25, decimals: 2) == e.decimal)
        #expect(text.number(-1234.5, decimals: 1) == e.negative)
        #expect(text.percent(3.5) == e.percent)
        #expect(text.percent(12.5).contains("13"))  // from 10 % on, no decimals
        #expect(text.value(97.4, unit: "%") == e.percentUnit)
        #expect(text.shortLabel(day) == e.shortDay)
        #expect(text.longLabel(day) == e.longDay)
        #expect(text.weekdayLabel(day) == e.weekdayDay)
        #expect(text.duration(7 + 26.0 / 60, unit: "h") == e.duration)
        #expect(text.value(0.75, unit: "h") == e.minutes)
        #expect(text.value(45, unit: "min") == e.minutes)  // under an hour too, by CLDR
        #expect(text.value(8, unit: "h") == e.hours)
    }

    @Test func roundingIsHalfAwayFromZeroOnTheDecimalAsWritten() {
        let german = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "de"))
        #expect(german.number(3.425) == "3,43")
        #expect(german.number(113.5) == "114")
        #expect(german.number(0.125) == "0,13")
        #expect(german.number(-2.5, decimals: 0) == "-3")
        #expect(german.number(.nan) == "–")
    }

    @Test func englishStaysCardstocksOwn() throws {
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        let english = MetricText.english
        #expect(english.number(80607) == "80,607")
        #expect(english.shortLabel(day) == "Nov 29" && english.weekdayLabel(day) == "Sun, Nov 29")
        #expect(english.duration(61, unit: "min") == "1\u{A0}h 01\u{A0}min")
        #expect(english.percent(3.5) == "+3.5%" && english.percent(12.5) == "+13%")
    }

    @Test func sentencesKeepTheirWordOrder() throws {
        let chinese = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "zh-CN"))
        let week = try #require(ReportPeriod(parsing: "2026-W48"))
        let comparison = MetricComparison(current: 8432, previous: 3870, goodDirection: .higher, period: week, previousPeriod: week.previous)
        #expect(chinese.change(comparison, unit: "步") == "比上周多 4,562\u{A0}步")
        #expect(chinese.sentence(comparison, unit: "步", title: "步数") == "本周步数 8,432\u{A0}步，比上周多 4,562\u{A0}步")
        let japanese = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "ja"))
        #expect(japanese.change(comparison, unit: "歩") == "先週より 4,562\u{A0}歩 多い")
    }
}
