/// The byte loop behind ``HTMLScan``: tags, attributes, comments and raw-text elements.
struct HTMLScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.b = bytes }

    private static let lt: UInt8 = 0x3C, gt: UInt8 = 0x3E, slash: UInt8 = 0x2F, bang: UInt8 = 0x21
    private static let eq: UInt8 = 0x3D, dq: UInt8 = 0x22, sq: UInt8 = 0x27, q: UInt8 = 0x3F

    @inline(__always) private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D || c == 0x0C
    }
    @inline(__always) private static func isLetter(_ c: UInt8) -> Bool {
        (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A
    }
    @inline(__always) private static func lower(_ c: UInt8) -> UInt8 {
        c >= 0x41 && c <= 0x5A ? c | 0x20 : c
    }

    /// The bytes in `range` as an ASCII-lowercased string (no heap allocation for short names).
    private func lowercased(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { out in
            for (k, index) in range.enumerated() { out[k] = HTMLScanner.lower(b[index]) }
            return range.count
        }
    }

    /// Whether the bytes at `at` equal the ASCII `literal`, ignoring case.
    private func matches(_ literal: StaticString, at: Int) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard at + n <= b.count else { return false }
        let p = literal.utf8Start
        for k in 0..<n where HTMLScanner.lower(b[at + k]) != p[k] { return false }
        return true
    }

    /// Index of the first occurrence of `literal` (case-insensitive) at or after `from`, or `b.count`.
    private func find(_ literal: StaticString, from: Int) -> Int {
        let first = literal.utf8Start[0]
        var k = from
        while k < b.count {
            if HTMLScanner.lower(b[k]) == first && matches(literal, at: k) { return k }
            k += 1
        }
        return b.count
    }

    mutating func run(into scan: inout HTMLScan) {
        while i < b.count {
            guard b[i] == HTMLScanner.lt, i + 1 < b.count else { i += 1; continue }
            let next = b[i + 1]
            if next == HTMLScanner.bang {
                if matches("<!--", at: i) {
                    i = min(find("-->", from: i + 4) + 3, b.count)
                } else {
                    i = min(find(">", from: i + 2) + 1, b.count)
                }
            } else if next == HTMLScanner.slash || next == HTMLScanner.q {
                i = min(find(">", from: i + 2) + 1, b.count)
            } else if HTMLScanner.isLetter(next) {
                tag(into: &scan)
            } else {
                i += 1
            }
        }
    }

    /// Reads one start tag at `i` (pointing at `<`) and, for raw-text elements, skips their content.
    private mutating func tag(into scan: inout HTMLScan) {
        let tagStart = i
        i += 1
        let nameStart = i
        while i < b.count, !HTMLScanner.isSpace(b[i]), b[i] != HTMLScanner.gt, b[i] != HTMLScanner.slash { i += 1 }
        let name = lowercased(nameStart..<i)
        var attributes: [Attribute] = []
        while i < b.count {
            while i < b.count, HTMLScanner.isSpace(b[i]) || b[i] == HTMLScanner.slash { i += 1 }
            guard i < b.count, b[i] != HTMLScanner.gt else { break }
            let aStart = i
            while i < b.count, !HTMLScanner.isSpace(b[i]), b[i] != HTMLScanner.gt, b[i] != HTMLScanner.eq,
                  b[i] != HTMLScanner.slash || i == aStart { i += 1 }
            let aName = lowercased(aStart..<i)
            while i < b.count, HTMLScanner.isSpace(b[i]) { i += 1 }
            var raw = i..<i
            if i < b.count, b[i] == HTMLScanner.eq {
                i += 1
                while i < b.count, HTMLScanner.isSpace(b[i]) { i += 1 }
                if i < b.count, b[i] == HTMLScanner.dq || b[i] == HTMLScanner.sq {
                    let quote = b[i]
                    let vStart = i + 1
                    i = vStart
                    while i < b.count, b[i] != quote { i += 1 }
                    raw = vStart..<i
                    if i < b.count { i += 1 }
                } else {
                    let vStart = i
                    while i < b.count, !HTMLScanner.isSpace(b[i]), b[i] != HTMLScanner.gt { i += 1 }
                    raw = vStart..<i
                }
            }
            attributes.append(Attribute(name: aName, raw: raw))
        }
        if i < b.count { i += 1 }
        record(name, attributes, tagStart: tagStart, into: &scan)
        if name == "script" || name == "style" || name == "textarea" || name == "title" {
            skipRawText(name)
        }
    }

    private mutating func skipRawText(_ name: String) {
        let end: Int
        switch name {
        case "script": end = find("</script", from: i)
        case "style": end = find("</style", from: i)
        case "textarea": end = find("</textarea", from: i)
        default: end = find("</title", from: i)
        }
        i = end
    }

    /// One attribute: its lowercased name and the raw value's byte range (decoded only when needed).
    private struct Attribute {
        var name: String
        var raw: Range<Int>
        var offset: Int { raw.lowerBound }
    }

    private func value(_ attribute: Attribute) -> String { HTMLEntities.decode(b[attribute.raw]) }

    private func record(_ element: String, _ attributes: [Attribute], tagStart: Int, into scan: inout HTMLScan) {
        if element == "script" { scan.scripts.append(.init(what: "a <script> element", offset: tagStart)) }
        let rel = attributes.first { $0.name == "rel" }.map { value($0).lowercased() } ?? ""
        let relWords = rel.split(separator: " ").map(String.init)
        for attribute in attributes {
            let name = attribute.name
            if name == "id" || (name == "name" && element == "a") {
                if !attribute.raw.isEmpty { scan.ids.insert(value(attribute)) }
                continue
            }
            if name.utf8.count > 2 && name.hasPrefix("on") {
                scan.scripts.append(.init(what: "an event handler attribute `\(name)`", offset: attribute.offset))
                continue
            }
            guard HTMLScanner.isURLAttribute(element: element, attribute: name) else { continue }
            let url = value(attribute)
            if url.utf8.count >= 11, (url.utf8.first ?? 0) | 0x20 == 0x6A, url.lowercased().hasPrefix("javascript:") {
                scan.scripts.append(.init(what: "a `javascript:` URL", offset: attribute.offset))
                continue
            }
            if element == "link" && (relWords.contains("preconnect") || relWords.contains("dns-prefetch")) { continue }
            let isAsset = element != "a" && element != "area"
                && !(element == "link" && (relWords.contains("alternate") || relWords.contains("canonical")
                    || relWords.contains("next") || relWords.contains("prev")))
            if name == "srcset" {
                for (url, delta) in HTMLScanner.srcsetURLs(b[attribute.raw]) {
                    scan.references.append(.init(element: element, attribute: name, url: url,
                                                 offset: attribute.offset + delta, isAsset: true))
                }
            } else {
                scan.references.append(.init(element: element, attribute: name, url: url,
                                             offset: attribute.offset, isAsset: isAsset))
                if element == "link" && relWords.contains("stylesheet") { scan.stylesheets.append(url) }
            }
        }
    }

    /// Which element/attribute pairs carry a URL that must resolve.
    static func isURLAttribute(element: String, attribute: String) -> Bool {
        switch (element, attribute) {
        case ("a", "href"), ("area", "href"), ("link", "href"): return true
        case ("img", "src"), ("img", "srcset"), ("source", "src"), ("source", "srcset"): return true
        case ("script", "src"), ("video", "src"), ("video", "poster"), ("audio", "src"),
             ("track", "src"), ("iframe", "src"), ("embed", "src"): return true
        default: return false
        }
    }

    /// The URLs of a `srcset` value (`a.png 1x, b.png 2x`) with their byte offsets inside the value.
    static func srcsetURLs(_ raw: Slice<UnsafeBufferPointer<UInt8>>) -> [(String, Int)] {
        var out: [(String, Int)] = []
        let start = raw.startIndex
        var k = start
        while k < raw.endIndex {
            while k < raw.endIndex, isSpace(raw[k]) || raw[k] == 0x2C { k += 1 }
            guard k < raw.endIndex else { break }
            let urlStart = k
            while k < raw.endIndex, !isSpace(raw[k]) { k += 1 }
            var urlEnd = k
            let endsItem = urlEnd > urlStart && raw[urlEnd - 1] == 0x2C
            if endsItem { urlEnd -= 1 }
            out.append((HTMLEntities.decode(raw[urlStart..<urlEnd]), urlStart - start))
            if endsItem { continue }
            while k < raw.endIndex, raw[k] != 0x2C { k += 1 }
        }
        return out
    }
}
