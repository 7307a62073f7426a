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

    /// ``isSafeLink(_:)`` for a URL given as UTF-8 bytes.
    public static func isSafeLink(bytes url: UnsafeBufferPointer<UInt8>) -> Bool { check(url, image: false) }

    private static func check(_ url: String, image: Bool) -> Bool {
        var url = url
        return url.withUTF8 { check($0, image: image) }
    }

    private static func check(_ utf8: UnsafeBufferPointer<UInt8>, image: Bool) -> Bool {
        // Scheme letters, lowercased, skipping leading C0/space and embedded tab/CR/LF (at most 17, on the
        // stack: this runs for every link of every page).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 17) { scheme -> Bool in
            var length = 0
            var index = 0
            var leading = true
            var restStart: Int?
            while index < utf8.count {
                let b = utf8[index]
                index += 1
                if leading && b <= 0x20 { continue }
                leading = false
                if b == 0x09 || b == 0x0A || b == 0x0D { continue }
                if b == UInt8(ascii: ":") {
                    restStart = index
                    break
                }
                let isAlpha = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
                let isOther = (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "+")
                    || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
                if !(isAlpha || isOther) || length > 16 { return true }  // a path or fragment, not a scheme
                scheme[length] = isAlpha ? (b | 0x20) : b
                length += 1
            }
            guard let restStart else { return true }
            let name = UnsafeBufferPointer(rebasing: scheme[..<length])
            if name.elementsEqual("javascript".utf8) || name.elementsEqual("vbscript".utf8) { return false }
            guard name.elementsEqual("data".utf8) else { return true }
            guard image else { return false }
            let prefix: StaticString = "image/"
            let count = prefix.utf8CodeUnitCount
            var matched = 0
            for b in utf8[restStart...] {
                if b <= 0x20 && matched == 0 { continue }
                guard matched < count else { break }
                let expected = prefix.utf8Start[matched]
                if (b | 0x20) != expected && b != expected { return false }
                matched += 1
            }
            return matched == count
        }
    }
}
