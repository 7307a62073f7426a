import Foundation

/// Dates by CLDR for one language: Foundation's `Date.FormatStyle` with the locale given, the Gregorian calendar
/// and UTC fixed, so the machine's `LANG` and `TZ` never reach a written date. Days are given as day counts since
/// 1970-01-01 (a `CalendarDay`'s), each formatted at its midnight UTC.
package enum CLDRDateStyle {
    /// The style with no field yet for `localeIdentifier` (`en`, `en-GB`, `zh-Hans`, `de-CH`): add the fields to
    /// write, `.weekday(.wide).day().month(.wide).year()`.
    package static func base(localeIdentifier: String) -> Date.FormatStyle {
        let locale = Locale(identifier: localeIdentifier)
        let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = utc
        return Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
    }

    /// A fixed order of fields, each field's words still CLDR's for `localeIdentifier` (Gregorian, UTC): for text
    /// whose layout is set and only the names are the language's (`"\(weekday: .wide) \(day: .defaultDigits)"`).
    package static func verbatim(_ format: Date.FormatString, localeIdentifier: String) -> Date.VerbatimFormatStyle {
        let style = base(localeIdentifier: localeIdentifier)
        return Date.VerbatimFormatStyle(format: format, locale: style.locale, timeZone: style.timeZone, calendar: style.calendar)
    }

    /// The instant a day is formatted at: its midnight UTC.
    package static func date(daysSinceEpoch: Int) -> Date { Date(timeIntervalSince1970: Double(daysSinceEpoch) * 86_400) }
}
