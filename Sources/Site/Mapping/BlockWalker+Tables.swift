import CommonMark
import Surfaces

/// GFM tables → a ``TableCard``: the header row as column headers, each cell's inlines written like a
/// paragraph's (links resolved, raw HTML only when the site opts in), the columns' alignment as classes.
/// The scrolling region is named after the header cells. Problems of links in a cell are reported at the
/// cell (its inlines come from a parse of their own).
extension BlockWalker {
    mutating func table(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        try inline.position.descend(node)
        defer { inline.position.ascend() }
        TableCard.writeOpen(label: try tableLabel(node), into: &inline.out.buffer)
        var width = TableWidth()
        var row = node.firstChild
        var bodyOpen = false
        while let current = row {
            row = current.next
            let isHeader = current.kind == .tableHeaderRow
            if isHeader {
                TableCard.writeOpenHead(into: &inline.out.buffer)
            } else if !bodyOpen {
                TableCard.writeOpenBody(into: &inline.out.buffer)
                bodyOpen = true
            }
            var cell = current.firstChild
            if cell == nil { TableCard.writeOpenRow(into: &inline.out.buffer) }
            var first = true
            var column = 0
            while let currentCell = cell {
                cell = currentCell.next
                TableCard.writeCellStart(first: first, header: isHeader, alignment: Self.alignment(currentCell.tableAlignment),
                                         into: &inline.out.buffer)
                first = false
                try measure(currentCell, column: column, into: &width)
                column += 1
                if let text = currentCell.tableCellText {
                    TableCard.writeCellText(text, into: &inline.out.buffer)  // a literal cell
                } else if let paragraph = currentCell.firstChild, let only = paragraph.firstChild, only.next == nil,
                   only.kind == .text {
                    TableCard.writeCellText(only.literal, into: &inline.out.buffer)  // a plain cell: what `runs` writes for one text node
                } else if let paragraph = currentCell.firstChild {
                    inline.position.block = paragraph
                    inline.problems.gfmOrigin = GFMOrigin(node: currentCell, isCell: true)
                    defer { inline.problems.gfmOrigin = nil }
                    try inline.runs(paragraph.firstChild, flatten: false, keepsHTML: inline.keepsRawHTML)
                }
            }
            if first { TableCard.writeCloseRow(into: &inline.out.buffer) } else { TableCard.writeCloseLastCell(header: isHeader, into: &inline.out.buffer) }
            if isHeader { TableCard.writeCloseHead(into: &inline.out.buffer) }
        }
        if bodyOpen { TableCard.writeCloseBody(into: &inline.out.buffer) }
        TableCard.writeClose(scrollCue: width.overflowsPhone ? localizer("table.scroll_cue") : nil, into: &inline.out.buffer)
    }

    /// Counts a cell's text in the table's width estimate (``TableWidth``).
    mutating func measure(_ cell: UnsafeMarkdownNode, column: Int, into width: inout TableWidth) throws(TooDeep) {
        if let text = cell.tableCellText {
            width.add(column: column, text: text)
            return
        }
        inline.scratch.removeAll(keepingCapacity: true)
        try InlineWalker.appendPlainText(cell.firstChild?.firstChild, to: &inline.scratch, depth: inline.position.nesting)
        inline.scratch.withUnsafeBufferPointer { width.add(column: column, text: $0) }
    }

    /// The scrolling region's name in the page's language: "Table: " and the header cells' text as a list
    /// (`table.label`, `table.header_list`), or only "Table" (`table.label_empty`) when they have no text.
    mutating func tableLabel(_ table: UnsafeMarkdownNode) throws(TooDeep) -> String {
        let words = localizer
        var headers: String?
        var cell = table.firstChild?.firstChild
        while let current = cell {
            cell = current.next
            inline.scratch.removeAll(keepingCapacity: true)
            if let text = current.tableCellText {
                inline.scratch.append(contentsOf: text)
            } else {
                try InlineWalker.appendPlainText(current.firstChild?.firstChild, to: &inline.scratch, depth: inline.position.nesting)
            }
            if inline.scratch.isEmpty { continue }
            let text = String(decoding: inline.scratch, as: UTF8.self)
            headers = headers.map { words("table.header_list", ["first": $0, "second": text]) } ?? text
        }
        guard let headers else { return words("table.label_empty") }
        return words("table.label", ["headers": headers])
    }

    /// A column's alignment as the table card writes it.
    static func alignment(_ alignment: UnsafeMarkdownNode.TableAlignment) -> TableCard.Alignment {
        switch alignment {
        case .none: return .none
        case .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }
}
