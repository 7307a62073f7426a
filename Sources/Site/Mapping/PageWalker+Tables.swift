import CommonMark
import Surfaces

/// GFM tables → a ``TableCard``: the header row as column headers, each cell's inlines written like a
/// paragraph's (links resolved, raw HTML only when the site opts in), the columns' alignment as classes.
/// The scrolling region is named after the header cells. Problems of links in a cell are reported at the
/// cell (its inlines come from a parse of their own).
extension PageWalker {
    mutating func table(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw TooDeep(node) }
        TableCard.writeOpen(label: try tableLabel(node), into: &out.buffer)
        var width = TableWidth()
        var row = node.firstChild
        var bodyOpen = false
        while let current = row {
            row = current.next
            let isHeader = current.kind == .tableHeaderRow
            if isHeader {
                TableCard.writeOpenHead(into: &out.buffer)
            } else if !bodyOpen {
                TableCard.writeOpenBody(into: &out.buffer)
                bodyOpen = true
            }
            var cell = current.firstChild
            if cell == nil { TableCard.writeOpenRow(into: &out.buffer) }
            var first = true
            var column = 0
            while let currentCell = cell {
                cell = currentCell.next
                TableCard.writeCellStart(first: first, header: isHeader, alignment: Self.alignment(currentCell.tableAlignment),
                                         into: &out.buffer)
                first = false
                try measure(currentCell, column: column, into: &width)
                column += 1
                if let text = currentCell.tableCellText {
                    TableCard.writeCellText(text, into: &out.buffer)  // a literal cell
                } else if let paragraph = currentCell.firstChild, let only = paragraph.firstChild, only.next == nil,
                   only.kind == .text {
                    TableCard.writeCellText(only.literal, into: &out.buffer)  // a plain cell: what `runs` writes for one text node
                } else if let paragraph = currentCell.firstChild {
                    inlineBlock = paragraph
                    problems.gfmOrigin = GFMOrigin(node: currentCell, isCell: true)
                    defer { problems.gfmOrigin = nil }
                    try runs(paragraph.firstChild, flatten: false, keepsHTML: settings.rawHTML)
                }
            }
            if first { TableCard.writeCloseRow(into: &out.buffer) } else { TableCard.writeCloseLastCell(header: isHeader, into: &out.buffer) }
            if isHeader { TableCard.writeCloseHead(into: &out.buffer) }
        }
        if bodyOpen { TableCard.writeCloseBody(into: &out.buffer) }
        TableCard.writeClose(scrollCue: width.overflowsPhone ? settings.localizer("table.scroll_cue") : nil, into: &out.buffer)
    }

    /// Counts a cell's text in the table's width estimate (``TableWidth``).
    mutating func measure(_ cell: UnsafeMarkdownNode, column: Int, into width: inout TableWidth) throws(TooDeep) {
        if let text = cell.tableCellText {
            width.add(column: column, text: text)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        try Self.appendPlainText(cell.firstChild?.firstChild, to: &scratch, depth: nesting)
        scratch.withUnsafeBufferPointer { width.add(column: column, text: $0) }
    }

    /// The scrolling region's name in the page's language: "Table: " and the header cells' text as a list
    /// (`table.label`, `table.header_list`), or only "Table" (`table.label_empty`) when they have no text.
    mutating func tableLabel(_ table: UnsafeMarkdownNode) throws(TooDeep) -> String {
        let words = settings.localizer
        var headers: String?
        var cell = table.firstChild?.firstChild
        while let current = cell {
            cell = current.next
            scratch.removeAll(keepingCapacity: true)
            if let text = current.tableCellText {
                scratch.append(contentsOf: text)
            } else {
                try Self.appendPlainText(current.firstChild?.firstChild, to: &scratch, depth: nesting)
            }
            if scratch.isEmpty { continue }
            let text = String(decoding: scratch, as: UTF8.self)
            headers = headers.map { words("table.header_list", ["first": $0, "second": text]) } ?? text
        }
        guard let headers else { return words("table.label_empty") }
        return words("table.label", ["headers": headers])
    }

    /// The table cell or note being walked, for the positions of its problems.
    struct GFMOrigin {
        /// The cell or the note (its start is read only when a problem is reported).
        var node: UnsafeMarkdownNode
        /// A cell (its text is one line after two bytes added before it) or a note (its lines are the
        /// definition's, its first line from the definition's content, the others indented by four).
        var isCell: Bool

        /// The whole-file position (its column in bytes) of a link or image among the origin's inlines; `lineOffset`
        /// is added to the lines. Nil when the origin has no position.
        func position(of node: UnsafeMarkdownNode, lineOffset: Int) -> SourcePosition? {
            guard let start = self.node.gfmSourcePosition else { return nil }
            var line = node.startLine
            if let child = node.firstChild, child.startLine > 0, child.startLine < line { line = child.startLine }
            let column = node.startColumn
            if isCell || line <= 1 {
                let added = isCell ? 3 : 1  // the cell's no-break space (two bytes)
                return SourcePosition(line: start.line + lineOffset, column: start.column + max(0, column - added))
            }
            return SourcePosition(line: start.line + line - 1 + lineOffset, column: column + 4)
        }
    }

    static func alignment(_ alignment: UnsafeMarkdownNode.TableAlignment) -> TableCard.Alignment {
        switch alignment {
        case .none: return .none
        case .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }
}
