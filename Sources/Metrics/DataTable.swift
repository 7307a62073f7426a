import Diagnostics

/// A table of text cells read from a `.csv` file (header row, then one row per record) or a `.json` file (an
/// array of objects: the keys, in the order they first appear, are the columns), for pages made per row
/// (`repeat: rows`).
///
/// CSV is read by the same state machine as metric files (``CSVReader``: RFC 4180 quoting, BOM, LF/CRLF/CR,
/// blank lines skipped, spaces around unquoted cells trimmed). A row with fewer cells than the header's named
/// cells is an error; a JSON object without a key has an empty cell there. Cells keep their text as written
/// (JSON numbers in their shortest form, `true`/`false`, `null` as empty). Errors are thrown as a
/// `DiagnosticList` at `path:line:column`.
package struct DataTable: Sendable, Equatable {
    /// One cell: its text and where it is in the file.
    package struct Cell: Sendable, Equatable {
        /// The text, unescaped (empty for a missing cell).
        package var text: String
        /// 1-based line of the cell.
        package var line: Int
        /// 1-based column of the cell.
        package var column: Int
        /// Whether the cell was written as text: a quoted CSV cell or a JSON string (never read as a number).
        package var quoted: Bool

        /// Creates a cell.
        package init(text: String, line: Int, column: Int, quoted: Bool = false) {
            self.text = text
            self.line = line
            self.column = column
            self.quoted = quoted
        }

        /// The number the cell holds (an unquoted plain decimal), else `nil`.
        package var number: Double? { quoted ? nil : DataTable.number(text) }
        /// The day the cell holds (`YYYY-MM-DD` or a date-time starting so, quoted or not), else `nil`.
        package var day: CalendarDay? { DataTable.day(text) }
    }

    /// One record.
    package struct Row: Sendable, Equatable {
        /// Where the row starts.
        package var line: Int
        /// One cell per column of the table (missing trailing cells are empty).
        package var cells: [Cell]
    }

    /// The column names, in order (an unnamed CSV column is `column N`).
    package var columns: [String]
    /// The line of the header (CSV) or of the array (JSON).
    package var headerLine: Int
    /// The records, in file order.
    package var rows: [Row]

    /// The most errors reported for one file.
    static let errorLimit = 20

    /// Reads `bytes` as CSV, or as JSON when `path` ends in `.json` (any case).
    package static func read(_ bytes: [UInt8], path: String) throws -> DataTable {
        if path.lowercased().hasSuffix(".json") { return try json(bytes, path: path) }
        return try csv(bytes, path: path)
    }

    /// The index of the column named `name` (exact first, then ignoring case).
    package func column(named name: String) -> Int? {
        if let i = columns.firstIndex(of: name) { return i }
        let lower = name.lowercased()
        return columns.firstIndex { $0.lowercased() == lower }
    }

    /// Whether `text` is a plain decimal number (`12`, `-3.5`, `1e3`; not `nan`, `inf`, `8,432` or `12 kg`),
    /// and its value.
    package static func number(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { p -> Double? in
            guard let base = p.baseAddress, p.count > 0, p.count < 400 else { return nil }
            return NumberParsing.parse(base, p.count)
        }
    }

    /// The day of a `YYYY-MM-DD` cell, or of the date part of a `YYYY-MM-DDThh:mm…` (or `YYYY-MM-DD hh:mm…`) one.
    package static func day(_ text: String) -> CalendarDay? {
        let utf8 = text.utf8
        guard utf8.count >= 10 else { return nil }
        if utf8.count > 10 {
            let separator = utf8[utf8.index(utf8.startIndex, offsetBy: 10)]
            guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ") else { return nil }
        }
        return CalendarDay(parsing: String(decoding: utf8.prefix(10), as: UTF8.self))
    }

    // MARK: CSV

    /// Reads CSV bytes.
    package static func csv(_ bytes: [UInt8], path: String) throws -> DataTable {
        let count = bytes.count
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        defer { storage.deallocate() }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress, count > 0 { storage.initialize(from: base, count: count) }
        }
        var reader = CSVReader(storage, count)
        // The state machine reports its problems (an unclosed quote) through a series builder.
        var problems = SeriesBuilder(path: path, metadata: MetricMetadata())
        var headerLine = 1
        repeat {
            guard reader.position < count else { throw DiagnosticList([emptyFile(path)]) }
            headerLine = reader.line
            try reader.nextRow(&problems)
        } while reader.isBlankRow
        let header = reader.cells.enumerated().map { index, cell in
            cell.count == 0 ? "column \(index + 1)" : text(cell)
        }
        let namedWidth = (reader.cells.lastIndex { $0.count > 0 || $0.quoted } ?? 0) + 1
        var rows: [Row] = []
        while reader.position < count && !problems.isFull {
            let rowLine = reader.line, rowColumn = reader.position - reader.lineStart + 1
            try reader.nextRow(&problems)
            if reader.isBlankRow { continue }
            let cells = reader.cells
            if cells.count < namedWidth {
                problems.error(line: rowLine, column: rowColumn,
                    "this row has \(cells.count) \(cells.count == 1 ? "cell" : "cells") but the header has "
                    + "\(header.count); add the missing cells (an empty cell is written as nothing between two commas)")
                continue
            }
            if cells.count > header.count, let extra = cells[header.count...].first(where: { $0.count > 0 }) {
                problems.error(line: extra.line, column: extra.column,
                    "this row has \(cells.count) cells but the header has \(header.count); "
                    + "remove the extra cells or quote cells that contain commas")
                continue
            }
            var row = Row(line: rowLine, cells: [])
            row.cells.reserveCapacity(header.count)
            for i in header.indices {
                if i < cells.count {
                    row.cells.append(Cell(text: text(cells[i]), line: cells[i].line, column: cells[i].column, quoted: cells[i].quoted))
                } else {
                    row.cells.append(Cell(text: "", line: rowLine, column: rowColumn))
                }
            }
            rows.append(row)
        }
        if !problems.diagnostics.isEmpty { throw DiagnosticList(problems.diagnostics) }
        return DataTable(columns: header, headerLine: headerLine, rows: rows)
    }

    private static func text(_ cell: CSVCell) -> String {
        String(decoding: UnsafeBufferPointer(start: cell.start, count: cell.count), as: UTF8.self)
    }

    private static func emptyFile(_ path: String) -> Diagnostic {
        .error(path, line: 1, column: 1,
               "the file is empty; write a header row such as `name,date,distance` and then one row per page "
               + "(or, in a .json file, an array of objects)")
    }

    // MARK: JSON

    /// Reads a JSON array of objects.
    package static func json(_ bytes: [UInt8], path: String) throws -> DataTable {
        let root: JSONNode = try bytes.withUnsafeBufferPointer { buffer in
            let blank = buffer.allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
            guard let base = buffer.baseAddress, !buffer.isEmpty, !blank else { throw DiagnosticList([emptyFile(path)]) }
            var parser = JSONNodeParser(base, buffer.count, path: path)
            return try parser.parseDocument()
        }
        guard case .array(let items) = root.kind else {
            throw DiagnosticList([.error(path, line: root.line, column: root.column,
                "this is not a table: a .json rows file holds an array of objects, one per page, such as "
                + "[{\"name\": \"Morning run\", \"distance\": 5.2}]")])
        }
        var columns: [String] = []
        var index: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        var records: [(line: Int, column: Int, members: [(key: String, cell: Cell)])] = []
        for item in items {
            guard case .object(let members) = item.kind else {
                if diagnostics.count < errorLimit {
                    diagnostics.append(.error(path, line: item.line, column: item.column,
                        "this item (\(item.summary)) is not an object; every item of the array is one page's "
                        + "fields, such as {\"name\": \"Morning run\", \"distance\": 5.2}"))
                }
                continue
            }
            var record: [(key: String, cell: Cell)] = []
            for member in members {
                guard let text = cellText(member.value) else {
                    if diagnostics.count < errorLimit {
                        diagnostics.append(.error(path, line: member.value.line, column: member.value.column,
                            "the value of '\(member.key)' is \(member.value.summary); a field holds text, a number, "
                            + "true, false or null, not an array or object"))
                    }
                    continue
                }
                if index[member.key] == nil {
                    index[member.key] = columns.count
                    columns.append(member.key)
                }
                var quoted = false
                if case .string = member.value.kind { quoted = true }
                record.append((member.key, Cell(text: text, line: member.value.line, column: member.value.column, quoted: quoted)))
            }
            records.append((item.line, item.column, record))
        }
        if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
        let rows = records.map { record -> Row in
            var cells = columns.map { _ in Cell(text: "", line: record.line, column: record.column) }
            for (key, cell) in record.members { if let i = index[key] { cells[i] = cell } }
            return Row(line: record.line, cells: cells)
        }
        return DataTable(columns: columns, headerLine: root.line, rows: rows)
    }

    /// A JSON field's text: strings as they are, numbers in their shortest form, `null` as empty.
    private static func cellText(_ node: JSONNode) -> String? {
        switch node.kind {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .number(let d):
            if d == d.rounded(), d.magnitude < 1e15 { return String(Int64(d)) }
            return "\(d)"
        case .array, .object: return nil
        }
    }
}
