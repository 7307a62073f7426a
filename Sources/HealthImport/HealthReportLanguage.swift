import Foundation
import Localization
import Metrics

/// The words the importer writes into a site in the site's language (`language:` in `cardstock.yaml`): the
/// workouts' template and route pages, the sidecars' titles and word units, the report's section headings, its
/// introduction and its period line. The sentences come from Cardstock's built-in string tables (``Localizer``,
/// keys `workout.*`, `route.*`, `routes.*`, `health.*`) for the seven built-in languages, any other language taking
/// the English ones; dates are ICU's for the site's language tag (English included: `Tuesday, November 24, 2026`).
/// The metric titles and word units (keys `metric.*`, `unit.*`) and the workouts' titles (`workout.type.*`) are
/// the Health and Workout apps' names in the language; a workout type without an entry keeps its English title.
/// `kcal` is written as the Health app writes it (`千卡`, `大卡`, `kcal`: key `unit.kcal`); other unit symbols (`km`,
/// `%`) and the duration units `h` and `min` (which the site writes in its language) are kept.
package struct HealthReportLanguage: Sendable, Equatable {
    /// The language tag as the site writes it (`en`, `zh-Hans`, `de-CH`).
    let tag: String
    /// The built-in sentences of the language.
    let words: Localizer
    private let dates: Date.FormatStyle

    /// English.
    package static let english = HealthReportLanguage(tag: "en")

    /// The words for a site language tag (`en`, `zh-Hans`); English for a language without a table here.
    package init(tag: String?) {
        let written = tag ?? "en"
        self.tag = written
        words = LocalizerSet.builtIn.localizer(for: written)
        dates = CLDRDateStyle.base(localeIdentifier: written)
    }

    /// The same tag, the same words.
    package static func == (a: HealthReportLanguage, b: HealthReportLanguage) -> Bool { a.tag == b.tag }

    /// A built-in language of each string table (`en`, `zh-Hans` …): the languages a template may have been
    /// written in (the ownership check compares with each).
    static var builtIn: [HealthReportLanguage] { LanguageTag.Table.allCases.map { HealthReportLanguage(tag: $0.rawValue) } }

    /// The sentence of `key` (see ``StringCatalog/workoutEntries``).
    func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String { words(key, values) }

    /// A day with its weekday, month and year in the language's order and names: `Tuesday, November 24, 2026`,
    /// `2026年11月24日星期二`, `Dienstag, 24. November 2026`.
    func longDate(_ day: CalendarDay) -> String {
        dates.weekday(.wide).day().month(.wide).year().format(CLDRDateStyle.date(daysSinceEpoch: day.daysSinceEpoch))
    }

    /// The day's weekday: `Tuesday`, `星期二`.
    func weekday(_ day: CalendarDay) -> String {
        dates.weekday(.wide).format(CLDRDateStyle.date(daysSinceEpoch: day.daysSinceEpoch))
    }

    /// `metadata` with its title and word unit in this language: the `metric.<file>` entry (`-` read as `_`) when the
    /// file is a built-in kind's, and the `unit.*` entry of a word unit (`steps`, `bpm`) or of `kcal`.
    func localized(_ metadata: MetricMetadata, file: String) -> MetricMetadata {
        var m = metadata
        let key = "metric." + file.replacingOccurrences(of: "-", with: "_")
        if StringCatalog.byKey[key] != nil { m.title = words(key) }
        m.unit = m.unit.map { self.unit($0) }
        return m
    }

    /// `symbol` in this language: a word unit's or `kcal`'s `unit.*` entry (`步`, `千卡`), any other unit as written.
    func unit(_ symbol: String) -> String {
        Self.unitKeys[symbol].map { words($0) } ?? symbol
    }

    /// The title of `workout` in this language: the `workout.type.<type>` entry (`workout.type.traditional_strength_training`)
    /// when there is one, else its English title (`Kickboxing`).
    func title(of workout: HealthWorkout) -> String {
        let key = "workout.type." + workout.slug.replacingOccurrences(of: "-", with: "_")
        return StringCatalog.byKey[key] == nil ? workout.title : words(key)
    }

    /// A report section's heading.
    func heading(_ family: HealthKindFamily) -> String {
        words("health." + String(describing: family))
    }

    /// The link to a workout's route page.
    var routeWord: String { words("workout.route") }

    /// The page title.
    var title: String { words("health.title") }

    /// The paragraph under the title: where the data came from and how to refresh it.
    func introduction(_ format: ImportFormat) -> String {
        let app = format == .appleHealth ? words("health.apple_health") : format.appName
        return words("health.introduction", ["app": app, "command": "`cardstock import \(format.rawValue) \(format.exampleFile)`"])
    }

    /// The report's description (front matter, one line): `Your numbers from Apple Health, imported with cardstock import
    /// apple-health.`, quoted only where a plain YAML scalar would not read as the sentence.
    func description(_ format: ImportFormat) -> String {
        let app = format == .appleHealth ? words("health.apple_health") : format.appName
        let text = words("health.description", ["app": app, "command": "cardstock import \(format.rawValue)"])
        let plain = !text.contains(": ") && !text.contains(" #") && !text.hasSuffix(":")
            && !text.contains(where: \.isNewline) && !"-?:,[]{}#&*!|>'\"%@`".contains(text.first ?? "-")
        return plain ? text : WorkoutPage.yamlQuoted(text)
    }

    /// The line naming the report's one period with its year: `**Week of Nov 30 – Dec 6, 2026** · every card shows
    /// this week and compares it with the week before.` (the span written as the site writes one, ICU's dates).
    func periodLine(_ period: ReportPeriod) -> String {
        let short = dates.month(.abbreviated).day(), long = dates.year().month(.abbreviated).day()
        let start = Date(timeIntervalSince1970: period.start.midnightUTC), end = Date(timeIntervalSince1970: period.end.midnightUTC)
        let sameYear = period.start.components.year == period.end.components.year
        let range = words("label.range", ["start": (sameYear ? short : long).format(start), "end": long.format(end)])
        return words("health.week_line", ["range": range])
    }

    /// The string-table keys of the word units and of `kcal` (other unit symbols such as `km` and `%` are kept).
    static let unitKeys: [String: String] = [
        "steps": "unit.steps", "floors": "unit.floors", "bpm": "unit.bpm", "breaths/min": "unit.breaths_per_min",
        "drinks": "unit.drinks", "dB": "unit.db", "kcal": "unit.kcal",
    ]
}
