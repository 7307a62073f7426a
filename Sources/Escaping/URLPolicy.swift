/// Which URLs a page may hold, decided the way a browser's URL parser sees them: the one URL policy. Views
/// (`Surfaces`) and the page walker (`Site`) write only URLs it allows (``allows(_:context:allowJavaScript:)``,
/// no allocation), and `publish` verifies built pages with it (``refusal(_:context:allowJavaScript:)``, which says
/// why), so what a build writes is what publishing accepts.
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
        url.withUnsafeBufferPointer { schemeRange($0) }.map { String(decoding: url[$0].map { $0 | 0x20 }, as: UTF8.self) }
    }

    private static let imageTypes: [String] = ["png", "jpeg", "gif", "webp", "avif"]

    /// Where the scheme is in a URL as written (before the `:`; leading spaces and controls skipped, tabs and
    /// newlines inside it included), or `nil` for a relative URL. No allocation.
    public static func schemeRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var i = 0
        while i < bytes.count && bytes[i] <= 0x20 { i += 1 }
        let start = i
        var letters = 0
        scan: while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                letters += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if letters == 0 { return nil }
            case 0x09, 0x0A, 0x0D:
                break  // the URL parser removes tabs and newlines
            case UInt8(ascii: ":"):
                break scan
            default:
                return nil
            }
            i += 1
        }
        guard i < bytes.count, letters > 0 else { return nil }
        return start..<i
    }

    /// Whether `url` starts with a scheme (`https:`, `javascript:`…) rather than being relative.
    public static func hasScheme(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { schemeRange($0) != nil }
    }

    /// Whether the bytes of a URL start with a scheme (as ``hasScheme(_:)``).
    public static func hasScheme(_ url: ArraySlice<UInt8>) -> Bool {
        url.withUnsafeBufferPointer { schemeRange($0) != nil }
    }

    /// Whether `url` (as written: entities decoded, nothing else) may be written in `context`: the same
    /// answer as ``refusal(_:context:allowJavaScript:)`` being `nil`, without allocating (it runs for every
    /// link of every page).
    public static func allows(_ url: UnsafeBufferPointer<UInt8>, context: Context, allowJavaScript: Bool = false) -> Bool {
        if context == .fragmentOnly {
            var i = 0
            while i < url.count && url[i] <= 0x20 { i += 1 }
            return i < url.count && url[i] == UInt8(ascii: "#")
        }
        guard let range = schemeRange(url) else { return true }
        // The scheme lowercased, tabs and newlines left out; longer than any allowed one: refused.
        var name: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        let fits = withUnsafeMutableBytes(of: &name) { buffer -> Bool in
            for k in range where url[k] != 0x09 && url[k] != 0x0A && url[k] != 0x0D {
                guard length < buffer.count else { return false }
                buffer[length] = url[k] | (url[k] >= 0x41 && url[k] <= 0x5A ? 0x20 : 0)
                length += 1
            }
            return true
        }
        guard fits else { return false }
        return withUnsafeBytes(of: &name) { buffer -> Bool in
            let scheme = UnsafeRawBufferPointer(rebasing: buffer[..<length])
            if scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8)
                || scheme.elementsEqual("mailto".utf8) || scheme.elementsEqual("tel".utf8) {
                return true
            }
            if scheme.elementsEqual("javascript".utf8) { return allowJavaScript }
            guard scheme.elementsEqual("data".utf8), context == .image else { return false }
            return isRasterImageData(UnsafeBufferPointer(rebasing: url[(range.upperBound + 1)...]))
        }
    }

    /// ``allows(_:context:allowJavaScript:)`` for a `String`.
    public static func allows(_ url: String, context: Context, allowJavaScript: Bool = false) -> Bool {
        var url = url
        return url.withUTF8 { allows($0, context: context, allowJavaScript: allowJavaScript) }
    }

    /// Whether what follows `data:` starts with `image/<raster type>` and then `;` or `,` (case-insensitive;
    /// tabs and newlines left out, as the URL parser does).
    private static func isRasterImageData(_ rest: UnsafeBufferPointer<UInt8>) -> Bool {
        typeLoop: for type in imageTypes {
            var expected = Array("image/".utf8) + Array(type.utf8)
            expected.append(0)  // then `;` or `,`
            var matched = 0
            for byte in rest where byte != 0x09 && byte != 0x0A && byte != 0x0D {
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if matched == expected.count - 1 {
                    if lower == 0x3B || lower == 0x2C { return true }
                    continue typeLoop
                }
                guard lower == expected[matched] else { continue typeLoop }
                matched += 1
            }
        }
        return false
    }

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
