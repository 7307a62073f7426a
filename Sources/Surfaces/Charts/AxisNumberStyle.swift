/// How chart axes write their numbers in one language: the compact units (power of ten → suffix, e.g.
/// `k`/`M`/`B`/`T` in English, `万`/`亿` in Chinese, ` Mio.` in German), the decimal and grouping
/// separators, the digits, the minus sign and the exponent symbol of scientific labels.
///
/// Made once per language (the site layer derives it from CLDR) and passed to the charts through the
/// environment (``EnvironmentValues/axisNumberStyle``). ``english`` is Cardstock's own English style
/// (`0 | 5k | 10k`, `1.5M`, `−5`, `2.5e18`, no grouping), byte for byte what axes wrote before styles existed.
/// Labels are written on bytes: the ASCII digits of a label are mapped to the language's only when the
/// style is not plain ASCII (``isPlain``), so the English path does no extra work.
public struct AxisNumberStyle: Hashable, Sendable {
    /// Two styles are equal when they write the same labels.
    public static func == (a: AxisNumberStyle, b: AxisNumberStyle) -> Bool {
        a.storage === b.storage || (a.units == b.units && a.decimalSeparator == b.decimalSeparator
            && a.groupingSeparator == b.groupingSeparator && a.primaryGroup == b.primaryGroup
            && a.secondaryGroup == b.secondaryGroup && a.minimumGroupingDigits == b.minimumGroupingDigits
            && a.minus == b.minus && a.exponentMinus == b.exponentMinus && a.exponentSymbol == b.exponentSymbol
            && a.digits == b.digits)
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(units)
        hasher.combine(decimalSeparator)
        hasher.combine(groupingSeparator)
        hasher.combine(minus)
        hasher.combine(digits)
    }

    /// A compact unit: on an axis whose largest tick is at least 10^``fromExponent``, labels may be written
    /// in units of 10^``exponent`` followed by ``suffix`` (which holds any space, e.g. `"\u{A0}Mio."`).
    public struct CompactUnit: Hashable, Sendable {
        /// The unit's power of ten (3 for `k`, 4 for `万`).
        public var exponent: Int
        /// The smallest power of ten of an axis' largest tick for which the unit is used.
        public var fromExponent: Int
        /// What follows the number (`k`, `万`, `\u{A0}Mio.`).
        public var suffix: String

        /// Creates a unit.
        public init(exponent: Int, fromExponent: Int, suffix: String) {
            self.exponent = exponent
            self.fromExponent = fromExponent
            self.suffix = suffix
        }
    }

    /// The style's values, held once: a style is copied into every chart's environment, and a single
    /// reference is cheaper to copy than its twenty arrays and strings.
    final class Storage: Sendable {
        let units: [CompactUnit]
        let decimalSeparator: String
        let groupingSeparator: String
        let primaryGroup: Int
        let secondaryGroup: Int
        let minimumGroupingDigits: Int
        let minus: String
        let exponentMinus: String
        let exponentSymbol: String
        let digits: [String]
        let isPlain: Bool
        let powers: [Double]
        let starts: [Double]
        let suffixBytes: [[UInt8]]
        let decimalBytes: [UInt8]
        let groupBytes: [UInt8]
        let minusBytes: [UInt8]
        let exponentMinusBytes: [UInt8]
        let exponentBytes: [UInt8]
        let digitBytes: [[UInt8]]
        init(units: [CompactUnit], decimalSeparator: String, groupingSeparator: String, primaryGroup: Int,
                secondaryGroup: Int, minimumGroupingDigits: Int, minus: String, exponentMinus: String,
                exponentSymbol: String, digits: [String], isPlain: Bool, powers: [Double], starts: [Double],
                suffixBytes: [[UInt8]], decimalBytes: [UInt8], groupBytes: [UInt8], minusBytes: [UInt8],
                exponentMinusBytes: [UInt8], exponentBytes: [UInt8], digitBytes: [[UInt8]]) {
            self.units = units
            self.decimalSeparator = decimalSeparator
            self.groupingSeparator = groupingSeparator
            self.primaryGroup = primaryGroup
            self.secondaryGroup = secondaryGroup
            self.minimumGroupingDigits = minimumGroupingDigits
            self.minus = minus
            self.exponentMinus = exponentMinus
            self.exponentSymbol = exponentSymbol
            self.digits = digits
            self.isPlain = isPlain
            self.powers = powers
            self.starts = starts
            self.suffixBytes = suffixBytes
            self.decimalBytes = decimalBytes
            self.groupBytes = groupBytes
            self.minusBytes = minusBytes
            self.exponentMinusBytes = exponentMinusBytes
            self.exponentBytes = exponentBytes
            self.digitBytes = digitBytes
        }
    }

    let storage: Storage

    /// The compact units, largest exponent first.
    public var units: [CompactUnit] { storage.units }
    /// The decimal separator (`.`, `,`).
    public var decimalSeparator: String { storage.decimalSeparator }
    /// The grouping separator; empty: no grouping.
    public var groupingSeparator: String { storage.groupingSeparator }
    /// Digits in the group next to the decimal separator, and in the groups before it.
    public var primaryGroup: Int { storage.primaryGroup }
    public var secondaryGroup: Int { storage.secondaryGroup }
    /// Integer digits needed beyond ``primaryGroup`` before grouping happens (2: `1234` but `12.345`).
    public var minimumGroupingDigits: Int { storage.minimumGroupingDigits }
    /// The minus sign before a negative label (and a negative exponent).
    public var minus: String { storage.minus }
    /// The sign of a negative exponent (`5e-10`).
    public var exponentMinus: String { storage.exponentMinus }
    /// Between the mantissa and the exponent of a scientific label (`e`, `E`).
    public var exponentSymbol: String { storage.exponentSymbol }
    /// The ten digits, `0` first.
    public var digits: [String] { storage.digits }
    /// Whether labels are written as plain ASCII (`0`–`9`, `.`, no grouping): no mapping pass.
    public var isPlain: Bool { storage.isPlain }

    // The same as bytes (escaped once here), and each unit's 10^exponent.
    var powers: [Double] { storage.powers }
    var starts: [Double] { storage.starts }
    var suffixBytes: [[UInt8]] { storage.suffixBytes }
    var decimalBytes: [UInt8] { storage.decimalBytes }
    var groupBytes: [UInt8] { storage.groupBytes }
    var minusBytes: [UInt8] { storage.minusBytes }
    var exponentMinusBytes: [UInt8] { storage.exponentMinusBytes }
    var exponentBytes: [UInt8] { storage.exponentBytes }
    var digitBytes: [[UInt8]] { storage.digitBytes }

    /// Creates a style; `units` in any order (they are sorted, largest exponent first). `digits` must hold ten
    /// entries (else ASCII digits are used).
    public init(units: [CompactUnit], decimalSeparator: String, groupingSeparator: String = "", primaryGroup: Int = 3,
                secondaryGroup: Int = 3, minimumGroupingDigits: Int = 1, minus: String = "\u{2212}", exponentSymbol: String = "e",
                exponentMinus: String = "-", digits: [String] = (0...9).map(String.init)) {
        let sorted = units.filter { $0.exponent > 0 && $0.exponent < 300 }.sorted { $0.exponent > $1.exponent }
        let units_ = sorted
        let decimalSeparator_ = decimalSeparator
        let groupingSeparator_ = groupingSeparator
        let primaryGroup_ = max(primaryGroup, 0)
        let secondaryGroup_ = secondaryGroup > 0 ? secondaryGroup : max(primaryGroup, 1)
        let minimumGroupingDigits_ = max(minimumGroupingDigits, 1)
        let minus_ = minus
        let exponentSymbol_ = exponentSymbol
        let exponentMinus_ = exponentMinus
        let ascii = (0...9).map(String.init)
        let shownDigits = digits.count == 10 && digits.allSatisfy { !$0.isEmpty } ? digits : ascii
        let digits_ = shownDigits
        let isPlain_ = shownDigits == ascii && decimalSeparator == "." && (groupingSeparator.isEmpty || primaryGroup_ == 0)
        func escaped(_ text: String) -> [UInt8] {
            var buffer = HTMLBuffer()
            buffer.writeEscaped(text)
            return buffer.bytes
        }
        let powers_ = sorted.map { Double("1e\($0.exponent)") ?? 1 }
        let starts_ = sorted.map { Double("1e\($0.fromExponent)") ?? 1 }
        let suffixBytes_ = sorted.map { escaped($0.suffix) }
        let decimalBytes_ = escaped(decimalSeparator)
        let groupBytes_ = escaped(groupingSeparator)
        let minusBytes_ = escaped(minus)
        let exponentMinusBytes_ = escaped(exponentMinus)
        let exponentBytes_ = escaped(exponentSymbol)
        let digitBytes_ = shownDigits.map(escaped)
        storage = Storage(units: units_, decimalSeparator: decimalSeparator_, groupingSeparator: groupingSeparator_,
                primaryGroup: primaryGroup_, secondaryGroup: secondaryGroup_,
                minimumGroupingDigits: minimumGroupingDigits_, minus: minus_, exponentMinus: exponentMinus_,
                exponentSymbol: exponentSymbol_, digits: digits_, isPlain: isPlain_, powers: powers_,
                starts: starts_, suffixBytes: suffixBytes_, decimalBytes: decimalBytes_, groupBytes: groupBytes_,
                minusBytes: minusBytes_, exponentMinusBytes: exponentMinusBytes_, exponentBytes: exponentBytes_,
                digitBytes: digitBytes_)
    }

    /// Cardstock's English axes: `k` from an axis reaching 10,000, then `M`, `B`, `T` (CLDR's English compact
    /// names), `.` as the decimal separator, no grouping (`10050`), U+2212 as the minus sign, `e` exponents.
    public static let english = AxisNumberStyle(
        units: [CompactUnit(exponent: 12, fromExponent: 12, suffix: "T"), CompactUnit(exponent: 9, fromExponent: 9, suffix: "B"),
                CompactUnit(exponent: 6, fromExponent: 6, suffix: "M"), CompactUnit(exponent: 3, fromExponent: 4, suffix: "k")],
        decimalSeparator: ".")

    /// Writes `value` (≥ 0) with at most `decimals` fraction digits in this style's digits and separators.
    func write(magnitude value: Double, decimals: Int, into buffer: inout HTMLBuffer) {
        guard !isPlain else {
            buffer.write(number: value, decimals: decimals)
            return
        }
        var ascii = HTMLBuffer(capacity: 24)
        ascii.write(number: value, decimals: decimals)
        let bytes = ascii.bytes
        let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        let grouped = !groupBytes.isEmpty && primaryGroup > 0 && point >= primaryGroup + minimumGroupingDigits
        for i in 0..<point {
            if grouped, i > 0 {
                let fromEnd = point - i
                if fromEnd == primaryGroup || (fromEnd > primaryGroup && (fromEnd - primaryGroup) % secondaryGroup == 0) {
                    buffer.bytes.append(contentsOf: groupBytes)
                }
            }
            writeDigit(bytes[i], into: &buffer)
        }
        guard point < bytes.count else { return }
        buffer.bytes.append(contentsOf: decimalBytes)
        for i in (point + 1)..<bytes.count { writeDigit(bytes[i], into: &buffer) }
    }

    /// Writes an integer exponent after ``exponentSymbol`` (its sign: ``exponentMinus``).
    func write(exponent: Int, into buffer: inout HTMLBuffer) {
        buffer.bytes.append(contentsOf: exponentBytes)
        if exponent < 0 { buffer.bytes.append(contentsOf: exponentMinusBytes) }
        guard !isPlain else {
            buffer.write(int: Int(exponent.magnitude))
            return
        }
        var ascii = HTMLBuffer(capacity: 8)
        ascii.write(int: Int(exponent.magnitude))
        for byte in ascii.bytes { writeDigit(byte, into: &buffer) }
    }

    private func writeDigit(_ byte: UInt8, into buffer: inout HTMLBuffer) {
        let d = Int(byte &- UInt8(ascii: "0"))
        if d >= 0, d < 10 { buffer.bytes.append(contentsOf: digitBytes[d]) } else { buffer.bytes.append(byte) }
    }
}
