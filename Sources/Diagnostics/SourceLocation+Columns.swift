/// Columns in characters: every column Cardstock prints counts Unicode scalar values from 1, whatever
/// the reader that found the place counted (cmark, the CSV and JSON readers count UTF-8 bytes).
/// This is the one conversion from a byte column to a character column.
extension SourceLocation {
    /// The 1-based character column (Unicode scalar values) of the byte at 1-based `byteColumn` of `line`,
    /// the UTF-8 bytes of one line (from its first byte; the line ending may be included or not).
    /// A column past the end of `line` counts the missing bytes as characters; 0 stays 0 (the whole line).
    package static func characterColumn<Line: Collection>(byteColumn: Int, in line: Line) -> Int
    where Line.Element == UInt8 {
        guard byteColumn > 1 else { return byteColumn }
        var characters = 0, bytes = 0
        for byte in line {
            if bytes == byteColumn - 1 { break }
            if byte & 0xC0 != 0x80 { characters += 1 }
            bytes += 1
        }
        return characters + 1 + (byteColumn - 1 - bytes)
    }

    /// The number of characters (Unicode scalar values) in the UTF-8 `bytes`: the width of a prefix of a line
    /// in columns.
    package static func characterCount<Bytes: Collection>(of bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        var characters = 0
        for byte in bytes where byte & 0xC0 != 0x80 { characters += 1 }
        return characters
    }
}
