/// Replaces the control characters XML 1.0 does not allow (U+0000–U+0008, U+000B, U+000C,
/// U+000E–U+001F; Health has been seen writing `\x0b` into source names and metadata) by spaces as
/// the bytes stream to the parser, and remembers how many there were and where the first was, so
/// the import warns once instead of failing.
///
/// Eight bytes are tested at a time for any byte below 0x20; only words holding one (a line break
/// every line or so) are looked at byte by byte, so the pass costs little next to parsing.
final class XMLCharacterRepair {
    private let upstream: (UnsafeMutablePointer<UInt8>, Int) throws -> Int
    /// Bytes passed on so far.
    private var offset = 0
    /// The current line (1-based) and the offset where it starts.
    private var line = 1
    private var lineStart = 0
    /// Characters replaced.
    private(set) var replaced = 0
    /// Line and column (1-based, in bytes) of the first one, and its value.
    private(set) var first: (line: Int, column: Int, byte: UInt8)?

    /// Wraps a pull function `(buffer, max) -> count` (0 at the end).
    init(_ upstream: @escaping (UnsafeMutablePointer<UInt8>, Int) throws -> Int) {
        self.upstream = upstream
    }

    /// Reads repaired bytes.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        let n = try upstream(buffer, maxLength)
        repair(buffer, count: n)
        offset += n
        return n
    }

    private func repair(_ p: UnsafeMutablePointer<UInt8>, count n: Int) {
        let low: UInt64 = 0x2020_2020_2020_2020, high: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= n {
            let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 sets its high bit in (word − 0x20…) & ~word.
            if (word &- low) & ~word & high != 0 {
                for k in i..<(i + 8) { check(p, k) }
            }
            i += 8
        }
        while i < n {
            check(p, i)
            i += 1
        }
    }

    @inline(__always)
    private func check(_ p: UnsafeMutablePointer<UInt8>, _ k: Int) {
        let c = p[k]
        guard c < 0x20 else { return }
        if c == 10 {
            line += 1
            lineStart = offset + k + 1
        } else if c != 9, c != 13 {
            if first == nil { first = (line, offset + k - lineStart + 1, c) }
            replaced += 1
            p[k] = 32
        }
    }
}
