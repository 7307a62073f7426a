/// GFM's tag filter (spec section "Disallowed Raw HTML (extension)"), for raw HTML a site has opted in to:
/// the `<` of `<title>`, `<textarea>`, `<style>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<script>`
/// and `<plaintext>` (opening or closing, any case) becomes `&lt;`, so the tag shows as text and cannot
/// change how the rest of the page is parsed.
package enum GFMTagFilter {
    static let disallowed: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script",
                                        "plaintext"].map { Array($0.utf8) }

    /// `html` with the disallowed tags' `<` replaced by `&lt;` (the same string when there are none).
    package static func filtered(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        var copied = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), isDisallowed(bytes, tagAt: i + 1) {
                if out.isEmpty { out.reserveCapacity(bytes.count + 16) }
                out.append(contentsOf: bytes[copied..<i])
                out.append(contentsOf: Array("&lt;".utf8))
                copied = i + 1
            }
            i += 1
        }
        if copied == 0 { return html }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a disallowed tag name (after an optional `/`) starts at `start`, followed by a space, `>`, `/`
    /// or the end.
    static func isDisallowed(_ bytes: [UInt8], tagAt start: Int) -> Bool {
        var i = start
        if i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
        for name in disallowed where i + name.count <= bytes.count {
            var matches = true
            for (k, byte) in name.enumerated() where bytes[i + k] | 0x20 != byte { matches = false; break }
            guard matches else { continue }
            let end = i + name.count
            if end == bytes.count { return true }
            let next = bytes[end]
            if next == 32 || next == 9 || next == 10 || next == 12 || next == 13 || next == UInt8(ascii: ">")
                || next == UInt8(ascii: "/") { return true }
        }
        return false
    }
}
