/// A value as the page writes it, read back as a number for the length of an email bar: `24,935` → 24935,
/// `97.4` → 97.4, `7 h 44 min` / `7小时44分钟` → 464 (minutes), `1.234,5` (German) → 1234.5. Only lengths
/// depend on it; the email prints the page's own text beside each bar.
enum DigestNumber {
    /// Languages that write a decimal comma (CLDR), by primary subtag.
    private static let decimalComma: Set<String> = ["de", "fr", "es", "it", "pt", "nl", "ru", "pl", "sv", "da", "nb", "fi", "cs", "tr"]

    /// The amount of `text` in `language`, or `nil` when it holds no number or more than two (a range).
    static func amount(of text: String, language: String) -> Double? {
        let primary = language.split(separator: "-").first.map { String($0).lowercased() } ?? "en"
        let decimal: Character = decimalComma.contains(primary) ? "," : "."
        let numbers = numbers(in: text, decimal: decimal)
        if numbers.count == 1 { return numbers[0].value }
        // Two numbers with no decimal part and a second below 60: hours and minutes (`7 h 44 min`).
        if numbers.count == 2, numbers.allSatisfy({ !$0.fractional }), numbers[1].value < 60, !text.contains("–") {
            return numbers[0].value * 60 + numbers[1].value
        }
        return nil
    }

    /// The numbers of `text`: digits with grouping separators (`,` `.` `'`, spaces) and one decimal separator.
    private static func numbers(in text: String, decimal: Character) -> [(value: Double, fractional: Bool)] {
        var out: [(Double, Bool)] = []
        var digits = "", fraction: String?, negative = false
        func flush() {
            if !digits.isEmpty, let value = Double(digits + "." + (fraction ?? "0")) {
                out.append((negative ? -value : value, fraction != nil))
            }
            digits = ""; fraction = nil; negative = false
        }
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            let nextIsDigit = i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber
            if c.isASCII && c.isNumber {
                if fraction != nil { fraction!.append(c) } else { digits.append(c) }
            } else if c == decimal, !digits.isEmpty, fraction == nil, nextIsDigit {
                fraction = ""
            } else if !digits.isEmpty, fraction == nil, nextIsDigit, ",.'\u{00A0}\u{202F} ".contains(c) {
                continue  // a grouping separator
            } else {
                flush()
                if (c == "−" || c == "-"), nextIsDigit { negative = true }
            }
        }
        flush()
        return out
    }
}
