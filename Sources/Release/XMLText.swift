import Escaping

/// Escaping for XML text and attribute values (sitemap, feed).
enum XMLText {
    /// `text` with characters that XML 1.0 forbids (C0 controls other than tab, newline and carriage
    /// return) dropped, so the document always parses, then escaped by the shared escaper
    /// (`& < > " '` → entities; `&#39;` is valid XML too).
    static func escape(_ text: String) -> String {
        var allowed: [UInt8] = []
        allowed.reserveCapacity(text.utf8.count)
        for c in text.utf8 where c >= 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
            allowed.append(c)
        }
        var out: [UInt8] = []
        out.reserveCapacity(allowed.count + 16)
        allowed.withUnsafeBufferPointer { HTMLEscaping.append($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
