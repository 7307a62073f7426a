import Glibc
import HTMLSafety

/// The link targets raw HTML defines: every start tag's `id` and an `<a>`'s `name` (`<a name="x"></a>`, common
/// in older READMEs and proposals), read with ``HTMLTokenizer`` and decoded as a browser decodes attribute
/// values. They count as anchors of the page (`#x` links) whether or not the raw HTML itself is rendered; the
/// page walker writes a target for each when the HTML is dropped (see `PageWalker+RawHTML` and ``RawHTMLAnchorQueue``).
enum RawHTMLAnchors {
    /// The anchors in `html`, in order (empty values left out; repeats kept).
    static func anchors(in html: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        var tokenizer = HTMLTokenizer(html)
        while true {
            switch tokenizer.next() {
            case .startTag(let tag):
                if let id = tag.attribute("id"), id.hasValue { append(id, of: html, to: &found) }
                if tag.name == "a", let name = tag.attribute("name"), name.hasValue { append(name, of: html, to: &found) }
            case .endOfFile:
                return found
            default:
                continue
            }
        }
    }

    /// Whether `html` is nothing but anchors: `<a>` tags with no other attribute than `name` and `id`, their end
    /// tags and white space (`<a name="x"></a>`). Dropping such HTML loses nothing: its targets are written.
    static func isOnlyAnchors(_ html: UnsafeBufferPointer<UInt8>) -> Bool {
        var tokenizer = HTMLTokenizer(html)
        while true {
            switch tokenizer.next() {
            case .startTag(let tag):
                guard tag.name == "a", tag.duplicates.isEmpty,
                      tag.attributes.allSatisfy({ $0.name == "name" || $0.name == "id" }) else { return false }
            case .endTag(let tag):
                guard tag.name == "a" else { return false }
            case .text(let range):
                guard html[range].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) else { return false }
            case .endOfFile:
                return true
            default:
                return false
            }
        }
    }

    /// ``anchors(in:)`` of a string.
    static func anchors(in html: String) -> [String] {
        var html = html
        return html.withUTF8 { anchors(in: $0) }
    }

    private static func append(_ attribute: HTMLAttribute, of html: UnsafeBufferPointer<UInt8>, to found: inout [String]) {
        let value = HTMLCharacterReference.decodeAttribute(html[attribute.value]).string
        if !value.isEmpty { found.append(value) }
    }

    /// Whether Markdown `bytes` from `offset` on may hold raw HTML: a `<` followed by a letter, `/`, `!` or `?`
    /// (`1 < 2` cannot start a tag). `memchr` from `<` to `<`: most pages have none.
    static func mayHoldHTML(_ b: UnsafeRawBufferPointer, from offset: Int) -> Bool {
        guard let base = b.baseAddress else { return false }
        var from = min(offset, b.count)
        while from < b.count, let found = memchr(base + from, Int32(UInt8(ascii: "<")), b.count - from) {
            let next = base.distance(to: UnsafeRawPointer(found)) + 1
            if next < b.count {
                let c = b[next]
                if (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == 0x2F || c == 0x21 || c == 0x3F { return true }
            }
            from = next
        }
        return false
    }

    /// Whether Markdown `bytes` from `offset` on may hold raw HTML with an anchor: ``mayHoldHTML(_:from:)`` and an
    /// `id` or `name` before an `=` (byte scans; a page without either needs no look at its raw HTML).
    static func mayHoldAnchors(_ b: UnsafeRawBufferPointer, from offset: Int) -> Bool {
        let start = min(offset, b.count)
        guard let base = b.baseAddress, mayHoldHTML(b, from: start) else { return false }
        var from = start
        while from < b.count, let found = memchr(base + from, Int32(UInt8(ascii: "=")), b.count - from) {
            var j = base.distance(to: UnsafeRawPointer(found))
            from = j + 1
            while j > start, b[j - 1] == 32 || b[j - 1] == 9 { j -= 1 }
            if endsWith(b, at: j, "id") || endsWith(b, at: j, "name") { return true }
        }
        return false
    }

    /// Whether the bytes before `end` spell `word` (ASCII, any case).
    private static func endsWith(_ b: UnsafeRawBufferPointer, at end: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end >= count else { return false }
        let letters = word.utf8Start
        for i in 0..<count where b[end - count + i] | 0x20 != letters[i] { return false }
        return true
    }
}
