/// A mail message (RFC 5322) whose body is `multipart/alternative` (RFC 2046): a plain-text part first and an
/// HTML part last, as mail clients expect (they show the last part they can display). Both parts are UTF-8
/// in quoted-printable, so every line stays under the 998-octet limit whatever the text.
///
/// The message is made only of its inputs: the caller gives the `Date` and the boundary is derived from the
/// content, so the same report gives the same bytes.
package struct MIMEMessage: Sendable {
    /// The `From` address (an RFC 5322 addr-spec, or `Name <addr>`); empty leaves the header out.
    package var from: String
    /// The `To` addresses; empty leaves the header out.
    package var to: [String]
    /// The subject, any Unicode text (encoded per RFC 2047 when not ASCII).
    package var subject: String
    /// The `Date` header's value, already in RFC 5322 form (`Sun, 29 Nov 2026 00:00:00 +0000`).
    package var date: String
    /// The `Content-Language` (a BCP 47 tag), or empty.
    package var language: String
    /// The plain-text version.
    package var text: String
    /// The HTML version (a whole document).
    package var html: String

    /// A message.
    package init(from: String, to: [String], subject: String, date: String, language: String, text: String, html: String) {
        self.from = from
        self.to = to
        self.subject = subject
        self.date = date
        self.language = language
        self.text = text
        self.html = html
    }

    /// The message as CRLF-ended lines.
    package var rendered: String {
        let textBody = MIMEEncoding.quotedPrintable(text)
        let htmlBody = MIMEEncoding.quotedPrintable(html)
        let boundary = "=_cardstock_" + MIMEMessage.hash(textBody + htmlBody)
        var out = ""
        func header(_ name: String, _ value: String) { out += name + ": " + value + "\r\n" }
        if !from.isEmpty { header("From", MIMEMessage.address(from)) }
        if !to.isEmpty { header("To", to.map(MIMEMessage.address).joined(separator: ",\r\n ")) }
        header("Subject", MIMEEncoding.headerText(subject))
        header("Date", date)
        header("MIME-Version", "1.0")
        if !language.isEmpty { header("Content-Language", language) }
        header("Content-Type", "multipart/alternative; boundary=\"\(boundary)\"")
        out += "\r\n"
        for (type, body) in [("text/plain", textBody), ("text/html", htmlBody)] {
            out += "--" + boundary + "\r\n"
            header("Content-Type", type + "; charset=utf-8")
            header("Content-Transfer-Encoding", "quoted-printable")
            out += "\r\n" + body
        }
        out += "--" + boundary + "--\r\n"
        return out
    }

    /// An address with a display name outside ASCII encoded (`Name <a@b>` → `=?UTF-8?B?…?= <a@b>`).
    static func address(_ text: String) -> String {
        guard let open = text.lastIndex(of: "<"), text.hasSuffix(">") else { return text }
        let name = text[..<open].trimmingSpaces
        guard !name.isEmpty else { return String(text[open...]) }
        return MIMEEncoding.headerText(name) + " " + text[open...]
    }

    /// FNV-1a of `text` in hex: a boundary that cannot occur in quoted-printable text (it contains `=_`).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
