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
        // One write of a whole tag.
        switch (header, alignment) {
        case (true, .none): buffer.write("<th scope=\"col\">")
        case (true, .left): buffer.write("<th scope=\"col\" class=\"column-left\">")
        case (true, .center): buffer.write("<th scope=\"col\" class=\"column-center\">")
        case (true, .right): buffer.write("<th scope=\"col\" class=\"column-right\">")
        case (false, .none): buffer.write("<td>")
        case (false, .left): buffer.write("<td class=\"column-left\">")
        case (false, .center): buffer.write("<td class=\"column-center\">")
        case (false, .right): buffer.write("<td class=\"column-right\">")
        }
    }

    /// Closes a cell.
    public static func writeCloseCell(header: Bool, into buffer: inout HTMLBuffer) {
        buffer.write(header ? "</th>" : "</td>")
    }

    /// Starts a cell the way the page walker writes rows, in one write: `<tr>` and the cell's start tag for a
    /// row's first cell (`first`), else the previous cell's end tag and this one's. End the row with
    /// ``writeCloseLastCell(header:into:)``.
    public static func writeCellStart(first: Bool, header: Bool, alignment: Alignment, into buffer: inout HTMLBuffer) {
        let index = (first ? 0 : 8) + (header ? 4 : 0) + alignmentIndex(alignment)
        buffer.bytes.append(contentsOf: cellStarts[index])
    }

    /// Ends a row's last cell and the row (after ``writeCellStart(first:header:alignment:into:)``).
    public static func writeCloseLastCell(header: Bool, into buffer: inout HTMLBuffer) {
        buffer.write(header ? "</th></tr>" : "</td></tr>")
    }

    private static func alignmentIndex(_ alignment: Alignment) -> Int {
        switch alignment {
        case .none: return 0
        case .left: return 1
        case .center: return 2
        case .right: return 3
        }
    }

    /// The 16 byte strings ``writeCellStart(first:header:alignment:into:)`` writes, made once from the tags above.
    private static let cellStarts: [[UInt8]] = {
        var all: [[UInt8]] = []
        for first in [true, false] {
            for header in [false, true] {
                for alignment in [Alignment.none, .left, .center, .right] {
                    var buffer = HTMLBuffer()
                    if first { writeOpenRow(into: &buffer) } else { writeCloseCell(header: header, into: &buffer) }
                    writeOpenCell(header: header, alignment: alignment, into: &buffer)
                    all.append(buffer.bytes)
                }
            }
        }
        return all
    }()

    /// Closes the table and the region.
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</table></div>") }
}
