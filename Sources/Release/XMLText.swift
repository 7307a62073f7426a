/// Escaping for XML text and attribute values.
enum XMLText {
    /// `text` with `& < > " '` escaped and characters that XML 1.0 forbids (C0 controls other than
    /// tab, newline and carriage return) dropped, so the document always parses.
    static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for c in text.utf8 {
            switch c {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&apos;".utf8)
            case 0x09, 0x0A, 0x0D: out.append(c)
            case 0..<0x20: continue
            default: out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
