import Diagnostics

/// Why a date, week, month or time that has the right shape is still not one, in words: `2026-11-31` is
/// ISO 8601 in form, so "use ISO 8601" would mislead; "November 2026 has 30 days" says what to fix.
///
/// Also recognised: full-width digits (`２０２６-11-30`, typed with a Chinese input method) and Chinese dates
/// (`2026年11月30日`), each with the ASCII form to write instead.
package enum DateProblem {
    /// English month names, for messages.
    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]

    /// What is wrong with `text`, a period (`2026`, `2026-11`, `2026-W47`, `2026-11-30`) or a date with a time
    /// (`2026-11-30T25:00`), in one clause; nil when the text has no recognisable date shape (or no problem).
    package static func explain(_ text: String) -> String? {
        if let ascii = FullWidthDigits.asciiFolded(text) {
            return "`\(text)` has full-width digits — use ASCII digits: `\(ascii)`"
        }
        if let iso = chineseDate(text) { return "write the date `\(text)` as `\(iso)`" }
        let scalars = Array(text.unicodeScalars)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= scalars.count else { return nil }
            var value = 0
            for s in scalars[from..<(from + count)] {
                guard ("0"..."9").contains(s) else { return nil }
                value = value * 10 + Int(s.value - 48)
            }
            return value
        }
        guard let year = number(0, 4), scalars.count >= 7, scalars[4] == "-" else { return nil }
        if scalars[5] == "W" || scalars[5] == "w" {
            guard scalars.count == 8, let week = number(6, 2) else { return nil }
            let weeks = ReportPeriod.isoWeekStart(year: year, week: 53) == nil ? 52 : 53
            if week < 1 || week > weeks { return "\(year) has ISO weeks W01 to W\(weeks)" }
            return nil
        }
        guard let month = number(5, 2) else { return nil }
        if month < 1 || month > 12 { return "there is no month \(month): months run from 01 to 12" }
        guard scalars.count >= 10, scalars[7] == "-", let day = number(8, 2) else { return nil }
        let days = CalendarDay.daysIn(month: month, year: year)
        if day < 1 || day > days {
            return day < 1 ? "days of the month start at 01" : "\(monthNames[month - 1]) \(year) has \(days) days"
        }
        guard scalars.count >= 16, scalars[10] == "T" || scalars[10] == " " else { return nil }
        return timeProblem(Array(scalars[11...]))
    }

    /// `hh:mm` or `hh:mm:ss` out of range (the rest of the text is not looked at).
    private static func timeProblem(_ time: [Unicode.Scalar]) -> String? {
        func number(_ from: Int) -> Int? {
            guard from + 2 <= time.count, ("0"..."9").contains(time[from]), ("0"..."9").contains(time[from + 1]) else { return nil }
            return Int(time[from].value - 48) * 10 + Int(time[from + 1].value - 48)
        }
        guard let hour = number(0), time.count >= 5, time[2] == ":", let minute = number(3) else { return nil }
        let shown = String(String.UnicodeScalarView(time.prefix(time.count >= 8 && time[5] == ":" ? 8 : 5)))
        if hour > 23 { return "`\(shown)` is not a time of day: hours run from 00 to 23 (write 00:00 of the next day for midnight)" }
        if minute > 59 { return "`\(shown)` is not a time of day: minutes run from 00 to 59" }
        if time.count >= 8, time[5] == ":", let second = number(6), second > 59 {
            return "`\(shown)` is not a time of day: seconds run from 00 to 59"
        }
        return nil
    }

    /// `2026年11月30日` (or `2026年11月`) as `2026-11-30` (`2026-11`); nil for other text.
    private static func chineseDate(_ text: String) -> String? {
        let parts = text.split(whereSeparator: { $0 == "年" || $0 == "月" || $0 == "日" || $0 == "号" })
        guard text.contains("年"), text.contains("月"), (2...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }),
              parts[0].count == 4 else { return nil }
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : ($0.element.count == 1 ? "0" : "") + $0.element }
            .joined(separator: "-")
    }
}
