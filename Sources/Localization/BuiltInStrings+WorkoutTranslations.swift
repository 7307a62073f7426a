extension BuiltInStrings {
    /// The health import's words (``StringCatalog/workoutEntries``) in `table` (empty for English).
    static func workoutTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return workoutsSimplifiedChinese
        case .traditionalChinese: return workoutsTraditionalChinese
        case .japanese: return workoutsJapanese
        case .german: return workoutsGerman
        case .french: return workoutsFrench
        case .spanish: return workoutsSpanish
        }
    }

    /// Simplified Chinese, with the Health app's own names.
    static let workoutsSimplifiedChinese: [String: String] = [
        "route.with_note": "{line}{note}",
        "workout.date_line": "{date}。", "route.date_line": "{date}。{link}。",
        "workout.series_title": "体能训练", "workout.stats": "数据", "workout.route": "路线", "workout.elevation": "海拔",
        "workout.splits": "分段", "workout.duration": "时长", "workout.distance": "距离", "workout.active_energy": "活动能量",
        "workout.average_heart_rate": "平均心率", "route.page_title": "路线 · {workout}", "route.the_workout": "体能训练",
        "route.privacy": "开头和结尾的 {metres} 米未绘制，因此路线不会显示起点和终点。",
        "route.privacy_feet": "开头和结尾的 {feet} 英尺未绘制，因此路线不会显示起点和终点。",
        "route.too_short": "路线太短，去掉起点和终点后无法绘制。",
        "route.outline_name": "{workout}路线，已绘制 {distance}", "route.elevation_name": "沿路线的海拔，从 {low} 到 {high}",
        "route.elevation_plain": "沿路线的海拔", "route.splits_name": "每{unit}配速：{splits}", "route.split": "{unit} {split} {pace}",
        "route.split_list": "{first}，{second}", "route.pace_column": "配速（分钟/{unit}）", "route.time_column": "时间",
        "routes.title": "路线", "routes.introduction": "记录了路线的体能训练，绘制时不含开头和结尾的一段距离。",
        "health.description": "你在{app}中的数据，由 {command} 导入。", "site.title": "我的报告", "site.description": "每周报告，由 Cardstock 生成。",
        "health.title": "健康", "health.apple_health": "Apple“健康”", "health.introduction": "从 {app} 导入。再次运行 {command} 即可更新。",
        "health.week_line": "**{range}这一周**：每张卡片都显示这一周，并与上一周比较。",
        "health.activity": "活动", "health.heart": "心脏", "health.recovery": "睡眠与恢复", "health.vitals": "生命体征",
        "health.body": "身体测量", "health.mobility": "行动能力", "health.hearing": "听力", "health.nutrition": "营养",
        "health.other": "其他数据",
    ]

    /// Traditional Chinese.
    static let workoutsTraditionalChinese: [String: String] = [
        "route.with_note": "{line}{note}",
        "workout.date_line": "{date}。", "route.date_line": "{date}。{link}。",
        "workout.series_title": "體能訓練", "workout.stats": "數據", "workout.route": "路線", "workout.elevation": "海拔",
        "workout.splits": "分段", "workout.duration": "時長", "workout.distance": "距離", "workout.active_energy": "活動能量",
        "workout.average_heart_rate": "平均心率", "route.page_title": "路線 · {workout}", "route.the_workout": "體能訓練",
        "route.privacy": "開頭和結尾的 {metres} 公尺未繪製，因此路線不會顯示起點和終點。",
        "route.privacy_feet": "開頭和結尾的 {feet} 英尺未繪製，因此路線不會顯示起點和終點。",
        "route.too_short": "路線太短，去掉起點和終點後無法繪製。",
        "route.outline_name": "{workout}路線，已繪製 {distance}", "route.elevation_name": "沿路線的海拔，從 {low} 到 {high}",
        "route.elevation_plain": "沿路線的海拔", "route.splits_name": "每{unit}配速：{splits}", "route.split": "{unit} {split} {pace}",
        "route.split_list": "{first}，{second}", "route.pace_column": "配速（分鐘/{unit}）", "route.time_column": "時間",
        "routes.title": "路線", "routes.introduction": "記錄了路線的體能訓練，繪製時不含開頭和結尾的一段距離。",
        "health.description": "你在{app}中的資料，由 {command} 匯入。", "site.title": "我的報告", "site.description": "每週報告，由 Cardstock 產生。",
        "health.title": "健康", "health.apple_health": "Apple「健康」", "health.introduction": "從 {app} 匯入。再次執行 {command} 即可更新。",
        "health.week_line": "**{range}這一週**：每張卡片都顯示這一週，並與上一週比較。",
        "health.activity": "活動", "health.heart": "心臟", "health.recovery": "睡眠與恢復", "health.vitals": "生命徵象",
        "health.body": "身體測量", "health.mobility": "行動能力", "health.hearing": "聽力", "health.nutrition": "營養",
        "health.other": "其他資料",
    ]

    /// Japanese.
    static let workoutsJapanese: [String: String] = [
        "route.with_note": "{line}{note}",
        "workout.date_line": "{date}。", "route.date_line": "{date}。{link}。",
        "workout.series_title": "ワークアウト", "workout.stats": "統計", "workout.route": "ルート", "workout.elevation": "高度",
        "workout.splits": "スプリット", "workout.duration": "時間", "workout.distance": "距離",
        "workout.active_energy": "アクティブエネルギー", "workout.average_heart_rate": "平均心拍数",
        "route.page_title": "ルート · {workout}", "route.the_workout": "ワークアウト",
        "route.privacy": "最初と最後の {metres} m は描かれないため、ルートの始点と終点はわかりません。",
        "route.privacy_feet": "最初と最後の {feet} フィートは描かれないため、ルートの始点と終点はわかりません。",
        "route.too_short": "ルートが短すぎるため、始点と終点を除くと描けません。",
        "route.outline_name": "{workout}のルート、{distance} を描画", "route.elevation_name": "ルートに沿った高度、{low}から{high}",
        "route.elevation_plain": "ルートに沿った高度", "route.splits_name": "{unit}ごとのペース：{splits}",
        "route.split": "{unit} {split} {pace}", "route.split_list": "{first}、{second}", "route.pace_column": "ペース（分/{unit}）",
        "route.time_column": "タイム", "routes.title": "ルート",
        "routes.introduction": "ルートが記録されたワークアウト。最初と最後の区間は描かれていません。",
        "health.description": "{command} で読み込んだ{app}のデータ。", "site.title": "マイレポート", "site.description": "Cardstock で作成した週間レポート。",
        "health.title": "ヘルスケア", "health.apple_health": "Appleの「ヘルスケア」",
        "health.introduction": "{app}から読み込みました。更新するには {command} をもう一度実行してください。",
        "health.week_line": "**{range}の週**：各カードはこの週を表示し、前の週と比較します。",
        "health.activity": "アクティビティ", "health.heart": "心臓", "health.recovery": "睡眠と回復", "health.vitals": "バイタル",
        "health.body": "身体測定値", "health.mobility": "移動能力", "health.hearing": "聴覚", "health.nutrition": "栄養",
        "health.other": "その他のデータ",
    ]

    /// German.
    static let workoutsGerman: [String: String] = [
        "route.with_note": "{line} {note}",
        "workout.date_line": "{date}.", "route.date_line": "{date}. {link}.",
        "workout.series_title": "Trainings", "workout.stats": "Werte", "workout.route": "Route", "workout.elevation": "Höhe",
        "workout.splits": "Zwischenzeiten", "workout.duration": "Dauer", "workout.distance": "Distanz",
        "workout.active_energy": "Aktive Energie", "workout.average_heart_rate": "Durchschnittliche Herzfrequenz",
        "route.page_title": "Route · {workout}", "route.the_workout": "Das Training",
        "route.privacy": "Die ersten und letzten {metres} m sind nicht gezeichnet, damit die Route nicht zeigt, wo sie begann und endete.",
        "route.privacy_feet": "Die ersten und letzten {feet} ft sind nicht gezeichnet, damit die Route nicht zeigt, wo sie begann und endete.",
        "route.too_short": "Die Route ist zu kurz, um sie ohne Anfang und Ende zu zeichnen.",
        "route.outline_name": "Route: {workout}, {distance} gezeichnet", "route.elevation_name": "Höhe entlang der Route, von {low} bis {high}",
        "route.elevation_plain": "Höhe entlang der Route", "route.splits_name": "Tempo pro {unit}: {splits}",
        "route.split": "{unit} {split} {pace}", "route.split_list": "{first}, {second}", "route.pace_column": "Tempo (min/{unit})",
        "route.time_column": "Zeit", "routes.title": "Routen",
        "routes.introduction": "Die Trainings mit aufgezeichneter Route, ohne ihre ersten und letzten Meter gezeichnet.",
        "health.description": "Deine Werte aus {app}, importiert mit {command}.", "site.title": "Meine Berichte", "site.description": "Wöchentliche Berichte, erstellt mit Cardstock.",
        "health.title": "Gesundheit", "health.apple_health": "Apple Health",
        "health.introduction": "Aus {app} importiert. Führe {command} erneut aus, um die Daten zu aktualisieren.",
        "health.week_line": "**Woche {range}** · jede Karte zeigt diese Woche und vergleicht sie mit der Woche davor.",
        "health.activity": "Aktivität", "health.heart": "Herz", "health.recovery": "Schlaf und Erholung", "health.vitals": "Vitalwerte",
        "health.body": "Körpermaße", "health.mobility": "Mobilität", "health.hearing": "Hören", "health.nutrition": "Ernährung",
        "health.other": "Weitere Daten",
    ]

    /// French; a no-break space (U+00A0) before `:` as French typography has it.
    static let workoutsFrench: [String: String] = [
        "route.with_note": "{line} {note}",
        "workout.date_line": "{date}.", "route.date_line": "{date}. {link}.",
        "workout.series_title": "Entraînements", "workout.stats": "Statistiques", "workout.route": "Parcours",
        "workout.elevation": "Altitude", "workout.splits": "Temps intermédiaires", "workout.duration": "Durée",
        "workout.distance": "Distance", "workout.active_energy": "Énergie active",
        "workout.average_heart_rate": "Fréquence cardiaque moyenne", "route.page_title": "Parcours · {workout}",
        "route.the_workout": "L’entraînement",
        "route.privacy": "Les premiers et derniers {metres} m ne sont pas tracés, pour que le parcours ne montre ni son départ ni son arrivée.",
        "route.privacy_feet": "Les premiers et derniers {feet} ft ne sont pas tracés, pour que le parcours ne montre ni son départ ni son arrivée.",
        "route.too_short": "Le parcours est trop court pour être tracé sans son début et sa fin.",
        "route.outline_name": "Parcours\u{A0}: {workout}, {distance} tracés",
        "route.elevation_name": "Altitude le long du parcours, de {low} à {high}", "route.elevation_plain": "Altitude le long du parcours",
        "route.splits_name": "Allure par {unit}\u{A0}: {splits}", "route.split": "{unit} {split} {pace}",
        "route.split_list": "{first}, {second}", "route.pace_column": "Allure (min/{unit})", "route.time_column": "Temps",
        "routes.title": "Parcours",
        "routes.introduction": "Les entraînements enregistrés avec un parcours, tracés sans leurs premiers et derniers mètres.",
        "health.description": "Vos données de {app}, importées avec {command}.", "site.title": "Mes rapports", "site.description": "Rapports hebdomadaires, créés avec Cardstock.",
        "health.title": "Santé", "health.apple_health": "Santé d’Apple",
        "health.introduction": "Importé depuis {app}. Exécutez {command} à nouveau pour actualiser.",
        "health.week_line": "**Semaine du {range}** · chaque carte montre cette semaine et la compare à la précédente.",
        "health.activity": "Activité", "health.heart": "Cœur", "health.recovery": "Sommeil et récupération",
        "health.vitals": "Signes vitaux", "health.body": "Mensurations", "health.mobility": "Mobilité", "health.hearing": "Audition",
        "health.nutrition": "Nutrition", "health.other": "Autres données",
    ]

    /// Spanish.
    static let workoutsSpanish: [String: String] = [
        "route.with_note": "{line} {note}",
        "workout.date_line": "{date}.", "route.date_line": "{date}. {link}.",
        "workout.series_title": "Entrenamientos", "workout.stats": "Estadísticas", "workout.route": "Ruta",
        "workout.elevation": "Altitud", "workout.splits": "Parciales", "workout.duration": "Duración", "workout.distance": "Distancia",
        "workout.active_energy": "Energía activa", "workout.average_heart_rate": "Frecuencia cardiaca media",
        "route.page_title": "Ruta · {workout}", "route.the_workout": "El entrenamiento",
        "route.privacy": "Los primeros y últimos {metres} m no se dibujan, así que la ruta no muestra dónde empezó ni dónde terminó.",
        "route.privacy_feet": "Los primeros y últimos {feet} ft no se dibujan, así que la ruta no muestra dónde empezó ni dónde terminó.",
        "route.too_short": "La ruta es demasiado corta para dibujarla sin su inicio y su final.",
        "route.outline_name": "Ruta: {workout}, {distance} dibujados", "route.elevation_name": "Altitud a lo largo de la ruta, de {low} a {high}",
        "route.elevation_plain": "Altitud a lo largo de la ruta", "route.splits_name": "Ritmo por {unit}: {splits}",
        "route.split": "{unit} {split} {pace}", "route.split_list": "{first}, {second}", "route.pace_column": "Ritmo (min/{unit})",
        "route.time_column": "Tiempo", "routes.title": "Rutas",
        "routes.introduction": "Los entrenamientos registrados con una ruta, dibujados sin sus primeros y últimos metros.",
        "health.description": "Tus datos de {app}, importados con {command}.", "site.title": "Mis informes", "site.description": "Informes semanales, creados con Cardstock.",
        "health.title": "Salud", "health.apple_health": "Salud de Apple",
        "health.introduction": "Importado de {app}. Vuelve a ejecutar {command} para actualizar.",
        "health.week_line": "**Semana del {range}** · cada tarjeta muestra esta semana y la compara con la anterior.",
        "health.activity": "Actividad", "health.heart": "Corazón", "health.recovery": "Sueño y recuperación",
        "health.vitals": "Constantes vitales", "health.body": "Medidas corporales", "health.mobility": "Movilidad",
        "health.hearing": "Audición", "health.nutrition": "Nutrición", "health.other": "Otros datos",
    ]
}
