/// FNV-1a 64-bit hashing: fast, dependency-free, deterministic across runs and machines.
///
/// Used for fingerprinted asset names and release names. It is not a cryptographic hash; the
/// release manager confirms "same content" by comparing bytes, not by trusting the hash alone.
package struct ContentHash: Sendable, Equatable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The current 64-bit state.
    package private(set) var value: UInt64 = ContentHash.offsetBasis

    /// A fresh hash.
    package init() {}

    /// Feeds bytes.
    package mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var h = value
        let done: Void? = bytes.withContiguousStorageIfAvailable { buf in
            for b in buf { h = (h ^ UInt64(b)) &* ContentHash.prime }
        }
        if done == nil { for b in bytes { h = (h ^ UInt64(b)) &* ContentHash.prime } }
        value = h
    }

    /// Feeds a string's UTF-8 bytes.
    package mutating func update(_ text: String) {
        var t = text
        t.withUTF8 { update($0) }
    }

    /// Eight lowercase hex digits (the two 32-bit halves folded together), e.g. `3f9a1c2e`.
    package var short: String {
        let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
        return ContentHash.hex(UInt64(folded), digits: 8)
    }

    /// Sixteen lowercase hex digits.
    package var full: String { ContentHash.hex(value, digits: 16) }

    /// The hash of one byte collection.
    package static func of<C: Collection>(_ bytes: C) -> ContentHash where C.Element == UInt8 {
        var h = ContentHash()
        h.update(bytes)
        return h
    }

    static func hex(_ v: UInt64, digits: Int) -> String {
        let table = Array("0123456789abcdef".utf8)
        var out = [UInt8](repeating: 0x30, count: digits)
        var x = v
        for k in stride(from: digits - 1, through: 0, by: -1) {
            out[k] = table[Int(x & 0xF)]
            x >>= 4
        }
        return String(decoding: out, as: UTF8.self)
    }
}
