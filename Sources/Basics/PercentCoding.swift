/// `%XX` escapes in URLs (RFC 3986, section 2.1): the one decoder and the one encoder of the package.
/// Escapes are written with uppercase hex digits, as the RFC recommends.
package enum PercentCoding {
    /// Whether `byte` is RFC 3986 unreserved (`A-Z a-z 0-9 - . _ ~`): never escaped.
    package static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// The value of one hex digit (either case), nil for any other byte.
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The bytes with each `%XX` decoded; a `%` not followed by two hex digits is kept as written.
    package static func decode<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        decode(Array(bytes), strict: false) ?? []
    }

    /// The text with each `%XX` decoded (invalid escapes kept); bytes that are not UTF-8 become U+FFFD.
    package static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return String(decoding: decode(Array(text.utf8), strict: false) ?? [], as: UTF8.self)
    }

    /// The bytes with each `%XX` decoded, or nil when a `%` is not followed by two hex digits.
    package static func decodeStrictly(_ bytes: [UInt8]) -> [UInt8]? {
        decode(bytes, strict: true)
    }

    private static func decode(_ bytes: [UInt8], strict: Bool) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: "%")) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%") {
                if i + 2 < bytes.count, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) {
                    out.append(high << 4 | low)
                    i += 3
                    continue
                }
                if strict { return nil }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    /// Writes `byte` at `out[n]`, as `%XX` unless `keep`; returns the index after it. `out` must have room
    /// for three bytes.
    @inline(__always)
    package static func write(_ byte: UInt8, keep: Bool, into out: UnsafeMutableBufferPointer<UInt8>, at n: Int) -> Int {
        if keep { out[n] = byte; return n + 1 }
        let digits: StaticString = "0123456789ABCDEF"
        out[n] = UInt8(ascii: "%")
        out[n + 1] = digits.utf8Start[Int(byte >> 4)]
        out[n + 2] = digits.utf8Start[Int(byte & 15)]
        return n + 3
    }

    /// `text` with every byte for which `keep` is false written as `%XX` (by default all but unreserved).
    package static func encode(_ text: String, keeping keep: (UInt8) -> Bool = isUnreserved) -> String {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy(keep) { return text }
        let out = [UInt8](unsafeUninitializedCapacity: bytes.count * 3) { buffer, count in
            count = 0
            for byte in bytes { count = write(byte, keep: keep(byte), into: buffer, at: count) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
