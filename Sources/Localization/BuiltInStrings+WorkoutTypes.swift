extension StringCatalog {
    /// The titles of imported workouts by Health activity type (`workout.type.<type>`, the type's words in snake
    /// case: `HKWorkoutActivityTypeTraditionalStrengthTraining` → `workout.type.traditional_strength_training`), as
    /// the Workout and Fitness apps name them. The English is the title the importer makes of the type's words
    /// (`Traditional strength training`), so a type without an entry reads the same in English.
    static let workoutTypeEntries: [Entry] = workoutTypes.map {
        Entry("workout.type." + $0.key, $0.english, "the title of an imported workout of this activity type")
    }

    /// The activity types with a title in every built-in language, and their English titles.
    static let workoutTypes: [(key: String, english: String)] = [
        ("running", "Running"), ("walking", "Walking"), ("hiking", "Hiking"), ("cycling", "Cycling"), ("swimming", "Swimming"),
        ("traditional_strength_training", "Traditional strength training"),
        ("functional_strength_training", "Functional strength training"),
        ("high_intensity_interval_training", "High intensity interval training"), ("core_training", "Core training"),
        ("cross_training", "Cross training"), ("mixed_cardio", "Mixed cardio"), ("elliptical", "Elliptical"),
        ("rowing", "Rowing"), ("stair_climbing", "Stair climbing"), ("stairs", "Stairs"), ("jump_rope", "Jump rope"),
        ("yoga", "Yoga"), ("pilates", "Pilates"), ("mind_and_body", "Mind and body"), ("flexibility", "Flexibility"),
        ("cooldown", "Cooldown"), ("tai_chi", "Tai chi"), ("dance", "Dance"), ("water_fitness", "Water fitness"),
        ("tennis", "Tennis"), ("soccer", "Soccer"), ("basketball", "Basketball"), ("golf", "Golf"), ("boxing", "Boxing"),
        ("climbing", "Climbing"), ("downhill_skiing", "Downhill skiing"), ("cross_country_skiing", "Cross country skiing"),
        ("snowboarding", "Snowboarding"), ("other", "Other"),
    ]
}

extension BuiltInStrings {
    /// The workout titles (``StringCatalog/workoutTypeEntries``) in `table` (empty for English), in the order of
    /// ``StringCatalog/workoutTypes``.
    static func workoutTypeTranslations(_ table: LanguageTag.Table) -> [String: String] {
        let words: [String]
        switch table {
        case .english: return [:]
        case .simplifiedChinese: words = workoutTypesSimplifiedChinese
        case .traditionalChinese: words = workoutTypesTraditionalChinese
        case .japanese: words = workoutTypesJapanese
        case .german: words = workoutTypesGerman
        case .french: words = workoutTypesFrench
        case .spanish: words = workoutTypesSpanish
        }
        let keys = StringCatalog.workoutTypeEntries.map(\.key)
        precondition(words.count == keys.count, "\(table): \(words.count) workout titles for \(keys.count) keys")
        return Dictionary(uniqueKeysWithValues: zip(keys, words))
    }

    /// Simplified Chinese, the Workout app's names.
    static let workoutTypesSimplifiedChinese = [
        "跑步", "步行", "徒步", "骑行", "游泳", "传统力量训练", "功能性力量训练", "高强度间歇训练", "核心训练", "交叉训练", "混合有氧",
        "椭圆机", "划船", "爬楼梯机", "爬楼梯", "跳绳", "瑜伽", "普拉提", "身心训练", "柔韧性训练", "放松运动", "太极", "舞蹈",
        "水中健身", "网球", "足球", "篮球", "高尔夫", "拳击", "攀岩", "高山滑雪", "越野滑雪", "单板滑雪", "其他",
    ]

    /// Traditional Chinese.
    static let workoutTypesTraditionalChinese = [
        "跑步", "步行", "健行", "騎車", "游泳", "傳統肌力訓練", "功能性肌力訓練", "高強度間歇訓練", "核心訓練", "交叉訓練", "混合有氧",
        "橢圓機", "划船", "踏步機", "爬樓梯", "跳繩", "瑜伽", "皮拉提斯", "身心訓練", "柔軟度訓練", "緩和運動", "太極拳", "舞蹈",
        "水中健身", "網球", "足球", "籃球", "高爾夫球", "拳擊", "攀岩", "高山滑雪", "越野滑雪", "單板滑雪", "其他",
    ]

    /// Japanese.
    static let workoutTypesJapanese = [
        "ランニング", "ウォーキング", "ハイキング", "サイクリング", "水泳", "伝統的な筋力トレーニング", "機能的筋力トレーニング",
        "高強度インターバルトレーニング", "コアトレーニング", "クロストレーニング", "ミックスカーディオ", "エリプティカル",
        "ローイング", "ステアステッパー", "階段", "縄跳び", "ヨガ", "ピラティス", "マインドアンドボディ", "柔軟運動", "クールダウン",
        "太極拳", "ダンス", "ウォーターフィットネス", "テニス", "サッカー", "バスケットボール", "ゴルフ", "ボクシング", "クライミング",
        "ダウンヒルスキー", "クロスカントリースキー", "スノーボード", "その他",
    ]

    /// German.
    static let workoutTypesGerman = [
        "Laufen", "Gehen", "Wandern", "Radfahren", "Schwimmen", "Traditionelles Krafttraining", "Funktionelles Krafttraining",
        "Hochintensives Intervalltraining", "Core-Training", "Cross-Training", "Gemischtes Cardio", "Crosstrainer", "Rudern",
        "Stepper", "Treppen", "Seilspringen", "Yoga", "Pilates", "Körper und Geist", "Beweglichkeit", "Cool-down", "Tai-Chi",
        "Tanzen", "Wasserfitness", "Tennis", "Fußball", "Basketball", "Golf", "Boxen", "Klettern", "Abfahrtsski", "Skilanglauf",
        "Snowboarden", "Andere",
    ]

    /// French.
    static let workoutTypesFrench = [
        "Course à pied", "Marche", "Randonnée", "Cyclisme", "Natation", "Renforcement musculaire traditionnel",
        "Renforcement musculaire fonctionnel", "Entraînement fractionné de haute intensité", "Renforcement du tronc",
        "Entraînement croisé", "Cardio mixte", "Elliptique", "Aviron", "Stepper", "Escaliers", "Corde à sauter", "Yoga", "Pilates",
        "Corps et esprit", "Souplesse", "Récupération", "Tai-chi", "Danse", "Aquagym", "Tennis", "Football", "Basketball", "Golf",
        "Boxe", "Escalade", "Ski alpin", "Ski de fond", "Snowboard", "Autre",
    ]

    /// Spanish.
    static let workoutTypesSpanish = [
        "Carrera", "Caminata", "Senderismo", "Ciclismo", "Natación", "Entrenamiento de fuerza tradicional",
        "Entrenamiento de fuerza funcional", "Entrenamiento por intervalos de alta intensidad", "Entrenamiento del core",
        "Entrenamiento cruzado", "Cardio mixto", "Elíptica", "Remo", "Escaladora", "Escaleras", "Saltar la cuerda", "Yoga", "Pilates",
        "Cuerpo y mente", "Flexibilidad", "Enfriamiento", "Taichí", "Baile", "Fitness acuático", "Tenis", "Fútbol", "Baloncesto",
        "Golf", "Boxeo", "Escalada", "Esquí alpino", "Esquí de fondo", "Snowboard", "Otro",
    ]
}
