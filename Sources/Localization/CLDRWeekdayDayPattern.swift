import Foundation

/// How a language writes a day with its weekday, read from ICU once: where the abbreviated weekday (`周日`,
/// `So.`) goes around the short day (`11月29日`, `29. Nov.`) and what stands between them (`11月29日 周日`,
/// `So., 29. Nov.`, `Sun, Nov 29`). With it a weekday label is the short day's text (366 ICU calls for any
/// number of years) and one of seven names, instead of an ICU call per weekday, month and day (2,562).
///
/// ``init(weekdayDay:shortDay:weekday:)`` reads the shape from 21 probe days (every weekday, in three months) and
/// gives `nil` unless the shape rebuilds all of them byte for byte; callers then ask ICU for every label.
struct CLDRWeekdayDayPattern: Sendable {
    /// The abbreviated weekday names, Monday first (ISO weekday 1…7), as ICU writes them inside the label.
    let weekdays: [String]
    /// Whether the weekday comes before the short day.
    let weekdayFirst: Bool
    /// The text before the first part, between the two, and after the second.
    let prefix: String
    let middle: String
    let suffix: String

    /// Reads the shape from what ICU writes for probe days: `weekdayDay`, `shortDay` and `weekday` format a date
    /// (UTC) as the full label, the short day alone and the weekday alone.
    init?(weekdayDay: (Date) -> String, shortDay: (Date) -> String, weekday: (Date) -> String) {
        // 2001-01-01 was a Monday; three weeks of probes in January, June and November.
        let starts = [0, 151, 304]
        func date(_ day: Int) -> Date { Date(timeIntervalSince1970: 978_307_200 + Double(day) * 86_400) }
        var names: [String] = []
        for k in 0..<7 { names.append(weekday(date(k))) }
        guard Set(names).count == 7, names.allSatisfy({ !$0.isEmpty }) else { return nil }
        let full = weekdayDay(date(0)), short = shortDay(date(0)), name = names[0]
        guard let s = full.range(of: short) else { return nil }
        let before = full[..<s.lowerBound], after = full[s.upperBound...]
        if let w = before.range(of: name, options: .backwards) {
            weekdayFirst = true
            prefix = String(before[..<w.lowerBound])
            middle = String(before[w.upperBound...])
            suffix = String(after)
        } else if let w = after.range(of: name) {
            weekdayFirst = false
            prefix = String(before)
            middle = String(after[..<w.lowerBound])
            suffix = String(after[w.upperBound...])
        } else {
            return nil
        }
        weekdays = names
        for start in starts {
            for k in 0..<7 {
                let probe = date(start + k)
                let isoWeekday = (start + k) % 7 + 1
                guard format(shortDay: shortDay(probe), weekday: isoWeekday) == weekdayDay(probe) else { return nil }
            }
        }
    }

    /// The label of a day whose short text is `shortDay` and whose ISO weekday is `weekday` (1 = Monday).
    func format(shortDay: String, weekday: Int) -> String {
        let name = weekdays[min(max(weekday, 1), 7) - 1]
        return weekdayFirst ? prefix + name + middle + shortDay + suffix : prefix + shortDay + middle + name + suffix
    }
}
