/// Which URLs a published page may hold, decided the way a browser's URL parser sees them.
///
/// The value is first preprocessed as the WHATWG URL parser does (leading and trailing C0 controls and
/// spaces removed, ASCII tab and newline removed everywhere), then its scheme is read and lowercased.
/// Allowed: relative URLs (`a/b.html`, `/x`, `//host/x`, `?q`), `#fragments`, `http:`, `https:`, `mailto:`,
/// `tel:`, and `data:image/(png|jpeg|gif|webp|avif)` where ``Context/image`` allows it.
public enum URLPolicy {
    /// Where a URL appears.
    public enum Context: Sendable, Equatable {
        /// A link or resource that must not carry script (`href`, `src`, `cite`, `poster`).
        case link
        /// `img src` or `srcset`: a raster `data:` image is fine too.
        case image
        /// SVG `use`: only a same-document `#id`.
        case fragmentOnly
    }

    /// The URL as the URL parser sees it: trimmed of C0 controls and spaces, tabs and newlines removed.
    public static func preprocess(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0, end = bytes.count
        while start < end, bytes[start] <= 0x20 { start += 1 }
        while end > start, bytes[end - 1] <= 0x20 { end -= 1 }
        return bytes[start..<end].filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }

    /// The lowercased scheme of a preprocessed URL, or `nil` for a relative URL.
    public static func scheme(_ url: [UInt8]) -> String? {
        guard let first = url.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return nil }
        var k = 1
        while k < url.count {
            let c = url[k]
            if c == 0x3A { return String(decoding: url[0..<k].map { $0 | 0x20 }, as: UTF8.self) }
            let alnum = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A)
            guard alnum || c == 0x2B || c == 0x2D || c == 0x2E else { return nil }
            k += 1
        }
        return nil
    }

    private static let imageTypes: [String] = ["png", "jpeg", "gif", "webp", "avif"]

    /// Why the decoded URL is refused in `context`, or `nil` when it is allowed. `allowJavaScript` lets
    /// `javascript:` URLs through (a site that opted in to scripts).
    public static func refusal(_ decoded: [UInt8], context: Context, allowJavaScript: Bool = false) -> String? {
        let url = preprocess(decoded)
        if context == .fragmentOnly {
            return url.first == 0x23 ? nil : "only a same-document `#id` reference is allowed here"
        }
        guard let scheme = scheme(url) else { return nil }
        switch scheme {
        case "http", "https", "mailto", "tel":
            return nil
        case "javascript":
            return allowJavaScript ? nil : "the `javascript:` scheme runs script"
        case "data":
            guard context == .image else { return "a `data:` URL is allowed only as an image (`img src`/`srcset`)" }
            let rest = String(decoding: url.dropFirst(5).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            for type in imageTypes where rest.hasPrefix("image/" + type) {
                let after = rest.utf8.dropFirst(6 + type.utf8.count).first
                if after == 0x3B || after == 0x2C { return nil }
            }
            return "only `data:image/png`, `jpeg`, `gif`, `webp` or `avif` images are allowed as `data:` URLs"
        default:
            return "the `\(scheme):` scheme is not allowed"
        }
    }
}
