#if canImport(Glibc)
import Glibc
#endif

/// The Markdown source bytes with an incrementally built index of line starts, used to correct
/// cmark's inline columns (cmark 0.30 reports continuation-line columns relative to the
/// block's first line, ignoring stripped `>` prefixes and indentation).
struct SourceText {
    let bytes: UnsafeRawBufferPointer
    /// Byte offsets where lines start (index 0 = line 1), extended on demand up to the lines asked for.
    private var starts: [Int] = [0]
    /// Where scanning for further line starts resumes.
    private var scanned = 0
    /// Whether the text has any `\r` (then lines are split byte by byte); found once, on first use.
    private var hasCarriageReturn: Bool?

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Scans forward until `line` has a known start or the text ends. `\n`, `\r\n` and `\r` end lines.
    private mutating func index(upTo line: Int) {
        let n = bytes.count
        var i = scanned
        if starts.count >= line || i >= n { return }
        if hasCarriageReturn == nil {
            hasCarriageReturn = bytes.baseAddress.map { memchr($0, 0x0D, n) != nil } ?? false
            // Room for lines of about 32 bytes on average, so the index rarely grows.
            starts.reserveCapacity(max(16, min(n / 32 + 2, 4096)))
        }
        if hasCarriageReturn == false, let base = bytes.baseAddress {
            // Only `\n` ends lines: jump from one to the next with memchr.
            while starts.count < line, i < n {
                guard let found = memchr(base + i, 0x0A, n - i) else { i = n; break }
                i = UnsafeRawPointer(found) - base + 1
                starts.append(i)
            }
            scanned = i
            return
        }
        while starts.count < line, i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        scanned = i
    }

    /// The byte range of 1-based `line` without its line ending, or nil when out of range.
    mutating func lineRange(_ line: Int) -> Range<Int>? {
        guard line >= 1 else { return nil }
        index(upTo: line + 1)
        guard line <= starts.count else { return nil }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The 1-based column where paragraph content starts on a continuation `line`:
    /// after leading spaces/tabs and at most `quoteDepth` block-quote markers.
    mutating func contentStartColumn(line: Int, quoteDepth: Int) -> Int? {
        guard let range = lineRange(line) else { return nil }
        var i = range.lowerBound
        var quotes = quoteDepth
        while i < range.upperBound {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 {
                i += 1
            } else if b == 0x3E, quotes > 0 {
                quotes -= 1
                i += 1
            } else {
                break
            }
        }
        return i - range.lowerBound + 1
    }

    /// The byte at 1-based `line`:`column`, or nil outside the text.
    mutating func byte(line: Int, column: Int) -> UInt8? {
        guard let range = lineRange(line), column >= 1, range.lowerBound + column - 1 < range.upperBound else { return nil }
        return bytes[range.lowerBound + column - 1]
    }

    /// Whether a link's `[` (or with `image`, an image's `![`) starts at 1-based `line`:`column`.
    mutating func hasOpener(image: Bool, line: Int, column: Int) -> Bool {
        guard column >= 1, let range = lineRange(line) else { return false }
        let start = range.lowerBound + column - 1
        if image {
            return start + 2 <= range.upperBound && bytes[start] == 0x21 && bytes[start + 1] == 0x5B
        }
        return start < range.upperBound && bytes[start] == 0x5B
    }

    /// Whether `needle` (e.g. `[` or `![`) starts at 1-based `line`:`column`.
    mutating func matches(_ needle: [UInt8], line: Int, column: Int) -> Bool {
        guard let range = lineRange(line), column >= 1 else { return false }
        let start = range.lowerBound + column - 1
        guard start + needle.count <= range.upperBound else { return false }
        for (k, byte) in needle.enumerated() where bytes[start + k] != byte { return false }
        return true
    }

    /// The occurrence of `needle` nearest to `column` on `line`; failing that, the last one on an
    /// earlier line down to `firstLine`. Used only when cmark's column cannot be corrected exactly.
    mutating func nearest(_ needle: [UInt8], line: Int, column: Int, firstLine: Int) -> SourcePosition? {
        var current = line
        while current >= max(firstLine, 1) {
            guard let range = lineRange(current) else { return nil }
            var best: Int? = nil
            var c = 1
            while range.lowerBound + c - 1 + needle.count <= range.upperBound {
                if matches(needle, line: current, column: c) {
                    if current != line || best.map({ abs($0 - column) > abs(c - column) }) ?? true {
                        best = c
                    }
                }
                c += 1
            }
            if let best { return SourcePosition(line: current, column: best) }
            current -= 1
        }
        return nil
    }
}
