import Diagnostics

/// A CSV file (RFC 4180: commas, `"` quoting with `""` inside, LF or CRLF line ends, an optional UTF-8 BOM) split into
/// rows of cells, each cell with the line and column where it starts, for `path:line:col` messages.
struct CSVText {
    /// A cell's text and where it starts (1-based; columns count characters).
    struct Cell {
        var text: String
        var line: Int
        var column: Int
    }

    /// The rows; blank lines are left out.
    private(set) var rows: [[Cell]] = []

    /// Splits `bytes`; throws a `DiagnosticList` at `path` when they are not UTF-8 or a quote is never closed.
    init(_ bytes: [UInt8], path: String) throws {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            let lines = body.split(separator: 0x0A, omittingEmptySubsequences: false)
            let bad = (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
            throw DiagnosticList([.error(path, line: bad, column: 1, "this line is not UTF-8 text; the export is damaged, export it again")])
        }
        var reader = Reader()
        var it = text.makeIterator()
        var pending: Character?
        while let c = pending ?? it.next() {
            pending = nil
            if reader.inQuotes, c == "\"" {
                let next = it.next()
                if next == "\"" { reader.take("\"", width: 2); continue }
                pending = next
                reader.closeQuote()
            } else {
                reader.feed(c, into: &rows)
            }
        }
        if reader.inQuotes {
            throw DiagnosticList([.error(path, line: reader.cellLine, column: reader.cellColumn,
                                         "this quoted cell is never closed (no second `\"`); the file is damaged or cut short")])
        }
        reader.endRow(into: &rows)
    }

    /// The state of the split: the cell and row being read and where the reader is.
    private struct Reader {
        var row: [Cell] = [], cell = "", quoted = false, inQuotes = false, afterQuote = false
        var line = 1, column = 1, cellLine = 1, cellColumn = 1

        mutating func take(_ c: Character, width: Int = 1) {
            cell.append(c)
            column += width
        }

        mutating func closeQuote() {
            inQuotes = false
            afterQuote = true
            column += 1
        }

        mutating func feed(_ c: Character, into rows: inout [[Cell]]) {
            if inQuotes {
                take(c)
                if c.isNewline { line += 1; column = 1 }
            } else if c == "\"" && cell.isEmpty && !quoted {
                inQuotes = true; quoted = true; column += 1
            } else if c == "," {
                endCell()
                column += 1
                cellLine = line; cellColumn = column
            } else if c.isNewline {
                endRow(into: &rows)
                line += 1; column = 1; cellLine = line; cellColumn = 1
            } else if !afterQuote {
                take(c)
            } else {
                column += 1
            }
        }

        mutating func endCell() {
            row.append(Cell(text: cell, line: cellLine, column: cellColumn))
            cell = ""; quoted = false; afterQuote = false
        }

        mutating func endRow(into rows: inout [[Cell]]) {
            if row.isEmpty && cell.isEmpty && !quoted { return }
            endCell()
            rows.append(row)
            row = []
        }
    }
}
