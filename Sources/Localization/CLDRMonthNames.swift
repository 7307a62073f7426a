import Foundation
import Synchronization

/// Month-and-year names by CLDR (`November 2026`, `2026年11月`, `November 2026` in German, `novembre 2026`), for
/// the names of month periods: a few per build, so each is formatted by ICU once and remembered.
package enum CLDRMonthNames {
    private static let cache = Mutex<[String: String]>([:])

    /// The wide month name with its year in `localeIdentifier` (`en` gives `November 2026`).
    package static func monthYear(year: Int, month: Int, localeIdentifier: String) -> String {
        let key = localeIdentifier + "|\(year)-\(month)"
        if let known = cache.withLock({ $0[key] }) { return known }
        let locale = Locale(identifier: localeIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt
        calendar.timeZone = utc
        var parts = DateComponents()
        parts.year = year
        parts.month = month
        parts.day = 15
        guard let date = calendar.date(from: parts) else { return "\(year)-\(month)" }
        let style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
            .year().month(.wide)
        let text = style.format(date)
        cache.withLock { $0[key] = text }
        return text
    }
}
