/// A canonical Huffman code (RFC 1951 §3.2.2) as a single lookup table.
///
/// The table is indexed by the next `maxLength` input bits (least significant bit first, as
/// DEFLATE packs them); each entry holds `symbol << 4 | codeLength`, 0 for bit patterns that
/// are no code.
struct HuffmanTable {
    /// Lookup entries, `1 << maxLength` of them.
    private(set) var entries: [UInt16] = []
    /// The longest code length (1–15).
    private(set) var maxLength = 0

    /// An empty table (decoding with it always fails).
    init() {}

    /// Builds the table from code lengths per symbol (0 = unused). Returns `nil` when the lengths
    /// are over-subscribed (more codes than bit patterns), which only a corrupt stream produces.
    init?(lengths: UnsafeBufferPointer<UInt8>) {
        var countPerLength = [Int](repeating: 0, count: 16)
        var longest = 0
        for l in lengths where l > 0 {
            countPerLength[Int(l)] += 1
            longest = max(longest, Int(l))
        }
        if longest == 0 {
            maxLength = 1
            entries = [0, 0]
            return
        }
        // Over-subscription check and first code per length.
        var left = 1
        for len in 1...15 {
            left <<= 1
            left -= countPerLength[len]
            if left < 0 { return nil }
        }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for len in 1...15 {
            code = (code + countPerLength[len - 1]) << 1
            nextCode[len] = code
        }
        nextCode[0] = 0
        maxLength = longest
        let size = 1 << longest
        var table = [UInt16](repeating: 0, count: size)
        for symbol in 0..<lengths.count {
            let len = Int(lengths[symbol])
            if len == 0 { continue }
            let c = nextCode[len]
            nextCode[len] += 1
            // Reverse the `len` code bits: DEFLATE sends Huffman codes most significant bit first.
            var reversed = 0
            var v = c
            for _ in 0..<len {
                reversed = (reversed << 1) | (v & 1)
                v >>= 1
            }
            let entry = UInt16(symbol << 4 | len)
            var i = reversed
            while i < size {
                table[i] = entry
                i += 1 << len
            }
        }
        entries = table
    }

    /// Builds a table from an array of code lengths.
    init?(lengths: [UInt8]) {
        guard let t = lengths.withUnsafeBufferPointer({ HuffmanTable(lengths: $0) }) else { return nil }
        self = t
    }

    /// The fixed literal/length code of RFC 1951 §3.2.6.
    static let fixedLiterals: HuffmanTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return HuffmanTable(lengths: lengths) ?? HuffmanTable()
    }()

    /// The fixed distance code of RFC 1951 §3.2.6 (30 five-bit codes, two unused).
    static let fixedDistances: HuffmanTable = HuffmanTable(lengths: [UInt8](repeating: 5, count: 30)) ?? HuffmanTable()
}
