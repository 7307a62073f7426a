import Escaping
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
        if relWords.contains("canonical") && tag.attribute("href") != nil { scan.hasCanonical = true }
        if element == "meta", let name = tag.attribute("name"), value(name).lowercased() == "robots",
           let content = tag.attribute("content"), value(content).lowercased().contains("noindex") {
            scan.hasNoIndex = true
        }
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
                // Split as the HTML standard splits a srcset (SrcsetList), each URL decoded from its raw bytes.
                for candidate in SrcsetList.urls(Array(b[attribute.value])) {
                    let start = offset + candidate.offset
                    let url = HTMLCharacterReference.decodeAttribute(b[start..<(start + candidate.bytes.count)]).string
                    scan.references.append(.init(element: element, attribute: name, url: url,
                                                 offset: start, isAsset: true))
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
}
