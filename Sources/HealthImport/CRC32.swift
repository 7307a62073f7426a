/// CRC-32 (IEEE 802.3, the checksum ZIP stores per entry), table-driven, computed incrementally.
struct CRC32 {
    /// The checksum of everything passed to ``update(_:count:)`` so far.
    var value: UInt32 { ~state }
    private var state: UInt32 = 0xFFFF_FFFF

    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Adds `count` bytes at `bytes` to the checksum.
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var c = state
        CRC32.table.withUnsafeBufferPointer { t in
            for i in 0..<count {
                c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
            }
        }
        state = c
    }
}
