extension StringCatalog {
    /// The words of readable charts: each mark's `<title>` (date and value), the statistics of a range
    /// chart (lowest minimum, highest maximum) and the sentence of a metric without values.
    static let chartsEntries: [Entry] = [
        Entry("chart.mark", "{date}: {value}", "a bar's, point's or range capsule's tooltip: its date and value with unit"),
        Entry("stat.lowest_minimum", "Lowest minimum", "a range chart's statistic: the lowest of the days' minimums"),
        Entry("stat.highest_maximum", "Highest maximum", "a range chart's statistic: the highest of the days' maximums"),
        Entry("legend.daily_range", "Daily range, {range}", "legend of a range chart's lowest–highest capsules: the dates"),
        Entry("page.no_values", "No data yet.", "a metric page whose file has no values (no file name)"),
    ]
}

extension BuiltInStrings {
    /// The readable-chart words of `table` (empty for English).
    static func chartsTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "chart.mark": "{date}：{value}", "stat.lowest_minimum": "最低最小值", "stat.highest_maximum": "最高最大值",
            "page.no_values": "还没有数据。", "legend.daily_range": "每日范围，{range}",
        ]
        case .traditionalChinese: return [
            "chart.mark": "{date}：{value}", "stat.lowest_minimum": "最低最小值", "stat.highest_maximum": "最高最大值",
            "page.no_values": "還沒有資料。", "legend.daily_range": "每日範圍，{range}",
        ]
        case .japanese: return [
            "chart.mark": "{date}：{value}", "stat.lowest_minimum": "最小値の最低", "stat.highest_maximum": "最大値の最高",
            "page.no_values": "まだデータがありません。", "legend.daily_range": "1日の範囲、{range}",
        ]
        case .german: return [
            "chart.mark": "{date}: {value}", "stat.lowest_minimum": "Niedrigstes Minimum", "stat.highest_maximum": "Höchstes Maximum",
            "page.no_values": "Noch keine Werte.", "legend.daily_range": "Tagesbereich, {range}",
        ]
        case .french: return [
            "chart.mark": "{date} : {value}", "stat.lowest_minimum": "Minimum le plus bas", "stat.highest_maximum": "Maximum le plus haut",
            "page.no_values": "Pas encore de valeurs.", "legend.daily_range": "Plage quotidienne, {range}",
        ]
        case .spanish: return [
            "chart.mark": "{date}: {value}", "stat.lowest_minimum": "Mínimo más bajo", "stat.highest_maximum": "Máximo más alto",
            "page.no_values": "Aún no hay valores.", "legend.daily_range": "Rango diario, {range}",
        ]
        }
    }
}
