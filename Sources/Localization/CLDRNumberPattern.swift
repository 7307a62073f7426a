/// A language's number symbols and grouping as CLDR has them, read from ICU once per language: digits,
/// decimal and grouping separators, primary and secondary grouping sizes, the minimum grouping digits
/// (`es`: `1234` but `12.345`), and the affixes of negative numbers and percentages.
///
/// With them a number whose decimal digits are already known (Cardstock rounds them itself, half away from
/// zero on the shortest decimal, exactly as ICU does) is written without a call into ICU per value; a
/// differential test checks that the bytes equal ICU's own output for every built-in language and more.
/// ``init(formats:)`` gives `nil` when ICU's output has a shape it does not recognise; callers then format
/// each value with ICU.
public struct CLDRNumberPattern: Sendable, Equatable {
    /// The ten digits, `0` first.
    public let digits: [String]
    /// The decimal separator.
    public let decimal: String
    /// The grouping separator (empty without grouping).
    public let group: String
    /// Digits in the group next to the decimal separator (3), and in the groups before it (3; 2 in India).
    public let primaryGroup: Int
    public let secondaryGroup: Int
    /// Integer digits needed before any grouping happens beyond ``primaryGroup`` (1, or 2 for `es`, `pl`).
    public let minimumGroupingDigits: Int
    /// Around a negative number.
    public let negative: (prefix: String, suffix: String)
    /// Around a percentage: plain, signed positive and negative.
    public let percent: (prefix: String, suffix: String)
    public let signedPercent: (prefix: String, suffix: String)
    public let negativePercent: (prefix: String, suffix: String)

    public static func == (a: CLDRNumberPattern, b: CLDRNumberPattern) -> Bool {
        a.digits == b.digits && a.decimal == b.decimal && a.group == b.group && a.primaryGroup == b.primaryGroup
            && a.secondaryGroup == b.secondaryGroup && a.minimumGroupingDigits == b.minimumGroupingDigits
            && a.negative == b.negative && a.percent == b.percent && a.signedPercent == b.signedPercent
            && a.negativePercent == b.negativePercent
    }

    /// Reads the pattern from what `formats` writes for a few probe values.
    init?(formats: CLDRFormats) {
        let digits = (0...9).map { formats.icuNumber(Double($0), maximumFractionDigits: 0) }
        guard digits.allSatisfy({ $0.count == 1 }), Set(digits).count == 10 else { return nil }
        self.digits = digits
        func isDigit(_ c: Character) -> Bool { digits.contains(String(c)) }
        // 1.5 → digit, separator, digit.
        let half = formats.icuNumber(1.5, maximumFractionDigits: 1)
        guard half.hasPrefix(digits[1]), half.hasSuffix(digits[5]), half.count >= 3 else { return nil }
        decimal = String(half.dropFirst().dropLast())
        // 123456789 → the digit runs between separators.
        let big = formats.icuNumber(123_456_789, maximumFractionDigits: 0)
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
        let small = formats.icuNumber(1234, maximumFractionDigits: 0)
        minimumGroupingDigits = group.isEmpty || small.contains(group) ? 1 : 2
        func affixes(_ text: String, around core: String) -> (prefix: String, suffix: String)? {
            guard let range = text.range(of: core) else { return nil }
            return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
        }
        guard let negative = affixes(formats.icuNumber(-5, maximumFractionDigits: 0), around: digits[5]),
              let percent = affixes(formats.percent(5, maximumFractionDigits: 0), around: digits[5]),
              let signedPercent = affixes(formats.percent(5, maximumFractionDigits: 0, signed: true), around: digits[5]),
              let negativePercent = affixes(formats.percent(-5, maximumFractionDigits: 0, signed: true), around: digits[5])
        else { return nil }
        self.negative = negative
        self.percent = percent
        self.signedPercent = signedPercent
        self.negativePercent = negativePercent
    }

    /// How a number is wrapped.
    public enum Style: Sendable {
        /// A plain number (`-` as the language writes it).
        case number
        /// A percentage; `signed` writes the language's plus sign before a positive one.
        case percent(signed: Bool)
    }

    /// The number with integer digits `whole` and fraction digits `fraction` (ASCII `0`–`9`, already
    /// rounded; an empty fraction writes no separator), negative when `negative`.
    public func format(whole: [UInt8], fraction: [UInt8], negative isNegative: Bool, style: Style = .number) -> String {
        var core = ""
        core.reserveCapacity(whole.count * 2 + fraction.count + 4)
        let count = whole.count
        let grouped = !group.isEmpty && primaryGroup > 0 && count >= primaryGroup + minimumGroupingDigits
        for (i, byte) in whole.enumerated() {
            if grouped, i > 0 {
                let fromEnd = count - i
                if fromEnd == primaryGroup || (fromEnd > primaryGroup && (fromEnd - primaryGroup) % secondaryGroup == 0) {
                    core += group
                }
            }
            core += digits[Int(byte &- 48) % 10]
        }
        if !fraction.isEmpty {
            core += decimal
            for byte in fraction { core += digits[Int(byte &- 48) % 10] }
        }
        let affix: (prefix: String, suffix: String)
        switch style {
        case .number: affix = isNegative ? negative : ("", "")
        case .percent(let signed): affix = isNegative ? negativePercent : signed ? signedPercent : percent
        }
        return affix.prefix + core + affix.suffix
    }
}
