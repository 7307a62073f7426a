/// A fast reader for the YAML almost every front matter is: one `key: value` pair per line, in ASCII,
/// with plain or one-line quoted values and no escapes, comments or nesting. It gives exactly the
/// ``YAMLNode`` tree libyaml gives for such text (same texts, styles, lines and columns) without
/// starting libyaml; for anything else, or anything libyaml would report, it returns `nil` and the
/// caller takes the libyaml route.
enum SimpleMapping {
    /// The mapping for `text`, or `nil` when the text is not of the simple form.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, lineOffset: Int) -> YAMLNode? {
        let n = text.count
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        pairs.reserveCapacity(8)
        var i = 0, line = 1 + lineOffset
        var firstLine = 0
        while i < n {
            if text[i] == UInt8(ascii: "\n") { i += 1; line += 1; continue }  // empty line
            // Key: a letter, digit or `_`, then letters, digits, `_` or `-`, at column 1.
            let keyStart = i
            guard isKeyStart(text[i]) else { return nil }
            i += 1
            while i < n && isKeyByte(text[i]) { i += 1 }
            let keyEnd = i
            // libyaml limits implicit keys to 1024 characters; long keys take its route.
            guard keyEnd - keyStart <= 128, i + 1 < n, text[i] == UInt8(ascii: ":"), text[i + 1] == UInt8(ascii: " ") else { return nil }
            i += 1
            while i < n && text[i] == UInt8(ascii: " ") { i += 1 }
            guard i < n else { return nil }
            let valueColumn = i - keyStart + 1
            var lineEnd = i
            while lineEnd < n && text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            guard let (value, style) = scalar(UnsafeBufferPointer(rebasing: text[i..<lineEnd])) else { return nil }
            let key = String(decoding: UnsafeBufferPointer(rebasing: text[keyStart..<keyEnd]), as: UTF8.self)
            for pair in pairs {
                if case .scalar(let existing, _) = pair.key.value, existing == key { return nil }  // duplicate: libyaml route
            }
            if pairs.isEmpty { firstLine = line }
            pairs.append((key: YAMLNode(value: .scalar(key, style: .plain), line: line, column: 1),
                          value: YAMLNode(value: .scalar(value, style: style), line: line, column: valueColumn)))
            i = lineEnd
        }
        guard !pairs.isEmpty else { return nil }
        return YAMLNode(value: .mapping(pairs), line: firstLine, column: 1)
    }

    /// A one-line value: `"text"` or `'text'` without escapes or inner quotes, or a plain scalar starting
    /// with a letter or digit and free of `#`, `:`, brackets and braces, without trailing spaces.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, ScalarStyle)? {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard bytes.count >= 2, last == first else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            for byte in inner where byte == first || byte == UInt8(ascii: "\\") { return nil }
            return (String(decoding: inner, as: UTF8.self), first == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted)
        }
        guard isAlphanumeric(first), last != UInt8(ascii: " ") else { return nil }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default:
                continue
            }
        }
        return (String(decoding: bytes, as: UTF8.self), .plain)
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
    }

    private static func isKeyStart(_ b: UInt8) -> Bool { isAlphanumeric(b) || b == UInt8(ascii: "_") }

    private static func isKeyByte(_ b: UInt8) -> Bool { isKeyStart(b) || b == UInt8(ascii: "-") }
}
