import Basics
import POSIXFiles
import Glibc

/// Pretty URLs: `workouts/run.md` → `workouts/run/` (written as `workouts/run/index.html`),
/// `workouts/index.md` → `workouts/`, `index.md` → the site root (empty URL).
package enum URLMapping {
    /// The page URL (relative to the site root, ending in `/`, or empty for the root) for a Markdown path.
    package static func pageURL(forMarkdown relativePath: String, isFolderIndex: Bool = false) -> String {
        if isFolderIndex {
            let folder = sourceFolder(relativePath)
            return folder.isEmpty ? "" : folder + "/"
        }
        if let fast = asciiPageURL(forMarkdown: relativePath) { return fast }
        var stem = relativePath
        if stem.hasSuffix(".markdown") { stem.removeLast(9) } else if stem.hasSuffix(".md") { stem.removeLast(3) }
        let folder = Paths.parent(stem)
        let name = Paths.lastComponent(stem)
        let prefix = folder == "." ? "" : folder + "/"
        if name == "index" { return prefix }
        return prefix + name + "/"
    }

    /// ``pageURL(forMarkdown:isFolderIndex:)`` for a page (not a folder index) on the bytes of an ASCII path
    /// ending in `.md`/`.markdown` without leading or trailing `/`; `nil` for any other path.
    private static func asciiPageURL(forMarkdown relativePath: String) -> String? {
        var path = relativePath
        return path.withUTF8 { bytes -> String? in
            for byte in bytes where byte >= 0x80 { return nil }
            let n = bytes.count
            func endsWith(_ suffix: StaticString) -> Bool {
                let k = suffix.utf8CodeUnitCount
                guard n >= k else { return false }
                for i in 0..<k where bytes[n - k + i] != suffix.utf8Start[i] { return false }
                return true
            }
            let stemEnd = endsWith(".markdown") ? n - 9 : endsWith(".md") ? n - 3 : n
            guard stemEnd > 0, bytes[0] != UInt8(ascii: "/"), bytes[stemEnd - 1] != UInt8(ascii: "/") else { return nil }
            var nameStart = stemEnd
            while nameStart > 0 && bytes[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
            let isIndex = stemEnd - nameStart == 5 && bytes[nameStart] == UInt8(ascii: "i") && bytes[nameStart + 1] == UInt8(ascii: "n")
                && bytes[nameStart + 2] == UInt8(ascii: "d") && bytes[nameStart + 3] == UInt8(ascii: "e")
                && bytes[nameStart + 4] == UInt8(ascii: "x")
            // `folder/name` → `folder/name/`; `folder/index` → `folder/`.
            let keep = isIndex ? nameStart : stemEnd
            return String(unsafeUninitializedCapacity: keep + 1) { out -> Int in
                for i in 0..<keep { out[i] = bytes[i] }
                if isIndex { return keep }
                out[keep] = UInt8(ascii: "/")
                return keep + 1
            }
        }
    }

    /// The output file for a page URL.
    package static func outputPath(forPageURL url: String) -> String {
        url + "index.html"
    }

    /// The folder a page's source lives in (`workouts/run.md` → `workouts`, `index.md` → ``).
    static func sourceFolder(_ relativePath: String) -> String {
        let folder = Paths.parent(relativePath)
        return folder == "." ? "" : folder
    }

    /// A relative href from the page at `fromURL` to the site path `toPath` (a page URL or a file path).
    /// `fromURL` is a page URL (folder-like: empty or ending in `/`). Works on UTF-8 bytes (hot path).
    package static func relativeHref(from fromURL: String, to toPath: String) -> String {
        var fromURL = fromURL, toPath = toPath
        return fromURL.withUTF8 { from in toPath.withUTF8 { to in relativeHref(from: from, to: to) } }
    }

    /// ``relativeHref(from:to:)`` on UTF-8 bytes: one pass over each path, one allocation for the result.
    private static func relativeHref(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> String {
        relativeHref(from: from, to: to, suffix: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// ``relativeHref(from:to:)`` followed by `suffix` (a `?query#fragment`, written as is), on UTF-8 bytes,
    /// in one allocation: the link checker's hot path.
    static func relativeHref(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>,
                             suffix: UnsafeBufferPointer<UInt8>) -> String {
        let plan = HrefPlan(from: from, to: to)
        return String(unsafeUninitializedCapacity: plan.capacity(to: to, suffix: suffix)) {
            plan.write(to: to, suffix: suffix, into: $0)
        }
    }

    /// ``relativeHref(from:to:suffix:)`` appended to `bytes` (no `String` made).
    static func appendRelativeHref(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>,
                                   suffix: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let plan = HrefPlan(from: from, to: to)
        // Written on the stack (a link's href is short), then appended in one copy.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: plan.capacity(to: to, suffix: suffix)) { out in
            let n = plan.write(to: to, suffix: suffix, into: out)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<n]))
        }
    }

    /// How a relative href from one page URL to a path is made: how many `../`, and where the rest of `to` starts.
    private struct HrefPlan {
        var ups = 0
        var toIndex = 0
        var trailingSlash: Bool

        init(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) {
            trailingSlash = to.isEmpty || to[to.count - 1] == UInt8(ascii: "/")
            var fromIndex = 0
            // Skip the leading components both paths share (a file name at the end of `to` never matches).
            while true {
                let fromSaved = fromIndex, toSaved = toIndex
                guard let f = nextComponent(from, &fromIndex), let t = nextComponent(to, &toIndex),
                      trailingSlash || t.upperBound < to.count,
                      f.count == t.count, memcmp(from.baseAddress! + f.lowerBound, to.baseAddress! + t.lowerBound, f.count) == 0
                else {
                    fromIndex = fromSaved
                    toIndex = toSaved
                    break
                }
            }
            while nextComponent(from, &fromIndex) != nil { ups += 1 }
        }

        /// The most bytes ``write(to:suffix:into:)`` writes.
        func capacity(to: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>) -> Int {
            3 * ups + 3 * (to.count - toIndex) + 2 + suffix.count
        }

        /// Writes the href into `out` (of at least ``capacity(to:suffix:)`` bytes); returns its length.
        func write(to: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>,
                   into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var n = 0
            for _ in 0..<ups {
                out[n] = UInt8(ascii: "."); out[n + 1] = UInt8(ascii: "."); out[n + 2] = UInt8(ascii: "/")
                n += 3
            }
            if let written = writeRest(of: to, into: out, at: n) {
                n = written
            } else {
                n = writeComponents(of: to, into: out, at: n)
            }
            if n == 0 { out[0] = UInt8(ascii: "."); out[1] = UInt8(ascii: "/"); n = 2 }
            for byte in suffix { out[n] = byte; n += 1 }
            return n
        }

        /// The rest of `to` (from ``toIndex``, leading slashes skipped) written as it is, each byte percent-encoded
        /// as needed, in one pass: what ``writeComponents(of:into:at:)`` writes when the rest has no empty
        /// component (`//`), the case of every page URL; `nil`, having written nothing that counts, otherwise.
        private func writeRest(of to: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
                               at start: Int) -> Int? {
            let slash = UInt8(ascii: "/")
            var i = toIndex, n = start
            while i < to.count && to[i] == slash { i += 1 }
            var previous: UInt8 = 0
            while i < to.count {
                let byte = to[i]
                if byte == slash {
                    if previous == slash { return nil }
                    out[n] = byte
                    n &+= 1  // below `out.count`: no overflow check
                } else if isSafe(byte) {
                    out[n] = byte
                    n &+= 1
                } else {
                    n = PercentCoding.write(byte, keep: false, into: out, at: n)
                }
                previous = byte
                i &+= 1
            }
            return n
        }

        /// The components of `to` from ``toIndex`` joined by `/`, percent-encoded, with the trailing slash of a
        /// folder-like `to`; returns the new length.
        private func writeComponents(of to: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
                                     at start: Int) -> Int {
            var n = start
            var toIndex = self.toIndex
            var wroteComponent = false
            while let t = nextComponent(to, &toIndex) {
                if wroteComponent { out[n] = UInt8(ascii: "/"); n += 1 }
                for i in t {
                    let byte = to[i]
                    if isSafe(byte) {
                        out[n] = byte
                        n += 1
                    } else {
                        n = PercentCoding.write(byte, keep: false, into: out, at: n)
                    }
                }
                wroteComponent = true
            }
            if trailingSlash && wroteComponent { out[n] = UInt8(ascii: "/"); n += 1 }
            return n
        }
    }

    /// Whether ``relativeHref(from:to:)`` from `from` (a page URL) to `to` (a page URL: empty or ending in
    /// `/`) is `../` once per component of `from` followed by all of `to`, i.e. the same for every page
    /// URL with as many components as `from`: when the two share no first component.
    static func sharesNoFirstComponent(_ from: UnsafeBufferPointer<UInt8>, _ to: UnsafeBufferPointer<UInt8>) -> Bool {
        var fromIndex = 0, toIndex = 0
        guard let f = nextComponent(from, &fromIndex), let t = nextComponent(to, &toIndex) else { return true }
        return f.count != t.count || memcmp(from.baseAddress! + f.lowerBound, to.baseAddress! + t.lowerBound, f.count) != 0
    }

    /// The number of non-empty `/`-separated components (a page URL's depth).
    static func componentCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0, count = 0
        while nextComponent(bytes, &index) != nil { count += 1 }
        return count
    }

    /// The next non-empty `/`-separated component at or after `index`; moves `index` past it.
    private static func nextComponent(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Range<Int>? {
        var i = index  // below `bytes.count`: wrapping `&+` skips the overflow checks
        while i < bytes.count && bytes[i] == UInt8(ascii: "/") { i &+= 1 }
        if i == bytes.count { index = i; return nil }
        let start = i
        while i < bytes.count && bytes[i] != UInt8(ascii: "/") { i &+= 1 }
        index = i
        return start..<i
    }

    /// The prefix from a page URL back to the site root (`workouts/run/` → `../../`, root → `./`).
    static func rootPrefix(from url: String) -> String {
        var url = url
        let depth = url.withUTF8 { componentCount($0) }
        return depth == 0 ? "./" : String(repeating: "../", count: depth)
    }

    /// Percent-encodes bytes outside the RFC 3986 unreserved set (plus a few safe sub-delimiters).
    static func percentEncode(_ component: String) -> String {
        PercentCoding.encode(component, keeping: isSafe)
    }

    @inline(__always)
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
