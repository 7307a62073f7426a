import Metrics

/// Words and numbers for metric cards and pages.
///
/// Values are formatted by ``MetricFormatting`` with their unit, except durations: a metric whose
/// unit is `h` (or `hr`, `hours`) is shown as hours and minutes (`7 h 26 min`), and one in `min`
/// at an hour or more as `4 h 01 min`.
enum MetricText {
    /// Units shown as hours and minutes.
    static let hourUnits: Set<String> = ["h", "hr", "hrs", "hour", "hours"]

    /// Whether values in `unit` are durations shown as hours and minutes.
    static func isDuration(_ unit: String?) -> Bool {
        guard let unit else { return false }
        return hourUnits.contains(unit) || unit == "min"
    }

    /// A value split for a card: the number (`52`, `7 h 26 min`) and the unit after it (`bpm`, or
    /// empty when the number carries its own units).
    static func valueParts(_ value: Double, unit: String?) -> (value: String, unit: String) {
        if let duration = duration(value, unit: unit) { return (duration, "") }
        return (MetricFormatting.number(value), unit ?? "")
    }

    /// A value with its unit in running text: `52 bpm`, `8,432 steps`, `7 h 26 min`.
    static func value(_ value: Double, unit: String?, decimals: Int? = nil) -> String {
        if let duration = duration(value, unit: unit) { return duration }
        return MetricFormatting.value(value, unit: unit, decimals: decimals)
    }

    /// The largest magnitude, in minutes, shown as hours and minutes (about 1.7 · 10¹³ h); larger
    /// values are shown as a plain number with their unit (`2,000,000,000,000,000 h`).
    static let largestDurationMinutes = 1e15

    /// `7 h 26 min`, `45 min`, `1 h 05 min`, `8 h` for hour or minute units; `nil` for other units
    /// and for values beyond ``largestDurationMinutes`` (shown as plain numbers instead).
    static func duration(_ value: Double, unit: String?) -> String? {
        guard let unit, value.isFinite else { return nil }
        let minutes: Double
        if hourUnits.contains(unit) {
            minutes = DecimalArithmetic.product(value, 60)
        } else if unit == "min", value.magnitude >= 60 {
            minutes = value
        } else {
            return nil
        }
        guard minutes.magnitude <= largestDurationMinutes else { return nil }
        let total = Int(minutes.magnitude.rounded())
        let sign = value < 0 && total > 0 ? "-" : ""
        let hours = total / 60, rest = total % 60
        if hours == 0 { return sign + "\(rest) min" }
        if rest == 0 { return sign + "\(hours) h" }
        return sign + "\(hours) h " + (rest < 10 ? "0" : "") + "\(rest) min"
    }

    /// The change line: `3 bpm lower than last week`, `18 min higher than last week`,
    /// `Same as last week`; `nil` without a previous value.
    static func change(_ comparison: MetricComparison, unit: String?) -> String? {
        guard let delta = comparison.absoluteChange, let word = comparison.directionWord else { return nil }
        if word == "same" { return "Same as " + comparison.period.previousPhrase }
        let amount: String
        if let duration = duration(delta.magnitude, unit: unit) {
            amount = duration
        } else {
            amount = MetricFormatting.value(delta.magnitude, unit: unit, decimals: comparison.changeDecimals)
        }
        return amount + " " + word + " than " + comparison.period.previousPhrase
    }

    /// The sentence a chart says in words: `Resting heart rate 52 bpm this week, 3 bpm lower than
    /// last week` (``MetricComparison/sentence(unit:title:)`` for plain units, hours and minutes for
    /// durations); `nil` without data in the period.
    static func sentence(_ comparison: MetricComparison, unit: String?, title: String) -> String? {
        guard let current = comparison.current else { return nil }
        guard isDuration(unit) else { return comparison.sentence(unit: unit, title: title) }
        var out = title + " " + value(current, unit: unit) + " " + comparison.period.phrase
        if let change = change(comparison, unit: unit) {
            out += ", " + (change.hasPrefix("Same") ? "the same as " + comparison.period.previousPhrase : change)
        }
        return out
    }

    /// `As of Nov 29`.
    static func asOf(_ day: CalendarDay) -> String { "As of " + day.shortLabel }

    /// A readable title from a file name: `resting-heart-rate` → `Resting heart rate`.
    static func title(fromBaseName name: String) -> String {
        var words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard !words.isEmpty else { return name }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        return words.joined(separator: " ")
    }

    /// A label for a period's legend entry: `This week`, `This month`, `2026`, `Nov 23` or
    /// `Nov 17 – Nov 23` (`this week` inside a sentence). Dates carry years when `years` is set
    /// (default: when the period and the previous one span years): `Dec 29, 2025 – Jan 4, 2026`,
    /// `Jan 2 – Dec 31, 2012`.
    static func periodLabel(_ period: ReportPeriod, inSentence: Bool = false, years: Bool? = nil) -> String {
        let years = years ?? period.spansYears
        switch period.kind {
        case .week: return inSentence ? "this week" : "This week"
        case .month: return inSentence ? "this month" : "This month"
        case .year: return period.description
        case .day: return period.start.label(withYear: years)
        case .range: return period.dayCount == 1 ? period.start.label(withYear: years) : range(period.start, period.end, years: years)
        }
    }

    /// `Nov 17 – Nov 23`; with years `Jan 2 – Dec 31, 2012` (one year) or `Dec 29, 2025 – Jan 4, 2026`.
    static func range(_ start: CalendarDay, _ end: CalendarDay, years: Bool) -> String {
        guard years else { return start.shortLabel + " – " + end.shortLabel }
        let sameYear = start.components.year == end.components.year
        return (sameYear ? start.shortLabel : start.longLabel) + " – " + end.longLabel
    }

    /// A label for the previous period: `Last week`, `Last month`, `2025`, or its dates (with
    /// years when the two periods span years).
    static func previousLabel(_ period: ReportPeriod, inSentence: Bool = false) -> String {
        switch period.kind {
        case .week: return inSentence ? "last week" : "Last week"
        case .month: return inSentence ? "last month" : "Last month"
        default: return periodLabel(period.previous, years: period.spansYears)
        }
    }
}
