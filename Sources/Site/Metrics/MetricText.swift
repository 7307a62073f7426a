import Localization
import Metrics

/// Words and numbers for metric cards and pages, in one page's language (``Localizer``).
///
/// English keeps Cardstock's fixed formatting (``MetricFormatting``: `8,432`, `Nov 29`, `−3`, the true minus
/// sign); other languages format numbers, dates and durations by CLDR (``CLDRFormats``, with the language's
/// own minus sign). Every language writes a no-break space between a number and its unit, so that the two
/// never part at a line break. Values are shown with their unit, except
/// durations: a metric whose unit is `h` (or `hr`, `hours`) is shown as hours and minutes (`7 h 26 min`,
/// `7小时26分钟`), and one in `min` the same way in whole minutes (`44 min`, `44分钟`, `44分`, `4 h 01 min`). Other
/// unit text (`min/km` included) is the author's and is never translated.
struct MetricText: Sendable {
    /// The language's sentences and formats.
    let localizer: Localizer

    /// English (the static helpers below use it).
    static let english = MetricText(localizer: .english)

    /// Units shown as hours and minutes.
    static let hourUnits = MetricFormatting.hourUnits

    /// The sentence of `key` in this language.
    func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        localizer.strings(key, values)
    }

    /// Whether values in `unit` are durations shown as hours and minutes.
    static func isDuration(_ unit: String?) -> Bool {
        guard let unit else { return false }
        return MetricFormatting.isHourUnit(unit) || unit == "min"
    }

    // MARK: - Numbers

    /// A number at `decimals` places (automatic when `nil`, see ``MetricFormatting/decimals(for:)``).
    ///
    /// Other languages: the digits and rounding of ``MetricFormatting/digits(_:decimals:)`` with the language's
    /// symbols and grouping from ICU (``CLDRNumberPattern``), the same bytes as ICU without a call per value.
    func number(_ value: Double, decimals: Int? = nil) -> String {
        guard let cldr = localizer.cldr else { return MetricFormatting.number(value, decimals: decimals, minus: MetricFormatting.displayMinus) }
        if let pattern = cldr.pattern, let d = MetricFormatting.digits(value, decimals: decimals) {
            return pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative)
        }
        return cldr.number(value, maximumFractionDigits: decimals ?? MetricFormatting.decimals(for: value))
    }

    /// ``number(_:decimals:)`` of an exact figure, rounded once on the exact value.
    func number(_ value: ExactNumber, decimals: Int? = nil) -> String {
        guard let cldr = localizer.cldr else { return MetricFormatting.number(value, decimals: decimals, minus: MetricFormatting.displayMinus) }
        if let pattern = cldr.pattern, let d = MetricFormatting.digits(value, decimals: decimals) {
            return pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative)
        }
        return number(value.doubleValue, decimals: decimals)
    }

    /// A count with the language's grouping (`1,095`, `1.095`).
    func count(_ value: Int) -> String {
        guard let cldr = localizer.cldr else { return MetricFormatting.count(value, minus: MetricFormatting.displayMinus) }
        if let pattern = cldr.pattern {
            return pattern.format(whole: Array(String(value.magnitude).utf8), fraction: [], negative: value < 0)
        }
        return cldr.count(value)
    }

    /// A percentage of a value in percent at `decimals` places (`+12%`, `-3,5 %` when `signed`).
    private func percentText(_ value: Double, decimals: Int, signed: Bool, cldr: CLDRFormats) -> String {
        if let pattern = cldr.pattern, let d = MetricFormatting.digits(value, decimals: decimals) {
            let zero = d.whole.allSatisfy { $0 == 48 } && d.fraction.allSatisfy { $0 == 48 }
            return pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative, style: .percent(signed: signed && !zero))
        }
        return cldr.percent(value, maximumFractionDigits: decimals, signed: signed)
    }

    /// A signed percent change with at most one decimal: `+12%`, `-3,5 %`.
    func percent(_ value: Double) -> String {
        guard let cldr = localizer.cldr else { return MetricFormatting.percent(value, minus: MetricFormatting.displayMinus) }
        return percentText(value, decimals: value.magnitude >= 10 ? 0 : 1, signed: true, cldr: cldr)
    }

    /// ``percent(_:)`` of an exact percentage (`+35.5` % is `+36%`).
    func percent(_ value: ExactNumber) -> String {
        guard let cldr = localizer.cldr else { return MetricFormatting.percent(value, minus: MetricFormatting.displayMinus) }
        let decimals = MetricFormatting.percentDecimals(value)
        if let pattern = cldr.pattern, let d = MetricFormatting.digits(value, decimals: decimals) {
            let zero = d.whole.allSatisfy { $0 == 48 } && d.fraction.allSatisfy { $0 == 48 }
            return pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative, style: .percent(signed: !zero))
        }
        return percent(value.doubleValue)
    }

    /// ``valueParts(_:unit:)`` of an exact figure (a mean in hours is converted to minutes exactly).
    func valueParts(_ value: ExactNumber?, _ fallback: Double, unit: String?) -> (value: String, unit: String) {
        guard let value, fallback.magnitude < CompactNumberFormat.threshold else { return valueParts(fallback, unit: unit) }
        if let duration = duration(value, unit: unit) { return (duration, "") }
        let shown = number(value)
        return (shown, unit.map { localizer.unitForm($0, shown: shown) } ?? "")
    }

    /// ``value(_:unit:decimals:)`` of an exact figure, falling back to `fallback` without one.
    func value(_ value: ExactNumber?, _ fallback: Double, unit: String?, decimals: Int? = nil) -> String {
        guard let value else { return self.value(fallback, unit: unit, decimals: decimals) }
        if let duration = duration(value, unit: unit) { return duration }
        guard let unit, !unit.isEmpty else { return number(value, decimals: decimals) }
        if unit == "%" {
            guard let cldr = localizer.cldr else { return number(value, decimals: decimals) + "%" }
            if let pattern = cldr.pattern, let d = MetricFormatting.digits(value, decimals: decimals) {
                return pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative, style: .percent(signed: false))
            }
            return self.value(fallback, unit: unit, decimals: decimals)
        }
        let shown = number(value, decimals: decimals)
        return shown + MetricFormatting.unitSpace + localizer.unitForm(unit, shown: shown)
    }

    /// A value split for a card: the number (`52`, `7 h 26 min`) and the unit after it (`bpm`, or
    /// empty when the number carries its own units). From ``CompactNumberFormat/threshold`` (10⁶) the
    /// number is written in the language's compact form so it fits the card (`6.51T`, `150万`, `1,5 Mio.`).
    func valueParts(_ value: Double, unit: String?) -> (value: String, unit: String) {
        if let duration = duration(value, unit: unit) { return (duration, "") }
        let shown = value.magnitude >= CompactNumberFormat.threshold ? localizer.compact.format(value) : number(value)
        return (shown, unit.map { localizer.unitForm($0, shown: shown) } ?? "")
    }

    /// A value with its unit in running text: `52 bpm`, `8,432 steps`, `7 h 26 min`, `50%`.
    func value(_ value: Double, unit: String?, decimals: Int? = nil) -> String {
        if let duration = duration(value, unit: unit) { return duration }
        guard let unit, !unit.isEmpty else { return number(value, decimals: decimals) }
        if unit == "%" {
            guard let cldr = localizer.cldr else { return MetricFormatting.value(value, unit: unit, decimals: decimals, minus: MetricFormatting.displayMinus) }
            return percentText(value, decimals: decimals ?? MetricFormatting.decimals(for: value), signed: false, cldr: cldr)
        }
        let shown = number(value, decimals: decimals)
        return shown + MetricFormatting.unitSpace + localizer.unitForm(unit, shown: shown)
    }

    /// The largest magnitude, in minutes, shown as hours and minutes (about 1.7 · 10¹³ h); larger
    /// values are shown as a plain number with their unit (`2,000,000,000,000,000 h`).
    static let largestDurationMinutes = 1e15

    /// `7 h 26 min`, `45 min`, `1 h 05 min`, `8 h` for hour or minute units (`7小时26分钟`, `45分钟`, `7 Std. 26 Min.`
    /// by CLDR in other languages), in whole minutes rounded half away from zero (44.5 min is `45 min`: a duration
    /// never shows decimals); `nil` for other units (`min/km` too) and for values beyond ``largestDurationMinutes``.
    func duration(_ value: Double, unit: String?) -> String? {
        guard let unit, value.isFinite, Self.isDuration(unit) else { return nil }
        if let exact = ExactNumber(value) { return duration(exact, unit: unit) }
        let minutes = MetricFormatting.isHourUnit(unit) ? DecimalArithmetic.product(value, 60) : value
        guard minutes.magnitude <= Self.largestDurationMinutes else { return nil }
        return localizer.duration(minutes: Int(minutes.magnitude.rounded()), negative: value < 0)
    }

    /// ``duration(_:unit:)`` of an exact figure: hours × 60 exactly (minutes as they are), rounded once to whole
    /// minutes, half away from zero (0.0075 h is 0.45 min: `0 min`; 0.025 h over 3 samples is exactly 0.5 min: `1 min`).
    func duration(_ value: ExactNumber, unit: String?) -> String? {
        guard let unit else { return nil }
        let minutes: ExactNumber
        if MetricFormatting.isHourUnit(unit) {
            guard let m = ExactNumber.product(value, ExactNumber(60)) else { return duration(value.doubleValue * 60, unit: "min") }
            minutes = m
        } else if unit == "min" {
            minutes = value
        } else {
            return nil
        }
        guard minutes.magnitude.doubleValue <= Self.largestDurationMinutes, let rounded = minutes.roundedMagnitude else { return nil }
        return localizer.duration(minutes: rounded, negative: value.isNegative)
    }

    /// `unit` without a number (axis labels, table headers): a plural unit's `other` form.
    func unitLabel(_ unit: String) -> String { localizer.unitLabel(unit) }

    /// `low–high unit` for a normal range.
    func range(_ range: ClosedRange<Double>, unit: String?) -> String {
        self("range.values", ["low": number(range.lowerBound), "high": value(range.upperBound, unit: unit)])
    }

    // MARK: - Days

    /// `Nov 23`, `11月23日`, `23. Nov.`.
    func shortLabel(_ day: CalendarDay) -> String {
        guard let cldr = localizer.cldr else { return day.shortLabel }
        let c = day.components
        return cldr.shortDay(day.daysSinceEpoch, month: c.month, day: c.day)
    }

    /// `Nov 23, 2026`, `2026年11月23日`.
    func longLabel(_ day: CalendarDay) -> String {
        localizer.cldr?.longDay(day.daysSinceEpoch) ?? day.longLabel
    }

    /// ``longLabel(_:)`` when `withYear`, else ``shortLabel(_:)``.
    func label(_ day: CalendarDay, withYear: Bool) -> String { withYear ? longLabel(day) : shortLabel(day) }

    /// `Sun, Nov 29`, `11月29日 周日`, `So. 29. Nov.`.
    func weekdayLabel(_ day: CalendarDay) -> String {
        guard let cldr = localizer.cldr else { return day.shortLabel(after: Self.weekdayPrefixes[day.isoWeekday - 1]) }
        let c = day.components
        return cldr.weekdayDay(day.daysSinceEpoch, weekday: day.isoWeekday, month: c.month, day: c.day)
    }

    /// English weekday abbreviations, Monday first.
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// ``weekdayNames`` each with the comma and space that come before the day (`Sun, `).
    static let weekdayPrefixes = weekdayNames.map { $0 + ", " }

    /// A readable title from a file name: `resting-heart-rate` → `Resting heart rate`.
    static func title(fromBaseName name: String) -> String {
        var words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard !words.isEmpty else { return name }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        return words.joined(separator: " ")
    }

    // MARK: - English (the helpers tests and older callers use)

    static func valueParts(_ value: Double, unit: String?) -> (value: String, unit: String) { english.valueParts(value, unit: unit) }
    static func value(_ value: Double, unit: String?, decimals: Int? = nil) -> String { english.value(value, unit: unit, decimals: decimals) }
    static func duration(_ value: Double, unit: String?) -> String? { english.duration(value, unit: unit) }
    static func periodLabel(_ period: ReportPeriod, inSentence: Bool = false, years: Bool? = nil) -> String {
        english.periodLabel(period, inSentence: inSentence, years: years)
    }
    static func previousLabel(_ period: ReportPeriod, inSentence: Bool = false) -> String { english.previousLabel(period, inSentence: inSentence) }
    static func change(_ comparison: MetricComparison, unit: String?) -> String? { english.change(comparison, unit: unit) }
    static func sentence(_ comparison: MetricComparison, unit: String?, title: String) -> String? {
        english.sentence(comparison, unit: unit, title: title)
    }
    static func asOf(_ day: CalendarDay) -> String { english.asOf(day) }
    static func range(_ start: CalendarDay, _ end: CalendarDay, years: Bool) -> String { english.range(start, end, years: years) }
}
