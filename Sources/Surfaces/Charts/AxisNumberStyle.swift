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

    /// The compact units, largest exponent first.
    public let units: [CompactUnit]
    /// The decimal separator (`.`, `,`).
    public let decimalSeparator: String
    /// The grouping separator; empty: no grouping.
    public let groupingSeparator: String
    /// Digits in the group next to the decimal separator, and in the groups before it.
    public let primaryGroup: Int
    public let secondaryGroup: Int
    /// Integer digits needed beyond ``primaryGroup`` before grouping happens (2: `1234` but `12.345`).
    public let minimumGroupingDigits: Int
    /// The minus sign before a negative label (and a negative exponent).
    public let minus: String
    /// The sign of a negative exponent (`5e-10`).
    public let exponentMinus: String
    /// Between the mantissa and the exponent of a scientific label (`e`, `E`).
    public let exponentSymbol: String
    /// The ten digits, `0` first.
    public let digits: [String]
    /// Whether labels are written as plain ASCII (`0`–`9`, `.`, no grouping): no mapping pass.
    public let isPlain: Bool

    // The same as bytes (escaped once here), and each unit's 10^exponent.
    let powers: [Double]
    let starts: [Double]
    let suffixBytes: [[UInt8]]
    let decimalBytes: [UInt8]
    let groupBytes: [UInt8]
    let minusBytes: [UInt8]
    let exponentMinusBytes: [UInt8]
    let exponentBytes: [UInt8]
    let digitBytes: [[UInt8]]

    /// Creates a style; `units` in any order (they are sorted, largest exponent first). `digits` must hold ten
    /// entries (else ASCII digits are used).
    public init(units: [CompactUnit], decimalSeparator: String, groupingSeparator: String = "", primaryGroup: Int = 3,
                secondaryGroup: Int = 3, minimumGroupingDigits: Int = 1, minus: String = "\u{2212}", exponentSymbol: String = "e",
                exponentMinus: String = "-", digits: [String] = (0...9).map(String.init)) {
        let sorted = units.filter { $0.exponent > 0 && $0.exponent < 300 }.sorted { $0.exponent > $1.exponent }
        self.units = sorted
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroup = max(primaryGroup, 0)
        self.secondaryGroup = secondaryGroup > 0 ? secondaryGroup : max(primaryGroup, 1)
        self.minimumGroupingDigits = max(minimumGroupingDigits, 1)
        self.minus = minus
        self.exponentSymbol = exponentSymbol
        self.exponentMinus = exponentMinus
        let ascii = (0...9).map(String.init)
        let shownDigits = digits.count == 10 && digits.allSatisfy { !$0.isEmpty } ? digits : ascii
        self.digits = shownDigits
        isPlain = shownDigits == ascii && decimalSeparator == "." && (groupingSeparator.isEmpty || self.primaryGroup == 0)
        func escaped(_ text: String) -> [UInt8] {
            var buffer = HTMLBuffer()
            buffer.writeEscaped(text)
            return buffer.bytes
        }
        powers = sorted.map { Double("1e\($0.exponent)") ?? 1 }
        starts = sorted.map { Double("1e\($0.fromExponent)") ?? 1 }
        suffixBytes = sorted.map { escaped($0.suffix) }
        decimalBytes = escaped(decimalSeparator)
        groupBytes = escaped(groupingSeparator)
        minusBytes = escaped(minus)
        exponentMinusBytes = escaped(exponentMinus)
        exponentBytes = escaped(exponentSymbol)
        digitBytes = shownDigits.map(escaped)
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
