import Foundation

/// What a chart axis needs to write numbers in one language, read from ICU once per language: the CLDR
/// compact short units (power of ten → suffix, with its space: `万`, `亿` in Chinese, `\u{A0}Mio.` in German,
/// `\u{A0}k` in French, `\u{A0}mil` in Spanish), the decimal and grouping separators, the digits, the minus
/// sign and the exponent symbol.
///
/// The units come from formatting 10³ … 10¹⁴ with Foundation's `.notation(.compactName)` (CLDR's compact
/// short form): `1万` for 10⁴ is the unit 10⁴ `万` from 10⁴; `1000万` for 10⁷ keeps it; `1亿` for 10⁸ starts
/// the next. A power written without a suffix (German `10.000`) has no unit. Grouping is CLDR's, with at
/// least two digits before the first separator as in ICU's compact notation (`1234`, `12.345`).
package struct CLDRAxisNumbers: Sendable, Equatable {
    /// A compact unit: on an axis reaching 10^`fromExponent`, values in units of 10^`exponent` with `suffix`.
    package struct Unit: Sendable, Equatable {
        /// The unit's power of ten.
        package let exponent: Int
        /// The first power of ten CLDR writes with this unit.
        package let fromExponent: Int
        /// What follows the number, with any space.
        package let suffix: String
    }

    /// The units, smallest first.
    package let units: [Unit]
    /// The decimal separator.
    package let decimal: String
    /// The grouping separator (empty without grouping).
    package let group: String
    /// Digits in the group next to the decimal separator, and in the groups before it.
    package let primaryGroup: Int
    package let secondaryGroup: Int
    /// Integer digits beyond ``primaryGroup`` before grouping happens (at least 2, as in compact notation).
    package let minimumGroupingDigits: Int
    /// The minus sign.
    package let minus: String
    /// The exponent symbol of scientific notation (`E`).
    package let exponentSymbol: String
    /// The ten digits, `0` first.
    package let digits: [String]

    /// The axis numbers of `localeIdentifier`, with symbols and grouping from `pattern` (``CLDRFormats/pattern``;
    /// without one, ASCII digits, `.` and no grouping).
    package init(localeIdentifier: String, pattern: CLDRNumberPattern?) {
        let locale = Locale(identifier: localeIdentifier)
        let digits = pattern?.digits ?? (0...9).map(String.init)
        self.digits = digits
        decimal = pattern?.decimal ?? "."
        group = pattern?.group ?? ""
        primaryGroup = pattern?.primaryGroup ?? 0
        secondaryGroup = pattern?.secondaryGroup ?? 0
        minimumGroupingDigits = Swift.max(pattern?.minimumGroupingDigits ?? 1, 2)
        minus = pattern.map { $0.negative.prefix.isEmpty ? "-" : $0.negative.prefix } ?? "-"
        let compact = FloatingPointFormatStyle<Double>(locale: locale).notation(.compactName)
        var units: [Unit] = []
        for power in 3...14 {
            guard let value = Double("1e\(power)"),
                  let (count, suffix) = CLDRAxisNumbers.digitsAndSuffix(compact.format(value), digits: digits, group: group),
                  !suffix.isEmpty, count >= 1, count <= power + 1 else { continue }
            let exponent = power - (count - 1)
            if exponent < 1 || units.contains(where: { $0.exponent == exponent }) { continue }
            units.append(Unit(exponent: exponent, fromExponent: power, suffix: suffix))
        }
        self.units = units
        let scientific = FloatingPointFormatStyle<Double>(locale: locale).notation(.scientific).format(1e18)
        var symbol = Substring(scientific)
        if symbol.hasPrefix(digits[1]) { symbol = symbol.dropFirst(digits[1].count) }
        let eighteen = digits[1] + digits[8]
        if symbol.hasSuffix(eighteen) { symbol = symbol.dropLast(eighteen.count) }
        exponentSymbol = symbol.isEmpty || symbol.count > 3 ? "E" : String(symbol)
    }

    /// The number of leading digits of `text` (`1`, then only `0`s, grouping separators skipped) and what
    /// follows them; `nil` when `text` does not start that way (a compact prefix, another shape).
    static func digitsAndSuffix(_ text: String, digits: [String], group: String) -> (Int, String)? {
        var rest = Substring(text)
        guard rest.hasPrefix(digits[1]) else { return nil }
        rest = rest.dropFirst(digits[1].count)
        var count = 1
        while true {
            if rest.hasPrefix(digits[0]) {
                rest = rest.dropFirst(digits[0].count)
                count += 1
            } else if !group.isEmpty, rest.hasPrefix(group), rest.dropFirst(group.count).hasPrefix(digits[0]) {
                rest = rest.dropFirst(group.count)
            } else {
                break
            }
        }
        if digits.contains(where: { rest.hasPrefix($0) }) { return nil }
        return (count, String(rest))
    }
}
