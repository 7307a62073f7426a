import Testing
@testable import HealthImport
@testable import Localization

/// The workouts' titles are written in the site's language from the string tables (`workout.type.*`); English stays
/// what the importer wrote before.
@Suite struct HealthTitleLanguageTests {
    static let start = HealthTime(localSeconds: 0, offset: 0)

    static func workout(_ activity: String) -> HealthWorkout {
        HealthWorkout(activity: activity, start: start, end: start, durationMinutes: 30, source: "W")
    }

    /// `traditional_strength_training` → `TraditionalStrengthTraining`, as Health names the activity type.
    static func activity(_ key: String) -> String {
        key.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    @Test func everyWorkoutTypeEntryIsTheEnglishTitleTheImporterMakesOfItsType() {
        for (key, english) in StringCatalog.workoutTypes {
            let w = Self.workout(Self.activity(key))
            #expect(w.title == english, "\(key)")
            #expect(HealthReportLanguage.english.title(of: w) == w.title, "\(key)")
        }
        #expect(HealthReportLanguage.english.title(of: Self.workout("Kickboxing")) == "Kickboxing")
    }

    @Test func workoutTitlesAreTheWorkoutAppsInEachLanguage() {
        let cases: [(String, [String: String])] = [
            ("zh-Hans", ["Running": "跑步", "TraditionalStrengthTraining": "传统力量训练", "Cycling": "骑行", "Swimming": "游泳"]),
            ("de", ["Running": "Laufen", "TraditionalStrengthTraining": "Traditionelles Krafttraining", "Cycling": "Radfahren"]),
            ("fr", ["Running": "Course à pied", "HighIntensityIntervalTraining": "Entraînement fractionné de haute intensité"]),
            ("ja", ["Running": "ランニング", "Yoga": "ヨガ"]),
            ("zh-Hant", ["Running": "跑步", "Hiking": "健行"]),
            ("es", ["Walking": "Caminata", "Swimming": "Natación"]),
        ]
        for (tag, titles) in cases {
            let language = HealthReportLanguage(tag: tag)
            for (activity, title) in titles { #expect(language.title(of: Self.workout(activity)) == title, "\(tag) \(activity)") }
            #expect(language.title(of: Self.workout("Kickboxing")) == "Kickboxing", "a type without an entry keeps its English title")
        }
    }

    @Test func everyBuiltInLanguageHasADistinctTitleForMostTypes() {
        for table in LanguageTag.Table.allCases where table != .english {
            let language = HealthReportLanguage(tag: table.rawValue)
            let translated = StringCatalog.workoutTypes.filter { language.title(of: Self.workout(Self.activity($0.key))) != $0.english }
            #expect(translated.count >= StringCatalog.workoutTypes.count - 6, "\(table): \(translated.count) translated")
        }
    }
}
