/// A list whose items are all written as `Label: value` (`- Distance: 14.1 km`) or with the full-width
/// colon of Chinese and Japanese (`- 距离：14.1 公里`, no space needed) becomes iOS settings-style rows: the
/// label leading, the value trailing in the secondary colour.
///
/// Only short, plain items qualify, so prose that merely contains a colon stays a paragraph: the item
/// must start with plain text holding `": "` or `"："`, the label must be 1–32 characters with no link or markup,
/// and the value at most 32 characters of text, emphasis or code (no links, images or breaks).
enum KeyValueRow {
    static let maxLabel = 32
    static let maxValue = 32

    /// Whether every item of a list (two or more), given as its one paragraph's inlines, is a short
    /// `Label: value` line.
    static func qualifies(_ items: [[LayoutInline]]) -> Bool { splitAll(items) != nil }

    /// Every item's label and value, when the list qualifies (see ``qualifies(_:)``).
    static func splitAll(_ items: [[LayoutInline]]) -> [(label: String, value: [LayoutInline])]? {
        guard items.count >= 2 else { return nil }
        var result: [(label: String, value: [LayoutInline])] = []
        result.reserveCapacity(items.count)
        for inlines in items {
            guard let split = split(inlines) else { return nil }
            result.append(split)
        }
        return result
    }

    /// The label and the value inlines, or nil when the item is not a short `Label: value` line.
    static func split(_ inlines: [LayoutInline]) -> (label: String, value: [LayoutInline])? {
        guard case .text(let first)? = inlines.first, let (colon, width) = separator(in: first) else { return nil }
        let label = trimmingWhitespace(first[..<colon])
        guard !label.isEmpty, label.count <= maxLabel else { return nil }
        var value: [LayoutInline] = []
        let rest = trimmingWhitespace(first[first.utf8.index(colon, offsetBy: width)...])
        if !rest.isEmpty { value.append(.text(rest)) }
        for inline in inlines.dropFirst() {
            switch inline {
            case .text, .strong, .emphasis, .code: value.append(inline)
            default: return nil
            }
        }
        let text = value.plainText
        guard !text.isEmpty, text.count <= maxValue, !text.contains("\n") else { return nil }
        return (label, value)
    }

    /// Where the first separator starts and its length in UTF-8 bytes: `": "` (2) or the full-width colon
    /// U+FF1A `"："` (3, a space after it is trimmed from the value). On UTF-8 bytes: this runs for every row of
    /// every plain list.
    private static func separator(in text: String) -> (String.Index, Int)? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            let byte = utf8[index]
            if byte == UInt8(ascii: ":"), next != utf8.endIndex, utf8[next] == UInt8(ascii: " ") { return (index, 2) }
            if byte == 0xEF, next != utf8.endIndex, utf8[next] == 0xBC {
                let third = utf8.index(after: next)
                if third != utf8.endIndex, utf8[third] == 0x9A { return (index, 3) }
            }
            index = next
        }
        return nil
    }

    /// `text` without leading and trailing white space as `CharacterSet.whitespaces` has it: tabs and the
    /// Unicode space separators.
    private static func trimmingWhitespace(_ text: Substring) -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == " " || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
              let end = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(scalars[start...end])
    }
}
