/// A streaming DEFLATE decoder (RFC 1951), written for the ZIP reader.
///
/// Pull-based: ``read(into:maxLength:)`` decodes just enough to fill the caller's buffer and
/// keeps its place (block state, pending match) for the next call, so a whole archive entry
/// streams through a 32 KiB window in constant memory.
final class Inflater {
    private let source: ByteSource
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Zero bytes fed into the bit buffer after the input ran out (legal only if never consumed).
    private var overrun = 0

    private static let windowSize = 1 << 15
    private static let windowMask = windowSize - 1
    private let window: UnsafeMutablePointer<UInt8>
    /// Bytes produced so far.
    private(set) var totalOut = 0

    private enum State { case header, stored(Int), compressed, done }
    private var state = State.header
    private var lastBlock = false
    private var copyLength = 0
    private var copyDistance = 0
    private var literals = HuffmanTable()
    private var distances = HuffmanTable()

    /// Creates a decoder reading compressed bytes from `source`.
    init(source: ByteSource) {
        self.source = source
        self.window = UnsafeMutablePointer<UInt8>.allocate(capacity: Inflater.windowSize)
    }

    deinit { window.deallocate() }

    /// Whether the final block has been decoded completely.
    var isFinished: Bool { if case .done = state { return copyLength == 0 } else { return false } }

    // MARK: Bits

    @inline(__always)
    private func fill(_ need: Int) throws {
        while bitCount < need {
            var b: UInt8 = 0
            if source.position < source.count {
                b = source.buffer[source.position]
                source.position += 1
            } else if try source.refill() {
                b = source.buffer[source.position]
                source.position += 1
            } else {
                overrun += 1
            }
            bits |= UInt64(b) << UInt64(bitCount)
            bitCount += 8
        }
    }

    @inline(__always)
    private func consume(_ n: Int) throws {
        bits >>= UInt64(n)
        bitCount -= n
        if overrun > 0, bitCount < overrun * 8 {
            throw ZipError("the compressed data ends early (the archive is truncated or damaged)")
        }
    }

    @inline(__always)
    private func take(_ n: Int) throws -> Int {
        if n == 0 { return 0 }
        try fill(n)
        let v = Int(bits & ((1 << UInt64(n)) - 1))
        try consume(n)
        return v
    }

    @inline(__always)
    private func decode(_ table: UnsafeBufferPointer<UInt16>, _ maxLength: Int) throws -> Int {
        try fill(maxLength)
        let e = Int(table[Int(bits & ((1 << UInt64(maxLength)) - 1))])
        let len = e & 15
        if len == 0 { throw ZipError("the compressed data is damaged (invalid Huffman code)") }
        try consume(len)
        return e >> 4
    }

    // MARK: Output

    @inline(__always)
    private func emit(_ b: UInt8, _ out: UnsafeMutablePointer<UInt8>, _ n: inout Int) {
        window[totalOut & Inflater.windowMask] = b
        totalOut += 1
        out[n] = b
        n += 1
    }

    /// Decodes up to `maxLength` bytes into `out`; returns how many were written, 0 at the end
    /// of the stream. Throws ``ZipError`` on corrupt or truncated data.
    func read(into out: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        var n = 0
        while n < maxLength {
            if copyLength > 0 {
                let count = min(copyLength, maxLength - n)
                var from = totalOut - copyDistance
                for _ in 0..<count {
                    emit(window[from & Inflater.windowMask], out, &n)
                    from += 1
                }
                copyLength -= count
                continue
            }
            switch state {
            case .done:
                return n
            case .header:
                if lastBlock { state = .done; continue }
                try readBlockHeader()
            case .stored(let remaining):
                if remaining == 0 { state = .header; continue }
                let count = min(remaining, maxLength - n)
                for _ in 0..<count {
                    let b: UInt8
                    if bitCount >= 8 {
                        b = UInt8(truncatingIfNeeded: try take(8))
                    } else if let next = try source.next() {
                        b = next
                    } else {
                        throw ZipError("the compressed data ends early (the archive is truncated or damaged)")
                    }
                    emit(b, out, &n)
                }
                state = .stored(remaining - count)
            case .compressed:
                try decodeSymbols(out, &n, maxLength)
            }
        }
        return n
    }

    private func decodeSymbols(_ out: UnsafeMutablePointer<UInt8>, _ n: inout Int, _ maxLength: Int) throws {
        let litMax = literals.maxLength, distMax = distances.maxLength
        try literals.entries.withUnsafeBufferPointer { lit in
            try distances.entries.withUnsafeBufferPointer { dist in
                while n < maxLength {
                    let symbol = try decode(lit, litMax)
                    if symbol < 256 {
                        emit(UInt8(symbol), out, &n)
                        continue
                    }
                    if symbol == 256 { state = .header; return }
                    let li = symbol - 257
                    guard li < 29 else { throw ZipError("the compressed data is damaged (invalid length code)") }
                    let length = Inflater.lengthBase[li] + (try take(Inflater.lengthExtra[li]))
                    let di = try decode(dist, distMax)
                    guard di < 30 else { throw ZipError("the compressed data is damaged (invalid distance code)") }
                    let distance = Inflater.distanceBase[di] + (try take(Inflater.distanceExtra[di]))
                    guard distance <= totalOut else {
                        throw ZipError("the compressed data is damaged (a match points before the start)")
                    }
                    copyLength = length
                    copyDistance = distance
                    let count = min(copyLength, maxLength - n)
                    var from = totalOut - distance
                    for _ in 0..<count {
                        emit(window[from & Inflater.windowMask], out, &n)
                        from += 1
                    }
                    copyLength -= count
                }
            }
        }
    }

    private func readBlockHeader() throws {
        lastBlock = try take(1) == 1
        switch try take(2) {
        case 0:
            try consume(bitCount & 7)
            let len = try take(16)
            let nlen = try take(16)
            guard len == (~nlen & 0xFFFF) else { throw ZipError("the compressed data is damaged (stored block length)") }
            state = .stored(len)
        case 1:
            literals = HuffmanTable.fixedLiterals
            distances = HuffmanTable.fixedDistances
            state = .compressed
        case 2:
            try readDynamicTables()
            state = .compressed
        default:
            throw ZipError("the compressed data is damaged (reserved block type)")
        }
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private func readDynamicTables() throws {
        let literalCount = try take(5) + 257
        let distanceCount = try take(5) + 1
        let codeLengthCount = try take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw ZipError("the compressed data is damaged (too many codes)")
        }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[Inflater.codeLengthOrder[i]] = UInt8(try take(3)) }
        guard let lengthCode = HuffmanTable(lengths: codeLengths) else {
            throw ZipError("the compressed data is damaged (code length code)")
        }
        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var i = 0
        try lengthCode.entries.withUnsafeBufferPointer { table in
            while i < lengths.count {
                let symbol = try decode(table, lengthCode.maxLength)
                var repeatValue: UInt8 = 0
                var repeatCount = 0
                switch symbol {
                case 0..<16:
                    lengths[i] = UInt8(symbol)
                    i += 1
                    continue
                case 16:
                    guard i > 0 else { throw ZipError("the compressed data is damaged (repeat with no previous length)") }
                    repeatValue = lengths[i - 1]
                    repeatCount = 3 + (try take(2))
                case 17:
                    repeatCount = 3 + (try take(3))
                default:
                    repeatCount = 11 + (try take(7))
                }
                guard i + repeatCount <= lengths.count else {
                    throw ZipError("the compressed data is damaged (code lengths overflow)")
                }
                for _ in 0..<repeatCount {
                    lengths[i] = repeatValue
                    i += 1
                }
            }
        }
        guard lengths[256] != 0,
              let lit = HuffmanTable(lengths: Array(lengths[0..<literalCount])),
              let dist = HuffmanTable(lengths: Array(lengths[literalCount...])) else {
            throw ZipError("the compressed data is damaged (invalid Huffman tables)")
        }
        literals = lit
        distances = dist
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                     115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                       1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                        12, 12, 13, 13]
}
