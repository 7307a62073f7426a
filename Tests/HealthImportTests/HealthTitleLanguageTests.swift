import Testing
@testable import HealthImport
@testable import Localization
import Metrics

/// The workouts' titles and the metrics' titles and word units are written in the site's language from the string
/// tables (`workout.type.*`, `metric.*`, `unit.*`); English stays what the importer wrote before.
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

    /// The Simplified Chinese titles and word units as the importer wrote them before they moved into the tables.
    static let chineseTitles: [String: String] = [
        "steps": "步数", "active-energy": "活动能量", "exercise-time": "锻炼分钟数", "stand-hours": "站立小时数",
        "stand-time": "站立分钟数", "walking-running-distance": "步行 + 跑步距离", "cycling-distance": "骑行距离",
        "swimming-distance": "游泳距离", "flights-climbed": "已爬楼层", "basal-energy": "静息能量", "daylight": "日光下时间",
        "activity-rings": "健身记录圆环", "workouts": "体能训练时间", "resting-heart-rate": "静息心率", "heart-rate": "心率",
        "heart-rate-variability": "心率变异性", "walking-heart-rate": "步行平均心率", "heart-rate-recovery": "心率恢复",
        "vo2-max": "最大摄氧量", "sleep-duration": "睡眠", "mindful-minutes": "正念分钟数", "body-mass": "体重",
        "body-mass-index": "身体质量指数", "body-fat": "体脂率", "walking-speed": "步行速度", "step-length": "步长",
        "six-minute-walk": "六分钟步行距离", "walking-steadiness": "步行稳定性", "headphone-audio": "耳机音量",
        "environmental-audio": "环境音量", "respiratory-rate": "呼吸频率", "blood-oxygen": "血氧", "wrist-temperature": "手腕温度",
        "blood-pressure": "血压", "blood-glucose": "血糖", "water": "水", "dietary-energy": "膳食能量",
        "alcoholic-beverages": "酒精饮料",
    ]
    static let chineseUnits: [String: String] = ["steps": "步", "floors": "层", "bpm": "次/分", "breaths/min": "次/分", "drinks": "杯", "dB": "分贝",
                                                 "kcal": "千卡"]

    @Test func chineseMetricTitlesAndUnitsAreUnchanged() {
        let language = HealthReportLanguage(tag: "zh-Hans")
        #expect(Set(HealthKindTable.entries.map(\.file)) == Set(Self.chineseTitles.keys), "every kind has its Chinese title")
        for spec in HealthKindTable.entries {
            let m = language.localized(spec.metadata, file: spec.file)
            #expect(m.title == Self.chineseTitles[spec.file], "\(spec.file)")
            #expect(m.unit == spec.metadata.unit.map { Self.chineseUnits[$0] ?? $0 }, "\(spec.file)")
        }
    }

    /// Energy as the Health app writes it in each language (the `unit.kcal` entry the starter's tables use too).
    @Test func kilocaloriesAreTheHealthAppsUnitInEachLanguage() throws {
        let spec = try #require(HealthKindTable.byFile["active-energy"])
        for (tag, unit) in [("zh-Hans", "千卡"), ("zh-Hant", "大卡"), ("ja", "kcal"), ("de", "kcal"), ("en", "kcal")] {
            let language = HealthReportLanguage(tag: tag)
            #expect(language.localized(spec.metadata, file: spec.file).unit == unit, "\(tag)")
            #expect(language.unit("kcal") == language.words("unit.kcal"), "\(tag): the same entry as the starter's")
        }
        #expect(HealthReportLanguage(tag: "zh-Hans").unit("km") == "km", "other symbols are kept")
    }

    @Test func englishMetricTitlesAndUnitsAreTheKindsOwn() {
        #expect(StringCatalog.metricTitles.count == HealthKindTable.entries.count)
        for spec in HealthKindTable.entries {
            let m = HealthReportLanguage.english.localized(spec.metadata, file: spec.file)
            #expect(m.title == spec.metadata.title && m.unit == spec.metadata.unit, "\(spec.file)")
        }
    }

    @Test func metricTitlesAndWordUnitsInGermanFrenchAndJapanese() throws {
        let cases: [(String, [String: String], [String: String])] = [
            ("de", ["steps": "Schritte", "resting-heart-rate": "Ruheherzfrequenz", "sleep-duration": "Schlaf"], ["bpm": "S/min", "steps": "Schritte"]),
            ("fr", ["steps": "Pas", "blood-oxygen": "Oxygène sanguin"], ["bpm": "BPM", "floors": "étages"]),
            ("ja", ["steps": "歩数", "heart-rate": "心拍数"], ["steps": "歩", "dB": "dB"]),
        ]
        for (tag, titles, units) in cases {
            let language = HealthReportLanguage(tag: tag)
            for (file, title) in titles {
                let spec = try #require(HealthKindTable.byFile[file])
                #expect(language.localized(spec.metadata, file: file).title == title, "\(tag) \(file)")
            }
            for (unit, word) in units {
                let m = language.localized(MetricMetadata(title: "X", unit: unit), file: "waist-circumference")
                #expect(m.unit == word && m.title == "X", "\(tag) \(unit): a kind without an entry keeps its title")
            }
            for spec in HealthKindTable.entries where spec.metadata.title != "VO2 max" {
                #expect(language.localized(spec.metadata, file: spec.file).title != spec.metadata.title, "\(tag) \(spec.file) in English")
            }
        }
    }
}
