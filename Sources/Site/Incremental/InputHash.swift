/// A 64-bit FNV-1a hash over bytes, strings and numbers: a deterministic value for "these inputs".
///
/// Not cryptographic; it only has to tell a changed input from an unchanged one. Strings are
/// length-prefixed so `("ab", "c")` and `("a", "bc")` differ.
struct InputHash: Hashable, Sendable {
    /// The current hash value.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty fingerprint.
    init() {}

    /// Mixes in one byte.
    @inline(__always)
    mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Mixes in a 64-bit number (eight bytes, little-endian).
    mutating func add(_ number: UInt64) {
        var n = number
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: n))
            n >>= 8
        }
    }

    /// Mixes in an integer.
    mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }

    /// Mixes in a string's UTF-8 bytes, prefixed with their count.
    mutating func add(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            add(bytes.count)
            for b in bytes { add(byte: b) }
        }
    }

    /// Mixes in raw bytes, prefixed with their count.
    mutating func add(bytes: [UInt8]) {
        add(bytes.count)
        for b in bytes { add(byte: b) }
    }

    /// Mixes in an optional string (`nil` differs from every string).
    mutating func add(_ text: String?) {
        if let text { add(byte: 1); add(text) } else { add(byte: 0) }
    }
}
