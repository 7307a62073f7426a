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

    /// Removes `.`, `..` and empty components; keeps a leading `/`. Works on UTF-8 bytes (hot path).
    static func normalize(_ path: String) -> String {
        var path = path
        return path.withUTF8 { bytes -> String in
            let isAbsolute = bytes.first == UInt8(ascii: "/")
            var parts: [Range<Int>] = []
            parts.reserveCapacity(8)
            var i = 0
            let n = bytes.count
            while i < n {
                while i < n && bytes[i] == UInt8(ascii: "/") { i += 1 }
                let start = i
                while i < n && bytes[i] != UInt8(ascii: "/") { i += 1 }
                if start == i { break }
                let length = i - start
                if length == 1 && bytes[start] == UInt8(ascii: ".") { continue }
                if length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".") {
                    if let last = parts.last, !(last.count == 2 && bytes[last.lowerBound] == UInt8(ascii: ".")
                                                 && bytes[last.lowerBound + 1] == UInt8(ascii: ".")) {
                        parts.removeLast()
                    } else if !isAbsolute {
                        parts.append(start..<i)
                    }
                    continue
                }
                parts.append(start..<i)
            }
            var out: [UInt8] = []
            out.reserveCapacity(n + 1)
            if isAbsolute { out.append(UInt8(ascii: "/")) }
            for (index, part) in parts.enumerated() {
                if index > 0 { out.append(UInt8(ascii: "/")) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
            }
            if out.isEmpty { return "." }
            return String(decoding: out, as: UTF8.self)
        }
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
