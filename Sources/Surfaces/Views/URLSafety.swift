/// Decides whether a URL may be written into `href`/`src`.
///
/// Refuses `javascript:`, `vbscript:` and `data:` URLs (images may use `data:image/…`),
/// case-insensitively, ignoring leading whitespace/control characters and tabs or newlines
/// inside the scheme (browsers ignore those too).
public enum URLSafety {
    /// Whether `url` is safe in a link (`href`).
    public static func isSafeLink(_ url: String) -> Bool { check(url, image: false) }

    /// Whether `url` is safe as an image source (`src`).
    public static func isSafeImage(_ url: String) -> Bool { check(url, image: true) }

    private static func check(_ url: String, image: Bool) -> Bool {
        // Scheme letters, lowercased, skipping leading C0/space and embedded tab/CR/LF.
        var scheme: [UInt8] = []
        var rest = Substring().utf8
        var sawScheme = false
        let utf8 = url.utf8
        var index = utf8.startIndex
        var leading = true
        while index != utf8.endIndex {
            let b = utf8[index]
            if leading && b <= 0x20 { index = utf8.index(after: index); continue }
            leading = false
            if b == 0x09 || b == 0x0A || b == 0x0D { index = utf8.index(after: index); continue }
            if b == UInt8(ascii: ":") {
                sawScheme = true
                rest = url[utf8.index(after: index)...].utf8
                break
            }
            let isAlpha = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            let isOther = (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
            if !(isAlpha || isOther) || scheme.count > 16 { return true } // a path or fragment, not a scheme
            scheme.append(isAlpha ? (b | 0x20) : b)
            index = utf8.index(after: index)
        }
        guard sawScheme else { return true }
        switch String(decoding: scheme, as: UTF8.self) {
        case "javascript", "vbscript":
            return false
        case "data":
            guard image else { return false }
            let prefix = Array("image/".utf8)
            var matched = 0
            for b in rest {
                if b <= 0x20 && matched == 0 { continue }
                guard matched < prefix.count else { break }
                if (b | 0x20) != prefix[matched] && b != prefix[matched] { return false }
                matched += 1
            }
            return matched == prefix.count
        default:
            return true
        }
    }
}
