import Escaping
import HTMLSafety

/// Rewrites the bodies that make up a print packet (``PrintPacket``) so that they stand together in one page at
/// `<report>/print/`: every `id` stays unique in the packet (a period page's `chart`, `statistics` and `values`
/// become `steps-2026-W48-chart`, …) and every attribute naming an id follows it (`for`, `aria-labelledby`,
/// `aria-describedby`, `aria-controls`, `headers`, a fragment `href`); every relative `href` and `src` is made
/// relative to the packet's URL, and a link to a page in the packet becomes a link to that page's part
/// (`#part-steps-2026-W48`, with its fragment mapped the same way).
///
/// Attribute values are read with the HTML tokenizer of ``HTMLSafety`` and written back escaped; the rest of the
/// body is kept byte for byte.
struct PrintPacketMarkup {
    /// The packet's URL (`print/`, `weeks/2026-W48/print/`).
    let packetURL: String
    /// The anchor of each page in the packet, by page URL (the report's is its part too).
    private(set) var partAnchors: [String: String] = [:]
    /// Each part's id map (old id → id in the packet), by page URL, once its body was rewritten.
    private var idMaps: [String: [String: String]] = [:]
    /// Every id given out so far.
    private var used: Set<String> = []

    /// Attributes whose value is a list of ids.
    private static let idReferences: Set<String> = ["for", "aria-labelledby", "aria-describedby", "aria-controls",
                                                    "aria-owns", "headers", "list", "form", "aria-activedescendant"]

    /// A rewriter for the packet at `packetURL` holding the pages `urls` (the report first).
    init(packetURL: String, urls: [String]) {
        self.packetURL = packetURL
        for url in urls {
            let anchor = unique("part-" + Self.slug(url))
            partAnchors[url] = anchor
        }
    }

    /// The id `wanted`, or `wanted-2`, `wanted-3`, … when already given out; recorded as given.
    private mutating func unique(_ wanted: String) -> String {
        var id = wanted
        var n = 2
        while used.contains(id) {
            id = wanted + "-\(n)"
            n += 1
        }
        used.insert(id)
        return id
    }

    /// A URL as an id fragment: letters, digits and `-`/`_` kept, everything else `-` (`metrics/steps/2026-W48/`
    /// → `metrics-steps-2026-W48`; the site root → `report`).
    static func slug(_ url: String) -> String {
        var out = ""
        for scalar in url.unicodeScalars {
            let ok = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            if ok { out.unicodeScalars.append(scalar) } else if !out.hasSuffix("-") { out += "-" }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "report" : out
    }

    /// Gives the ids of `body`, the rendered body of the page at `pageURL`, their ids in the packet: `prefix` in
    /// front (none for the report, whose ids stay as written unless taken). Every body is registered before any
    /// is rewritten, so that a link into a later part finds its id.
    mutating func register(_ body: [UInt8], pageURL: String, prefix: String?) {
        var map: [String: String] = [:]
        for tag in Self.startTags(body) {
            guard let id = tag.attribute("id") else { continue }
            let old = Self.value(id, in: body)
            if map[old] == nil { map[old] = unique(prefix.map { $0 + "-" + old } ?? old) }
        }
        idMaps[pageURL] = map
    }

    /// `body` (registered for `pageURL`) rewritten for the packet.
    func rewrite(_ body: [UInt8], pageURL: String) -> [UInt8] {
        let map = idMaps[pageURL] ?? [:]
        var edits: [(range: Range<Int>, text: String)] = []
        for tag in Self.startTags(body) {
            for attribute in tag.attributes where attribute.hasValue {
                let old = Self.value(attribute, in: body)
                guard let new = rewritten(attribute.name, old, pageURL: pageURL, map: map), new != old else { continue }
                edits.append((attribute.value, HTMLEscaping.escaped(new)))
            }
        }
        return Self.apply(edits, to: body)
    }

    /// An attribute's value in the packet, `nil` to keep it.
    private func rewritten(_ name: String, _ value: String, pageURL: String, map: [String: String]) -> String? {
        switch name {
        case "id": return map[value]
        case _ where Self.idReferences.contains(name):
            return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
                .map { map[String($0)] ?? String($0) }.joined(separator: " ")
        case "href", "xlink:href": return href(value, pageURL: pageURL, map: map)
        case "src": return href(value, pageURL: pageURL, map: map)
        default: return nil
        }
    }

    /// A link of the page at `pageURL` as seen from the packet.
    func href(_ value: String, pageURL: String, map: [String: String]) -> String? {
        if value.hasPrefix("#") {
            let fragment = String(value.dropFirst())
            return "#" + (map[fragment] ?? (fragment.isEmpty ? partAnchors[pageURL] ?? "" : fragment))
        }
        guard let (path, fragment) = Self.sitePath(value, from: pageURL) else { return nil }
        if let anchor = partAnchors[path] {
            guard let fragment, !fragment.isEmpty else { return "#" + anchor }
            let mapped = idMaps[path]?[fragment] ?? (path == pageURL ? map[fragment] : nil)
            return "#" + (mapped ?? fragment)
        }
        let relative = URLMapping.relativeHref(from: packetURL, to: path)
        return fragment.map { relative + "#" + $0 } ?? relative
    }

    /// The site path (decoded, no leading `/`) a relative link of the page at `pageURL` leads to, and its fragment;
    /// `nil` for a link with a scheme, a site-absolute or protocol-relative link, or one leaving the site root.
    static func sitePath(_ value: String, from pageURL: String) -> (path: String, fragment: String?)? {
        var rest = Substring(value)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if rest.contains("?") || rest.hasPrefix("/") { return nil }
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") { return nil }
        var parts = pageURL.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pieces = rest.split(separator: "/", omittingEmptySubsequences: false)
        for piece in pieces {
            switch piece {
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            case ".", "": continue
            default: parts.append(PercentDecoding.decode(String(piece)))
            }
        }
        let folderLike = ["", ".", ".."].contains(pieces.last ?? "")
        let joined = parts.joined(separator: "/")
        return (folderLike && !joined.isEmpty ? joined + "/" : joined, fragment)
    }

    /// Every start tag of `body`, in order (the text of `<script>`, `<style>`, `<title>` and `<textarea>` skipped as
    /// a browser reads it).
    static func startTags(_ body: [UInt8]) -> [HTMLTag] {
        body.withUnsafeBufferPointer { bytes in
            var tokenizer = HTMLTokenizer(bytes)
            var tags: [HTMLTag] = []
            while true {
                switch tokenizer.next() {
                case .startTag(let tag):
                    tags.append(tag)
                    switch tag.name {
                    case "script": tokenizer.switchContent(to: .scriptData, endTag: tag.name)
                    case "style": tokenizer.switchContent(to: .rawtext, endTag: tag.name)
                    case "textarea": tokenizer.switchContent(to: .rcdata, endTag: tag.name)
                    default: break
                    }
                case .endOfFile: return tags
                default: continue
                }
            }
        }
    }

    /// An attribute's decoded value.
    static func value(_ attribute: HTMLAttribute, in body: [UInt8]) -> String {
        body.withUnsafeBufferPointer { HTMLCharacterReference.decodeAttribute($0[attribute.value]).string }
    }

    /// `body` with each range replaced by its text (ranges do not overlap).
    static func apply(_ edits: [(range: Range<Int>, text: String)], to body: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(body.count + edits.count * 16)
        var at = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out += body[at..<edit.range.lowerBound]
            out += Array(edit.text.utf8)
            at = edit.range.upperBound
        }
        out += body[at...]
        return out
    }
}
