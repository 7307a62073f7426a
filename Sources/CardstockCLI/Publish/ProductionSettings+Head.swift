import Basics
import Escaping
import Site

extension ProductionSettings {
    /// ``ProductionBuild``: the page with its canonical URL and the feed link.
    package func finishPage(_ html: [UInt8], url: String, siteTitle: String) -> [UInt8] {
        finish(html, canonical: canonicalURL(forPageURL: url), siteTitle: siteTitle)
    }

    /// The page with `<link rel="canonical">` (when `canonical` is given), a private site's robots and referrer
    /// `<meta>` tags and the Atom feed's `<link rel="alternate">` (when there is a feed) inserted before `</head>`. Links the template already has are not repeated;
    /// a page without `</head>` is returned unchanged. Works on the UTF-8 bytes (hot path).
    func finish(_ html: [UInt8], canonical: String?, siteTitle: String) -> [UInt8] {
        guard let headEnd = ProductionSettings.firstIndex(of: ProductionSettings.headClose, in: html) else { return html }
        let head = html[..<headEnd]
        var links: [UInt8] = []
        if let canonical, ProductionSettings.firstIndex(of: ProductionSettings.canonicalMark, in: head) == nil {
            links += Array("<link rel=\"canonical\" href=\"".utf8)
            ProductionSettings.appendEscaped(canonical, to: &links)
            links += Array("\">\n".utf8)
        }
        if privacy.visibility == .private {
            for (mark, tag) in ProductionSettings.privateMeta where ProductionSettings.firstIndex(of: mark, in: head) == nil {
                links += tag
            }
        }
        if privacy.feed, ProductionSettings.firstIndex(of: ProductionSettings.feedMark, in: head) == nil {
            links += Array("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"".utf8)
            ProductionSettings.appendEscaped(siteTitle, to: &links)
            links += Array("\" href=\"".utf8)
            ProductionSettings.appendEscaped(feedURL, to: &links)
            links += Array("\">\n".utf8)
        }
        guard !links.isEmpty else { return html }
        var out: [UInt8] = []
        out.reserveCapacity(html.count + links.count)
        out += html[..<headEnd]
        out += links
        out += html[headEnd...]
        return out
    }

    static let headClose = Array("</head".utf8)
    static let canonicalMark = Array("rel=\"canonical\"".utf8)
    static let feedMark = Array("application/atom+xml".utf8)

    /// The first index of `needle` in `haystack`, ASCII case-insensitive (`needle` is lowercase).
    static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        ByteSearch.firstIndex(of: needle, in: haystack, ignoringASCIICase: true)
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        firstIndex(of: needle, in: haystack[...])
    }

    private static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }

    /// Appends `text` escaped for a double-quoted HTML attribute (through the shared escaper).
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        HTMLEscaping.append(text, to: &out)
    }
}
