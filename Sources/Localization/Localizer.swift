import Foundation
import Synchronization

/// Everything one language needs to write a page: its sentences (built in, with the site's overrides) and,
/// for languages other than English, its CLDR formats.
///
/// English keeps Cardstock's own fixed number and date formatting (`8,432`, `Nov 29`, `7 h 26 min`), so
/// ``cldr`` is `nil` for it. A localizer is made once per language per build (``LocalizerSet``) and shared
/// by every thread.
package final class Localizer: Sendable {
    /// The language.
    package let language: LanguageTag
    /// Its sentences.
    package let strings: StringTable
    /// Its CLDR formats; `nil` for English.
    package let cldr: CLDRFormats?
    /// Its CLDR plural rules (the sentences' plurals choose by them).
    package let plurals: PluralRules
    /// Its CLDR compact numbers (`1.5M`, `150万`, `1,5 Mio.`), for values too long to fit (cards, axes).
    package let compact: CompactNumberFormat
    /// How chart axes write numbers in this language (CLDR compact units, separators; ``CLDRAxisNumbers``),
    /// read from ICU once; `nil` for English, whose axes keep Cardstock's own style (`5k`, `1.5M`).
    package let axisNumbers: CLDRAxisNumbers?
    /// The first day of a week shown to the reader (a heat map's top row), by CLDR's week data for the language
    /// and its region: 1 for Sunday (`en`, `zh-CN`, `ja`) … 2 for Monday (`de`, `fr`, `es`, `en-GB`). ISO weeks
    /// in `period:` and URLs stay ISO, Monday to Sunday.
    package let firstWeekday: Int

    /// A localizer for `language` with `strings`.
    package init(language: LanguageTag, strings: StringTable) {
        self.language = language
        let cldr = language.isEnglish ? nil : CLDRFormats(localeIdentifier: language.written)
        self.cldr = cldr
        let plurals = PluralRules(localeIdentifier: language.written)
        self.plurals = plurals
        self.strings = strings.choosingPlurals(by: plurals, digits: cldr?.pattern?.digits ?? (0...9).map(String.init),
                                               decimal: cldr?.pattern?.decimal ?? ".")
        self.compact = CompactNumberFormat(localeIdentifier: language.written, minus: language.isEnglish ? Self.englishMinus : nil)
        self.axisNumbers = cldr.map { CLDRAxisNumbers(localeIdentifier: language.written, pattern: $0.pattern) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: language.written)
        self.firstWeekday = (1...7).contains(calendar.firstWeekday) ? calendar.firstWeekday : 2
    }

    /// English with the built-in strings.
    package static let english = Localizer(language: LanguageTag("en"), strings: StringTable(builtIn: .english))

    /// The sentence of `key` with its placeholders filled (see ``StringTable``).
    package func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        strings(key, values)
    }
}

/// The localizers of one build: one per language its pages use, made on first use and then shared, each
/// with the site's overrides for its language (``StringOverrides``).
package final class LocalizerSet: Sendable {
    /// Validated overrides by normalized language tag (`zh-cn`).
    package let overrides: [String: [String: MessageTemplate]]
    private let made: Mutex<[String: Localizer]> = Mutex([:])

    /// A set with `overrides` (normalized tag → key → template).
    package init(overrides: [String: [String: MessageTemplate]] = [:]) {
        self.overrides = overrides
    }

    /// The built-in strings only.
    package static let builtIn = LocalizerSet()

    /// The localizer for the language written `tag`.
    package func localizer(for tag: String) -> Localizer {
        if tag == "en", overrides.isEmpty { return Localizer.english }
        return made.withLock { cache in
            if let found = cache[tag] { return found }
            let language = LanguageTag(tag)
            var table = StringTable(builtIn: language.table)
            if let own = overrides[language.normalized] { table = table.overridden(by: own) }
            let localizer = Localizer(language: language, strings: table)
            cache[tag] = localizer
            return localizer
        }
    }
}
