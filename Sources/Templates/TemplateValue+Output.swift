extension TemplateValue {
    /// The text `{{x}}` interpolates before escaping: `""` for null, lists and objects,
    /// `true`/`false`, decimal integers, and doubles in shortest form without a trailing `.0`.
    package var interpolatedText: String {
        switch self {
        case .null, .list, .object, .fields: return ""
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return TemplateValue.format(d)
        case .string(let s): return s
        case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Formats a double the way the Mustache spec expects: `1.21` → `1.21`, `85000.0` → `85000`.
    static func format(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
            return String(Int(d))
        }
        return d.description
    }

    /// Appends the interpolation of this value to `out`, HTML-escaped when `escaped`.
    func append(to out: inout [UInt8], escaped: Bool) {
        switch self {
        case .string(let s):
            if escaped {
                HTMLEscape.append(s, to: &out)
            } else {
                out.append(contentsOf: s.utf8)
            }
        case .utf8(let bytes):
            if escaped {
                bytes.withUnsafeBufferPointer { HTMLEscape.append(bytes: $0, to: &out) }
            } else {
                out.append(contentsOf: bytes)
            }
        case .null, .list, .object, .fields:
            return
        default:
            // Numbers and booleans contain no characters that need escaping.
            out.append(contentsOf: interpolatedText.utf8)
        }
    }
}
