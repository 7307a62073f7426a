/// Decoding of the character references that appear inside attribute values.
enum HTMLEntities {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    ]

    /// The attribute value with `&amp;`, `&quot;`, `&#39;`, `&#x27;` and friends decoded.
    /// Unknown references stay as written.
    static func decode(_ raw: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        guard raw.contains(0x26) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var k = raw.startIndex
        while k < raw.endIndex {
            let c = raw[k]
            guard c == 0x26, let semi = raw[k..<min(k + 12, raw.endIndex)].firstIndex(of: 0x3B) else {
                out.append(c); k += 1; continue
            }
            let body = String(decoding: raw[(k + 1)..<semi], as: UTF8.self)
            if let text = reference(body) {
                out.append(contentsOf: Array(text.utf8))
                k = semi + 1
            } else {
                out.append(c); k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func reference(_ body: String) -> String? {
        if let text = named[body] { return text }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let v = value, let scalar = Unicode.Scalar(v) else { return nil }
        return String(Character(scalar))
    }
}
