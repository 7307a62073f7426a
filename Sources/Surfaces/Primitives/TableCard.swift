/// A data table in a card (a GFM pipe table): a real `<table>` with a header row of `<th scope="col">` and
/// column alignment as classes, inside a region that scrolls sideways when the table is wider than the
/// page (keyboard-focusable, named, with shadows at the edges that can still scroll), so a wide table never
/// widens the page. Styled like ``MetricValueTable``: grouped rows with separators.
///
/// Markup: `<div class="table-card" role="region" tabindex="0" aria-label="LABEL"><table><thead><tr><th
/// scope="col" class="column-center">…</th></tr></thead><tbody><tr><td>…</td></tr></tbody></table></div>`
/// (`<tbody>` only when there are body rows). The page walker writes the same bytes through the static
/// functions below, the one place this markup is spelled.
public struct TableCard: View {
    /// A column's alignment (from a delimiter row's `:--`, `:-:`, `--:`).
    public enum Alignment: Sendable {
        case none, left, center, right
    }

    /// The region's accessible name.
    public let label: String
    /// One alignment per column.
    public let alignments: [Alignment]
    /// The header cells (escaped text).
    public let header: [String]
    /// The body rows (escaped text); a row shorter than the header gets empty cells, a longer one is cut.
    public let rows: [[String]]

    /// Creates a table card.
    public init(label: String, alignments: [Alignment], header: [String], rows: [[String]]) {
        self.label = label
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the card (in a wrapper carrying the modifiers, if any are waiting).
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let modified = context.hasPending
        var wrapped = false
        if modified {
            wrapped = context.openElement(.div, class: nil)
            context.finishStartTag()
        }
        write(view, into: &context.buffer)
        if modified { context.closeElement(.div, wrapped: wrapped) }
    }

    static func write(_ view: Self, into buffer: inout HTMLBuffer) {
        let columns = view.header.count
        writeOpen(label: view.label, into: &buffer)
        for (index, row) in ([view.header] + view.rows).enumerated() {
            let isHeader = index == 0
            if isHeader { writeOpenHead(into: &buffer) }
            if index == 1 { writeOpenBody(into: &buffer) }
            writeOpenRow(into: &buffer)
            for c in 0..<columns {
                writeOpenCell(header: isHeader, alignment: c < view.alignments.count ? view.alignments[c] : .none, into: &buffer)
                if c < row.count { buffer.writeEscaped(row[c]) }
                writeCloseCell(header: isHeader, into: &buffer)
            }
            writeCloseRow(into: &buffer)
            if isHeader { writeCloseHead(into: &buffer) }
        }
        if !view.rows.isEmpty { writeCloseBody(into: &buffer) }
        writeClose(into: &buffer)
    }

    // MARK: Markup

    /// The card's class, the theming hook.
    public static let className = "table-card"

    /// The class of a cell in a column with `alignment` (nil for none).
    public static func alignmentClass(_ alignment: Alignment) -> String? {
        switch alignment {
        case .none: return nil
        case .left: return "column-left"
        case .center: return "column-center"
        case .right: return "column-right"
        }
    }

    /// Opens the scrolling region and the table.
    public static func writeOpen(label: String, into buffer: inout HTMLBuffer) {
        buffer.write("<div class=\"table-card\" role=\"region\" tabindex=\"0\"")
        buffer.writeAttribute(prefix: " aria-label=\"", label)
        buffer.write("><table>")
    }

    /// Opens the header row group.
    public static func writeOpenHead(into buffer: inout HTMLBuffer) { buffer.write("<thead>") }
    /// Closes the header row group.
    public static func writeCloseHead(into buffer: inout HTMLBuffer) { buffer.write("</thead>") }
    /// Opens the body row group (write it only when a body row follows).
    public static func writeOpenBody(into buffer: inout HTMLBuffer) { buffer.write("<tbody>") }
    /// Closes the body row group.
    public static func writeCloseBody(into buffer: inout HTMLBuffer) { buffer.write("</tbody>") }
    /// Opens a row.
    public static func writeOpenRow(into buffer: inout HTMLBuffer) { buffer.write("<tr>") }
    /// Closes a row.
    public static func writeCloseRow(into buffer: inout HTMLBuffer) { buffer.write("</tr>") }

    /// Opens a cell: a column header (`<th scope="col">`) or a data cell, with its column's alignment class.
    public static func writeOpenCell(header: Bool, alignment: Alignment, into buffer: inout HTMLBuffer) {
        buffer.write(header ? "<th scope=\"col\"" : "<td")
        switch alignment {
        case .none: break
        case .left: buffer.write(" class=\"column-left\"")
        case .center: buffer.write(" class=\"column-center\"")
        case .right: buffer.write(" class=\"column-right\"")
        }
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes a cell.
    public static func writeCloseCell(header: Bool, into buffer: inout HTMLBuffer) {
        buffer.write(header ? "</th>" : "</td>")
    }

    /// Closes the table and the region.
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</table></div>") }
}
