import Foundation
import Localization
import Metrics
import Site

/// The words, numbers and dates of the starter site in one language: the built-in string tables' (`starter.*`,
/// `metric.*`, `unit.*`) and CLDR's dates and numbers. A language without a table gets the English starter, whose
/// dates keep the committed example's British layout (`Sunday 29 November 2026`).
struct StarterWords {
    /// The tag the site is written in (`cardstock.yaml`'s `language:`).
    let language: String
    /// The built-in strings of `language`.
    let words: Localizer
    /// Whether the pages are the English starter (for `en` and for a language without a table).
    let isEnglish: Bool
    private let locale: String

    /// The words of `language` (a well-formed tag).
    init(language: String = "en") {
        self.language = language
        words = LocalizerSet.builtIn.localizer(for: language)
        isEnglish = words.language.table == .english
        locale = isEnglish ? "en-GB" : language
    }

    /// The sentence of `key` with its placeholders filled.
    func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String { words(key, values) }

    private static let englishLong = CLDRDateStyle.verbatim(
        "\(weekday: .wide) \(day: .defaultDigits) \(month: .wide) \(year: .defaultDigits)", localeIdentifier: "en-GB")
    private static let englishWeekdayDay = CLDRDateStyle.verbatim("\(weekday: .wide) \(day: .defaultDigits)", localeIdentifier: "en-GB")
    private static let englishDay = CLDRDateStyle.verbatim("\(day: .defaultDigits)", localeIdentifier: "en-GB")
    private static let englishDayMonthYear = CLDRDateStyle.verbatim(
        "\(day: .defaultDigits) \(month: .wide) \(year: .defaultDigits)", localeIdentifier: "en-GB")
    private static let englishMonthYear = CLDRDateStyle.verbatim("\(month: .wide) \(year: .defaultDigits)", localeIdentifier: "en-GB")

    private var style: Date.FormatStyle { CLDRDateStyle.base(localeIdentifier: locale) }
    private func date(_ day: CalendarDay) -> Date { CLDRDateStyle.date(daysSinceEpoch: day.daysSinceEpoch) }

    /// `Sunday 29 November 2026`, `2026年11月29日星期日`, `Sonntag, 29. November 2026`.
    func longDate(_ day: CalendarDay) -> String {
        isEnglish ? Self.englishLong.format(date(day)) : style.weekday(.wide).day().month(.wide).year().format(date(day))
    }

    /// ``longDate(_:)`` where it starts a sentence: `Dimanche 29 novembre 2026`.
    func sentenceDate(_ day: CalendarDay) -> String { isEnglish ? longDate(day) : capitalized(longDate(day)) }

    /// The first day of a span whose last day is written in full: `Monday 23` in English, else the long date.
    func spanStart(_ day: CalendarDay) -> String {
        isEnglish ? Self.englishWeekdayDay.format(date(day)) : longDate(day)
    }

    /// `Sunday`, `星期日`.
    func weekday(_ day: CalendarDay) -> String { style.weekday(.wide).format(date(day)) }

    /// `23–29 November 2026`; in another language the table's `label.range` over CLDR's day-and-month dates.
    func range(_ first: CalendarDay, _ last: CalendarDay) -> String {
        if isEnglish { return Self.englishDay.format(date(first)) + "–" + Self.englishDayMonthYear.format(date(last)) }
        return words("label.range", ["start": style.day().month(.wide).format(date(first)),
                                     "end": style.day().month(.wide).year().format(date(last))])
    }

    /// `November 2026`, `2026年11月`, `Noviembre de 2026` (it starts a sentence).
    func monthYear(_ day: CalendarDay) -> String {
        isEnglish ? Self.englishMonthYear.format(date(day)) : capitalized(style.month(.wide).year().format(date(day)))
    }

    /// The month's name on its own (`November`, `十一月`, `novembre`), capitalised by the language's rules when
    /// it starts a title (`Novembre`).
    func month(_ day: CalendarDay, title: Bool = false) -> String {
        let name = style.month(.wide).format(date(day))
        return title ? capitalized(name) : name
    }

    /// `text` with its first letter upper-cased by the language's rules.
    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased(with: Locale(identifier: locale)) + text.dropFirst()
    }

    /// `value` scaled down by ten, with one decimal (`52` → `5.2`, `5,2`).
    func tenths(_ value: Int) -> String {
        if isEnglish { return StarterData.decimal(value, places: 1) }
        return (Double(value) / 10).formatted(.number.precision(.fractionLength(1)).grouping(.never).locale(Locale(identifier: locale)))
    }

    /// `5.2 km`.
    func kilometres(_ tenths: Int) -> String { words("starter.km", ["value": self.tenths(tenths)]) }

    /// `28 min`, `1 h 04 min`.
    func duration(_ minutes: Int) -> String {
        guard minutes >= 60 else { return words("starter.minutes", ["minutes": String(minutes)]) }
        return words("starter.hours", ["hours": String(minutes / 60), "minutes": Self.twoDigits(minutes % 60)])
    }

    /// `5:32 /km` for a pace in seconds per kilometre.
    func pace(_ seconds: Int) -> String {
        words("starter.pace_value", ["minutes": String(seconds / 60), "seconds": Self.twoDigits(seconds % 60)])
    }

    /// `07`, `42`.
    static func twoDigits(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }

    /// The anchor of a one-word heading (`Activity` → `activity`, `活动` → `活动`), as the site's slugs write it.
    func anchor(_ heading: String) -> String {
        heading.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
