import HTMLSafety

/// The loop behind ``HTMLScan``: reads the page's tokens once, records ids and URL references, and hands each
/// event to the safety checker.
struct HTMLScanner {
    private let b: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.b = bytes }

    mutating func run(into scan: inout HTMLScan, safety: HTMLSafetyChecker?) {
        var reader = HTMLTreeReader(b)
        if let safety { scan.unsafe = safety.start(b) }
        while true {
            let event = reader.next()
            if event.token == .endOfFile { break }
            safety?.inspect(event, in: b, into: &scan.unsafe)
            if case .startTag(let tag) = event.token { record(tag, into: &scan) }
        }
    }

    private func value(_ attribute: HTMLAttribute) -> String {
        HTMLCharacterReference.decodeAttribute(b[attribute.value]).string
    }

    private func record(_ tag: HTMLTag, into scan: inout HTMLScan) {
        let element = tag.name
        // Only <link> needs its `rel` words.
        let relWords = element == "link"
            ? (tag.attribute("rel").map { value($0).lowercased() } ?? "").split(separator: " ").map(String.init) : []
        for attribute in tag.attributes {
            let name = attribute.name
            if name == "id" || (name == "name" && element == "a") {
                if !attribute.value.isEmpty { scan.ids.insert(value(attribute)) }
                continue
            }
            guard HTMLScanner.isURLAttribute(element: element, attribute: name) else { continue }
            let url = value(attribute)
            if URLPolicy.scheme(URLPolicy.preprocess(Array(url.utf8))) == "javascript" { continue }
            if element == "link" && (relWords.contains("preconnect") || relWords.contains("dns-prefetch")) { continue }
            let isAsset = element != "a" && element != "area"
                && !(element == "link" && (relWords.contains("alternate") || relWords.contains("canonical")
                    || relWords.contains("next") || relWords.contains("prev")))
            let offset = attribute.value.lowerBound
            if name == "srcset" {
                for (url, delta) in HTMLScanner.srcsetURLs(b[attribute.value]) {
                    scan.references.append(.init(element: element, attribute: name, url: url,
                                                 offset: offset + delta, isAsset: true))
                }
            } else {
                scan.references.append(.init(element: element, attribute: name, url: url, offset: offset,
                                             isAsset: isAsset))
                if element == "link" && relWords.contains("stylesheet") { scan.stylesheets.append(url) }
            }
        }
    }

    /// Which element/attribute pairs carry a URL that must resolve.
    static func isURLAttribute(element: String, attribute: String) -> Bool {
        guard attribute == "href" || attribute == "src" || attribute == "srcset" || attribute == "poster" else {
            return false
        }
        switch (element, attribute) {
        case ("a", "href"), ("area", "href"), ("link", "href"): return true
        case ("img", "src"), ("img", "srcset"), ("source", "src"), ("source", "srcset"): return true
        case ("script", "src"), ("video", "src"), ("video", "poster"), ("audio", "src"),
             ("track", "src"), ("iframe", "src"), ("embed", "src"): return true
        default: return false
        }
    }

    @inline(__always) private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D || c == 0x0C
    }

    /// The URLs of a `srcset` value (`a.png 1x, b.png 2x`) with their byte offsets inside the raw value.
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
            out.append((HTMLCharacterReference.decodeAttribute(raw[urlStart..<urlEnd]).string, urlStart - start))
            if endsItem { continue }
            while k < raw.endIndex, raw[k] != 0x2C { k += 1 }
        }
        return out
    }
}
