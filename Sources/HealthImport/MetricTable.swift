import Metrics

/// A metric file about to be written: header, rows and number formatting.
struct MetricTable {
    /// A column of numbers and its decimals.
    struct Column {
        var name: String
        var places: Int
    }

    /// Value columns (the first CSV column is always `date`).
    var columns: [Column]
    /// Extra text columns written after `date` and before the numbers (workout `type`).
    var textColumns: [String] = []
    /// A text column written last (the `sources` note of the cumulative kinds), if any.
    var noteColumn: String?
    /// Rows: date text, text cells, numbers (`nil` = empty cell), the note cell.
    var rows: [(date: String, text: [String], values: [Double?], note: String)] = []

    /// CSV bytes: `date,<columns>` then one line per row, LF line ends.
    func csv() -> String {
        var out = "date"
        for t in textColumns { out += "," + t }
        for c in columns { out += "," + c.name }
        if let n = noteColumn { out += "," + n }
        out += "\n"
        for row in rows {
            out += row.date
            for t in row.text { out += "," + MetricTable.csvCell(t) }
            for (i, v) in row.values.enumerated() {
                out += ","
                if let v = v { out += DecimalText.format(v, places: columns[i].places) }
            }
            if noteColumn != nil { out += "," + MetricTable.csvCell(row.note) }
            out += "\n"
        }
        return out
    }

    /// Quotes a text cell when it holds a comma, quote or line break.
    static func csvCell(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Removes the rows a metric file may not hold (a value beyond ±1e300 or not finite, a date outside
    /// the years 1–9999; see ``ImportLimits``) and returns their dates.
    mutating func removeRowsOutsideLimits() -> [String] {
        var removed: [String] = []
        rows.removeAll { row in
            let bad = !ImportLimits.contains(dateText: row.date)
                || row.values.contains { $0.map { !ImportLimits.contains($0) } ?? false }
            if bad { removed.append(row.date) }
            return bad
        }
        return removed
    }
}
