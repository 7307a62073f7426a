import _FoundationICU

/// A language's CLDR cardinal plural rules, from the ICU bundled with the Swift toolchain (`_FoundationICU`,
/// linked into the static binary with Foundation): `1` is `one` and `2` is `other` in English and German,
/// `0` and `1.5` are `one` in French, everything is `other` in Chinese and Japanese.
///
/// Made once per language (``Localizer``); ICU's `PluralRules::select` is `const`, so one instance is
/// shared by every build thread.
package final class PluralRules: @unchecked Sendable {
    private let rules: OpaquePointer?

    /// The rules of `localeIdentifier` (`zh-CN`, `fr`); ICU falls back to the root rules (`other` only)
    /// for a language it does not know.
    package init(localeIdentifier: String) {
        var status = U_ZERO_ERROR
        let opened = swift_uplrules_open(localeIdentifier.replacingUnderscores, &status)
        rules = status.rawValue > U_ZERO_ERROR.rawValue ? nil : opened
        if rules == nil, let opened { swift_uplrules_close(opened) }
    }

    deinit {
        if let rules { swift_uplrules_close(rules) }
    }

    /// The category of `value`: `zero`, `one`, `two`, `few`, `many` or `other`.
    package func category(_ value: Double) -> String {
        guard let rules, value.isFinite else { return "other" }
        var buffer = [UChar](repeating: 0, count: 8)
        var status = U_ZERO_ERROR
        let length = swift_uplrules_select(rules, value, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, length <= buffer.count else { return "other" }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }

    /// The category of a number as a page shows it (`1`, `1,095`, `1.095`, `1 095`, `1,5`): its digits
    /// (`digits`, `0` first) and `decimal` separator are read back, grouping and other marks skipped;
    /// text without a digit is `other`.
    package func category(ofShown text: String, digits: [String], decimal: String) -> String {
        var plain = ""
        var seenDigit = false
        var rest = Substring(text)
        while let c = rest.first {
            if let d = digits.firstIndex(of: String(c)) {
                plain.append(Character(String(d)))
                seenDigit = true
                rest.removeFirst()
            } else if ("0"..."9").contains(c) {
                plain.append(c)
                seenDigit = true
                rest.removeFirst()
            } else if seenDigit, !decimal.isEmpty, rest.hasPrefix(decimal), !plain.contains(".") {
                plain.append(".")
                rest.removeFirst(decimal.count)
            } else {
                rest.removeFirst()
            }
        }
        guard seenDigit, let value = Double(plain) else { return "other" }
        return category(value)
    }
}

private extension String {
    var replacingUnderscores: String { String(map { $0 == "-" ? "_" : $0 }) }
}
