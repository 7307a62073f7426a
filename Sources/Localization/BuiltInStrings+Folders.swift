extension StringCatalog {
    /// The words of folder pages and page chrome: a generated folder page's title when its folder holds a
    /// series, a table's accessible name, and the footer's date.
    static let folderEntries: [Entry] = [
        Entry("folder.series_day", "Daily reports", "a folder page without index.md whose pages are days"),
        Entry("folder.series_week", "Weekly reports", "a folder page without index.md whose pages are weeks"),
        Entry("folder.series_month", "Monthly reports", "a folder page without index.md whose pages are months"),
        Entry("folder.series_year", "Yearly reports", "a folder page without index.md whose pages are years"),
        Entry("table.label", "Table: {headers}", "a Markdown table's accessible name: its column headers"),
        Entry("table.header_list", "{first}, {second}", "column headers in a table's accessible name: the list so far, then the next one"),
        Entry("table.label_empty", "Table", "the accessible name of a Markdown table without header text"),
        Entry("table.scroll_cue", "Swipe sideways to see every column →", "under a table too wide for a phone (not read aloud)"),
        Entry("footer.date", "{date}", "the page's date in the footer (`date:` written out in the language)"),
        Entry("print.packet_link", "Print the whole report", "a report page with `print: full`: the link to its printable packet (hidden in print)"),
    ]
}

extension BuiltInStrings {
    /// The folder and page-chrome words of `table` (empty for English).
    static func folderTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "folder.series_day": "日报", "folder.series_week": "周报", "folder.series_month": "月报", "folder.series_year": "年报",
            "table.label": "表格：{headers}", "table.label_empty": "表格", "table.scroll_cue": "左右滑动查看全部列 →", "table.header_list": "{first}、{second}", "footer.date": "{date}", "print.packet_link": "打印完整报告",
        ]
        case .traditionalChinese: return [
            "folder.series_day": "日報", "folder.series_week": "週報", "folder.series_month": "月報", "folder.series_year": "年報",
            "table.label": "表格：{headers}", "table.label_empty": "表格", "table.scroll_cue": "左右滑動查看全部欄 →", "table.header_list": "{first}、{second}", "footer.date": "{date}", "print.packet_link": "列印完整報告",
        ]
        case .japanese: return [
            "folder.series_day": "日報", "folder.series_week": "週報", "folder.series_month": "月報", "folder.series_year": "年報",
            "table.label": "表：{headers}", "table.label_empty": "表", "table.scroll_cue": "横にスクロールしてすべての列を表示 →", "table.header_list": "{first}、{second}", "footer.date": "{date}", "print.packet_link": "レポート全体を印刷",
        ]
        case .german: return [
            "folder.series_day": "Tagesberichte", "folder.series_week": "Wochenberichte", "folder.series_month": "Monatsberichte",
            "folder.series_year": "Jahresberichte", "table.label": "Tabelle: {headers}", "table.label_empty": "Tabelle", "table.scroll_cue": "Seitlich wischen, um alle Spalten zu sehen →", "table.header_list": "{first}, {second}", "footer.date": "{date}", "print.packet_link": "Ganzen Bericht drucken",
        ]
        case .french: return [
            "folder.series_day": "Rapports quotidiens", "folder.series_week": "Rapports hebdomadaires",
            "folder.series_month": "Rapports mensuels", "folder.series_year": "Rapports annuels",
            "table.label": "Tableau : {headers}", "table.label_empty": "Tableau", "table.scroll_cue": "Balayez latéralement pour voir toutes les colonnes →", "table.header_list": "{first}, {second}", "footer.date": "{date}", "print.packet_link": "Imprimer le rapport complet",
        ]
        case .spanish: return [
            "folder.series_day": "Informes diarios", "folder.series_week": "Informes semanales",
            "folder.series_month": "Informes mensuales", "folder.series_year": "Informes anuales",
            "table.label": "Tabla: {headers}", "table.label_empty": "Tabla", "table.scroll_cue": "Desliza de lado para ver todas las columnas →", "table.header_list": "{first}, {second}", "footer.date": "{date}", "print.packet_link": "Imprimir el informe completo",
        ]
        }
    }
}
