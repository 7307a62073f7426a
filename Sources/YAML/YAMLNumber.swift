/// Parsing of plain YAML scalars as numbers (YAML 1.2 core schema, plus `_` digit separators).
enum YAMLNumber {
    /// `3`, `-12`, `+7`, `1_000`, `0x1F`, `0o17`; nil otherwise or on overflow.
    static func int(_ text: String) -> Int? {
        if let decimal = asciiDecimal(text) { return decimal }
        var digits = Substring(text)
        var negative = false
        if let first = digits.first, first == "-" || first == "+" {
            negative = first == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16; digits = digits.dropFirst(2)
        } else if digits.hasPrefix("0o") || digits.hasPrefix("0O") {
            radix = 8; digits = digits.dropFirst(2)
        }
        let cleaned = digits.filter { $0 != "_" }
        guard !cleaned.isEmpty, let magnitude = Int(cleaned, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// The common case of ``int(_:)`` on bytes: an optional `+`/`-`, then ASCII digits and `_` (at least one
    /// digit). `.none` when the text has another form (the general route decides); `.some(nil)` on overflow.
    private static func asciiDecimal(_ text: String) -> Int?? {
        var text = text
        return text.withUTF8 { bytes -> Int?? in
            var i = 0
            var negative = false
            if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                negative = first == UInt8(ascii: "-")
                i = 1
            }
            var magnitude = 0, digits = 0, overflow = false
            while i < bytes.count {
                let byte = bytes[i]
                i += 1
                if byte == UInt8(ascii: "_") { continue }
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                digits += 1
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int(byte - 0x30))
                overflow = overflow || o1 || o2
                magnitude = sum
            }
            guard digits > 0 else { return nil }
            return .some(overflow ? nil : (negative ? -magnitude : magnitude))
        }
    }

    /// Any integer above, decimals like `-0.5` or `1e3`, `.inf`, `-.inf`, `.nan`; nil otherwise.
    static func double(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if let whole = int(text) { return Double(whole) }
        let cleaned = text.filter { $0 != "_" }
        // Reject forms Swift accepts but YAML does not (hex floats, "inf", "nan").
        guard let first = cleaned.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) else { return nil }
        for byte in cleaned.utf8 {
            switch byte {
            case 0x30...0x39, UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                 UInt8(ascii: "-"), UInt8(ascii: "+"): continue
            default: return nil
            }
        }
        return Double(cleaned)
    }
}
