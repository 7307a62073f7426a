import Foundation
import Testing
@testable import Localization
@testable import Metrics

/// Day labels are formatted by ICU once per text they show (a short day by its month and day, a weekday's by
/// weekday, month and day) and remembered: every day of four years, leap day included, in every built-in
/// language and a few more, equals ICU's own formatting of that very day. Weekday labels are put together from the
/// short day and a weekday name in every built-in language (``CLDRWeekdayDayPattern``).
@Suite("CLDR day labels remembered by what they show")
struct CLDRDayCacheTests {
    static let languages = ["en", "zh-CN", "zh-TW", "ja", "de", "fr", "es", "ko", "ar", "fa", "th"]

    @Test(arguments: languages)
    func everyDayEqualsICU(_ language: String) {
        let formats = CLDRFormats(localeIdentifier: language)
        let locale = Locale(identifier: language)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt
        calendar.timeZone = utc
        let base = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
        let short = base.month(.abbreviated).day(), withWeekday = base.weekday(.abbreviated).month(.abbreviated).day()
        let first = CalendarDay(parsing: "2023-01-01")!.daysSinceEpoch
        var mismatches: [String] = []
        for days in first..<(first + 4 * 366) {
            let day = CalendarDay(daysSinceEpoch: days), c = day.components
            let date = Date(timeIntervalSince1970: Double(days) * 86_400)
            if formats.shortDay(days, month: c.month, day: c.day) != short.format(date) { mismatches.append("short \(day)") }
            if formats.weekdayDay(days, weekday: day.isoWeekday, month: c.month, day: c.day) != withWeekday.format(date) {
                mismatches.append("weekday \(day)")
            }
        }
        #expect(mismatches.isEmpty, "\(language): \(mismatches.prefix(5))")
    }

    @Test(arguments: ["en", "zh-CN", "zh-Hans", "zh-TW", "zh-Hant", "ja", "de", "fr", "es"])
    func builtInLanguagesComposeWeekdayLabels(_ language: String) {
        #expect(CLDRFormats(localeIdentifier: language).composesWeekdayLabels, "\(language): every weekday label through ICU")
    }
}
