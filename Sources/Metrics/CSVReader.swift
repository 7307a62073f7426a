import Diagnostics

/// One CSV cell: its (unescaped) bytes and where it starts in the file.
struct CSVCell {
    var start: UnsafePointer<UInt8>
    var count: Int
    var line: Int
    var column: Int
    var quoted: Bool
}

/// The byte-level CSV state machine behind ``CSVParser``.
struct CSVReader {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    var position = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes between ``lineStart`` and ``position``: a column is `position - lineStart + 1 -
    /// lineExtraBytes`, counted in characters as every printed column is.
    var lineExtraBytes = 0
    /// Whether the file has any byte above 0x7F (only then are continuation bytes counted).
    let hasNonASCII: Bool
    var cells: [CSVCell] = []

    init(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
        self.bytes = bytes
        self.count = count
        var high: UInt8 = 0
        for i in 0..<count { high |= bytes[i] }
        hasNonASCII = high >= 0x80
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
    }

    /// Reads the whole file.
    mutating func read(path: String, metadata: MetricMetadata, name: String) throws -> MetricSeries {
        var builder = SeriesBuilder(path: path, metadata: metadata)
        let (header, headerCells, headerLine) = try readHeader(path: path, &builder)
        let (dateColumn, slots) = Self.columnSlots(header: header, headerLine: headerLine, metadata: metadata,
                                                   &builder)
        if !builder.diagnostics.isEmpty { throw DiagnosticList(builder.diagnostics) }
        guard let dateIndex = dateColumn else { return try builder.finish(name: name) }
        builder.reserve(count / max(16, 4 * header.count))
        // A row must reach the last named header cell (`a,b,` with an empty last header cell
        // accepts rows of two cells); a shorter row has lost cells and is an error.
        let namedWidth = max((headerCells.lastIndex { $0.count > 0 || $0.quoted } ?? 0) + 1, dateIndex + 1)
        try readRows(header: header, dateIndex: dateIndex, slots: slots, namedWidth: namedWidth, &builder)
        return try builder.finish(name: name)
    }

    /// Reads the header row (the first row that is not blank): its names (an unnamed column is called
    /// `column N` in messages and in the series), its cells and its line.
    private mutating func readHeader(path: String, _ builder: inout SeriesBuilder) throws
        -> (header: [String], cells: [CSVCell], line: Int) {
        var headerLine = 1
        repeat {
            guard position < count else {
                throw DiagnosticList([.error(path, line: 1, column: 1,
                    "the metric file is empty; add a header row such as `date,value` and one row per sample")])
            }
            headerLine = line
            try nextRow(&builder)
        } while isBlankRow
        let header = cells.enumerated().map { index, cell -> String in
            cell.count == 0 ? "column \(index + 1)"
                : String(decoding: UnsafeBufferPointer(start: cell.start, count: cell.count), as: UTF8.self)
        }
        return (header, cells, headerLine)
    }

    /// The date column's index and each header index's value slot in `builder` (-1: not read); a missing date
    /// column or named column is an error in `builder`.
    private static func columnSlots(header: [String], headerLine: Int, metadata: MetricMetadata,
                                    _ builder: inout SeriesBuilder) -> (dateColumn: Int?, slots: [Int]) {
        let headerText = header.joined(separator: ", ")
        func find(_ wanted: String) -> Int? {
            if let i = header.firstIndex(of: wanted) { return i }
            let lower = wanted.lowercased()
            return header.firstIndex { $0.lowercased() == lower }
        }
        var dateColumn: Int?
        if let x = metadata.x {
            dateColumn = find(x)
            if dateColumn == nil {
                builder.error(line: headerLine, column: 1,
                              "date column `\(x)` (set by `x`) does not exist; the header has: \(headerText)")
            }
        } else {
            dateColumn = header.firstIndex(where: SeriesBuilder.isDateName)
            if dateColumn == nil {
                builder.error(line: headerLine, column: 1,
                              "no date column; name one column `date`, `time`, `timestamp` or `day`, or set `x:` to "
                              + "its name (the header has: \(headerText))")
            }
        }
        var slots = [Int](repeating: -1, count: header.count)
        var required = Set<Int>()
        for wanted in metadata.namedColumns {
            if let i = find(wanted), i != dateColumn {
                required.insert(i)
            } else {
                builder.error(line: headerLine, column: 1,
                              "column `\(wanted)` does not exist; the header has: \(headerText)")
            }
        }
        for i in header.indices where i != dateColumn {
            if metadata.columns != nil && !required.contains(i) { continue }
            slots[i] = builder.addColumn(header[i], required: required.contains(i))
        }
        return (dateColumn, slots)
    }

    /// Reads the rows after the header into `builder`: the date cell, then each read column's cell; a row
    /// shorter than `namedWidth` or longer than the header is an error.
    private mutating func readRows(header: [String], dateIndex: Int, slots: [Int], namedWidth: Int,
                                   _ builder: inout SeriesBuilder) throws {
        let dateName = header[dateIndex]
        while position < count && !builder.isFull {
            let rowLine = line, rowColumn = position - lineStart + 1 - lineExtraBytes
            try nextRow(&builder)
            if isBlankRow { continue }
            if cells.count < namedWidth {
                builder.error(line: rowLine, column: rowColumn,
                              "this row has \(cells.count) \(cells.count == 1 ? "cell" : "cells") but the header has "
                              + "\(header.count); add the missing cells (an empty cell, as in `2026-11-23,,`, is a missing value)")
                continue
            }
            let c = cells[dateIndex]
            let time = builder.parseDate(c.start, c.count, columnName: dateName, line: c.line, column: c.column)
            builder.beginRow(time: time ?? 0)
            let n = min(cells.count, slots.count)
            for i in 0..<n where slots[i] >= 0 {
                let c = cells[i]
                builder.setCell(slot: slots[i], c.start, c.count, line: c.line, column: c.column)
            }
            if cells.count > slots.count {
                for c in cells[slots.count...] where c.count > 0 {
                    builder.error(line: c.line, column: c.column,
                                  "this row has \(cells.count) cells but the header has \(slots.count); "
                                  + "remove the extra cells or quote cells that contain commas")
                    break
                }
            }
        }
    }

    /// Whether the last row read has only empty, unquoted cells (a blank line).
    var isBlankRow: Bool {
        for c in cells where c.count > 0 || c.quoted { return false }
        return true
    }

    /// Reads one row into `cells`, consuming its line ending.
    mutating func nextRow(_ builder: inout SeriesBuilder) throws {
        cells.removeAll(keepingCapacity: true)
        let b = bytes
        while true {
            let cellLine = line, cellColumn = position - lineStart + 1 - lineExtraBytes
            if position < count, b[position] == 34 { // '"'
                try readQuotedCell(line: cellLine, column: cellColumn, &builder)
            } else {
                readPlainCell(line: cellLine, column: cellColumn)
            }
            if position >= count { return }
            let c = b[position]
            position += 1
            if c == 44 { continue }
            if c == 13, position < count, b[position] == 10 { position += 1 }
            line += 1
            lineStart = position
            lineExtraBytes = 0
            return
        }
    }

    /// Reads a quoted cell (at its opening `"`) into `cells`, unescaping `""` in place; text after the
    /// closing quote is an error (and skipped), a quote never closed a fatal one.
    @inline(__always)
    private mutating func readQuotedCell(line cellLine: Int, column cellColumn: Int,
                                         _ builder: inout SeriesBuilder) throws {
        let b = bytes
        position += 1
        let contentStart = position
        var write = position
        var closed = false
        while position < count {
            let c = b[position]
            if c == 34 {
                if position + 1 < count, b[position + 1] == 34 {
                    b[write] = 34
                    write += 1
                    position += 2
                    continue
                }
                position += 1
                closed = true
                break
            }
            if c == 10 {
                line += 1
                lineStart = position + 1
                lineExtraBytes = 0
            } else if c & 0xC0 == 0x80 {
                lineExtraBytes += 1
            }
            b[write] = c
            write += 1
            position += 1
        }
        if !closed {
            builder.error(line: cellLine, column: cellColumn,
                          "this quoted cell is never closed; add the closing `\"` (write `\"\"` for a quote inside it)")
            throw DiagnosticList(builder.diagnostics)
        }
        cells.append(CSVCell(start: b + contentStart, count: write - contentStart, line: cellLine,
                             column: cellColumn, quoted: true))
        while position < count, b[position] == 32 || b[position] == 9 { position += 1 }
        if position < count, b[position] != 44, b[position] != 10, b[position] != 13 {
            builder.error(line: line, column: position - lineStart + 1 - lineExtraBytes,
                          "unexpected text after a closing quote; put the whole cell inside the quotes")
            while position < count, b[position] != 44, b[position] != 10, b[position] != 13 {
                if b[position] & 0xC0 == 0x80 { lineExtraBytes += 1 }
                position += 1
            }
        }
    }

    /// Reads an unquoted cell into `cells`, up to the next comma or line end, spaces and tabs trimmed.
    @inline(__always)
    private mutating func readPlainCell(line cellLine: Int, column cellColumn: Int) {
        let b = bytes
        let cellStart = position
        var start = position
        while position < count {
            let c = b[position]
            if c == 44 || c == 10 || c == 13 { break }
            position += 1
        }
        if hasNonASCII {
            for k in cellStart..<position where b[k] & 0xC0 == 0x80 { lineExtraBytes += 1 }
        }
        var end = position
        while start < end, b[start] == 32 || b[start] == 9 { start += 1 }
        while end > start, b[end - 1] == 32 || b[end - 1] == 9 { end -= 1 }
        cells.append(CSVCell(start: b + start, count: end - start, line: cellLine,
                             column: cellColumn + (start - cellStart), quoted: false))
    }
}
