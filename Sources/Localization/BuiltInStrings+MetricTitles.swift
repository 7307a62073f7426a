extension StringCatalog {
    /// The titles and word units of the metric files a health import writes (`metric.<file>`, `-` written `_`:
    /// `metric.walking_running_distance`; `unit.<unit>`), as the Health app names them in each language. Written
    /// once into the sidecars (`steps.yaml`) in the site's language, like ``workoutEntries``.
    static let metricTitleEntries: [Entry] = metricTitles.map { Entry("metric." + $0.file, $0.english, "the title of an imported metric") }
        + [
            Entry("unit.steps", "steps", "the word unit of an imported step count"),
            Entry("unit.floors", "floors", "the word unit of imported flights climbed"),
            Entry("unit.bpm", "bpm", "the word unit of an imported heart rate (beats per minute)"),
            Entry("unit.breaths_per_min", "breaths/min", "the word unit of an imported respiratory rate"),
            Entry("unit.drinks", "drinks", "the word unit of imported alcoholic beverages"),
            Entry("unit.db", "dB", "the unit of imported sound levels"),
            Entry("unit.kcal", "kcal", "the unit of energy (kilocalories) as the Health app writes it"),
        ]

    /// The metric files' keys (`-` as `_`) and English titles, in the order of the importer's kinds.
    static let metricTitles: [(file: String, english: String)] = [
        ("steps", "Steps"), ("active_energy", "Active energy"), ("exercise_time", "Exercise"), ("stand_hours", "Stand hours"),
        ("stand_time", "Stand time"), ("walking_running_distance", "Walking + running distance"),
        ("cycling_distance", "Cycling distance"), ("swimming_distance", "Swimming distance"), ("flights_climbed", "Flights climbed"),
        ("basal_energy", "Resting energy"), ("daylight", "Time in daylight"), ("activity_rings", "Activity rings"),
        ("workouts", "Workout time"), ("resting_heart_rate", "Resting heart rate"), ("heart_rate", "Heart rate"),
        ("heart_rate_variability", "Heart rate variability"), ("walking_heart_rate", "Walking heart rate average"),
        ("heart_rate_recovery", "Heart rate recovery"), ("vo2_max", "VO2 max"), ("sleep_duration", "Sleep"),
        ("mindful_minutes", "Mindful minutes"), ("body_mass", "Body mass"), ("body_mass_index", "Body mass index"),
        ("body_fat", "Body fat percentage"), ("walking_speed", "Walking speed"), ("step_length", "Step length"),
        ("six_minute_walk", "Six-minute walk"), ("walking_steadiness", "Walking steadiness"),
        ("headphone_audio", "Headphone audio levels"), ("environmental_audio", "Environmental sound levels"),
        ("respiratory_rate", "Respiratory rate"), ("blood_oxygen", "Blood oxygen"), ("wrist_temperature", "Wrist temperature"),
        ("blood_pressure", "Blood pressure"), ("blood_glucose", "Blood glucose"), ("water", "Water"),
        ("dietary_energy", "Dietary energy"), ("alcoholic_beverages", "Alcoholic beverages"),
    ]
}

extension BuiltInStrings {
    /// The metric titles and word units (``StringCatalog/metricTitleEntries``) in `table` (empty for English), in the
    /// order of ``StringCatalog/metricTitles`` and then the seven units (the last, energy, as Health writes it:
    /// 千卡 in Simplified Chinese, 大卡 in Traditional Chinese, kcal in Japanese and the European languages).
    static func metricTitleTranslations(_ table: LanguageTag.Table) -> [String: String] {
        let words: [String]
        switch table {
        case .english: return [:]
        case .simplifiedChinese: words = metricsSimplifiedChinese
        case .traditionalChinese: words = metricsTraditionalChinese
        case .japanese: words = metricsJapanese
        case .german: words = metricsGerman
        case .french: words = metricsFrench
        case .spanish: words = metricsSpanish
        }
        let keys = StringCatalog.metricTitleEntries.map(\.key)
        precondition(words.count == keys.count, "\(table): \(words.count) metric words for \(keys.count) keys")
        return Dictionary(uniqueKeysWithValues: zip(keys, words))
    }

    /// Simplified Chinese, the Health app's names.
    static let metricsSimplifiedChinese = [
        "步数", "活动能量", "锻炼分钟数", "站立小时数", "站立分钟数", "步行 + 跑步距离", "骑行距离", "游泳距离", "已爬楼层", "静息能量",
        "日光下时间", "健身记录圆环", "体能训练时间", "静息心率", "心率", "心率变异性", "步行平均心率", "心率恢复", "最大摄氧量", "睡眠",
        "正念分钟数", "体重", "身体质量指数", "体脂率", "步行速度", "步长", "六分钟步行距离", "步行稳定性", "耳机音量", "环境音量",
        "呼吸频率", "血氧", "手腕温度", "血压", "血糖", "水", "膳食能量", "酒精饮料",
        "步", "层", "次/分", "次/分", "杯", "分贝", "千卡",
    ]

    /// Traditional Chinese.
    static let metricsTraditionalChinese = [
        "步數", "活動能量", "運動分鐘數", "站立時數", "站立分鐘數", "步行 + 跑步距離", "騎車距離", "游泳距離", "已爬樓層", "靜態能量",
        "日光下時間", "活動圓圈", "體能訓練時間", "靜止心率", "心率", "心率變異度", "步行平均心率", "心率恢復", "最大攝氧量", "睡眠",
        "正念分鐘數", "體重", "身體質量指數", "體脂肪率", "步行速度", "步長", "六分鐘步行距離", "步行穩定度", "耳機音量", "環境音量",
        "呼吸速率", "血氧", "手腕溫度", "血壓", "血糖", "水", "膳食能量", "酒精飲料",
        "步", "層", "次/分", "次/分", "杯", "分貝", "大卡",
    ]

    /// Japanese.
    static let metricsJapanese = [
        "歩数", "アクティブエネルギー", "エクササイズ時間", "スタンド時間", "スタンド分数", "ウォーキング + ランニングの距離",
        "サイクリングの距離", "水泳の距離", "上った階数", "安静時消費エネルギー", "日光下での時間", "アクティビティリング",
        "ワークアウト時間", "安静時心拍数", "心拍数", "心拍変動", "歩行時平均心拍数", "心拍数回復", "最大酸素摂取量", "睡眠",
        "マインドフル時間", "体重", "ボディマス指数", "体脂肪率", "歩行速度", "歩幅", "6分間歩行", "歩行安定性",
        "ヘッドフォンオーディオレベル", "環境音レベル", "呼吸数", "血中酸素", "手首皮膚温", "血圧", "血糖値", "水分", "摂取エネルギー",
        "アルコール飲料",
        "歩", "階", "拍/分", "回/分", "杯", "dB", "kcal",
    ]

    /// German.
    static let metricsGerman = [
        "Schritte", "Aktive Energie", "Trainingsminuten", "Stehstunden", "Stehzeit", "Distanz (Gehen + Laufen)",
        "Distanz (Radfahren)", "Distanz (Schwimmen)", "Etagen", "Ruheenergie", "Zeit bei Tageslicht", "Aktivitätsringe",
        "Trainingszeit", "Ruheherzfrequenz", "Herzfrequenz", "Herzfrequenzvariabilität", "Herzfrequenz beim Gehen (Durchschnitt)",
        "Herzfrequenzerholung", "VO2max", "Schlaf", "Achtsamkeitsminuten", "Gewicht", "Body-Mass-Index", "Körperfettanteil",
        "Gehgeschwindigkeit", "Schrittlänge", "Sechs-Minuten-Gehtest", "Gehstabilität", "Kopfhörerpegel", "Umgebungsgeräuschpegel",
        "Atemfrequenz", "Blutsauerstoff", "Handgelenktemperatur", "Blutdruck", "Blutzucker", "Wasser", "Nahrungsenergie",
        "Alkoholische Getränke",
        "Schritte", "Etagen", "S/min", "Atemzüge/min", "Getränke", "dB", "kcal",
    ]

    /// French.
    static let metricsFrench = [
        "Pas", "Énergie active", "Minutes d’exercice", "Heures debout", "Temps debout", "Distance de marche et de course",
        "Distance à vélo", "Distance de natation", "Étages gravis", "Énergie au repos", "Temps passé à la lumière du jour",
        "Anneaux d’activité", "Temps d’entraînement", "Fréquence cardiaque au repos", "Fréquence cardiaque",
        "Variabilité de la fréquence cardiaque", "Fréquence cardiaque moyenne en marchant", "Récupération de la fréquence cardiaque",
        "VO2 max", "Sommeil", "Minutes de pleine conscience", "Poids", "Indice de masse corporelle", "Masse grasse",
        "Vitesse de marche", "Longueur des pas", "Test de marche de six minutes", "Stabilité de la marche",
        "Niveaux sonores des écouteurs", "Niveaux sonores environnementaux", "Fréquence respiratoire", "Oxygène sanguin",
        "Température du poignet", "Tension artérielle", "Glycémie", "Eau", "Énergie alimentaire", "Boissons alcoolisées",
        "pas", "étages", "BPM", "resp./min", "verres", "dB", "kcal",
    ]

    /// Spanish.
    static let metricsSpanish = [
        "Pasos", "Energía activa", "Minutos de ejercicio", "Horas de pie", "Tiempo de pie", "Distancia caminando y corriendo",
        "Distancia en bicicleta", "Distancia nadando", "Pisos subidos", "Energía en reposo", "Tiempo a la luz del día",
        "Anillos de actividad", "Tiempo de entrenamiento", "Frecuencia cardiaca en reposo", "Frecuencia cardiaca",
        "Variabilidad de la frecuencia cardiaca", "Frecuencia cardiaca media al caminar", "Recuperación de la frecuencia cardiaca",
        "VO2 máx.", "Sueño", "Minutos de atención plena", "Peso", "Índice de masa corporal", "Porcentaje de grasa corporal",
        "Velocidad al caminar", "Longitud del paso", "Prueba de marcha de seis minutos", "Estabilidad al caminar",
        "Niveles de audio de los auriculares", "Niveles de sonido ambiental", "Frecuencia respiratoria", "Oxígeno en sangre",
        "Temperatura de la muñeca", "Tensión arterial", "Glucosa en sangre", "Agua", "Energía alimentaria", "Bebidas alcohólicas",
        "pasos", "pisos", "lpm", "resp./min", "bebidas", "dB", "kcal",
    ]
}
