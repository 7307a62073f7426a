/// A metric's values as an accessible table: a `<caption>`, column headers (`th scope="col"`)
/// and the first cell of each row as its header (`th scope="row"`, usually the date). Sits in a
/// focusable, horizontally scrolling region so wide tables work on phones.
///
/// Markup: `<div class="metric-table-card" role="region" tabindex="0" aria-label="CAPTION"><table class="metric-table">…</table></div>`.
public struct MetricValueTable: View {
    /// The table's caption (also the scrolling region's name).
    public let caption: String
    /// Column titles, e.g. `["Date", "Resting heart rate (bpm)"]`.
    public let columns: [String]
    /// Rows of formatted cells; the first cell is the row header. Missing values are the caller's text (e.g. "—").
    public let rows: [[String]]

    /// Creates a table.
    public init(caption: String, columns: [String], rows: [[String]]) {
        self.caption = caption
        self.columns = columns
        self.rows = rows
    }

    /// The table.
    public var body: some View {
        Element(tag: "div", classes: ["metric-table-card"], attributes: [("role", "region"), ("tabindex", "0"), ("aria-label", caption)]) {
            Element(tag: "table", classes: ["metric-table"]) {
                Element(tag: "caption") { InlineText(caption) }
                Element(tag: "thead") {
                    Element(tag: "tr") {
                        ForEach(0..<columns.count) { c in
                            Element(tag: "th", attributes: [("scope", "col")]) { InlineText(columns[c]) }
                        }
                    }
                }
                Element(tag: "tbody") {
                    ForEach(0..<rows.count) { r in
                        Element(tag: "tr") {
                            ForEach(0..<rows[r].count) { c in
                                MetricValueTableCell(text: rows[r][c], isRowHeader: c == 0)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One table cell: the row header (`th scope="row"`) or a value (`td`).
struct MetricValueTableCell: View {
    let text: String
    let isRowHeader: Bool

    var body: some View {
        if isRowHeader {
            Element(tag: "th", attributes: [("scope", "row")]) { InlineText(text) }
        } else {
            Element(tag: "td") { InlineText(text) }
        }
    }
}
