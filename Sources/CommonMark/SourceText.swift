/// The Markdown source bytes with a lazily built index of line starts, used to correct
/// cmark's inline columns (cmark 0.30 reports continuation-line columns relative to the
/// block's first line, ignoring stripped `>` prefixes and indentation).
struct SourceText {
    let bytes: UnsafeRawBufferPointer
    private var starts: [Int]? = nil

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Byte offsets where each line starts (index 0 = line 1). `\n`, `\r\n` and `\r` end lines.
    private mutating func lineStarts() -> [Int] {
        if let starts { return starts }
        var result = [0]
        result.reserveCapacity(bytes.count / 32 + 1)
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                result.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                result.append(i + 1)
            }
            i += 1
        }
        starts = result
        return result
    }

    /// The byte range of 1-based `line` without its line ending, or nil when out of range.
    mutating func lineRange(_ line: Int) -> Range<Int>? {
        let starts = lineStarts()
        guard line >= 1, line <= starts.count else { return nil }
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

    /// Whether a link (`[`) or image (`![`) opener is at 1-based `line`:`column`.
    mutating func isOpener(line: Int, column: Int, image: Bool) -> Bool {
        guard let range = lineRange(line), column >= 1 else { return false }
        let i = range.lowerBound + column - 1
        if image {
            return i + 1 < range.upperBound && bytes[i] == 0x21 && bytes[i + 1] == 0x5B
        }
        return i < range.upperBound && bytes[i] == 0x5B
    }

    /// The opener nearest to `column` on `line`; failing that, the last one on an earlier line
    /// down to `firstLine`. Used only when cmark's column cannot be corrected exactly.
    mutating func nearestOpener(line: Int, column: Int, image: Bool, firstLine: Int) -> SourcePosition? {
        var current = line
        while current >= max(firstLine, 1) {
            guard let range = lineRange(current) else { return nil }
            var best: Int? = nil
            var c = 1
            while range.lowerBound + c - 1 < range.upperBound {
                if isOpener(line: current, column: c, image: image) {
                    if current != line {
                        best = c
                    } else if best.map({ abs($0 - column) > abs(c - column) }) ?? true {
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
