import Foundation

/// The independent calculator of ``MetricDifferentialTests``: plain Swift and Foundation (`Calendar`
/// for local days), exact integer fractions for every sum, mean, change and rounding; it calls none
/// of the `Metrics` statistics, period or formatting code.
extension MetricDifferentialTests {

    /// What a person computing by hand expects one metric's card and page to show.
    struct Expected {
        let unit: String
        let period: Period
        let aggregation: String
        let current: Exact?
        let previous: Exact?
        let daily: [Exact]
        /// Every sample of the period (the mean of a period is the mean of every sample).
        let samples: [Exact]
        let latest: (value: Exact, day: DateComponents)?
        /// Days with data in the period and in the previous one (a daily average's divisor).
        let currentDays: Int
        let previousDays: Int
        /// Days of the period and of the previous one from the first to the last day with data of the whole file.
        let currentCovered: Int
        let previousCovered: Int
        /// Each day of the period, newest first, with its figure (`nil` without data): the table's rows.
        let tableDays: [Exact?]

        init(samples: [Sample], aggregation: String, unit: String, period: Period, calendar: Calendar) {
            self.unit = unit
            self.period = period
            self.aggregation = aggregation
            // Each sample's local day, once (`Calendar` is slow).
            var days: [Int: Int] = [:]
            for s in samples where days[s.instant] == nil {
                let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(s.instant)))
                days[s.instant] = MetricDifferentialTests.dayNumber(c)
            }
            func localDay(_ s: Sample) -> Int { days[s.instant] ?? 0 }
            let sorted = samples.sorted { $0.instant < $1.instant }
            let range = dayNumber(period.start)...dayNumber(period.end)
            let previousRange = dayNumber(period.previousStart)...dayNumber(period.previousEnd)
            let inPeriod = sorted.filter { range.contains(localDay($0)) }
            current = Expected.aggregate(inPeriod.compactMap(\.value), aggregation)
            let inPrevious = sorted.filter { previousRange.contains(localDay($0)) && $0.value != nil }
            previous = Expected.aggregate(inPrevious.compactMap(\.value), aggregation)
            previousDays = Set(inPrevious.map(localDay)).count
            let withData = sorted.filter { $0.value != nil }.map(localDay)
            func covered(_ r: ClosedRange<Int>) -> Int {
                guard let first = withData.min(), let last = withData.max() else { return 0 }
                return Swift.max(0, Swift.min(r.upperBound, last) - Swift.max(r.lowerBound, first) + 1)
            }
            currentCovered = covered(range)
            previousCovered = covered(previousRange)
            var byDay: [Int: [Exact]] = [:]
            for s in inPeriod { if let v = s.value { byDay[localDay(s), default: []].append(v) } }
            daily = byDay.keys.sorted().compactMap { Expected.aggregate(byDay[$0]!, aggregation) }
            currentDays = byDay.count
            self.samples = inPeriod.compactMap(\.value)
            tableDays = range.reversed().map { byDay[$0].flatMap { Expected.aggregate($0, aggregation) } }
            let lastSample = inPeriod.last { $0.value != nil }.map { s in
                (s.value!, calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(s.instant))))
            }
            // A `sum` metric's latest figure is its last day's total; any other's the last sample.
            if aggregation == "sum", let day = byDay.keys.max(), let total = Expected.aggregate(byDay[day]!, "sum") {
                latest = (total, utcCalendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(day) * 86_400)))
            } else {
                latest = lastSample
            }
        }

        static func aggregate(_ values: [Exact], _ aggregation: String) -> Exact? {
            guard let last = values.last else { return nil }
            switch aggregation {
            case "sum": return values.reduce(0, +)
            case "mean": return values.reduce(0, +) / Exact(values.count)
            case "last": return last
            case "min": return values.min()
            default: return values.max()
            }
        }

        var spansYears: Bool { period.previousStart.year != period.end.year }

        func dayLabel(_ c: DateComponents) -> String {
            let name = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][c.month! - 1]
            return "\(name) \(c.day!)" + (spansYears ? ", \(c.year!)" : "")
        }

        func rangeLabel(_ a: DateComponents, _ b: DateComponents) -> String {
            guard spansYears else { return dayLabel(a) + " – " + dayLabel(b) }
            let name = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][a.month! - 1]
            return (a.year == b.year ? "\(name) \(a.day!)" : dayLabel(a)) + " – " + dayLabel(b)
        }

        var dayCount: Int { dayNumber(period.end) - dayNumber(period.start) + 1 }

        var periodInSentence: String {
            switch period.kind {
            case .week: return "this week"
            case .month: return "this month"
            case .year: return String(period.start.year!)
            case .day: return dayLabel(period.start)
            case .range: return dayCount == 1 ? dayLabel(period.start) : rangeLabel(period.start, period.end)
            }
        }

        var phrase: String {
            switch period.kind {
            case .week: return "this week"
            case .month: return "this month"
            case .year: return "in \(period.start.year!)"
            case .day: return "on " + dayLabel(period.start)
            case .range: return "in the \(grouped(String(dayCount))) days to " + dayLabel(period.end)
            }
        }

        var previousPhrase: String {
            switch period.kind {
            case .week: return "last week"
            case .month: return "last month"
            case .year: return "in \(period.previousStart.year!)"
            case .day: return "the day before"
            case .range: return dayCount == 1 ? "the day before" : "the \(grouped(String(dayCount))) days before"
            }
        }

        func withUnit(_ text: String) -> String {
            unit.isEmpty ? text : (unit == "%" ? text + "%" : text + "\u{A0}" + unit)
        }

        /// Hours and whole minutes for `h` and `min`: `7 h 26 min`, `45 min`, `1 h 05 min`, `8 h`.
        func duration(_ v: Exact) -> String? {
            let minutes: Exact
            if unit == "h" { minutes = v * 60 } else if unit == "min" { minutes = v } else { return nil }
            let total = minutes.magnitude.rounded(decimals: 0)
            let sign = v < 0 && total > 0 ? "\u{2212}" : ""
            let hours = total / 60, rest = total % 60
            if hours == 0 { return sign + "\(rest)\u{A0}min" }
            if rest == 0 { return sign + "\(hours)\u{A0}h" }
            return sign + "\(hours)\u{A0}h " + (rest < 10 ? "0" : "") + "\(rest)\u{A0}min"
        }

        /// A value as shown in running text.
        func show(_ v: Exact) -> String { duration(v) ?? withUnit(format(v)) }

        var cardValue: String? { current.map { duration($0) ?? (($0.magnitude >= 1_000_000) ? MetricDifferentialTests.compact($0) : format($0)) } }

        /// A `sum` metric compares daily averages over more than 31 days (with data on more than one day), or when
        /// the file's history covers different numbers of days of the two periods.
        var perDay: Bool {
            guard aggregation == "sum" else { return false }
            return (dayCount > 31 && (currentDays > 1 || previousDays > 1)) || (previousDays > 0 && previousCovered != currentCovered)
        }

        /// A `sum` metric's previous period covered on fewer than ¾ of the days this period is covered on.
        var partial: Bool {
            aggregation == "sum" && current != nil && previous != nil && previousCovered * 4 < currentCovered * 3
        }

        /// The figures compared: the totals, or the daily averages.
        var comparedCurrent: Exact? { current.map { perDay ? $0 / Exact(currentDays) : $0 } }
        var comparedPrevious: Exact? { previous.map { perDay ? $0 / Exact(previousDays) : $0 } }

        var difference: Exact? {
            guard !partial, let c = comparedCurrent, let p = comparedPrevious else { return nil }
            return c - p
        }

        var formattedChange: String? {
            guard let d = difference, let c = comparedCurrent, let p = comparedPrevious else { return nil }
            return format(d.magnitude, decimals: autoDecimals(Swift.max(c.magnitude, p.magnitude)))
        }

        /// The change as its line shows it: hours and minutes for `h` and `min`, else the number.
        var shownChange: String? {
            guard let d = difference, let amount = formattedChange else { return nil }
            return duration(d.magnitude) ?? amount
        }

        /// "About the same": the change as shown is 0 (`0` or `0 min`).
        var isShownAsZero: Bool { shownChange == "0" || shownChange == "0\u{A0}min" }

        var changeLine: String? {
            if partial {
                let length = dayNumber(period.previousEnd) - dayNumber(period.previousStart) + 1
                return previousPhrase.prefix(1).uppercased() + previousPhrase.dropFirst() + ": data on only \(grouped(String(previousCovered))) of "
                    + grouped(String(length)) + (length == 1 ? " day" : " days")
            }
            guard let line = plainChangeLine else { return nil }
            return perDay ? "Daily average: " + line : line
        }

        var plainChangeLine: String? {
            guard let d = difference, let amount = formattedChange else { return nil }
            if d == 0 { return "Same as " + previousPhrase }
            if isShownAsZero { return "About the same as " + previousPhrase }
            return (duration(d.magnitude) ?? withUnit(amount)) + " " + (d > 0 ? "higher" : "lower") + " than " + previousPhrase
        }

        /// The chart's summary: `M0 52 kg this week, 3 lower than last week, daily average 7 kg`.
        func sentence(title: String) -> String {
            guard let c = current else { return title + ": no data " + phrase }
            // A change of daily averages names this period's daily average, and no daily average follows.
            let perDayChange = perDay && difference != nil
            var out = title + " " + (perDayChange ? show(comparedCurrent ?? c) + " a day" : show(c)) + " " + phrase
            if let d = difference, let amount = formattedChange {
                if d == 0 {
                    out += ", the same as " + previousPhrase
                } else if isShownAsZero {
                    out += ", about the same as " + previousPhrase
                } else {
                    // A duration's change keeps its unit (`23 min`), any other's is the bare number.
                    let shown = unit == "h" || unit == "min" ? duration(d.magnitude) ?? withUnit(amount) : amount
                    out += ", " + shown + " " + (d > 0 ? "higher" : "lower") + " than " + previousPhrase
                }
            }
            if aggregation == "sum", !daily.isEmpty, !perDayChange {
                out += ", daily average " + show(daily.reduce(0, +) / Exact(daily.count))
            }
            return out
        }

        /// A table cell: the number alone (hours and minutes for durations), `—` without data.
        func cell(_ v: Exact?) -> String { v.map { duration($0) ?? format($0) } ?? "—" }

        /// The table's value cells, newest first: a row per day, or per month for a year.
        func tableCells(local: [LocalSample]) -> [String] {
            guard period.kind == .year else { return tableDays.map(cell) }
            return (1...12).reversed().map { m in
                cell(Expected.aggregate(local.filter { $0.year == period.start.year! && $0.month == m }.map(\.value), aggregation))
            }
        }

        /// The overview's history row of a month: the daily average of a `sum` metric, else the mean of every sample.
        func historyFigure(local: [LocalSample], month: Int, year: Int) -> String? {
            let inMonth = local.filter { $0.year == year && $0.month == month }
            guard !inMonth.isEmpty else { return nil }
            if aggregation == "sum" {
                var byDay: [Int: Exact] = [:]
                for s in inMonth { byDay[s.day, default: 0] = byDay[s.day, default: 0] + s.value }
                return "Daily average " + show(byDay.values.reduce(0, +) / Exact(byDay.count))
            }
            return "Average " + show(inMonth.map(\.value).reduce(0, +) / Exact(inMonth.count))
        }

        var statistics: [(String, String)] {
            let word = ["sum": "Total", "mean": "Average", "last": "Last", "min": "Lowest", "max": "Highest"][aggregation]!
            var rows: [(String, String)] = [(word + ", " + periodInSentence, current.map { show($0) } ?? "No data")]
            if let latest { rows.append(("Latest", show(latest.value) + " · " + dayLabel(latest.day))) }
            if let low = daily.min(), let high = daily.max() {
                let isSum = aggregation == "sum"
                rows.append((isSum ? "Lowest day" : "Minimum", show(low)))
                rows.append((isSum ? "Highest day" : "Maximum", show(high)))
                if aggregation != "mean" {
                    // The daily average of a `sum` metric; the mean of every sample of any other.
                    let mean = isSum ? daily.reduce(0, +) / Exact(daily.count) : samples.reduce(0, +) / Exact(samples.count)
                    rows.append((isSum ? "Daily average" : "Mean", show(mean)))
                }
            }
            rows.append(("Change", changeLine ?? "No data " + (current == nil ? phrase : previousPhrase)))
            if let d = difference, let p = comparedPrevious, p != 0, !isShownAsZero {
                let percent = d / p.magnitude * 100
                let text = format(percent, decimals: percent.magnitude >= 10 ? 0 : 1)
                rows.append(("Change in percent", (text == "0" || text.hasPrefix("\u{2212}") ? text : "+" + text) + "%"))
            }
            return rows
        }
    }

    /// English CLDR's compact form, by hand: three significant digits (half away from zero, trailing zeros
    /// dropped) of millions, billions or trillions (`2.05M`, `20.5B`, `205T`); a value that rounds up to 1000
    /// of one takes the next.
    static func compact(_ value: Exact) -> String {
        let suffixes = ["M", "B", "T"]
        var power = 1_000_000, index = 0
        while index < 2, value.magnitude >= Exact(power * 1000) { power *= 1000; index += 1 }
        var scaled = value.magnitude / Exact(power)
        var places = scaled >= 100 ? 0 : (scaled >= 10 ? 1 : 2)
        if places == 0, scaled.rounded(decimals: 0) >= 1000, index < 2 {
            power *= 1000; index += 1; scaled = value.magnitude / Exact(power); places = 2
        }
        let text = format(scaled, decimals: places)
        return (value < 0 ? "\u{2212}" : "") + text + suffixes[index]
    }

    /// 0 decimals from 100, 1 from 10, 2 from 0.01, below that two significant digits (at most 6).
    static func autoDecimals(_ v: Exact) -> Int {
        if v.magnitude >= 100 { return 0 }
        if v.magnitude >= 10 { return 1 }
        if v.magnitude * 100 >= 1 || v == 0 { return 2 }
        var k = 2
        while k < 6, v.magnitude * Exact(Int(pow(10.0, Double(k)))) < 1 { k += 1 }
        return min(k + 1, 6)
    }

    /// Rounds half away from zero (in integers, exactly) and groups thousands.
    static func format(_ value: Exact, decimals: Int? = nil) -> String {
        let places = decimals ?? autoDecimals(value)
        let units = value.magnitude.rounded(decimals: places)
        var power = 1
        for _ in 0..<places { power *= 10 }
        var out = grouped(String(units / power))
        var fraction = String(units % power)
        if places > 0, units % power != 0 {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            out += "." + fraction
        }
        return value < 0 && units != 0 ? "\u{2212}" + out : out
    }

    static func grouped(_ digits: String) -> String {
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}

/// A sample with a value and its local year, month and day number (computed once: `Calendar` is slow).
struct LocalSample {
    var value: Exact
    var year: Int
    var month: Int
    var day: Int

    /// The samples with values, oldest first, in `calendar`'s zone.
    static func all(_ samples: [MetricDifferentialTests.Sample], _ calendar: Calendar) -> [LocalSample] {
        samples.sorted { $0.instant < $1.instant }.compactMap { s in
            guard let value = s.value else { return nil }
            let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(s.instant)))
            return LocalSample(value: value, year: c.year!, month: c.month!, day: MetricDifferentialTests.dayNumber(c))
        }
    }
}

/// An exact fraction of integers (always reduced, denominator positive): the calculator's numbers.
struct Exact: Comparable, ExpressibleByIntegerLiteral {
    let numerator: Int
    let denominator: Int

    init(_ numerator: Int, _ denominator: Int = 1) {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? Swift.max(a, 1) : gcd(b, a % b) }
        let g = gcd(Int(numerator.magnitude), Int(denominator.magnitude))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / g
        self.denominator = sign * denominator / g
    }

    init(integerLiteral value: Int) { self.init(value) }

    static func + (a: Exact, b: Exact) -> Exact { Exact(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator) }
    static func - (a: Exact, b: Exact) -> Exact { Exact(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator) }
    static func * (a: Exact, b: Exact) -> Exact { Exact(a.numerator * b.numerator, a.denominator * b.denominator) }
    static func / (a: Exact, b: Exact) -> Exact { Exact(a.numerator * b.denominator, a.denominator * b.numerator) }
    static func < (a: Exact, b: Exact) -> Bool { a.numerator * b.denominator < b.numerator * a.denominator }
    static func == (a: Exact, b: Exact) -> Bool { a.numerator == b.numerator && a.denominator == b.denominator }

    var magnitude: Exact { Exact(Int(numerator.magnitude), denominator) }

    /// The magnitude × 10^decimals rounded half away from zero, as an integer.
    func rounded(decimals: Int) -> Int {
        var power = 1
        for _ in 0..<decimals { power *= 10 }
        let scaled = Int(numerator.magnitude) * power
        let (q, r) = scaled.quotientAndRemainder(dividingBy: denominator)
        return 2 * r >= denominator ? q + 1 : q
    }

    /// The value as a CSV cell (`-12.5`); the generated values have at most three decimals.
    var csvText: String { (self < 0 ? "-" : "") + MetricDifferentialTests.format(magnitude, decimals: 3).replacingOccurrences(of: ",", with: "") }
}
