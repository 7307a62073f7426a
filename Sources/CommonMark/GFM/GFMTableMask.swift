#if canImport(Glibc)
import Glibc
#endif

/// The text cmark parses in place of a page with pipe tables: every line of a table region that starts
/// (after spaces, tabs and `>`) with `|` is cut short after that `|`.
///
/// cmark parses a table as a paragraph and its inline parser reads every row, although ``GFMTable`` drops
/// that paragraph's inlines and reads its lines again from the real source. A cut row costs cmark almost
/// nothing, and the tree it gives has the same blocks, lines and columns as the tree of the real text,
/// provided the check of ``isCovered(by:)`` holds after the tables are built:
///
/// - A line's kind (which containers go on, which block it starts or continues) depends only on its bytes
///   up to and including the first non-space, non-`>` byte, which the cut keeps (`|` starts no block), and on
///   the blocks open before it. So the two parses agree line by line, except where a cut line falls in a
///   block whose end is decided by text anywhere in a line (an HTML block's `-->`, `</script>`…) or whose
///   text is kept (code, HTML): there, the cut line is not in a table.
/// - A paragraph's content matters to its block only through link reference definitions at its start,
///   which begin with `[`; a table whose first line is cut begins with `|`.
///
/// So when every cut line lies in a table whose first line is cut, the trees agree; otherwise the caller
/// parses the real text again. Line numbers are cmark's: a text with a lone `\r` (a line ending cmark
/// knows and ``SourceLines`` does not) is never cut. Nothing is cut inside fenced code, which is found
/// roughly (a wrong guess only costs a second parse).
struct GFMTableMask {
    /// The text to parse.
    let text: [UInt8]
    /// The cut lines (1-based, ascending).
    let lines: [Int]

    /// The mask of `source`, nil when nothing would be cut. One pass over the lines, `memchr` to find their
    /// ends; the text is copied only when a first line is cut.
    init?(_ source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, !source.isEmpty,
              memchr(base, Int32(UInt8(ascii: "|")), source.count) != nil,
              !Self.hasLoneCarriageReturn(source) else { return nil }
        let bytes = base.assumingMemoryBound(to: UInt8.self), n = source.count
        var text: [UInt8] = []
        var lines: [Int] = []
        var copied = 0  // source bytes before this are in `text` (or cut)
        func cut(_ line: Int, from: Int, to: Int) {
            if text.isEmpty { text.reserveCapacity(n) }
            text.append(contentsOf: UnsafeBufferPointer(start: bytes + copied, count: from - copied))
            copied = to
            lines.append(line)
        }
        var fence: (byte: UInt8, count: Int)?
        var line = 1, start = 0
        while start < n {
            var row = Self.line(bytes, n, at: start)
            let marker = GFMFootnotes.fenceMarker(UnsafeRawBufferPointer(start: bytes + row.content, count: row.end - row.content))
            if let open = fence {
                if let close = marker, close.byte == open.byte, close.count >= open.count,
                   close.rest.allSatisfy({ $0 == 32 || $0 == 9 }) { fence = nil }
            } else if let marker {
                fence = (marker.byte, marker.count)
            } else if row.content < row.end, bytes[row.content] == UInt8(ascii: "|"), row.next < n {
                let delimiter = Self.line(bytes, n, at: row.next)
                if Self.isDelimiterRow(bytes, delimiter.content, delimiter.end) {
                    // A table region: its header row, its delimiter row (cut when it starts with `|`), and the
                    // rows up to a blank line or a line that does not start with `|`.
                    cut(line, from: row.content + 1, to: row.end)
                    if bytes[delimiter.content] == UInt8(ascii: "|") { cut(line + 1, from: delimiter.content + 1, to: delimiter.end) }
                    line += 2
                    start = delimiter.next
                    while start < n {
                        row = Self.line(bytes, n, at: start)
                        guard row.content < row.end, bytes[row.content] == UInt8(ascii: "|") else { break }
                        cut(line, from: row.content + 1, to: row.end)
                        line += 1
                        start = row.next
                    }
                    continue
                }
            }
            line += 1
            start = row.next
        }
        guard !lines.isEmpty else { return nil }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes + copied, count: n - copied))
        self.text = text
        self.lines = lines
    }

    /// The line starting at `start`: where its content starts (after spaces, tabs and `>`), where it ends
    /// (before `\n` and a `\r` before that) and where the next line starts.
    static func line(_ bytes: UnsafePointer<UInt8>, _ n: Int, at start: Int) -> (content: Int, end: Int, next: Int) {
        var end = n, next = n
        if let found = memchr(bytes + start, 10, n - start) {
            end = UnsafeRawPointer(bytes).distance(to: UnsafeRawPointer(found))
            next = end + 1
        }
        if end > start, bytes[end - 1] == 13 { end -= 1 }
        var content = start
        while content < end, bytes[content] == 32 || bytes[content] == 9 || bytes[content] == UInt8(ascii: ">") { content += 1 }
        return (content, end, next)
    }

    /// Whether every cut line lies in one of `tables` (the first and last line of each table ``GFMTable``
    /// built, ascending) whose first line is cut.
    func isCovered(by tables: [ClosedRange<Int>]) -> Bool {
        var t = 0, entered = -1  // the table whose first line was checked
        for line in lines {
            while t < tables.count, tables[t].upperBound < line { t += 1 }
            guard t < tables.count, tables[t].contains(line) else { return false }
            if entered != t {  // the first cut line in this table must be its first line
                guard line == tables[t].lowerBound else { return false }
                entered = t
            }
        }
        return true
    }

    /// Whether `source` holds a `\r` that is not followed by `\n`.
    static func hasLoneCarriageReturn(_ source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress else { return false }
        var offset = 0
        while offset < source.count, let found = memchr(base + offset, 13, source.count - offset) {
            let i = base.distance(to: UnsafeRawPointer(found))
            if i + 1 >= source.count || source[i + 1] != 10 { return true }
            offset = i + 1
        }
        return false
    }

    /// Whether `start..<end` looks like a delimiter row: only `|`, `:`, `-`, spaces and tabs, with a `-`.
    static func isDelimiterRow(_ source: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var dash = false
        for i in start..<max(start, end) {
            switch source[i] {
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), 32, 9: continue
            default: return false
            }
        }
        return dash
    }
}
