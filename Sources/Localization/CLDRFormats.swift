import Foundation

/// Numbers, percentages, dates and durations by CLDR rules for one locale, through Foundation's ICU-backed
/// format styles with the locale, calendar (Gregorian) and time zone (UTC) fixed: the machine's `LANG` and
/// `TZ` never reach them.
///
/// Made once per language (see ``Localizer``) and shared by every build thread: the styles are values and
/// Foundation caches the ICU formatter behind each, so formatting a value costs no formatter set-up. A class,
/// so that reaching it through ``Localizer/cldr`` for every number is one reference, not a copy of a dozen
/// styles (profiled: the copies were 6 % of a Chinese build).
package final class CLDRFormats: Sendable {
    /// The locale identifier the styles use (`zh-CN`, `de`).
    package let localeIdentifier: String
    private let numbers: [FloatingPointFormatStyle<Double>]
    private let percents: [FloatingPointFormatStyle<Double>.Percent]
    private let signedPercents: [FloatingPointFormatStyle<Double>.Percent]
    private let integer: IntegerFormatStyle<Int>
    private let shortDay: Date.FormatStyle
    private let longDay: Date.FormatStyle
    private let weekdayDay: Date.FormatStyle
    private let hoursStyle: Duration.UnitsFormatStyle
    private let minutesStyle: Duration.UnitsFormatStyle
    /// The language's number symbols and grouping, read from ICU once (``CLDRNumberPattern``); `nil` when
    /// ICU's output could not be read that way (each number then goes through ICU).
    package let pattern: CLDRNumberPattern?
    private let cache = FormatCache()
    /// How a weekday label is made of the short day and a weekday name (`nil`: ICU writes every label).
    private let weekdayPattern: CLDRWeekdayDayPattern?
    /// Whether weekday labels are put together from the short day (tests check the built-in languages do).
    var composesWeekdayLabels: Bool { weekdayPattern != nil }
    /// The twelve abbreviated month names as they stand alone (heat-map labels): `1月`…`12月`, `Jan`…`Dez`,
    /// `janv.`…`déc.`, formatted by ICU once.
    package let monthAbbreviations: [String]
    /// The seven weekday names, Monday first, in the abbreviated stand-alone form (heat-map rows): `Mon`…`Sun`,
    /// `周一`…`周日`, `Mo.`…`So.`.
    package let weekdayAbbreviations: [String]
    /// The seven weekday names, Monday first, in the narrow stand-alone form: `M`…`S`, `一`…`日`, `M`…`S`.
    package let weekdayNarrow: [String]
    private let clockStyle: Date.FormatStyle

    /// The most fraction digits a number is shown with (as ``number(_:maximumFractionDigits:)`` clamps).
    package static let maximumFractionDigits = 6

    /// The formats of `identifier` (a BCP 47 tag such as `zh-CN`, `de-CH`, `ja`).
    package init(localeIdentifier identifier: String) {
        localeIdentifier = identifier
        let locale = Locale(identifier: identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt
        calendar.timeZone = utc
        let places = 0...CLDRFormats.maximumFractionDigits
        let numbers = places.map { digits in
            FloatingPointFormatStyle<Double>(locale: locale)
                .precision(.fractionLength(0...digits)).rounded(rule: .toNearestOrAwayFromZero)
        }
        let percents = places.map { digits in
            FloatingPointFormatStyle<Double>.Percent(locale: locale).scale(1)
                .precision(.fractionLength(0...digits)).rounded(rule: .toNearestOrAwayFromZero)
        }
        let signedPercents = percents.map { $0.sign(strategy: .always(includingZero: false)) }
        self.numbers = numbers
        self.percents = percents
        self.signedPercents = signedPercents
        integer = IntegerFormatStyle<Int>(locale: locale)
        let base = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
        shortDay = base.month(.abbreviated).day()
        longDay = base.year().month(.abbreviated).day()
        weekdayDay = base.weekday(.abbreviated).month(.abbreviated).day()
        hoursStyle = Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .abbreviated).locale(locale)
        minutesStyle = Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .abbreviated).locale(locale)
        let weekdayStyle = weekdayDay, shortStyle = shortDay, nameStyle = base.weekday(.abbreviated)
        weekdayPattern = CLDRWeekdayDayPattern(weekdayDay: { weekdayStyle.format($0) }, shortDay: { shortStyle.format($0) },
                                               weekday: { nameStyle.format($0) })
        clockStyle = base.hour(.defaultDigits(amPM: .abbreviated)).minute()
        weekdayAbbreviations = CLDRFormats.weekdayNames(base.weekday(.abbreviated))
        weekdayNarrow = CLDRFormats.weekdayNames(base.weekday(.narrow))
        let month = base.month(.abbreviated)
        monthAbbreviations = (1...12).map { m in
            // The 15th of each month of 2001 (no leap-day or time-zone edge).
            month.format(Date(timeIntervalSince1970: 978_307_200 + Double(CLDRFormats.daysBeforeMonth[m - 1] + 14) * 86_400))
        }
        pattern = CLDRNumberPattern(
            number: { value, digits in CLDRFormats.icuNumber(value, maximumFractionDigits: digits, numbers) },
            percent: { value, digits, signed in
                CLDRFormats.percent(value, maximumFractionDigits: digits, signed: signed, signed ? signedPercents : percents)
            })
    }

    /// `80.607,5` (de), `80 607,5` (fr), `80,607.5` (zh): at most `maximumFractionDigits` places (trailing
    /// zeros dropped), rounded half away from zero.
    package func number(_ value: Double, maximumFractionDigits digits: Int) -> String {
        icuNumber(value, maximumFractionDigits: digits)
    }

    /// ``number(_:maximumFractionDigits:)`` through ICU, always.
    func icuNumber(_ value: Double, maximumFractionDigits digits: Int) -> String {
        CLDRFormats.icuNumber(value, maximumFractionDigits: digits, numbers)
    }

    private static func icuNumber(_ value: Double, maximumFractionDigits digits: Int, _ numbers: [FloatingPointFormatStyle<Double>]) -> String {
        guard value.isFinite else { return "–" }
        return numbers[Swift.min(Swift.max(digits, 0), CLDRFormats.maximumFractionDigits)].format(value)
    }

    private static func percent(_ value: Double, maximumFractionDigits digits: Int, signed: Bool,
                                _ styles: [FloatingPointFormatStyle<Double>.Percent]) -> String {
        guard value.isFinite else { return "–" }
        return styles[Swift.min(Swift.max(digits, 0), CLDRFormats.maximumFractionDigits)].format(value)
    }

    /// A count with the language's grouping: `1.095` (de).
    package func count(_ value: Int) -> String { integer.format(value) }

    /// A percentage of a value already in percent (`48.7` → `48,7 %` in German, `48.7%` in Chinese);
    /// `signed` writes `+` before a positive value.
    package func percent(_ value: Double, maximumFractionDigits digits: Int, signed: Bool = false) -> String {
        CLDRFormats.percent(value, maximumFractionDigits: digits, signed: signed, signed ? signedPercents : percents)
    }

    /// The day `daysSinceEpoch` (days since 1970-01-01), which falls on `month`/`day`, as a short label: `11月29日`,
    /// `29. Nov.`, `29 nov.`. (Days, hours and minutes repeat on every page: each text is formatted by ICU once and
    /// remembered, by what it shows — a short day by its month and day, so 20 years of days are 366 texts.)
    package func shortDay(_ daysSinceEpoch: Int, month: Int, day: Int) -> String {
        cache.value(.shortDay, month * 32 + day) { shortDay.format(Self.date(daysSinceEpoch)) }
    }

    /// The day with its year: `2026年11月29日`, `29. Nov. 2026`.
    package func longDay(_ daysSinceEpoch: Int) -> String {
        cache.value(.longDay, daysSinceEpoch) { longDay.format(Self.date(daysSinceEpoch)) }
    }

    /// The day, which falls on ISO `weekday` (1 = Monday), `month` and `day`, with its weekday: `11月29日 周日`,
    /// `So. 29. Nov.`, remembered by weekday, month and day; made the first time from the short day and a weekday
    /// name put together as ICU does (``CLDRWeekdayDayPattern``), else by ICU.
    package func weekdayDay(_ daysSinceEpoch: Int, weekday: Int, month: Int, day: Int) -> String {
        cache.value(.weekdayDay, (weekday * 13 + month) * 32 + day) {
            if let weekdayPattern {
                return weekdayPattern.format(shortDay: shortDay(daysSinceEpoch, month: month, day: day), weekday: weekday)
            }
            return weekdayDay.format(Self.date(daysSinceEpoch))
        }
    }

    /// Whole hours with the language's abbreviated unit: `7小时`, `7 Std.`, `7 h`.
    package func hours(_ hours: Int) -> String {
        cache.value(.hours, hours) { hoursStyle.format(.seconds(Int64(hours) * 3600)) }
    }

    /// Whole minutes with the language's abbreviated unit: `26分钟`, `26 Min.`.
    package func minutes(_ minutes: Int) -> String {
        cache.value(.minutes, minutes) { minutesStyle.format(.seconds(Int64(minutes) * 60)) }
    }

    /// A time of day on the language's clock: `11:30 PM` (en), `23:30` (zh, de), remembered by hour and minute.
    package func clockTime(hour: Int, minute: Int) -> String {
        let h = ((hour % 24) + 24) % 24, m = ((minute % 60) + 60) % 60
        return cache.value(.clockTime, h * 60 + m) { clockStyle.format(Date(timeIntervalSince1970: Double(h * 3600 + m * 60))) }
    }

    /// Seven weekday names in `style`, Monday first (1 January 2001 was a Monday).
    private static func weekdayNames(_ style: Date.FormatStyle) -> [String] {
        (0..<7).map { style.format(Date(timeIntervalSince1970: 978_307_200 + Double($0) * 86_400)) }
    }

    /// Days of 2001 before the first of each month.
    static let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

    private static func date(_ daysSinceEpoch: Int) -> Date {
        Date(timeIntervalSince1970: Double(daysSinceEpoch) * 86_400)
    }
}
