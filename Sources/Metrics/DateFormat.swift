/// A small strftime-like date layout for metric files whose dates are not ISO 8601.
///
/// Supported directives: `%Y` (4-digit year), `%y` (2-digit year: 69–99 → 19xx, 00–68 → 20xx),
/// `%m` (month), `%d` (day), `%H` (hour, 0–23), `%M` (minute), `%S` (second), `%b` (English
/// month name, three letters or full, any case) and `%%`. Numeric fields accept one or two digits
/// except `%Y`. Every other character must match literally. Times are naive (read in the metric's zone).
package struct DateFormat: Sendable, Hashable, CustomStringConvertible {
    enum Token: Sendable, Hashable {
        case literal(UInt8)
        case year4, year2, month, day, hour, minute, second, monthName
    }

    /// The layout as written, e.g. `%d/%m/%Y`.
    package let pattern: String
    let tokens: [Token]

    /// Compiles a layout; `nil` when it uses an unsupported directive (see the type's documentation).
    package init?(_ pattern: String) {
        var tokens: [Token] = []
        let b = Array(pattern.utf8)
        var i = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "%") {
                guard i + 1 < b.count else { return nil }
                switch b[i + 1] {
                case UInt8(ascii: "Y"): tokens.append(.year4)
                case UInt8(ascii: "y"): tokens.append(.year2)
                case UInt8(ascii: "m"): tokens.append(.month)
                case UInt8(ascii: "d"): tokens.append(.day)
                case UInt8(ascii: "H"): tokens.append(.hour)
                case UInt8(ascii: "M"): tokens.append(.minute)
                case UInt8(ascii: "S"): tokens.append(.second)
                case UInt8(ascii: "b"): tokens.append(.monthName)
                case UInt8(ascii: "%"): tokens.append(.literal(UInt8(ascii: "%")))
                default: return nil
                }
                i += 2
            } else {
                tokens.append(.literal(b[i]))
                i += 1
            }
        }
        guard tokens.contains(.year4) || tokens.contains(.year2) else { return nil }
        self.pattern = pattern
        self.tokens = tokens
    }

    /// The pattern.
    package var description: String { pattern }

    /// Parses bytes into naive wall-clock seconds (as if UTC); `nil` when they do not match.
    func parse(_ p: UnsafePointer<UInt8>, _ n: Int) -> Double? {
        var i = 0
        var year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0
        func number(maxDigits: Int) -> Int? {
            var v = 0, k = 0
            while k < maxDigits, i < n, p[i] >= 48, p[i] <= 57 {
                v = v * 10 + Int(p[i] - 48)
                i += 1
                k += 1
            }
            return k == 0 ? nil : v
        }
        for token in tokens {
            switch token {
            case .literal(let c):
                guard i < n, p[i] == c else { return nil }
                i += 1
            case .year4:
                let start = i
                guard let v = number(maxDigits: 4), i - start == 4 else { return nil }
                year = v
            case .year2:
                let start = i
                guard let v = number(maxDigits: 2), i - start == 2 else { return nil }
                year = v >= 69 ? 1900 + v : 2000 + v
            case .month: guard let v = number(maxDigits: 2) else { return nil }; month = v
            case .day: guard let v = number(maxDigits: 2) else { return nil }; day = v
            case .hour: guard let v = number(maxDigits: 2), v <= 23 else { return nil }; hour = v
            case .minute: guard let v = number(maxDigits: 2), v <= 59 else { return nil }; minute = v
            case .second: guard let v = number(maxDigits: 2), v <= 60 else { return nil }; second = v
            case .monthName:
                guard let m = monthName(p, n, &i) else { return nil }
                month = m
            }
        }
        guard i == n, let d = CalendarDay(year: year, month: month, day: day) else { return nil }
        return d.midnightUTC + Double(hour * 3600 + minute * 60 + second)
    }

    private static let fullNames: [[UInt8]] = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ].map { Array($0.utf8) }

    private func monthName(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> Int? {
        guard i + 3 <= n else { return nil }
        for (index, name) in DateFormat.fullNames.enumerated() {
            var k = 0
            while k < name.count, i + k < n, p[i + k] | 0x20 == name[k] { k += 1 }
            if k == name.count || k == 3 {
                i += k
                return index + 1
            }
        }
        return nil
    }
}
