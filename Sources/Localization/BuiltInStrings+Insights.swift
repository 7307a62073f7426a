extension StringCatalog {
    /// The words of Highlights and Trends (metric overviews and `show: highlights` / `show: trend` blocks): the
    /// sections' names, one sentence per rule, the "nothing to say" sentences and the small charts' bar labels.
    static let insightEntries: [Entry] = [
        Entry("insight.highlights", "Highlights", "the section of generated highlight sentences"),
        Entry("insight.trends", "Trends", "the section of the 90-day trend"),
        Entry("highlight.higher", "Higher {period} than {previous}: {value} against {reference}.",
              "a highlight: the period's figure is above the previous period's or the average ({previous} as in change lines)"),
        Entry("highlight.lower", "Lower {period} than {previous}: {value} against {reference}.",
              "a highlight: the period's figure is below the compared figure"),
        Entry("highlight.record_high", "Highest day in a year: {value} on {date}.", "a highlight: the highest daily value of 365 days"),
        Entry("highlight.record_low", "Lowest day in a year: {value} on {date}.", "a highlight: the lowest daily value of 365 days"),
        Entry("highlight.streak", "Goal of {goal} met {count, plural, one {# day} other {# days}} in a row, through {date}.",
              "a highlight: the goal was met on {count} days running, the last on {date}"),
        Entry("highlight.none", "No highlights {period}.", "a highlights block when no rule found anything ({period} as in sentences)"),
        Entry("highlight.bar_average", "Average", "a highlight's bar of the average it compares with"),
        Entry("trend.up", "Trending up: the 90-day average, {recent}, is above the average of the 365 days before, {earlier}.",
              "a trend card: the last 90 days' average is meaningfully higher"),
        Entry("trend.down", "Trending down: the 90-day average, {recent}, is below the average of the 365 days before, {earlier}.",
              "a trend card: the last 90 days' average is meaningfully lower"),
        Entry("trend.none", "No trend: the 90-day average, {recent}, is about the same as the average of the 365 days before, {earlier}.",
              "a trend card: no meaningful difference"),
        Entry("trend.not_enough", "No trend yet: a trend needs data on at least {recent_days} of the last 90 days and {earlier_days} of the 365 days before.",
              "a trend card when too few days have data"),
        Entry("trend.bar_recent", "Last 90 days", "a trend card's bar of the recent average"),
        Entry("trend.bar_earlier", "365 days before", "a trend card's bar of the earlier average"),
    ]
}

extension BuiltInStrings {
    /// The Highlights and Trends words of `table` (empty for English).
    static func insightTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return simplifiedChineseInsights
        case .traditionalChinese: return traditionalChineseInsights
        case .japanese: return japaneseInsights
        case .german: return germanInsights
        case .french: return frenchInsights
        case .spanish: return spanishInsights
        }
    }

    /// Simplified Chinese.
    static let simplifiedChineseInsights: [String: String] = [
        "insight.highlights": "重点", "insight.trends": "趋势",
        "highlight.higher": "{period}高于{previous}：{value}，对比 {reference}。",
        "highlight.lower": "{period}低于{previous}：{value}，对比 {reference}。",
        "highlight.record_high": "一年来最高的一天：{date}，{value}。", "highlight.record_low": "一年来最低的一天：{date}，{value}。",
        "highlight.streak": "连续 {count} 天达到目标 {goal}，截至{date}。", "highlight.none": "{period}没有突出的变化。",
        "highlight.bar_average": "平均",
        "trend.up": "呈上升趋势：近 90 天平均 {recent}，高于此前 365 天的平均 {earlier}。",
        "trend.down": "呈下降趋势：近 90 天平均 {recent}，低于此前 365 天的平均 {earlier}。",
        "trend.none": "没有明显趋势：近 90 天平均 {recent}，与此前 365 天的平均 {earlier} 基本持平。",
        "trend.not_enough": "数据不足，暂无趋势：需要近 90 天中至少 {recent_days} 天、此前 365 天中至少 {earlier_days} 天有数据。",
        "trend.bar_recent": "近 90 天", "trend.bar_earlier": "此前 365 天",
    ]

    /// Traditional Chinese.
    static let traditionalChineseInsights: [String: String] = [
        "insight.highlights": "重點", "insight.trends": "趨勢",
        "highlight.higher": "{period}高於{previous}：{value}，對比 {reference}。",
        "highlight.lower": "{period}低於{previous}：{value}，對比 {reference}。",
        "highlight.record_high": "一年來最高的一天：{date}，{value}。", "highlight.record_low": "一年來最低的一天：{date}，{value}。",
        "highlight.streak": "連續 {count} 天達到目標 {goal}，截至{date}。", "highlight.none": "{period}沒有突出的變化。",
        "highlight.bar_average": "平均",
        "trend.up": "呈上升趨勢：近 90 天平均 {recent}，高於此前 365 天的平均 {earlier}。",
        "trend.down": "呈下降趨勢：近 90 天平均 {recent}，低於此前 365 天的平均 {earlier}。",
        "trend.none": "沒有明顯趨勢：近 90 天平均 {recent}，與此前 365 天的平均 {earlier} 大致持平。",
        "trend.not_enough": "資料不足，暫無趨勢：需要近 90 天中至少 {recent_days} 天、此前 365 天中至少 {earlier_days} 天有資料。",
        "trend.bar_recent": "近 90 天", "trend.bar_earlier": "此前 365 天",
    ]

    /// Japanese.
    static let japaneseInsights: [String: String] = [
        "insight.highlights": "ハイライト", "insight.trends": "傾向",
        "highlight.higher": "{period}は{previous}を上回りました：{value}（{previous}は{reference}）。",
        "highlight.lower": "{period}は{previous}を下回りました：{value}（{previous}は{reference}）。",
        "highlight.record_high": "この1年で最も高い日：{date}、{value}。", "highlight.record_low": "この1年で最も低い日：{date}、{value}。",
        "highlight.streak": "{date}まで{count}日連続で目標の{goal}を達成しました。", "highlight.none": "{period}は特に目立った変化はありません。",
        "highlight.bar_average": "平均",
        "trend.up": "上昇傾向：直近90日間の平均は{recent}で、その前の365日間の平均{earlier}を上回っています。",
        "trend.down": "下降傾向：直近90日間の平均は{recent}で、その前の365日間の平均{earlier}を下回っています。",
        "trend.none": "傾向なし：直近90日間の平均は{recent}で、その前の365日間の平均{earlier}とほぼ同じです。",
        "trend.not_enough": "まだ傾向は出せません：直近90日間のうち{recent_days}日以上、その前の365日間のうち{earlier_days}日以上のデータが必要です。",
        "trend.bar_recent": "直近90日間", "trend.bar_earlier": "その前の365日間",
    ]

    /// German.
    static let germanInsights: [String: String] = [
        "insight.highlights": "Highlights", "insight.trends": "Trends",
        "highlight.higher": "{period} höher als {previous}: {value} (Vergleichswert {reference}).",
        "highlight.lower": "{period} niedriger als {previous}: {value} (Vergleichswert {reference}).",
        "highlight.record_high": "Höchster Tageswert seit einem Jahr: {value} am {date}.",
        "highlight.record_low": "Niedrigster Tageswert seit einem Jahr: {value} am {date}.",
        "highlight.streak": "Ziel von {goal} an {count, plural, one {# Tag} other {# Tagen}} in Folge erreicht, zuletzt am {date}.",
        "highlight.none": "{period} keine Auffälligkeiten.", "highlight.bar_average": "Durchschnitt",
        "trend.up": "Aufwärtstrend: Der Durchschnitt der letzten 90 Tage, {recent}, liegt über dem der 365 Tage davor, {earlier}.",
        "trend.down": "Abwärtstrend: Der Durchschnitt der letzten 90 Tage, {recent}, liegt unter dem der 365 Tage davor, {earlier}.",
        "trend.none": "Kein Trend: Der Durchschnitt der letzten 90 Tage, {recent}, entspricht etwa dem der 365 Tage davor, {earlier}.",
        "trend.not_enough": "Noch kein Trend: Dafür braucht es Werte an mindestens {recent_days} der letzten 90 Tage und an {earlier_days} der 365 Tage davor.",
        "trend.bar_recent": "Letzte 90 Tage", "trend.bar_earlier": "365 Tage davor",
    ]

    /// French.
    static let frenchInsights: [String: String] = [
        "insight.highlights": "Faits marquants", "insight.trends": "Tendances",
        "highlight.higher": "Plus élevé {period} que {previous}\u{A0}: {value} contre {reference}.",
        "highlight.lower": "Plus bas {period} que {previous}\u{A0}: {value} contre {reference}.",
        "highlight.record_high": "Journée la plus haute depuis un an\u{A0}: {value} le {date}.",
        "highlight.record_low": "Journée la plus basse depuis un an\u{A0}: {value} le {date}.",
        "highlight.streak": "Objectif de {goal} atteint {count, plural, one {# jour} other {# jours}} d’affilée, jusqu’au {date}.",
        "highlight.none": "Rien de marquant {period}.", "highlight.bar_average": "Moyenne",
        "trend.up": "Tendance à la hausse\u{A0}: la moyenne des 90 derniers jours, {recent}, dépasse celle des 365 jours précédents, {earlier}.",
        "trend.down": "Tendance à la baisse\u{A0}: la moyenne des 90 derniers jours, {recent}, est inférieure à celle des 365 jours précédents, {earlier}.",
        "trend.none": "Pas de tendance\u{A0}: la moyenne des 90 derniers jours, {recent}, est à peu près celle des 365 jours précédents, {earlier}.",
        "trend.not_enough": "Pas encore de tendance\u{A0}: il faut des valeurs sur au moins {recent_days} des 90 derniers jours et {earlier_days} des 365 jours précédents.",
        "trend.bar_recent": "90 derniers jours", "trend.bar_earlier": "365 jours précédents",
    ]

    /// Spanish.
    static let spanishInsights: [String: String] = [
        "insight.highlights": "Aspectos destacados", "insight.trends": "Tendencias",
        "highlight.higher": "Más alto {period} que {previous}: {value} frente a {reference}.",
        "highlight.lower": "Más bajo {period} que {previous}: {value} frente a {reference}.",
        "highlight.record_high": "El día más alto del último año: {value} el {date}.",
        "highlight.record_low": "El día más bajo del último año: {value} el {date}.",
        "highlight.streak": "Objetivo de {goal} cumplido {count, plural, one {# día} other {# días}} seguidos, hasta el {date}.",
        "highlight.none": "Nada destacable {period}.", "highlight.bar_average": "Promedio",
        "trend.up": "Tendencia al alza: el promedio de los últimos 90 días, {recent}, supera al de los 365 días anteriores, {earlier}.",
        "trend.down": "Tendencia a la baja: el promedio de los últimos 90 días, {recent}, es inferior al de los 365 días anteriores, {earlier}.",
        "trend.none": "Sin tendencia: el promedio de los últimos 90 días, {recent}, es más o menos igual al de los 365 días anteriores, {earlier}.",
        "trend.not_enough": "Aún no hay tendencia: hacen falta valores en al menos {recent_days} de los últimos 90 días y {earlier_days} de los 365 días anteriores.",
        "trend.bar_recent": "Últimos 90 días", "trend.bar_earlier": "365 días anteriores",
    ]
}
