#if canImport(Glibc)
import Glibc
#endif

/// The lines of the text cmark parsed, for the GFM passes that read a block's lines again (tables) or
/// collect lines before the parse (footnote definitions, link reference definitions for table cells).
/// Lines are 1-based, as cmark's; a line's range excludes its `\n` (and a `\r` before it).
struct SourceLines {
    let source: UnsafeRawBufferPointer
    /// Byte offset of each line's start (index 0 is line 1).
    private(set) var starts: [Int] = [0]

    init(_ source: UnsafeRawBufferPointer) {
        self.source = source
        guard let base = source.baseAddress else { return }
        var offset = 0
        while offset < source.count, let found = memchr(base + offset, 10, source.count - offset) {
            let i = base.distance(to: UnsafeRawPointer(found))
            if i + 1 < source.count { starts.append(i + 1) }
            offset = i + 1
        }
    }

    /// How many lines there are.
    var count: Int { starts.count }

    /// Byte offset where `line` starts.
    func start(_ line: Int) -> Int { starts[line - 1] }

    /// The byte range of `line` without its line ending.
    func range(_ line: Int) -> Range<Int> {
        var end = line < starts.count ? starts[line] : source.count
        if end > starts[line - 1], source[end - 1] == 10 { end -= 1 }
        if end > starts[line - 1], source[end - 1] == 13 { end -= 1 }
        return starts[line - 1]..<end
    }

    /// The bytes of `range`.
    func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: source[range]) }

    /// How many `>` markers the bytes of `line` before `column` hold (the block quotes around a block).
    func quoteMarkers(line: Int, before column: Int) -> Int {
        let r = range(line)
        let end = min(r.lowerBound + column - 1, r.upperBound)
        return source[r.lowerBound..<end].reduce(0) { $0 + ($1 == UInt8(ascii: ">") ? 1 : 0) }
    }

    /// The trimmed content of `line` of a block: from `firstColumn` when given (the block's first line), else
    /// after `quotes` block quote markers (a lazy line may have fewer). Nil for a line with nothing left.
    func content(line: Int, quotes: Int, firstColumn: Int?) -> Range<Int>? {
        guard line >= 1, line <= count else { return nil }
        let r = range(line)
        var i = r.lowerBound
        if let firstColumn {
            i = min(r.lowerBound + firstColumn - 1, r.upperBound)
        } else {
            var left = quotes
            while left > 0 {
                var k = i
                while k < r.upperBound, source[k] == 32 || source[k] == 9 { k += 1 }
                guard k < r.upperBound, source[k] == UInt8(ascii: ">") else { break }
                i = k + 1
                left -= 1
            }
        }
        var end = r.upperBound
        while i < end, source[i] == 32 || source[i] == 9 { i += 1 }
        while end > i, source[end - 1] == 32 || source[end - 1] == 9 { end -= 1 }
        return i < end ? i..<end : nil
    }

    /// The page's one-line link reference definitions (`[label]: destination`, not `[^note]:`), each on its own
    /// line after a blank one, for a parse that must resolve the page's references (table cells).
    func referenceDefinitions() -> [UInt8] {
        var out: [UInt8] = []
        for line in 1...count {
            let r = range(line)
            var i = r.lowerBound
            while i < r.upperBound, i - r.lowerBound < 3, source[i] == 32 { i += 1 }
            guard i + 1 < r.upperBound, source[i] == UInt8(ascii: "["), source[i + 1] != UInt8(ascii: "^") else { continue }
            let bytes = source[i..<r.upperBound]
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")), close + 1 < r.upperBound,
                  source[close + 1] == UInt8(ascii: ":") else { continue }
            out.append(10)
            out.append(contentsOf: bytes)
            out.append(10)
        }
        return out
    }
}
