/// The encodings of Internet mail (RFC 2045, RFC 2047): base64, quoted-printable and encoded words for
/// header text outside ASCII. Pure functions of their input, so a message is the same bytes on every run.
package enum MIMEEncoding {
    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64 (RFC 4648), without line breaks.
    package static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(base64Alphabet[b0 >> 2])
            out.append(base64Alphabet[((b0 & 3) << 4) | (b1 >> 4)])
            out.append(i + 1 < bytes.count ? base64Alphabet[((b1 & 15) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? base64Alphabet[b2 & 63] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `bytes` in base64 as lines of at most 76 characters, each ended by CRLF (a body part's content).
    package static func base64Lines(_ bytes: [UInt8]) -> String {
        let text = Array(base64(bytes).utf8)
        var out = ""
        var start = 0
        while start < text.count {
            let end = min(start + 76, text.count)
            out += String(decoding: text[start..<end], as: UTF8.self) + "\r\n"
            start = end
        }
        return out
    }

    /// `text` (UTF-8) in quoted-printable (RFC 2045 §6.7): lines ended by CRLF, none longer than 76 characters
    /// (soft breaks `=`), `=`, bytes outside printable ASCII and spaces before a line end encoded.
    package static func quotedPrintable(_ text: String) -> String {
        var out = ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let bytes = Array(line.utf8.filter { $0 != UInt8(ascii: "\r") })
            var current = ""
            for (i, byte) in bytes.enumerated() {
                let last = i == bytes.count - 1
                let plain = (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "=")) || ((byte == 32 || byte == 9) && !last)
                let piece = plain ? String(UnicodeScalar(byte)) : "=" + hex(byte)
                if current.utf8.count + piece.utf8.count > 75 {
                    out += current + "=\r\n"
                    current = ""
                }
                current += piece
            }
            out += current
            if index < lines.count - 1 { out += "\r\n" }
        }
        return out.hasSuffix("\r\n") ? out : out + "\r\n"
    }

    /// A header value: ASCII text as it is, anything else as RFC 2047 encoded words (`=?UTF-8?B?…?=`), each at
    /// most 75 characters and never splitting a character, separated by folding whitespace.
    package static func headerText(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 32 && $0 < 127 }) { return text }
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            // 12 characters of `=?UTF-8?B?` and `?=`; 63 base64 characters hold at most 45 bytes.
            if chunk.count + bytes.count > 45 {
                words.append("=?UTF-8?B?" + base64(chunk) + "?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?" + base64(chunk) + "?=") }
        return words.joined(separator: "\r\n ")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
