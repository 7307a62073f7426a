import Escaping
import POSIXFiles

extension LinkResolver {
    /// The common link — a relative or root-relative ASCII path without `%` escapes, to a page or file that
    /// exists — resolved on UTF-8 bytes: normalised in a stack buffer and looked up in ``targets`` with one
    /// hash. Gives exactly what the `String` route gives for such a link.
    /// Returns `nil`, having changed nothing, for every other link (schemes, `#anchor`, `//host`, escapes,
    /// non-ASCII paths, missing or draft targets, missing anchors): the `String` route then resolves it and
    /// reports its problems.
    /// `folder` is the page's source folder and `url` its URL. (The build itself takes the table's view once
    /// per page and calls ``fastResolve(destination:folder:url:view:outcome:href:)``.)
    func fastResolve(_ reference: LinkReference, folder: UnsafeBufferPointer<UInt8>,
                     url: UnsafeBufferPointer<UInt8>, outcome: inout Outcome) -> ResolvedLink? {
        guard let targets else { return nil }
        var destination = reference.destination
        return destination.withUTF8 { raw -> ResolvedLink? in
            targets.withView { view -> ResolvedLink? in
                var href: [UInt8] = []
                guard fastResolve(destination: raw, folder: folder, url: url, view: view, outcome: &outcome,
                                  href: &href) else { return nil }
                return .href(String(decoding: href, as: UTF8.self))
            }
        }
    }

    /// ``fastResolve(_:folder:url:outcome:)`` for a destination given as UTF-8 bytes, looked up in
    /// `view` (of ``targets``, taken once for many links): appends the href to `href` and returns `true`, or
    /// returns `false` having changed nothing.
    func fastResolve(destination raw: UnsafeBufferPointer<UInt8>, folder: UnsafeBufferPointer<UInt8>,
                     url: UnsafeBufferPointer<UInt8>, view: LinkTargetTable.View, outcome: inout Outcome,
                     href: inout [UInt8]) -> Bool {
        guard let (pathEnd, hash) = Self.fastSplit(raw) else { return false }
        let path = UnsafeBufferPointer(rebasing: raw[..<pathEnd])
        let capacity = folder.count + pathEnd + 2
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch -> Bool in
            let output = UnsafeMutableBufferPointer(rebasing: scratch[capacity...])
            // The common link, in one pass; anything it cannot tell (a folder not in normal form, `..` above
            // the content folder, a non-ASCII byte) takes the general normalisation below.
            let n = Paths.joinNormalizedASCII(folder: folder, path, into: output)
                ?? Self.generalJoin(folder: folder, path, scratch: scratch, capacity: capacity)
            guard let n else { return false }
            let target = UnsafeBufferPointer(rebasing: output[..<n])
            guard let hit = view.lookup(target) else { return false }
            return appendFastHref(target: target, hit: hit, raw: raw, pathEnd: pathEnd, hash: hash, url: url,
                                  view: view, outcome: &outcome, href: &href)
        }
    }

    /// `folder` and `path` joined and normalised into `scratch[capacity...]` by ``Paths/joinNormalized(folder:_:scratch:into:)``;
    /// the length, or `nil` for a target the String route takes: outside the content folder (`..`, `../…`)
    /// or not ASCII (byte keys equal `String` keys only for ASCII).
    private static func generalJoin(folder: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>,
                                    scratch: UnsafeMutableBufferPointer<UInt8>, capacity: Int) -> Int? {
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        let output = UnsafeMutableBufferPointer(rebasing: scratch[capacity...])
        let n = Paths.joinNormalized(folder: folder, path, scratch: UnsafeMutableBufferPointer(rebasing: scratch[..<capacity]),
                                     into: output)
        if n >= 2 && output[0] == dot && output[1] == dot && (n == 2 || output[2] == slash) { return nil }
        for byte in output[..<n] where byte >= 0x80 { return nil }
        return n
    }

    /// Where the path of `raw` (`path?query#fragment`, the same split as the String route) ends and where its
    /// `#` stands; `nil` for what the String route takes: spaces to trim, `#anchor`, `//host`, a scheme (or
    /// any `:` before the first `/`, `?` or `#`), or a `%` in the path (percent-decoding). One pass.
    private static func fastSplit(_ raw: UnsafeBufferPointer<UInt8>) -> (pathEnd: Int, hash: Int?)? {
        let count = raw.count
        guard count > 0, let base = raw.baseAddress else { return nil }
        let first = base[0], last = base[count - 1]
        let slash = UInt8(ascii: "/")
        if first <= 32 || last == 32 || last == 9 || last == 10 || last == 13 { return nil }
        if first == UInt8(ascii: "#") || (first == slash && count > 1 && base[1] == slash) { return nil }
        var mark = -1, i = 0
        // The first component: a `:` there may end a scheme (`mailto:`, `https:`), which the String route judges.
        while i < count {
            let byte = base[i]
            if byte == slash || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "%") { return nil }
            i &+= 1  // below `count`: no overflow check
        }
        while i < count {
            let byte = base[i]
            if byte == UInt8(ascii: "#") { return (mark >= 0 ? mark : i, i) }
            if byte == UInt8(ascii: "?") {
                if mark < 0 { mark = i }
            } else if byte == UInt8(ascii: "%") && mark < 0 {
                return nil
            }
            i &+= 1
        }
        return (mark >= 0 ? mark : count, nil)
    }

    /// Appends the href of the link target `target` (found as `hit` in `view`) to `href` and returns `true`;
    /// returns `false` having changed nothing when its fragment is not a known anchor (or may not be ASCII)
    /// or the target is a folder with no page.
    private func appendFastHref(target: UnsafeBufferPointer<UInt8>, hit: LinkTargetTable.View.Hit,
                                raw: UnsafeBufferPointer<UInt8>, pathEnd: Int, hash: Int?,
                                url: UnsafeBufferPointer<UInt8>, view: LinkTargetTable.View,
                                outcome: inout Outcome, href: inout [UInt8]) -> Bool {
        let entry = hit.entry
        let isMarkdown = Self.hasSuffix(target, ".md") || Self.hasSuffix(target, ".markdown")
        if !isMarkdown && entry.isAsset {
            URLMapping.appendRelativeHref(from: url, to: target, suffix: UnsafeBufferPointer(rebasing: raw[pathEnd...]),
                                          to: &href)
            return true
        }
        let index = Int(isMarkdown ? entry.page : entry.folderIndex)
        guard index >= 0 else { return false }
        var suffix = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        if let hash {
            if raw.count - hash > 1 {
                // A non-ASCII byte after `#` could join it in one Character: the String route.
                if raw[hash + 1] >= 0x80 { return false }
                let anchors = pendingAnchors?.anchors(of: pages[index], index: index) ?? pages[index].anchors
                if !anchors.contains(String(decoding: UnsafeBufferPointer(rebasing: raw[(hash + 1)...]),
                                            as: UTF8.self)) {
                    return false
                }
            }
            suffix = UnsafeBufferPointer(rebasing: raw[hash...])
        }
        outcome.linkedPages.insert(index)
        // A page's own path holds its URL right after it; a folder's index page is looked up.
        let targetURL = isMarkdown && !hit.url.isEmpty ? hit.url : view.url(ofPage: index)
        URLMapping.appendRelativeHref(from: url, to: targetURL, suffix: suffix, to: &href)
        return true
    }

    /// Whether `bytes` ends with the ASCII `suffix`.
    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard bytes.count >= n else { return false }
        let start = suffix.utf8Start
        for i in 0..<n where bytes[bytes.count - n + i] != start[i] { return false }
        return true
    }
}
