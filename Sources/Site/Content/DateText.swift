/// Light validation of the date and period strings front matter accepts (no Foundation).
enum DateText {
    /// `YYYY-MM-DD` with a real month and day.
    static func isValidDay(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == 45, b[7] == 45,
              let y = number(b[0..<4]), let m = number(b[5..<7]), let d = number(b[8..<10]) else { return false }
        return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(month: m, year: y)
    }

    /// `YYYY`, `YYYY-MM`, `YYYY-Www` (01–53) or `YYYY-MM-DD`.
    static func isValidPeriod(_ text: String) -> Bool {
        let b = Array(text.utf8)
        switch b.count {
        case 4: return number(b[0..<4]) != nil
        case 7:
            guard number(b[0..<4]) != nil, b[4] == 45, let m = number(b[5..<7]) else { return false }
            return m >= 1 && m <= 12
        case 8:
            guard number(b[0..<4]) != nil, b[4] == 45, b[5] == UInt8(ascii: "W"), let w = number(b[6..<8]) else { return false }
            return w >= 1 && w <= 53
        case 10: return isValidDay(text)
        default: return false
        }
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= 48 && byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
