/// HTML escaping on UTF-8 bytes: `&` `<` `>` `"` `'`.
public enum HTMLEscape {
    /// Appends `text` to `out`, replacing `& < > " '` with entities.
    public static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(bytes: $0, to: &out) }
    }

    /// Appends `bytes` to `out`, replacing `& < > " '` with entities.
    public static func append(bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            // Fast reject: every special byte is below 0x3F.
            if b < 0x3F {
                let entity: StaticString?
                switch b {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: entity = nil
                }
                if let entity {
                    if i > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                    entity.withUTF8Buffer { out.append(contentsOf: $0) }
                    runStart = i + 1
                }
            }
            i += 1
        }
        if n > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<n])) }
    }

    /// `text` with `& < > " '` replaced by entities.
    public static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
