/// Blanks the document type declaration (`<!DOCTYPE HealthData [ … ]>`) at the start of the
/// stream, so the XML parser never sees a DTD: nothing external can be loaded and no entity the
/// export declares can expand (swift-corelibs-foundation's `XMLParser`, used before libxml2 was
/// called directly, also crashed on the `ATTLIST` declarations Apple's export is full of).
///
/// Every byte of the declaration becomes a space except line breaks, so line and column numbers
/// of errors stay exactly those of the file. Only the prolog (at most ``limit`` bytes) is buffered;
/// the rest streams through untouched.
final class DoctypeFilter {
    private let upstream: (UnsafeMutablePointer<UInt8>, Int) throws -> Int
    private var prefix: [UInt8] = []
    private var prefixPosition = 0
    private var prepared = false
    /// The most prolog bytes examined for a declaration.
    static let limit = 4 << 20

    /// Wraps a pull function `(buffer, max) -> count` (0 at the end).
    init(_ upstream: @escaping (UnsafeMutablePointer<UInt8>, Int) throws -> Int) {
        self.upstream = upstream
    }

    /// Reads filtered bytes.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        if !prepared { try prepare() }
        if prefixPosition < prefix.count {
            let n = min(maxLength, prefix.count - prefixPosition)
            prefix.withUnsafeBufferPointer { p in
                guard let base = p.baseAddress else { return }
                buffer.update(from: base + prefixPosition, count: n)
            }
            prefixPosition += n
            if prefixPosition == prefix.count { prefix = [] ; prefixPosition = 0 }
            return n
        }
        return try upstream(buffer, maxLength)
    }

    private func prepare() throws {
        prepared = true
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var ended = false
        while true {
            switch DoctypeFilter.scan(prefix) {
            case .none:
                return
            case .some(let range) where range.upperBound <= prefix.count:
                for i in range where prefix[i] != 10 && prefix[i] != 13 { prefix[i] = 32 }
                return
            default:
                break
            }
            if ended || prefix.count >= DoctypeFilter.limit { return }
            let n = try chunk.withUnsafeMutableBufferPointer { try upstream($0.baseAddress!, $0.count) }
            if n == 0 { ended = true } else { prefix.append(contentsOf: chunk[0..<n]) }
        }
    }

    /// The declaration's byte range; `nil` when there is none; an open-ended range past the
    /// buffer's end when more bytes are needed to decide.
    static func scan(_ b: [UInt8]) -> Range<Int>? {
        let keyword = Array("<!DOCTYPE".utf8)
        var i = 0
        // Prolog: skip the XML declaration, comments, processing instructions and white space.
        while i < b.count {
            if b[i] != 60 { i += 1; continue } // '<'
            if i + 1 >= b.count { return i..<(b.count + 1) }
            let next = b[i + 1]
            if next == 63 { i += 2; continue } // '<?'
            if next != 33 { return nil } // an element starts: no declaration
            if i + keyword.count > b.count { return i..<(b.count + 1) }
            if Array(b[i..<(i + keyword.count)]) == keyword { break }
            i += 2
        }
        if i >= b.count { return b.count..<(b.count + 1) }
        let start = i
        var inSubset = false
        var quote: UInt8 = 0
        var inComment = false
        i += keyword.count
        while i < b.count {
            let c = b[i]
            if inComment {
                if c == 62, i >= 2, b[i - 1] == 45, b[i - 2] == 45 { inComment = false }
            } else if quote != 0 {
                if c == quote { quote = 0 }
            } else if c == 34 || c == 39 {
                quote = c
            } else if inSubset, c == 60, i + 3 < b.count, b[i + 1] == 33, b[i + 2] == 45, b[i + 3] == 45 {
                inComment = true
                i += 3
            } else if c == 91 {
                inSubset = true
            } else if c == 93 {
                inSubset = false
            } else if c == 62, !inSubset {
                return start..<(i + 1)
            }
            i += 1
        }
        return start..<(b.count + 1)
    }
}
