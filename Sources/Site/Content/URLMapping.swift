/// Pretty URLs: `workouts/run.md` → `workouts/run/` (written as `workouts/run/index.html`),
/// `workouts/index.md` → `workouts/`, `index.md` → the site root (empty URL).
enum URLMapping {
    /// The page URL (relative to the site root, ending in `/`, or empty for the root) for a Markdown path.
    static func pageURL(forMarkdown relativePath: String, isFolderIndex: Bool = false) -> String {
        if isFolderIndex {
            let folder = sourceFolder(relativePath)
            return folder.isEmpty ? "" : folder + "/"
        }
        var stem = relativePath
        if stem.hasSuffix(".markdown") { stem.removeLast(9) } else if stem.hasSuffix(".md") { stem.removeLast(3) }
        let folder = Paths.parent(stem)
        let name = Paths.lastComponent(stem)
        let prefix = folder == "." ? "" : folder + "/"
        if name == "index" { return prefix }
        return prefix + name + "/"
    }

    /// The output file for a page URL.
    static func outputPath(forPageURL url: String) -> String {
        url + "index.html"
    }

    /// The folder a page's source lives in (`workouts/run.md` → `workouts`, `index.md` → ``).
    static func sourceFolder(_ relativePath: String) -> String {
        let folder = Paths.parent(relativePath)
        return folder == "." ? "" : folder
    }

    /// A relative href from the page at `fromURL` to the site path `toPath` (a page URL or a file path).
    /// `fromURL` is a page URL (folder-like: empty or ending in `/`). Works on UTF-8 bytes (hot path).
    static func relativeHref(from fromURL: String, to toPath: String) -> String {
        let from = Array(fromURL.utf8), to = Array(toPath.utf8)
        let fromParts = components(from), toParts = components(to)
        let trailingSlash = to.isEmpty || to.last == UInt8(ascii: "/")
        var common = 0
        let limit = min(fromParts.count, toParts.count - (trailingSlash ? 0 : 1))
        while common < limit, from[fromParts[common]].elementsEqual(to[toParts[common]]) { common += 1 }
        var out: [UInt8] = []
        out.reserveCapacity(to.count + 3 * (fromParts.count - common) + 2)
        for _ in common..<fromParts.count { out.append(contentsOf: [46, 46, 47]) }  // "../"
        for index in common..<toParts.count {
            if index > common { out.append(UInt8(ascii: "/")) }
            appendPercentEncoded(to[toParts[index]], to: &out)
        }
        if trailingSlash && toParts.count > common { out.append(UInt8(ascii: "/")) }
        if out.isEmpty { return "./" }
        return String(decoding: out, as: UTF8.self)
    }

    /// Ranges of the non-empty `/`-separated components.
    private static func components(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "/") {
            if i > start { result.append(start..<i) }
            start = i + 1
        }
        if bytes.count > start { result.append(start..<bytes.count) }
        return result
    }

    private static func appendPercentEncoded(_ bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
        let hex: StaticString = "0123456789ABCDEF"
        for byte in bytes {
            if isSafe(byte) { out.append(byte); continue }
            out.append(UInt8(ascii: "%"))
            out.append(hex.utf8Start[Int(byte >> 4)])
            out.append(hex.utf8Start[Int(byte & 15)])
        }
    }

    /// The prefix from a page URL back to the site root (`workouts/run/` → `../../`, root → `./`).
    static func rootPrefix(from url: String) -> String {
        let depth = url.split(separator: "/", omittingEmptySubsequences: true).count
        return depth == 0 ? "./" : String(repeating: "../", count: depth)
    }

    /// Percent-encodes bytes outside the RFC 3986 unreserved set (plus a few safe sub-delimiters).
    static func percentEncode(_ component: String) -> String {
        var needs = false
        for byte in component.utf8 where !isSafe(byte) { needs = true; break }
        if !needs { return component }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(component.utf8.count * 3)
        for byte in component.utf8 {
            if isSafe(byte) { out.append(byte) } else {
                out.append(UInt8(ascii: "%")); out.append(hex[Int(byte >> 4)]); out.append(hex[Int(byte & 15)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isSafe(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "@"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }
}
