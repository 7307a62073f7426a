import Metrics

/// One row of a row series' file (`repeat: rows`) as its page uses it: the row block's figures, the
/// `{{row.<column>}}` placeholders, the index subtitle.
struct SeriesRow: Sendable {
    /// The file's column names (shared by every row of the file).
    var columns: [String]
    /// The row's cells, one per column.
    var cells: [DataTable.Cell]
    /// The rows file as messages name it.
    var displayPath: String

    /// The cell of the column named `name` (exact, then ignoring case).
    func cell(_ name: String) -> DataTable.Cell? {
        if let i = columns.firstIndex(of: name) { return cells[i] }
        let lower = name.lowercased()
        return columns.firstIndex { $0.lowercased() == lower }.map { cells[$0] }
    }

    /// The row's first date (its first cell holding `YYYY-MM-DD`), if any.
    var firstDay: CalendarDay? {
        for cell in cells { if let day = cell.day { return day } }
        return nil
    }

    /// A cell as text reads it: numbers in the language's digits and grouping, dates as long dates (a
    /// date-time's clock after it), the rest as written.
    static func text(of cell: DataTable.Cell, text: MetricText) -> String {
        if let number = cell.number { return text.number(number) }
        if let day = cell.day {
            let date = text.longLabel(day)
            let utf8 = Array(cell.text.utf8)
            // `2026-11-24T07:10…`: the clock as recorded.
            if utf8.count >= 16, utf8[13] == UInt8(ascii: ":"),
               utf8[11...12].allSatisfy({ $0 &- 48 < 10 }), utf8[14...15].allSatisfy({ $0 &- 48 < 10 }) {
                return text("row.date_time", ["date": date, "time": String(decoding: utf8[11..<16], as: UTF8.self)])
            }
            return date
        }
        return cell.text
    }
}
