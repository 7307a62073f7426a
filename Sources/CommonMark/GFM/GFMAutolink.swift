import CCmark

/// GFM extended autolinks (spec section "Autolinks (extension)"): `www.` + a valid domain (linked with
/// `http://`), `http://`, `https://` and `ftp://` + a valid domain, and e-mail addresses (linked with
/// `mailto:`), found in text nodes outside links; cmark already makes the `<…>` autolinks. A link starts at
/// the start of the text, after a space or after `*`, `_`, `~`, `(`, and runs to a space or `<`; then
/// trailing `?!.,:*_~`, an unbalanced `)` and an entity-like `&name;` are given back to the text.
///
/// The links are ordinary link nodes: the site checks their URLs like any other.
enum GFMAutolink {
    /// One link found in a text: its byte range and its destination.
    struct Match {
        var range: Range<Int>
        var destination: [UInt8]
    }

    /// Links the autolinks of every text node of `root`'s tree that is not inside a link.
    static func apply(in root: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>) {
        let texts = GFMTree.nodes(in: root) { cmark_node_get_type($0) == CMARK_NODE_TEXT }
        for text in texts {
            let literal = GFMTree.literal(text)
            guard literal.contains(where: { $0 == UInt8(ascii: ".") }), !GFMTree.isInsideLink(text) else { continue }
            let previous = cmark_node_previous(text)
            let startsAtBoundary = previous == nil || cmark_node_get_type(previous) != CMARK_NODE_TEXT
            let matches = find(in: UnsafeRawBufferPointer(literal), startsAtBoundary: startsAtBoundary)
            if matches.isEmpty { continue }
            replace(text, matches: matches, mem: mem)
        }
    }

    /// The autolinks of `text`, in order and not overlapping.
    static func find(in text: UnsafeRawBufferPointer, startsAtBoundary: Bool = true) -> [Match] {
        var matches: [Match] = []
        var consumed = 0
        var i = 0
        let n = text.count
        // A `www.` starting before this offset has no valid domain (``www(_:at:failsThrough:)``): after `_`, a
        // boundary inside a domain, `www.a_www.a_…` would otherwise scan the same domain again at each `www.`.
        var noDomainThrough = -1
        while i < n {
            let byte = text[i]
            let boundary = i == 0 ? startsAtBoundary : isBoundary(text[i - 1])
            if boundary, byte | 0x20 == UInt8(ascii: "w"), i > noDomainThrough,
               let match = www(text, at: i, failsThrough: &noDomainThrough) {
                matches.append(match); consumed = match.range.upperBound; i = consumed; continue
            }
            if boundary, isAlpha(byte), let match = url(text, at: i) {
                matches.append(match); consumed = match.range.upperBound; i = consumed; continue
            }
            if byte == UInt8(ascii: "@"), let match = email(text, at: i, notBefore: consumed) {
                matches.append(match); consumed = match.range.upperBound; i = consumed; continue
            }
            i += 1
        }
        return matches
    }

    /// `www.` at `start`. When its domain is not valid, `failsThrough` is set to the last offset from which
    /// no domain is valid either (``validDomain(_:from:allowShort:failsThrough:)``).
    static func www(_ text: UnsafeRawBufferPointer, at start: Int, failsThrough: inout Int) -> Match? {
        guard start + 4 <= text.count, text[start] | 0x20 == UInt8(ascii: "w"), text[start + 1] | 0x20 == UInt8(ascii: "w"),
              text[start + 2] | 0x20 == UInt8(ascii: "w"), text[start + 3] == UInt8(ascii: ".") else { return nil }
        guard let domainEnd = validDomain(text, from: start, failsThrough: &failsThrough) else { return nil }
        let end = trimmedEnd(text, start: start, end: pathEnd(text, from: domainEnd))
        guard end > start + 4 else { return nil }
        return Match(range: start..<end, destination: Array("http://".utf8) + Array(text[start..<end]))
    }

    /// `http://`, `https://` or `ftp://` at `start`.
    static func url(_ text: UnsafeRawBufferPointer, at start: Int) -> Match? {
        var i = start
        while i < text.count, isAlpha(text[i]), i - start < 6 { i += 1 }
        guard i + 3 <= text.count, text[i] == UInt8(ascii: ":"), text[i + 1] == UInt8(ascii: "/"),
              text[i + 2] == UInt8(ascii: "/") else { return nil }
        let scheme = String(decoding: text[start..<i], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" || scheme == "ftp" else { return nil }
        var failsThrough = 0
        guard let domainEnd = validDomain(text, from: i + 3, allowShort: true, failsThrough: &failsThrough) else { return nil }
        let end = trimmedEnd(text, start: start, end: pathEnd(text, from: domainEnd))
        guard end > i + 3 else { return nil }
        return Match(range: start..<end, destination: Array(text[start..<end]))
    }

    /// An e-mail address around the `@` at `at`, its local part not before `notBefore`.
    static func email(_ text: UnsafeRawBufferPointer, at: Int, notBefore: Int) -> Match? {
        var start = at
        while start > notBefore, isEmailLocal(text[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        var end = at + 1
        var periods = 0
        while end < text.count, isDomainByte(text[end]) || text[end] == UInt8(ascii: ".") {
            if text[end] == UInt8(ascii: ".") {
                guard end + 1 < text.count, isDomainByte(text[end + 1]) else { break }  // a trailing period is text
                periods += 1
            }
            end += 1
        }
        guard periods > 0, end > at + 1 else { return nil }
        let last = text[end - 1]
        guard last != UInt8(ascii: "-"), last != UInt8(ascii: "_") else { return nil }
        return Match(range: start..<end, destination: Array("mailto:".utf8) + Array(text[start..<end]))
    }

    /// The end of a valid domain starting at `start` (segments of letters, digits, `_` and `-` separated by
    /// periods, at least one period unless `allowShort` (after a scheme, `http://localhost`), no `_` in the
    /// last two segments), or nil.
    ///
    /// On nil, `failsThrough` is the last offset up to which a domain starting at or after `start` (with a
    /// letter, as `www.` does) is not valid either: a scan from there ends where this one did, with no more
    /// segments and the same `_` among its last two.
    static func validDomain(_ text: UnsafeRawBufferPointer, from start: Int, allowShort: Bool = false,
                            failsThrough: inout Int) -> Int? {
        var end = start
        var segments: [Range<Int>] = []
        var segmentStart = start
        while end < text.count {
            let byte = text[end]
            if byte == UInt8(ascii: ".") {
                guard end + 1 < text.count, isDomainByte(text[end + 1]) else { break }
                segments.append(segmentStart..<end)
                segmentStart = end + 1
            } else if !isDomainByte(byte) {
                break
            }
            end += 1
        }
        segments.append(segmentStart..<end)
        guard segments.count >= (allowShort ? 1 : 2) else { failsThrough = end; return nil }
        guard segments.allSatisfy({ !$0.isEmpty }) else { failsThrough = start; return nil }
        if let underscore = segments.suffix(2).compactMap({ text[$0].lastIndex(of: UInt8(ascii: "_")) }).max() {
            failsThrough = underscore
            return nil
        }
        return end
    }

    /// Where the path after a domain ends: at a space, a control character or `<`.
    static func pathEnd(_ text: UnsafeRawBufferPointer, from start: Int) -> Int {
        var end = start
        while end < text.count, text[end] > 32, text[end] != UInt8(ascii: "<"), text[end] != 127 { end += 1 }
        return end
    }

    /// `end` with trailing punctuation, unbalanced `)` and an entity-like `&name;` given back.
    static func trimmedEnd(_ text: UnsafeRawBufferPointer, start: Int, end: Int) -> Int {
        var end = end
        var open = 0, close = 0  // parentheses in the link, counted once and kept as it shrinks
        for byte in text[start..<end] {
            if byte == UInt8(ascii: "(") { open += 1 } else if byte == UInt8(ascii: ")") { close += 1 }
        }
        while end > start {
            let last = text[end - 1]
            switch last {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                end -= 1
            case UInt8(ascii: ")"):
                guard close > open else { return end }
                close -= 1
                end -= 1
            case UInt8(ascii: ";"):
                var k = end - 1
                while k > start, isAlphanumeric(text[k - 1]) { k -= 1 }
                guard k > start, k < end - 1, text[k - 1] == UInt8(ascii: "&") else { return end }
                end = k - 1  // an entity name has no parentheses
            default:
                return end
            }
        }
        return end
    }

    /// Replaces `text` by its pieces: text, link, text, ….
    static func replace(_ text: OpaquePointer, matches: [Match], mem: UnsafeMutablePointer<cmark_mem>) {
        let bytes = [UInt8](GFMTree.literal(text))
        bytes.withUnsafeBufferPointer { bytes in
            var position = 0
            func piece(_ range: Range<Int>) -> OpaquePointer? {
                guard !range.isEmpty else { return nil }
                return GFMTree.text(UnsafeBufferPointer(rebasing: bytes[range]), mem: mem)
            }
            for match in matches {
                if let before = piece(position..<match.range.lowerBound) { cmark_node_insert_before(text, before) }
                guard let link = cmark_node_new_with_mem(CMARK_NODE_LINK, mem), let label = piece(match.range) else { continue }
                var destination = match.destination
                destination.append(0)
                destination.withUnsafeBufferPointer { d in
                    d.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_url(link, $0.baseAddress) }
                }
                cmark_node_append_child(link, label)
                cmark_node_insert_before(text, link)
                position = match.range.upperBound
            }
            if let after = piece(position..<bytes.count) { cmark_node_insert_before(text, after) }
        }
        cmark_node_unlink(text)
        cmark_node_free(text)
    }

    static func isBoundary(_ byte: UInt8) -> Bool {
        byte <= 32 || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "(")
    }

    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }

    static func isAlphanumeric(_ byte: UInt8) -> Bool { isAlpha(byte) || (byte >= 48 && byte <= 57) }

    /// A byte of a domain segment: a letter, a digit, `_`, `-`, or part of a non-ASCII character.
    static func isDomainByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// A byte of an e-mail address's local part.
    static func isEmailLocal(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "+")
    }
}
