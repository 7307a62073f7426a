import Foundation
import Synchronization

/// The short names a chart's x axis uses, by CLDR in one language: weekday and month initials (narrow forms: `M`,
/// `一`, `J`, `1`), abbreviated months (`Nov`, `11月`, `Nov.`), a day number (`29`, `29日`, `29`), a month with its year
/// (`Jan 2026`, `2026年1月`) and an hour (`6 AM`, `上午6时`, `6 Uhr`). Each language's names are formatted by ICU once.
package final class CLDRAxisNames: Sendable {
    /// The locale identifier (`en`, `zh-CN`, `de`).
    package let localeIdentifier: String
    /// Narrow weekday names, Monday first (ISO weekday 1…7).
    package let weekdayInitials: [String]
    /// Narrow month names, January first.
    package let monthInitials: [String]
    /// Abbreviated month names, January first.
    package let monthAbbreviations: [String]
    /// Day-of-month labels, 1…31 at index 0…30.
    package let dayNumbers: [String]
    /// Hour labels, 0…23.
    package let hours: [String]
    private let monthYearStyle: Date.FormatStyle

    private static let made = Mutex<[String: CLDRAxisNames]>([:])

    /// The names of `localeIdentifier`, made once.
    package static func names(_ localeIdentifier: String) -> CLDRAxisNames {
        if let known = made.withLock({ $0[localeIdentifier] }) { return known }
        let names = CLDRAxisNames(localeIdentifier: localeIdentifier)
        made.withLock { $0[localeIdentifier] = names }
        return names
    }

    private init(localeIdentifier: String) {
        self.localeIdentifier = localeIdentifier
        let locale = Locale(identifier: localeIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt
        calendar.timeZone = utc
        let base = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
        // 2001-01-01 was a Monday; the 15th of each month of 2001 has no leap-day or zone edge.
        let monday = 978_307_200.0
        let weekday = base.weekday(.narrow)
        weekdayInitials = (0..<7).map { weekday.format(Date(timeIntervalSince1970: monday + Double($0) * 86_400)) }
        let starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
        let mid = starts.map { Date(timeIntervalSince1970: monday + Double($0 + 14) * 86_400) }
        let narrow = base.month(.narrow), abbreviated = base.month(.abbreviated)
        monthInitials = mid.map { narrow.format($0) }
        monthAbbreviations = mid.map { abbreviated.format($0) }
        let day = base.day()
        dayNumbers = (0..<31).map { day.format(Date(timeIntervalSince1970: monday + Double($0) * 86_400)) }
        let hour = base.hour(.defaultDigits(amPM: .abbreviated))
        hours = (0..<24).map { hour.format(Date(timeIntervalSince1970: monday + Double($0) * 3_600)) }
        monthYearStyle = base.month(.abbreviated).year()
    }

    /// The abbreviated month with its year: `Jan 2026`, `2026年1月`, `Jan. 2026`.
    package func monthYear(year: Int, month: Int) -> String {
        var parts = DateComponents()
        parts.year = year
        parts.month = month
        parts.day = 15
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt
        guard let date = calendar.date(from: parts) else { return "\(year)-\(month)" }
        return monthYearStyle.format(date)
    }
}
