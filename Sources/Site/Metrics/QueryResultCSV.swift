import SQLiteQuery

/// A query's result written as CSV text (RFC 4180): a header of column names, one line per row, NULL as an empty
/// cell, cells with commas, quotes, line breaks or edge spaces quoted.
struct QueryResultCSV {
    /// The text so far.
    private(set) var bytes: [UInt8] = []

    /// Writes the header line.
    mutating func appendHeader(_ names: [String]) {
        for (i, name) in names.enumerated() {
            if i > 0 { bytes.append(0x2C) }
            var utf8 = Array(name.utf8)
            utf8.withUnsafeMutableBufferPointer { appendCell(UnsafeBufferPointer($0)) }
        }
        bytes.append(0x0A)
    }

    /// Writes one row.
    mutating func append(_ row: SQLiteRow) {
        for i in 0..<row.count {
            if i > 0 { bytes.append(0x2C) }
            if let text = row.text(i) { appendCell(text) }
        }
        bytes.append(0x0A)
    }

    private mutating func appendCell(_ text: UnsafeBufferPointer<UInt8>) {
        let needsQuotes = text.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || text.first == 0x20 || text.last == 0x20
        guard needsQuotes else {
            bytes.append(contentsOf: text)
            return
        }
        bytes.append(0x22)
        for byte in text {
            if byte == 0x22 { bytes.append(0x22) }
            bytes.append(byte)
        }
        bytes.append(0x22)
    }
}
