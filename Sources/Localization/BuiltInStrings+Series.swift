extension StringCatalog {
    /// The words of report series and period pages: pagers, series indexes, metric overviews, empty periods.
    static let seriesEntries: [Entry] = [
        Entry("series.previous_day", "Previous day", "the pager row to the day before"),
        Entry("series.previous_week", "Previous week", "the pager row to the week before"),
        Entry("series.previous_month", "Previous month", "the pager row to the month before"),
        Entry("series.previous_year", "Previous year", "the pager row to the year before"),
        Entry("series.previous", "Previous", "the pager row to the page before (rows, ranges)"),
        Entry("series.next_day", "Next day", "the pager row to the day after"),
        Entry("series.next_week", "Next week", "the pager row to the week after"),
        Entry("series.next_month", "Next month", "the pager row to the month after"),
        Entry("series.next_year", "Next year", "the pager row to the year after"),
        Entry("series.next", "Next", "the pager row to the page after (rows, ranges)"),
        Entry("series.pager", "More reports", "the accessible name of the pager section"),
        Entry("series.latest", "Latest", "the series index's first section"),
        Entry("series.all", "All reports", "the series index's list when it is not grouped"),
        Entry("series.title", "Reports", "a series index's title when the template's title is only placeholders"),
        Entry("series.empty", "No period has data yet: this series has no pages.", "a series index without periods"),
        Entry("series.week_name", "Week {week}, {year}", "`{{period.name}}` of a week"),
        Entry("period.empty", "No data {period}.", "the card of a period page whose metrics have no data in its period"),
        Entry("overview.views", "Time range", "the accessible name of a metric overview's range picker"),
        Entry("overview.week", "Week", "the overview's 7-day view"),
        Entry("overview.month", "Month", "the overview's 30-day view"),
        Entry("overview.six_months", "6 Months", "the overview's 6-month view"),
        Entry("overview.year", "Year", "the overview's 1-year view"),
        Entry("overview.history", "History", "the overview's section of month pages"),
        Entry("overview.all_data", "All data", "the row from a period's metric page to the metric's overview"),
        Entry("overview.daily_average", "Daily average {value}", "an overview view's average of a `sum` metric"),
        Entry("overview.average", "Average {value}", "an overview view's average"),
        Entry("overview.days_with_data", "{count} days with data", "a month row's subtitle"),
        Entry("overview.back_to", "Shown on {title}", "the row from a period's metric page back to the report"),
        Entry("row.date_time", "{date}, {time}", "`{{row.x}}` of a date-time cell: the long date and the clock (`07:10`)"),
        Entry("row.all", "All entries", "a row series index's list (one page per row of a data file)"),
        Entry("row.empty", "The data file has no rows yet: this series has no pages.", "a row series index without rows"),
    ]
}

extension BuiltInStrings {
    /// The series words of `table` (empty for English).
    static func seriesTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "series.previous_day": "前一天", "series.previous_week": "上一周", "series.previous_month": "上个月",
            "series.previous_year": "上一年", "series.previous": "上一篇",
            "series.next_day": "后一天", "series.next_week": "下一周", "series.next_month": "下个月",
            "series.next_year": "下一年", "series.next": "下一篇", "series.pager": "更多报告",
            "series.latest": "最新", "series.all": "全部报告", "series.title": "报告",
            "series.empty": "还没有任何时段的数据，这个系列暂无页面。", "series.week_name": "{year}年第{week}周",
            "period.empty": "{period}没有数据。",
            "overview.views": "时间范围", "overview.week": "周", "overview.month": "月", "overview.six_months": "6个月",
            "overview.year": "年", "overview.history": "历史", "overview.all_data": "全部数据",
            "overview.daily_average": "日均 {value}", "overview.average": "平均 {value}",
            "overview.days_with_data": "{count} 天有数据", "overview.back_to": "来自{title}",
            "row.date_time": "{date} {time}", "row.all": "全部条目", "row.empty": "数据文件还没有任何行，这个系列暂无页面。",
        ]
        case .traditionalChinese: return [
            "series.previous_day": "前一天", "series.previous_week": "上一週", "series.previous_month": "上個月",
            "series.previous_year": "上一年", "series.previous": "上一篇",
            "series.next_day": "後一天", "series.next_week": "下一週", "series.next_month": "下個月",
            "series.next_year": "下一年", "series.next": "下一篇", "series.pager": "更多報告",
            "series.latest": "最新", "series.all": "全部報告", "series.title": "報告",
            "series.empty": "還沒有任何時段的資料，這個系列暫無頁面。", "series.week_name": "{year}年第{week}週",
            "period.empty": "{period}沒有資料。",
            "overview.views": "時間範圍", "overview.week": "週", "overview.month": "月", "overview.six_months": "6個月",
            "overview.year": "年", "overview.history": "歷史", "overview.all_data": "全部資料",
            "overview.daily_average": "日均 {value}", "overview.average": "平均 {value}",
            "overview.days_with_data": "{count} 天有資料", "overview.back_to": "來自{title}",
            "row.date_time": "{date} {time}", "row.all": "全部項目", "row.empty": "資料檔還沒有任何列，這個系列暫無頁面。",
        ]
        case .japanese: return [
            "series.previous_day": "前日", "series.previous_week": "前の週", "series.previous_month": "前の月",
            "series.previous_year": "前の年", "series.previous": "前へ",
            "series.next_day": "翌日", "series.next_week": "次の週", "series.next_month": "次の月",
            "series.next_year": "次の年", "series.next": "次へ", "series.pager": "ほかのレポート",
            "series.latest": "最新", "series.all": "すべてのレポート", "series.title": "レポート",
            "series.empty": "まだどの期間にもデータがないため、このシリーズにはページがありません。",
            "series.week_name": "{year}年第{week}週", "period.empty": "{period}のデータはありません。",
            "overview.views": "期間", "overview.week": "週", "overview.month": "月", "overview.six_months": "6か月",
            "overview.year": "年", "overview.history": "履歴", "overview.all_data": "すべてのデータ",
            "overview.daily_average": "1日平均 {value}", "overview.average": "平均 {value}",
            "overview.days_with_data": "データのある日 {count} 日", "overview.back_to": "{title}から",
            "row.date_time": "{date} {time}", "row.all": "すべての項目", "row.empty": "データファイルにまだ行がないため、このシリーズにはページがありません。",
        ]
        case .german: return [
            "series.previous_day": "Vorheriger Tag", "series.previous_week": "Vorherige Woche",
            "series.previous_month": "Vorheriger Monat", "series.previous_year": "Vorheriges Jahr", "series.previous": "Zurück",
            "series.next_day": "Nächster Tag", "series.next_week": "Nächste Woche", "series.next_month": "Nächster Monat",
            "series.next_year": "Nächstes Jahr", "series.next": "Weiter", "series.pager": "Weitere Berichte",
            "series.latest": "Neuester", "series.all": "Alle Berichte", "series.title": "Berichte",
            "series.empty": "Noch hat kein Zeitraum Daten: Diese Reihe hat keine Seiten.", "series.week_name": "KW {week} {year}",
            "period.empty": "Keine Daten {period}.",
            "overview.views": "Zeitraum", "overview.week": "Woche", "overview.month": "Monat", "overview.six_months": "6 Monate",
            "overview.year": "Jahr", "overview.history": "Verlauf", "overview.all_data": "Alle Daten",
            "overview.daily_average": "Tagesdurchschnitt {value}", "overview.average": "Durchschnitt {value}",
            "overview.days_with_data": "{count} Tage mit Daten", "overview.back_to": "Gezeigt in {title}",
            "row.date_time": "{date}, {time}", "row.all": "Alle Einträge", "row.empty": "Die Datendatei hat noch keine Zeilen: Diese Reihe hat keine Seiten.",
        ]
        case .french: return [
            "series.previous_day": "Jour précédent", "series.previous_week": "Semaine précédente",
            "series.previous_month": "Mois précédent", "series.previous_year": "Année précédente", "series.previous": "Précédent",
            "series.next_day": "Jour suivant", "series.next_week": "Semaine suivante", "series.next_month": "Mois suivant",
            "series.next_year": "Année suivante", "series.next": "Suivant", "series.pager": "Autres rapports",
            "series.latest": "Le plus récent", "series.all": "Tous les rapports", "series.title": "Rapports",
            "series.empty": "Aucune période n’a encore de données : cette série n’a pas de pages.",
            "series.week_name": "Semaine {week} de {year}", "period.empty": "Aucune donnée {period}.",
            "overview.views": "Période", "overview.week": "Semaine", "overview.month": "Mois", "overview.six_months": "6 mois",
            "overview.year": "Année", "overview.history": "Historique", "overview.all_data": "Toutes les données",
            "overview.daily_average": "Moyenne quotidienne {value}", "overview.average": "Moyenne {value}",
            "overview.days_with_data": "{count} jours avec des données", "overview.back_to": "Affiché dans {title}",
            "row.date_time": "{date}, {time}", "row.all": "Toutes les entrées", "row.empty": "Le fichier de données n’a encore aucune ligne : cette série n’a pas de pages.",
        ]
        case .spanish: return [
            "series.previous_day": "Día anterior", "series.previous_week": "Semana anterior",
            "series.previous_month": "Mes anterior", "series.previous_year": "Año anterior", "series.previous": "Anterior",
            "series.next_day": "Día siguiente", "series.next_week": "Semana siguiente", "series.next_month": "Mes siguiente",
            "series.next_year": "Año siguiente", "series.next": "Siguiente", "series.pager": "Más informes",
            "series.latest": "Más reciente", "series.all": "Todos los informes", "series.title": "Informes",
            "series.empty": "Ningún periodo tiene datos todavía: esta serie no tiene páginas.",
            "series.week_name": "Semana {week} de {year}", "period.empty": "Sin datos {period}.",
            "overview.views": "Periodo", "overview.week": "Semana", "overview.month": "Mes", "overview.six_months": "6 meses",
            "overview.year": "Año", "overview.history": "Historial", "overview.all_data": "Todos los datos",
            "overview.daily_average": "Promedio diario {value}", "overview.average": "Promedio {value}",
            "overview.days_with_data": "{count} días con datos", "overview.back_to": "Mostrado en {title}",
            "row.date_time": "{date}, {time}", "row.all": "Todas las entradas", "row.empty": "El archivo de datos aún no tiene filas: esta serie no tiene páginas.",
        ]
        }
    }
}
