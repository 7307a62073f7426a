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

    /// Primitive: a table of a few hundred cells is written straight into the buffer (as the composed `Element`s
    /// wrote it, byte for byte), not through a generic element per cell — that was a fifth of a metric page's cost.
    public typealias Body = Never

    /// Writes the table; waiting modifiers go to the outer region.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let wrapped = context.openElement(validatedTag: "div", class: "metric-table-card")
        context.buffer.writeAttribute(validatedName: "role", "region")
        context.buffer.writeAttribute(validatedName: "tabindex", "0")
        context.buffer.writeAttribute(validatedName: "aria-label", view.caption)
        context.finishStartTag()
        let saved = context.takePending()
        context.buffer.write("<table class=\"metric-table\"><caption>")
        context.buffer.writeEscaped(view.caption)
        context.buffer.write("</caption><thead><tr>")
        for column in view.columns {
            context.buffer.write("<th scope=\"col\">")
            context.buffer.writeEscaped(column)
            context.buffer.write("</th>")
        }
        context.buffer.write("</tr></thead><tbody>")
        for row in view.rows {
            context.buffer.write("<tr>")
            for (c, cell) in row.enumerated() {
                context.buffer.write(c == 0 ? "<th scope=\"row\">" : "<td>")
                context.buffer.writeEscaped(cell)
                context.buffer.write(c == 0 ? "</th>" : "</td>")
            }
            context.buffer.write("</tr>")
        }
        context.buffer.write("</tbody></table>")
        context.restore(saved)
        context.buffer.write("</div>")
        if wrapped { context.closeWrapper() }
    }
}
