/// A cheap, conservative scan for a page title given by a leading `# Title` line, so phase 1 can skip the
/// Markdown parse for such pages.
///
/// It answers only when the answer is certain to be what cmark would give as the plain text of the first
/// level-1 heading: the first non-blank line of the body is an ATX heading (`#`, 0–3 spaces of indent,
/// no tabs) whose content is plain text — no byte that could start an inline construct (`\`, `` ` ``, `*`,
/// `_`, `[`, `]`, `<`, `>`, `&`, `!`, `#`, `{`, `}`), no control bytes, valid UTF-8. Because the heading
/// is the first block, nothing before it (a setext heading, a fenced or indented code block, an HTML
/// block) can hide or precede it. In every other case it returns `nil` and the caller parses.
enum FirstHeadingScanner {
    /// The plain-text title of a leading level-1 ATX heading in `bytes[offset...]`, or `nil` when unsure.
    static func title(_ bytes: [UInt8], from offset: Int) -> String? {
        bytes.withUnsafeBytes { title($0, from: offset) }
    }

    /// ``title(_:from:)`` on raw bytes.
    static func title(_ raw: UnsafeRawBufferPointer, from offset: Int) -> String? {
        raw.withMemoryRebound(to: UInt8.self) { b -> String? in
            var i = min(max(offset, 0), b.count)
            let end = b.count
            // Skip blank lines (only spaces and line endings; a tab makes us unsure).
            while true {
                var j = i
                while j < end && b[j] == 0x20 { j += 1 }
                if j == end { return nil }
                if b[j] == 0x0A || b[j] == 0x0D {
                    i = j + 1
                    continue
                }
                if j - i > 3 || b[j] != UInt8(ascii: "#") { return nil }
                i = j
                break
            }
            // `#` followed by a space: exactly level 1.
            i += 1
            guard i < end, b[i] == 0x20 else { return nil }
            while i < end && b[i] == 0x20 { i += 1 }
            var lineEnd = i
            while lineEnd < end && b[lineEnd] != 0x0A && b[lineEnd] != 0x0D { lineEnd += 1 }
            var last = lineEnd
            while last > i && b[last - 1] == 0x20 { last -= 1 }
            guard last > i else { return nil }
            for k in i..<last where !isPlain(b[k]) { return nil }
            return String(validating: UnsafeBufferPointer(rebasing: b[i..<last]), as: UTF8.self)
        }
    }

    /// Whether `byte` is ordinary heading text that cmark's inline parser leaves as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        if byte < 0x20 || byte == 0x7F { return false }
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "!"),
             UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return false
        default:
            return true
        }
    }
}
