/// A language's number symbols and grouping as CLDR has them, read from ICU once per language: digits,
/// decimal and grouping separators, primary and secondary grouping sizes, the minimum grouping digits
/// (`es`: `1234` but `12.345`), and the affixes of negative numbers and percentages.
///
/// With them a number whose decimal digits are already known (Cardstock rounds them itself, half away from
/// zero on the shortest decimal, exactly as ICU does) is written without a call into ICU per value; a
/// differential test checks that the bytes equal ICU's own output for every built-in language and more.
/// ``init(formats:)`` gives `nil` when ICU's output has a shape it does not recognise; callers then format
/// each value with ICU. A class: reached for every number, a struct of a dozen strings was copied each time
/// (profiled: 1 % of a Chinese build).
package final class CLDRNumberPattern: Sendable, Equatable {
    /// The ten digits, `0` first.
    package let digits: [String]
    /// ``digits`` as UTF-8.
    private let digitBytes: [[UInt8]]
    /// The decimal separator.
    package let decimal: String
    /// The grouping separator (empty without grouping).
    package let group: String
    /// Digits in the group next to the decimal separator (3), and in the groups before it (3; 2 in India).
    package let primaryGroup: Int
    package let secondaryGroup: Int
    /// Integer digits needed before any grouping happens beyond ``primaryGroup`` (1, or 2 for `es`, `pl`).
    package let minimumGroupingDigits: Int
    /// Around a negative number.
    package let negative: (prefix: String, suffix: String)
    /// Around a percentage: plain, signed positive and negative.
    package let percent: (prefix: String, suffix: String)
    package let signedPercent: (prefix: String, suffix: String)
    package let negativePercent: (prefix: String, suffix: String)

    package static func == (a: CLDRNumberPattern, b: CLDRNumberPattern) -> Bool {
        a.digits == b.digits && a.decimal == b.decimal && a.group == b.group && a.primaryGroup == b.primaryGroup
            && a.secondaryGroup == b.secondaryGroup && a.minimumGroupingDigits == b.minimumGroupingDigits
            && a.negative == b.negative && a.percent == b.percent && a.signedPercent == b.signedPercent
            && a.negativePercent == b.negativePercent
    }

    /// Reads the pattern from what `formats` writes for a few probe values.
    convenience init?(formats: CLDRFormats) {
        self.init(number: { formats.icuNumber($0, maximumFractionDigits: $1) },
                  percent: { formats.percent($0, maximumFractionDigits: $1, signed: $2) })
    }

    /// Reads the pattern from what ICU writes for a few probe values: `number(value, fractionDigits)` and
    /// `percent(value, fractionDigits, signed)`.
    init?(number: (Double, Int) -> String, percent percentText: (Double, Int, Bool) -> String) {
        let digits = (0...9).map { number(Double($0), 0) }
        guard digits.allSatisfy({ $0.count == 1 }), Set(digits).count == 10 else { return nil }
        self.digits = digits
        digitBytes = digits.map { Array($0.utf8) }
        func isDigit(_ c: Character) -> Bool { digits.contains(String(c)) }
        // 1.5 → digit, separator, digit.
        let half = number(1.5, 1)
        guard half.hasPrefix(digits[1]), half.hasSuffix(digits[5]), half.count >= 3 else { return nil }
        decimal = String(half.dropFirst().dropLast())
        // 123456789 → the digit runs between separators.
        let big = number(123_456_789, 0)
        var runs: [Int] = [], separators: [String] = []
        var run = 0, separator = ""
        for c in big {
            if isDigit(c) {
                if !separator.isEmpty { separators.append(separator); separator = ""; runs.append(run); run = 0 }
                run += 1
            } else {
                separator.append(c)
            }
        }
        runs.append(run)
        guard separator.isEmpty, runs.reduce(0, +) == 9, Set(separators).count <= 1 else { return nil }
        group = separators.first ?? ""
        primaryGroup = runs.count > 1 ? runs[runs.count - 1] : 0
        secondaryGroup = runs.count > 2 ? runs[runs.count - 2] : primaryGroup
        let small = number(1234, 0)
        minimumGroupingDigits = group.isEmpty || small.contains(group) ? 1 : 2
        func affixes(_ text: String, around core: String) -> (prefix: String, suffix: String)? {
            guard let range = text.range(of: core) else { return nil }
            return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
        }
        guard let negative = affixes(number(-5, 0), around: digits[5]),
              let percent = affixes(percentText(5, 0, false), around: digits[5]),
              let signedPercent = affixes(percentText(5, 0, true), around: digits[5]),
              let negativePercent = affixes(percentText(-5, 0, true), around: digits[5])
        else { return nil }
        self.negative = negative
        self.percent = percent
        self.signedPercent = signedPercent
        self.negativePercent = negativePercent
    }

    /// How a number is wrapped.
    package enum Style: Sendable {
        /// A plain number (`-` as the language writes it).
        case number
        /// A percentage; `signed` writes the language's plus sign before a positive one.
        case percent(signed: Bool)
    }

    /// The number with integer digits `whole` and fraction digits `fraction` (ASCII `0`–`9`, already
    /// rounded; an empty fraction writes no separator), negative when `negative`.
    package func format(whole: [UInt8], fraction: [UInt8], negative isNegative: Bool, style: Style = .number) -> String {
        let affix: (prefix: String, suffix: String)
        switch style {
        case .number: affix = isNegative ? negative : ("", "")
        case .percent(let signed): affix = isNegative ? negativePercent : signed ? signedPercent : percent
        }
        // UTF-8 bytes, not a String appended digit by digit (profiled: the appends were most of a number's cost).
        var out: [UInt8] = []
        out.reserveCapacity(affix.prefix.utf8.count + (whole.count + fraction.count) * 3 + affix.suffix.utf8.count + 4)
        out.append(contentsOf: affix.prefix.utf8)
        let count = whole.count
        let grouped = !group.isEmpty && primaryGroup > 0 && count >= primaryGroup + minimumGroupingDigits
        for (i, byte) in whole.enumerated() {
            if grouped, i > 0 {
                let fromEnd = count - i
                if fromEnd == primaryGroup || (fromEnd > primaryGroup && (fromEnd - primaryGroup) % secondaryGroup == 0) {
                    out.append(contentsOf: group.utf8)
                }
            }
            out.append(contentsOf: digitBytes[Int(byte &- 48) % 10])
        }
        if !fraction.isEmpty {
            out.append(contentsOf: decimal.utf8)
            for byte in fraction { out.append(contentsOf: digitBytes[Int(byte &- 48) % 10]) }
        }
        out.append(contentsOf: affix.suffix.utf8)
        return String(decoding: out, as: UTF8.self)
    }
}
