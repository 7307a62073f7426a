extension StringCatalog {
    /// The words of a metric overview's ranges (D/W/M/6M/Y): the day range's name, each range's headline, the
    /// chart's labelled reference lines and the bucket names of its values table.
    static let rangesEntries: [Entry] = [
        Entry("overview.day", "Day", "the overview's one-day view (by hour)"),
        Entry("headline.total", "Total", "a range headline's kind of figure: the total (shown in capitals where the script has them)"),
        Entry("headline.daily_average", "Daily average", "a range headline's kind of figure: a `sum` metric's daily average"),
        Entry("headline.average", "Average", "a range headline's kind of figure: the mean"),
        Entry("headline.range", "Range", "a range headline's kind of figure: lowest to highest"),
        Entry("headline.latest", "Latest", "a range headline's kind of figure: the latest value"),
        Entry("headline.lowest", "Lowest", "a range headline's kind of figure: the lowest value"),
        Entry("headline.highest", "Highest", "a range headline's kind of figure: the highest value"),
        Entry("chart.goal_line", "Goal {value}", "the label of a chart's goal line"),
        Entry("chart.week_of", "Week of {date}", "a weekly bar's date in its title"),
        Entry("table.hour", "Hour", "a values table's first column header (one row per hour)"),
        Entry("table.week", "Week", "a values table's first column header (one row per week)"),
        Entry("table.month", "Month", "a values table's first column header (one row per month)"),
        Entry("table.caption_buckets", "{title}, {range}, newest first", "the caption of a range's values table by hour, week or month"),
    ]
}

extension BuiltInStrings {
    /// The range words of `table` (empty for English).
    static func rangesTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "overview.day": "日", "headline.total": "总计", "headline.daily_average": "日均", "headline.average": "平均",
            "headline.range": "范围", "headline.latest": "最新", "headline.lowest": "最低", "headline.highest": "最高",
            "chart.goal_line": "目标 {value}", "chart.week_of": "{date}当周", "table.hour": "小时", "table.week": "周", "table.month": "月份",
            "table.caption_buckets": "{title}，{range}，最新的在前",
        ]
        case .traditionalChinese: return [
            "overview.day": "日", "headline.total": "總計", "headline.daily_average": "日均", "headline.average": "平均",
            "headline.range": "範圍", "headline.latest": "最新", "headline.lowest": "最低", "headline.highest": "最高",
            "chart.goal_line": "目標 {value}", "chart.week_of": "{date}當週", "table.hour": "小時", "table.week": "週", "table.month": "月份",
            "table.caption_buckets": "{title}，{range}，最新的在前",
        ]
        case .japanese: return [
            "overview.day": "日", "headline.total": "合計", "headline.daily_average": "1日平均", "headline.average": "平均",
            "headline.range": "範囲", "headline.latest": "最新", "headline.lowest": "最低", "headline.highest": "最高",
            "chart.goal_line": "目標 {value}", "chart.week_of": "{date}の週", "table.hour": "時間", "table.week": "週", "table.month": "月",
            "table.caption_buckets": "{title}、{range}、新しい順",
        ]
        case .german: return [
            "overview.day": "Tag", "headline.total": "Gesamt", "headline.daily_average": "Tagesdurchschnitt", "headline.average": "Durchschnitt",
            "headline.range": "Bereich", "headline.latest": "Zuletzt", "headline.lowest": "Niedrigster Wert", "headline.highest": "Höchster Wert",
            "chart.goal_line": "Ziel {value}", "chart.week_of": "Woche vom {date}", "table.hour": "Stunde", "table.week": "Woche", "table.month": "Monat",
            "table.caption_buckets": "{title}, {range}, neueste zuerst",
        ]
        case .french: return [
            "overview.day": "Jour", "headline.total": "Total", "headline.daily_average": "Moyenne quotidienne", "headline.average": "Moyenne",
            "headline.range": "Plage", "headline.latest": "Dernière valeur", "headline.lowest": "Minimum", "headline.highest": "Maximum",
            "chart.goal_line": "Objectif {value}", "chart.week_of": "Semaine du {date}", "table.hour": "Heure", "table.week": "Semaine", "table.month": "Mois",
            "table.caption_buckets": "{title}, {range}, les plus récentes d’abord",
        ]
        case .spanish: return [
            "overview.day": "Día", "headline.total": "Total", "headline.daily_average": "Promedio diario", "headline.average": "Promedio",
            "headline.range": "Rango", "headline.latest": "Último valor", "headline.lowest": "Mínimo", "headline.highest": "Máximo",
            "chart.goal_line": "Objetivo {value}", "chart.week_of": "Semana del {date}", "table.hour": "Hora", "table.week": "Semana", "table.month": "Mes",
            "table.caption_buckets": "{title}, {range}, lo más reciente primero",
        ]
        }
    }
}
