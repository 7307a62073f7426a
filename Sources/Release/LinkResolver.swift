/// Maps a URL found in a built page to a file path inside the built folder.
///
/// Root-relative URLs (`/posts/a/`) are relative to the site root, or to the base URL's path when
/// the site lives below one (`https://example.com/reports/`). Absolute URLs that start with the base
/// URL are internal too, since a production build writes absolute links.
struct LinkResolver: Sendable {
    /// Where a URL points.
    enum Target: Sendable, Equatable {
        /// Another site, `mailto:`, `data:` …: not checked.
        case external
        /// A path relative to the built folder (a directory URL gets `index.html`), and a fragment if any.
        case file(path: String, fragment: String?)
        /// Goes above the site root (`../../x`) or outside the base URL's path.
        case outside
    }

    /// The base URL lowercased up to the path, e.g. `https://example.com`, if one was given.
    private let origin: String?
    /// The base URL's path with a trailing slash, e.g. `/reports/`; `/` by default.
    private let basePath: String

    /// Creates a resolver for a site served at `baseURL` (or at `/` of an unknown host when `nil`).
    init(baseURL: String?) {
        guard let base = baseURL, let schemeEnd = LinkResolver.endOfScheme(base) else {
            origin = nil
            basePath = "/"
            return
        }
        let afterScheme = base[schemeEnd...]
        if let slash = afterScheme.firstIndex(of: "/") {
            origin = String(base[..<slash]).lowercased()
            var path = String(base[slash...])
            if !path.hasSuffix("/") { path += "/" }
            basePath = path
        } else {
            origin = base.lowercased()
            basePath = "/"
        }
    }

    /// Resolves `url` written in the page at relative path `page` (e.g. `posts/a/index.html`).
    func resolve(_ rawURL: String, from page: String) -> Target {
        var url = Substring(rawURL.trimmingASCIIWhitespace())
        if let origin, url.count >= origin.count, url.prefix(origin.count).lowercased() == origin {
            let rest = url.dropFirst(origin.count)
            if rest.isEmpty { url = "/" } else if rest.first == "/" || rest.first == "?" || rest.first == "#" {
                url = rest.first == "/" ? rest : "/" + rest
            }
        }
        if url.hasPrefix("//") || LinkResolver.hasScheme(url) { return .external }
        var fragment: String? = nil
        if let hash = url.firstIndex(of: "#") {
            fragment = LinkResolver.percentDecoded(url[url.index(after: hash)...])
            url = url[..<hash]
        }
        if let query = url.firstIndex(of: "?") { url = url[..<query] }
        let path = LinkResolver.percentDecoded(url)
        if path.isEmpty { return .file(path: page, fragment: fragment) }
        var segments: [Substring]
        if path.hasPrefix("/") {
            guard path.hasPrefix(basePath) || path + "/" == basePath else { return .outside }
            segments = []
            let below = path.dropFirst(min(basePath.count, path.count))
            return LinkResolver.normalize(&segments, below, fragment: fragment)
        }
        segments = page.split(separator: "/", omittingEmptySubsequences: true)
        if !segments.isEmpty { segments.removeLast() }
        return LinkResolver.normalize(&segments, Substring(path), fragment: fragment)
    }

    private static func normalize(_ segments: inout [Substring], _ path: Substring, fragment: String?) -> Target {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        var directory = path.isEmpty || path.hasSuffix("/")
        for part in parts {
            switch part {
            case "", ".": directory = true; continue
            case "..":
                guard !segments.isEmpty else { return .outside }
                segments.removeLast()
                directory = true
            default:
                segments.append(part)
                directory = false
            }
        }
        if path.hasSuffix("/") || path.isEmpty { directory = true }
        if directory { segments.append("index.html") }
        return .file(path: segments.joined(separator: "/"), fragment: fragment)
    }

    /// The index just after `://` in `url`, if present.
    static func endOfScheme(_ url: String) -> String.Index? {
        var k = url.startIndex
        while k < url.endIndex {
            if url[k...].hasPrefix("://") { return url.index(k, offsetBy: 3) }
            if url[k] == "/" { return nil }
            k = url.index(after: k)
        }
        return nil
    }

    /// Whether `url` starts with `scheme:` (letters, digits, `+`, `-`, `.`; before any `/`, `?` or `#`).
    static func hasScheme(_ url: Substring) -> Bool {
        var first = true
        for c in url.utf8 {
            if c == 0x3A { return !first }
            let letter = (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A
            let other = (c >= 0x30 && c <= 0x39) || c == 0x2B || c == 0x2D || c == 0x2E
            if !(letter || (!first && other)) { return false }
            first = false
        }
        return false
    }

    /// `%20`-style escapes decoded (invalid escapes stay as written).
    static func percentDecoded(_ s: Substring) -> String {
        guard s.utf8.contains(0x25) else { return String(s) }
        var out: [UInt8] = []
        let bytes = Array(s.utf8)
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0x25, k + 2 < bytes.count, let hi = hexValue(bytes[k + 1]), let lo = hexValue(bytes[k + 2]) {
                out.append(hi << 4 | lo)
                k += 3
            } else {
                out.append(bytes[k])
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46: return c - 0x41 + 10
        default: return nil
        }
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and newlines.
    func trimmingASCIIWhitespace() -> String {
        let u = utf8
        func ws(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
        guard let first = u.firstIndex(where: { !ws($0) }), let last = u.lastIndex(where: { !ws($0) }) else { return "" }
        return String(self[first...last])
    }
}
