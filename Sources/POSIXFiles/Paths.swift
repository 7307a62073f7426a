/// Lexical path arithmetic (no file-system access).
package enum Paths {
    /// Joins two path parts with one `/`.
    package static func join(_ base: String, _ part: String) -> String {
        if base.isEmpty || base == "." { return part }
        if part.isEmpty { return base }
        if let joined = asciiJoin(base, part) { return joined }
        if part.hasPrefix("/") { return part }
        return base.hasSuffix("/") ? base + part : base + "/" + part
    }

    /// ``join(_:_:)`` for two non-empty ASCII paths, in one allocation; `nil` for other paths (where
    /// `hasPrefix`/`hasSuffix` compare whole characters).
    private static func asciiJoin(_ base: String, _ part: String) -> String? {
        var base = base, part = part
        return base.withUTF8 { b -> String? in
            part.withUTF8 { p -> String? in
                for byte in b where byte >= 0x80 { return nil }
                for byte in p where byte >= 0x80 { return nil }
                if p[0] == UInt8(ascii: "/") { return nil }  // the part as is
                let slash = b[b.count - 1] == UInt8(ascii: "/") ? 0 : 1
                return String(unsafeUninitializedCapacity: b.count + slash + p.count) { out -> Int in
                    _ = UnsafeMutableBufferPointer(rebasing: out[..<b.count]).initialize(from: b)
                    if slash == 1 { out[b.count] = UInt8(ascii: "/") }
                    _ = UnsafeMutableBufferPointer(rebasing: out[(b.count + slash)...]).initialize(from: p)
                    return b.count + slash + p.count
                }
            }
        }
    }

    /// `path` without trailing slashes (`/` stays `/`).
    package static func trimmed(_ path: String) -> String {
        var p = path
        while p.utf8.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// The parent directory (`a/b` → `a`, `a` → `.`, `/a` → `/`).
    package static func parent(_ path: String) -> String {
        var copy = path
        if let fast = copy.withUTF8({ asciiSplit($0) }) {
            guard let slash = fast.slash else { return "." }
            if slash == 0 { return "/" }
            return String(copy.utf8.prefix(slash))!
        }
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        if slash == p.startIndex { return "/" }
        return String(p[p.startIndex..<slash])
    }

    /// The last component (`a/b.md` → `b.md`).
    package static func lastComponent(_ path: String) -> String {
        var copy = path
        if let fast = copy.withUTF8({ asciiSplit($0) }) {
            let start = fast.slash.map { $0 + 1 } ?? 0
            let utf8 = copy.utf8
            return String(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: fast.end)])!
        }
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    /// For an all-ASCII path (where bytes are characters): the end without trailing slashes (keeping a
    /// lone `/`) and the last slash before it; `nil` for other paths, which take the `Character` route.
    private static func asciiSplit(_ bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, slash: Int?)? {
        for byte in bytes where byte >= 0x80 { return nil }
        var end = bytes.count
        while end > 1 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var i = end - 1
        while i >= 0 && bytes[i] != UInt8(ascii: "/") { i -= 1 }
        return (end, i >= 0 ? i : nil)
    }

    /// An absolute, normalised path (`.`/`..`/repeated slashes removed) relative to `base` when not absolute.
    package static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(base, path))
    }

    /// Removes `.`, `..` and empty components; keeps a leading `/`. Works on UTF-8 bytes (hot path).
    package static func normalize(_ path: String) -> String {
        var path = path
        return path.withUTF8 { normalize(bytes: $0) }
    }

    /// `normalize(join(folder, path))`, or `normalize(path minus its leading "/")` for a root-relative
    /// path, in one buffer (the link checker's hot path; `path` is already percent-decoded).
    package static func joinNormalized(folder: String, _ path: Substring) -> String {
        var folder = folder
        return folder.withUTF8 { base -> String in
            var path = path
            return path.withUTF8 { part -> String in
                let capacity = base.count + part.count + 2
                let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch -> String in
                    let input = UnsafeMutableBufferPointer(rebasing: scratch[..<capacity])
                    let output = UnsafeMutableBufferPointer(rebasing: scratch[capacity...])
                    let n = joinNormalized(folder: base, part, scratch: input, into: output)
                    return String(decoding: UnsafeBufferPointer(rebasing: output[..<n]), as: UTF8.self)
                }
                return result.isEmpty ? "." : result
            }
        }
    }

    /// ``joinNormalized(folder:_:)`` on UTF-8 bytes: writes the normalised path into `out` and returns its
    /// length (`0` for the string `"."`). `scratch` and `out` each need `folder.count + path.count + 2` bytes.
    package static func joinNormalized(folder base: UnsafeBufferPointer<UInt8>, _ part: UnsafeBufferPointer<UInt8>,
                               scratch: UnsafeMutableBufferPointer<UInt8>,
                               into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        if part.first == UInt8(ascii: "/") {
            return normalize(UnsafeBufferPointer(rebasing: part[1...]), into: out)
        }
        if base.isEmpty || (base.count == 1 && base[0] == UInt8(ascii: ".")) { return normalize(part, into: out) }
        _ = UnsafeMutableBufferPointer(rebasing: scratch[..<base.count]).initialize(from: base)
        scratch[base.count] = UInt8(ascii: "/")
        let end = base.count + 1 + part.count
        _ = UnsafeMutableBufferPointer(rebasing: scratch[(base.count + 1)..<end]).initialize(from: part)
        return normalize(UnsafeBufferPointer(rebasing: scratch[..<end]), into: out)
    }

    /// ``joinNormalized(folder:_:scratch:into:)`` in one pass, for the common link: ASCII bytes, `folder` in
    /// normal form (relative, no empty component, none starting with `.`). Writes into `out` (at least
    /// `folder.count + part.count + 2` bytes) and returns the length (`0` for `"."`), or `nil`, having
    /// decided nothing, for a non-ASCII byte, another `folder` or a `..` above the start: the caller then
    /// takes the general route.
    package static func joinNormalizedASCII(folder: UnsafeBufferPointer<UInt8>, _ part: UnsafeBufferPointer<UInt8>,
                                            into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard let outBase = out.baseAddress else { return nil }
        var length = 0, components = 0, i = 0
        if part.first == slash {
            i = 1  // root-relative: the folder does not count
        } else if !(folder.count == 1 && folder[0] == dot), let base = folder.baseAddress {
            guard let count = simpleComponentCount(folder) else { return nil }
            outBase.update(from: base, count: folder.count)
            length = folder.count
            components = count
        }
        guard let p = part.baseAddress else { return length }
        let n = part.count
        while i < n {
            // The component is copied while it is scanned (after a `/` when the output is not empty), then
            // taken back when it turns out to be empty, `.` or `..`.
            let start = i, mark = length
            if length > 0 { outBase[length] = slash; length += 1 }
            // Wrapping arithmetic: `length` stays below `out.count` and `i` below `n` (no overflow checks).
            while i < n {
                let byte = p[i]
                if byte == slash { break }
                if byte >= 0x80 { return nil }
                outBase[length] = byte
                length &+= 1
                i &+= 1
            }
            let count = i - start
            i += 1
            if count == 0 || (count == 1 && p[start] == dot) {
                length = mark
            } else if count == 2 && p[start] == dot && p[start + 1] == dot {
                guard components > 0 else { return nil }
                var j = mark - 1
                while j >= 0 && outBase[j] != slash { j -= 1 }
                length = max(j, 0)
                components -= 1
            } else {
                components += 1
            }
        }
        return length
    }

    /// The number of components of `folder` when it is ASCII in normal form without any component starting
    /// with `.` (so ``normalize(_:into:)`` leaves it as it is); `nil` otherwise.
    private static func simpleComponentCount(_ folder: UnsafeBufferPointer<UInt8>) -> Int? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var previous = slash, count = folder.isEmpty ? 0 : 1
        for byte in folder {
            if byte >= 0x80 || (previous == slash && (byte == slash || byte == dot)) { return nil }
            if byte == slash { count += 1 }
            previous = byte
        }
        return previous == slash && !folder.isEmpty ? nil : count
    }

    /// ``normalize(_:)`` on UTF-8 bytes, written straight into the result (no component array).
    package static func normalize(bytes: UnsafeBufferPointer<UInt8>) -> String {
        let result = String(unsafeUninitializedCapacity: bytes.count + 1) { out in normalize(bytes, into: out) }
        return result.isEmpty ? "." : result
    }

    /// The normalised form of `bytes` written into `out` (capacity at least `bytes.count + 1`); returns its
    /// length, `0` when the result is `"."`.
    package static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let isAbsolute = bytes.first == slash
        let n = bytes.count
        var length = 0
        if isAbsolute { out[0] = slash; length = 1 }
        let base = length
        var poppable = 0  // components at the end of `out` that are not `..`
        var i = 0
        while i < n {
            while i < n && bytes[i] == slash { i += 1 }
            let start = i
            while i < n && bytes[i] != slash { i += 1 }
            if start == i { break }
            let count = i - start
            if count == 1 && bytes[start] == dot { continue }
            if count == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                if poppable > 0 {
                    var j = length - 1
                    while j > base && out[j] != slash { j -= 1 }
                    length = j
                    poppable -= 1
                    continue
                }
                if isAbsolute { continue }
            } else {
                poppable += 1
            }
            if length > base { out[length] = slash; length += 1 }
            for k in start..<i { out[length] = bytes[k]; length += 1 }
        }
        return length
    }

    /// The part of `path` below `folder` (`/a/b/c` below `/a` is `b/c`), or nil unless `path` lies strictly
    /// inside `folder`. Lexical and bytewise (`/a/bc` is not inside `/a/b`); both normalised. The one "is
    /// this path inside that folder" of the package: symbolic links are the caller's (resolve them first).
    package static func relative(_ path: String, inside folder: String) -> Substring? {
        let prefix = folder == "/" ? 0 : folder.utf8.count
        guard path.utf8.count > prefix + 1, path.utf8.starts(with: folder.utf8) else { return nil }
        let slash = path.utf8.index(path.utf8.startIndex, offsetBy: prefix)
        guard path.utf8[slash] == UInt8(ascii: "/") else { return nil }
        return path[path.utf8.index(after: slash)...]
    }

    /// Whether `path` lies strictly inside `folder` (see ``relative(_:inside:)``).
    package static func isInside(_ path: String, _ folder: String) -> Bool { relative(path, inside: folder) != nil }

    /// Whether `path` equals `ancestor` or lies inside it (both absolute and normalised).
    package static func isSameOrInside(_ path: String, _ ancestor: String) -> Bool {
        path == ancestor || isInside(path, ancestor)
    }

    /// `path` relative to `base` when it lies inside it, else `path` unchanged (for messages).
    package static func display(_ path: String, relativeTo base: String) -> String {
        if path == base { return "." }
        return relative(path, inside: base).map(String.init) ?? path
    }
}
