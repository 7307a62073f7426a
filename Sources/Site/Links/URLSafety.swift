/// URL scheme checks: `javascript:`, `vbscript:` and `data:` (except images) are never emitted.
enum URLSafety {
    /// The lowercased scheme when the URL starts with `scheme:` (ignoring leading spaces/control chars).
    static func scheme(of url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes -> String? in
            guard let range = schemeRange(bytes) else { return nil }
            var scheme: [UInt8] = []
            scheme.reserveCapacity(range.count)
            for byte in bytes[range] where byte != 9 && byte != 10 && byte != 13 {
                scheme.append(byte >= 65 && byte <= 90 ? byte | 0x20 : byte)
            }
            return String(decoding: scheme, as: UTF8.self)
        }
    }

    /// Where the scheme is (before the `:`, tabs and newlines included) when the URL starts with one; no
    /// allocation. ``scheme(of:)`` is `nil` exactly when this is.
    static func schemeRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var i = 0
        while i < bytes.count && bytes[i] <= 32 { i += 1 }
        let start = i
        var letters = 0
        scan: while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                letters += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if letters == 0 { return nil }
            case 9, 10, 13:
                break  // browsers ignore tabs and newlines inside a scheme
            case UInt8(ascii: ":"):
                break scan
            default:
                return nil
            }
            i += 1
        }
        guard i < bytes.count, letters > 0 else { return nil }
        return start..<i
    }

    /// Whether a URL with this scheme may be emitted.
    static func isAllowed(scheme: String, destination: String, isImage: Bool) -> Bool {
        switch scheme {
        case "javascript", "vbscript", "file": return false
        case "data":
            guard isImage else { return false }
            let lower = destination.trimmingSpaces.lowercased()
            return lower.hasPrefix("data:image/") && !lower.hasPrefix("data:image/svg")
        default: return true
        }
    }

    /// Decodes `%XX` escapes (invalid escapes are kept as written).
    static func percentDecode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case 48...57: return b - 48
            case 65...70: return b - 55
            case 97...102: return b - 87
            default: return nil
            }
        }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let h = hex(bytes[i + 1]), let l = hex(bytes[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
