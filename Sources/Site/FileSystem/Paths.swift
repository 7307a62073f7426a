/// Lexical path arithmetic (no file-system access).
enum Paths {
    /// Joins two path parts with one `/`.
    static func join(_ base: String, _ part: String) -> String {
        if base.isEmpty || base == "." { return part }
        if part.isEmpty { return base }
        if part.hasPrefix("/") { return part }
        return base.hasSuffix("/") ? base + part : base + "/" + part
    }

    /// The parent directory (`a/b` → `a`, `a` → `.`, `/a` → `/`).
    static func parent(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        if slash == p.startIndex { return "/" }
        return String(p[p.startIndex..<slash])
    }

    /// The last component (`a/b.md` → `b.md`).
    static func lastComponent(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    /// An absolute, normalised path (`.`/`..`/repeated slashes removed) relative to `base` when not absolute.
    static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(base, path))
    }

    /// Removes `.`, `..` and empty components; keeps a leading `/`.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append(component) }
                continue
            }
            parts.append(component)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` equals `ancestor` or lies inside it (both absolute and normalised).
    static func isSameOrInside(_ path: String, _ ancestor: String) -> Bool {
        if path == ancestor { return true }
        if ancestor == "/" { return true }
        return path.hasPrefix(ancestor + "/")
    }

    /// `path` relative to `base` when it lies inside it, else `path` unchanged (for messages).
    static func display(_ path: String, relativeTo base: String) -> String {
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }
}
