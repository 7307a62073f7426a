import Basics
import Escaping

/// Maps a URL found in a built page to a file path inside the built folder.
///
/// Root-relative URLs (`/posts/a/`) are relative to the site root, or to the base URL's path when
/// the site lives below one (`https://example.com/reports/`). Absolute URLs that start with the base
/// URL are internal too, since a production build writes absolute links. Works on UTF-8 bytes.
struct BuiltURLResolver: Sendable {
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
    private let origin: [UInt8]
    /// The base URL's path with a trailing slash, e.g. `/reports/`; `/` by default.
    private let basePath: [UInt8]

    /// Creates a resolver for a site served at `baseURL` (or at `/` of an unknown host when `nil`).
    init(baseURL: String?) {
        guard let base = baseURL.map({ Array($0.utf8) }), let schemeEnd = BuiltURLResolver.endOfScheme(base) else {
            origin = []
            basePath = Array("/".utf8)
            return
        }
        if let slash = base[schemeEnd...].firstIndex(of: 0x2F) {
            origin = base[..<slash].map(BuiltURLResolver.lower)
            var path = Array(base[slash...])
            if path.last != 0x2F { path.append(0x2F) }
            basePath = path
        } else {
            origin = base.map(BuiltURLResolver.lower)
            basePath = Array("/".utf8)
        }
    }

    @inline(__always) static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }

    /// The index just after `://`, if the bytes start with a scheme followed by it.
    static func endOfScheme(_ url: [UInt8]) -> Int? {
        guard let colon = url.withUnsafeBufferPointer({ URLPolicy.schemeRange($0) })?.upperBound,
              url[(colon + 1)...].starts(with: [0x2F, 0x2F]) else { return nil }
        return colon + 3
    }

    /// Resolves `url` written in the page at relative path `page` (e.g. `posts/a/index.html`).
    func resolve(_ url: String, from page: String) -> Target {
        resolve(url, inDirectory: BuiltURLResolver.directory(of: page), page: page)
    }

    /// The directory part of a page path with a trailing slash (`posts/a/`), or empty at the root.
    static func directory(of page: String) -> [UInt8] {
        let bytes = Array(page.utf8)
        guard let slash = bytes.lastIndex(of: 0x2F) else { return [] }
        return Array(bytes[...slash])
    }

    /// Resolves `url` from a page whose directory (see ``directory(of:)``) is known.
    func resolve(_ url: String, inDirectory directory: [UInt8], page: String) -> Target {
        var u = Array(url.utf8)[...]
        while let c = u.first, BuiltURLResolver.isSpace(c) { u.removeFirst() }
        while let c = u.last, BuiltURLResolver.isSpace(c) { u.removeLast() }
        if !origin.isEmpty, u.count >= origin.count,
           zip(u.prefix(origin.count), origin).allSatisfy({ BuiltURLResolver.lower($0) == $1 }) {
            let rest = u.dropFirst(origin.count)
            if rest.isEmpty {
                u = [0x2F][...]
            } else if rest.first == 0x2F {
                u = rest
            } else if rest.first == 0x3F || rest.first == 0x23 {
                u = ([0x2F] + rest)[...]
            }
        }
        if u.starts(with: [0x2F, 0x2F]) || URLPolicy.hasScheme(u) { return .external }
        var fragment: String? = nil
        if let hash = u.firstIndex(of: 0x23) {
            fragment = String(decoding: BuiltURLResolver.percentDecoded(u[(hash + 1)...]), as: UTF8.self)
            u = u[..<hash]
        }
        if let query = u.firstIndex(of: 0x3F) { u = u[..<query] }
        let path = BuiltURLResolver.percentDecoded(u)
        if path.isEmpty { return .file(path: page, fragment: fragment) }
        var out: [UInt8]
        var rest: ArraySlice<UInt8>
        if path.first == 0x2F {
            if path.starts(with: basePath) {
                rest = path.dropFirst(basePath.count)
            } else if path.count + 1 == basePath.count && basePath.starts(with: path) {
                rest = []
            } else {
                return .outside
            }
            out = []
        } else {
            out = directory
            rest = path[...]
        }
        return BuiltURLResolver.normalize(into: &out, rest, fragment: fragment)
    }

    /// Appends the segments of `path` to `out` (a directory ending in `/` or empty), handling `.` and `..`.
    private static func normalize(into out: inout [UInt8], _ path: ArraySlice<UInt8>, fragment: String?) -> Target {
        var directory = true
        var start = path.startIndex
        while start <= path.endIndex {
            let end = path[start...].firstIndex(of: 0x2F) ?? path.endIndex
            let segment = path[start..<end]
            if segment.isEmpty || segment.elementsEqual([0x2E]) {
                directory = true
            } else if segment.elementsEqual([0x2E, 0x2E]) {
                guard !out.isEmpty else { return .outside }
                out.removeLast()
                while let c = out.last, c != 0x2F { out.removeLast() }
                directory = true
            } else {
                out.append(contentsOf: segment)
                out.append(0x2F)
                directory = false
            }
            start = end + 1
        }
        if directory {
            out.append(contentsOf: "index.html".utf8)
        } else if out.last == 0x2F {
            out.removeLast()
        }
        return .file(path: String(decoding: out, as: UTF8.self), fragment: fragment)
    }

    @inline(__always) private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C
    }

    /// `%20`-style escapes decoded (invalid escapes stay as written).
    static func percentDecoded(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        s.contains(0x25) ? PercentCoding.decode(s)[...] : s
    }
}
