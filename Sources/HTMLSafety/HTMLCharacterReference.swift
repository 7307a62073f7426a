/// Character references in attribute values, decoded as the HTML standard's "character reference state"
/// does for an attribute.
///
/// Numeric references are exact (`&#106;`, `&#x6A`, no semicolon needed; 0, surrogates and values past
/// U+10FFFF become U+FFFD; 0x80–0x9F map through the windows-1252 table). Of the 2 231 named references only
/// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&nbsp;` are decoded (and the legacy `&amp`, `&lt`, `&gt`,
/// `&quot`, `&nbsp` without semicolon); any other name that a browser might decode is reported in
/// ``Decoded/unknownReferences`` so that URL checks can refuse it (`&colon;`, `&Tab;`, `&NewLine;` hide
/// `javascript:`). A name a browser leaves as written in attributes (`&x=1`, names longer than six letters
/// without `;`) stays as written and is not reported.
package enum HTMLCharacterReference {
    /// An attribute value after decoding.
    package struct Decoded: Sendable, Equatable {
        /// The UTF-8 bytes (NUL becomes U+FFFD, CR and CRLF become LF as input preprocessing does).
        package var bytes: [UInt8]
        /// The named references that were kept as written although a browser might decode them (`colon`).
        package var unknownReferences: [String]
        /// The value as a string.
        package var string: String { String(decoding: bytes, as: UTF8.self) }
    }

    private static let named: [String: [UInt8]] = [
        "amp": [0x26], "lt": [0x3C], "gt": [0x3E], "quot": [0x22], "apos": [0x27], "nbsp": [0xC2, 0xA0],
    ]
    private static let legacy: Set<String> = ["amp", "AMP", "lt", "LT", "gt", "GT", "quot", "QUOT", "nbsp"]

    /// The code points 0x80–0x9F map to these (0 = kept as is), per the standard's numeric reference table.
    private static let windows1252: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    @inline(__always) private static func isAlnum(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A)
    }

    /// The code point a numeric reference's `value` stands for.
    package static func numericScalar(_ value: UInt32) -> Unicode.Scalar {
        let replacement = Unicode.Scalar(0xFFFD as UInt32)!
        if value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return replacement }
        if value >= 0x80 && value <= 0x9F, windows1252[Int(value - 0x80)] != 0 {
            return Unicode.Scalar(windows1252[Int(value - 0x80)]) ?? replacement
        }
        return Unicode.Scalar(value) ?? replacement
    }

    /// Decodes an attribute value's raw bytes.
    package static func decodeAttribute(_ raw: Slice<UnsafeBufferPointer<UInt8>>) -> Decoded {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var unknown: [String] = []
        let end = raw.endIndex
        var k = raw.startIndex
        while k < end {
            let c = raw[k]
            if c == 0 { out += [0xEF, 0xBF, 0xBD]; k += 1; continue }
            if c == 0x0D {
                out.append(0x0A)
                k += (k + 1 < end && raw[k + 1] == 0x0A) ? 2 : 1
                continue
            }
            guard c == 0x26, k + 1 < end else { out.append(c); k += 1; continue }
            let next = raw[k + 1]
            if next == 0x23 {
                guard let (value, after) = numericReference(raw, at: k) else { out.append(c); k += 1; continue }
                out += Array(String(Character(numericScalar(value))).utf8)
                k = after
                continue
            }
            guard isAlnum(next) else { out.append(c); k += 1; continue }
            var j = k + 1
            while j < end, isAlnum(raw[j]) { j += 1 }
            let name = String(decoding: raw[(k + 1)..<j], as: UTF8.self)
            if j < end, raw[j] == 0x3B {
                if let text = named[name] {
                    out += text
                    k = j + 1
                } else {
                    unknown.append(name)
                    out.append(c); k += 1
                }
                continue
            }
            // No semicolon: browsers decode only a legacy name that is the whole run and not followed by `=`.
            if j < end, raw[j] == 0x3D { out.append(c); k += 1; continue }
            if legacy.contains(name), let text = named[name.lowercased()] {
                out += text
                k = j
            } else {
                if name.utf8.count >= 2 && name.utf8.count <= 6 { unknown.append(name) }
                out.append(c); k += 1
            }
        }
        return Decoded(bytes: out, unknownReferences: unknown)
    }

    /// The value of the numeric reference (`&#…;`, `&#x…;`) whose `&` is at `k` (clamped above Unicode's range)
    /// and where it ends (past its `;`, if any); `nil` for `&#` or `&#x` without digits, which stays as written.
    private static func numericReference(_ raw: Slice<UnsafeBufferPointer<UInt8>>, at k: Int) -> (UInt32, Int)? {
        let end = raw.endIndex
        var j = k + 2
        var hex = false
        if j < end, raw[j] | 0x20 == 0x78 { hex = true; j += 1 }
        let digitsStart = j
        var value: UInt32 = 0
        while j < end {
            let d = raw[j]
            let digit: UInt32
            if d >= 0x30 && d <= 0x39 { digit = UInt32(d - 0x30) }
            else if hex, (d | 0x20) >= 0x61, (d | 0x20) <= 0x66 { digit = UInt32((d | 0x20) - 0x61 + 10) }
            else { break }
            value = min(value * (hex ? 16 : 10) + digit, 0x110000)
            j += 1
        }
        guard j > digitsStart else { return nil }
        if j < end, raw[j] == 0x3B { j += 1 }
        return (value, j)
    }
}
