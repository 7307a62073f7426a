import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// Issue 20, "What to build" 6: generated sites checked against an independent calculator.
///
/// The calculator below uses only Foundation (`Calendar` for local days) and exact integer fractions
/// (``Exact``) for sums, means, changes and half-away-from-zero rounding, and never calls the `Metrics` statistics, period
/// or formatting code; the build goes through the real CLI. Each site has five metrics (one per
/// aggregation) over random gaps, duplicate days, empty cells, unsorted rows, DST weeks, several time
/// zones, months of 28–31 days, ISO years of 53 weeks, calendar years, single days and ranges spanning years; units include hours and minutes.
@Suite("Metric figures against an independent calculator")
struct MetricDifferentialTests {
    static let siteCount = 200

    @Test("every card value, change line, chart summary, statistics row, table cell and history row of 200 generated sites equals the independent figure")
    func generatedSites() throws {
        var mismatches: [String] = []
        var compared = 0
        for seed in 0..<UInt64(Self.siteCount) {
            let (count, problems) = try Self.check(seed: seed)
            compared += count
            mismatches += problems
            if mismatches.count > 20 { break }
        }
        #expect(mismatches.isEmpty, "\n\(mismatches.prefix(20).joined(separator: "\n"))")
        #expect(compared > Self.siteCount * 20, "figures compared: \(compared)")
    }

    // MARK: - One generated site

    /// Builds site `seed` and compares its figures; returns the number compared and the mismatches.
    static func check(seed: UInt64) throws -> (Int, [String]) {
        var rng = FigureRandom(seed: seed &+ 0x5eed)
        let period = periods[Int(rng.next() % UInt64(periods.count))]
        let zone = zones[Int(rng.next() % UInt64(zones.count))]
        let calendar = Self.calendar(zone)
        let site = TempSite()
        var blocks = ""
        var metrics: [(name: String, aggregation: String, unit: String, samples: [Sample])] = []
        for (k, aggregation) in ["sum", "mean", "last", "min", "max"].enumerated() {
            let name = "m\(k)"
            let unit = ["", "kg", "%", "mm", "h", "min"][Int(rng.next() % 6)]
            let samples = generate(period, calendar, aggregation: aggregation, rng: &rng)
            var csv = "date,value\n"
            var rows = samples.map { utcText($0.instant) + "," + ($0.value.map { $0.csvText } ?? "") + "\n" }
            if rng.next() % 3 == 0 { rows.reverse() }
            csv += rows.joined()
            site.write("content/metrics/\(name).csv", csv)
            site.write("content/metrics/\(name).yaml", "aggregation: \(aggregation)\ntime_zone: \(zone)\n" + (unit.isEmpty ? "" : "unit: \"\(unit)\"\n"))
            blocks += "```metric\nfile: metrics/\(name).csv\n```\n\n"
            metrics.append((name, aggregation, unit, samples))
        }
        site.write("content/index.md", "---\ntitle: Report\n" + period.frontMatter + "---\n# Report\n\n" + blocks)
        let errors = Lines()
        let status = CLI(workingDirectory: site.root, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--strict", "--output", site.root + "/site"])
        guard status == 0 else { return (0, ["seed \(seed): build failed: \(errors.text)"]) }
        let index = site.read("site/index.html") ?? ""
        var problems: [String] = []
        var compared = 0
        func compare(_ what: String, _ shown: String?, _ expected: String?) {
            compared += 1
            if shown != expected {
                problems.append("seed \(seed) \(period.frontMatter.replacingOccurrences(of: "\n", with: " "))\(zone) \(what): shown \(shown ?? "nil"), expected \(expected ?? "nil")")
            }
        }
        for metric in metrics {
            let expected = Expected(samples: metric.samples, aggregation: metric.aggregation, unit: metric.unit,
                                    period: period, calendar: calendar)
            let card = cardHTML(index, name: metric.name)
            let title = metric.name.uppercased()
            compare("\(metric.name) card present", card == nil ? "no" : "yes", expected.current == nil ? "no" : "yes")
            if let card {
                compare("\(metric.name) card value", between(card, "<span class=\"metric-value\">", "</span>"), expected.cardValue)
                compare("\(metric.name) card change", changeText(card), expected.changeLine)
                compare("\(metric.name) card summary", description(card, "-spark-desc"), expected.sentence(title: title))
            }
            // The card leads to the metric's page of this period: `metrics/<name>/<period>/`.
            let page = site.read("site/metrics/\(metric.name)/\(period.slug)/index.html") ?? ""
            let hasValues = metric.samples.contains { $0.value != nil }
            compare("\(metric.name) chart summary", description(page, "-chart-desc"),
                    hasValues ? expected.sentence(title: title) : nil)
            let rows = statisticRows(page)
            // A file without a single value has no chart or statistics (documented), whatever the period.
            let wanted = hasValues ? expected.statistics : []
            compare("\(metric.name) statistics labels", rows.map(\.0).joined(separator: " | "), wanted.map(\.0).joined(separator: " | "))
            for (label, value) in wanted {
                compare("\(metric.name) \(label)", rows.first { $0.0 == label }?.1, value)
            }
            if hasValues {
                let local = LocalSample.all(metric.samples, calendar)
                compare("\(metric.name) table", tableCells(page).joined(separator: " | "),
                        expected.tableCells(local: local).joined(separator: " | "))
                // The overview's history: a row per month with data.
                let overview = site.read("site/metrics/\(metric.name)/index.html") ?? ""
                var months: [(Int, Int)] = []
                for s in local where months.last.map({ $0 != (s.year, s.month) }) ?? true { months.append((s.year, s.month)) }
                for (year, month) in months {
                    compare("\(metric.name) history \(year)-\(month)", historyRow(overview, year: year, month: month),
                            expected.historyFigure(local: local, month: month, year: year))
                }
            }
        }
        return (compared, problems)
    }

    // MARK: - Periods, zones, samples

    /// A report period as the front matter writes it and as the calculator sees it.
    struct Period {
        enum Kind { case week, month, year, day, range }
        var kind: Kind
        var frontMatter: String
        /// The period's name in URLs (`2026-W14`, `2026-04`, `2026`, `2026-04-05`, `2026-03-30--2026-04-05`).
        var slug: String {
            let lines = frontMatter.split(separator: "\n").map { String($0) }
            func value(_ key: String) -> String? {
                lines.first { $0.hasPrefix(key + ": ") }.map { String($0.dropFirst(key.count + 2)) }
            }
            if let period = value("period") { return period }
            return (value("from") ?? "") + "--" + (value("to") ?? "")
        }
        var start: DateComponents
        var end: DateComponents
        var previousStart: DateComponents
        var previousEnd: DateComponents
    }

    static func ymd(_ y: Int, _ m: Int, _ d: Int) -> DateComponents { DateComponents(year: y, month: m, day: d) }

    /// Days `from`…`to` shifted by `n` days, in the proleptic Gregorian calendar (UTC).
    static func shift(_ c: DateComponents, _ n: Int) -> DateComponents {
        let date = utcCalendar.date(from: c)!.addingTimeInterval(Double(n) * 86_400)
        return utcCalendar.dateComponents([.year, .month, .day], from: date)
    }

    static func dayNumber(_ c: DateComponents) -> Int { Int(utcCalendar.date(from: c)!.timeIntervalSince1970 / 86_400) }

    static func week(_ text: String, monday: DateComponents) -> Period {
        Period(kind: .week, frontMatter: "period: \(text)\n", start: monday, end: shift(monday, 6),
               previousStart: shift(monday, -7), previousEnd: shift(monday, -1))
    }

    static func month(_ y: Int, _ m: Int, days: Int, previousDays: Int) -> Period {
        let (py, pm) = m == 1 ? (y - 1, 12) : (y, m - 1)
        return Period(kind: .month, frontMatter: "period: \(y)-\(m < 10 ? "0" : "")\(m)\n", start: ymd(y, m, 1), end: ymd(y, m, days),
                      previousStart: ymd(py, pm, 1), previousEnd: ymd(py, pm, previousDays))
    }

    static func range(_ from: DateComponents, _ to: DateComponents) -> Period {
        let n = dayNumber(to) - dayNumber(from) + 1
        return Period(kind: .range, frontMatter: "from: \(iso(from))\nto: \(iso(to))\n", start: from, end: to,
                      previousStart: shift(from, -n), previousEnd: shift(from, -1))
    }

    static func year(_ y: Int) -> Period {
        Period(kind: .year, frontMatter: "period: \(y)\n", start: ymd(y, 1, 1), end: ymd(y, 12, 31),
               previousStart: ymd(y - 1, 1, 1), previousEnd: ymd(y - 1, 12, 31))
    }

    static func day(_ c: DateComponents) -> Period {
        Period(kind: .day, frontMatter: "period: \(iso(c))\n", start: c, end: c, previousStart: shift(c, -1), previousEnd: shift(c, -1))
    }

    /// DST weeks (EU, US, Sydney), ISO weeks 53 and the weeks after, months of 28–31 days,
    /// single days, calendar years and ranges within and across years.
    static let periods: [Period] = [
        week("2026-W13", monday: ymd(2026, 3, 23)), week("2026-W11", monday: ymd(2026, 3, 9)),
        week("2026-W44", monday: ymd(2026, 10, 26)), week("2026-W45", monday: ymd(2026, 11, 2)),
        week("2026-W14", monday: ymd(2026, 3, 30)), week("2020-W53", monday: ymd(2020, 12, 28)),
        week("2021-W01", monday: ymd(2021, 1, 4)), week("2026-W53", monday: ymd(2026, 12, 28)),
        week("2027-W01", monday: ymd(2027, 1, 4)), week("2026-W01", monday: ymd(2025, 12, 29)),
        month(2024, 2, days: 29, previousDays: 31), month(2024, 3, days: 31, previousDays: 29),
        month(2023, 3, days: 31, previousDays: 28), month(2026, 5, days: 31, previousDays: 30),
        month(2026, 1, days: 31, previousDays: 31), month(2026, 10, days: 31, previousDays: 30),
        range(ymd(2025, 12, 29), ymd(2026, 1, 4)), range(ymd(2026, 2, 20), ymd(2026, 3, 5)),
        range(ymd(2026, 3, 1), ymd(2026, 3, 31)), day(ymd(2026, 3, 29)), day(ymd(2026, 1, 1)), day(ymd(2026, 11, 1)),
        year(2024), year(2021),
    ]

    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Auckland"]

    struct Sample {
        var instant: Int
        var value: Exact?
    }

    /// Samples on the previous period and this one (and a day either side): each day is missing
    /// with probability 1/5, else has 1–3 samples at random instants of the local day; some cells
    /// are empty; values have 0–2 decimals; about one period in ten is left without data.
    static func generate(_ period: Period, _ calendar: Calendar, aggregation: String, rng: inout FigureRandom) -> [Sample] {
        let first = dayNumber(period.previousStart) - 1, last = dayNumber(period.end) + 1
        let emptyCurrent = rng.next() % 10 == 0, emptyPrevious = rng.next() % 10 == 0
        let current = dayNumber(period.start)...dayNumber(period.end)
        var samples: [Sample] = []
        // Some series have many samples a day (hourly); some have only halves at one position (ties).
        let hourly = rng.next() % 4 == 0 && period.kind != .year, ties = rng.next() % 3 == 0
        for n in first...last {
            if rng.next() % 5 == 0 { continue }
            if emptyCurrent && current.contains(n) { continue }
            if emptyPrevious && n < current.lowerBound && n >= dayNumber(period.previousStart) { continue }
            let c = utcCalendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(n) * 86_400))
            let start = Int(calendar.date(from: c)!.timeIntervalSince1970)
            let next = Int(calendar.date(from: shift(c, 1))!.timeIntervalSince1970)
            let count = hourly ? 4 + Int(rng.next() % 21) : 1 + Int(rng.next() % 3)
            var offsets = Set<Int>()
            while offsets.count < count { offsets.insert(Int(rng.next() % UInt64(next - start))) }
            for offset in offsets.sorted() {
                let decimals = Int(rng.next() % 3)
                let scale = [1, 10, 100][decimals]
                let magnitude = aggregation == "sum" ? 20_000 : 15_000
                var units = Int(rng.next() % UInt64(magnitude))
                if aggregation != "sum", rng.next() % 8 == 0 { units = -units }
                // A tie: a 5 one place after the last shown (…x.5, x.x5, x.xx5).
                let value: Exact? = rng.next() % 15 == 0 ? nil : ties ? Exact(units * 10 + (units < 0 ? -5 : 5), scale * 10) : Exact(units, scale)
                samples.append(Sample(instant: start + offset, value: value))
            }
        }
        return samples
    }

    // MARK: - Reading the built pages

    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let a = text.range(of: start), let b = text.range(of: end, range: a.upperBound..<text.endIndex) else { return nil }
        return String(text[a.upperBound..<b.lowerBound])
    }

    /// The text of the `<desc>` whose id ends in `suffix`.
    static func description(_ html: String, _ suffix: String) -> String? {
        guard let a = html.range(of: suffix + "\">", range: (html.range(of: "<desc id=\"")?.lowerBound ?? html.endIndex)..<html.endIndex),
              let b = html.range(of: "</desc>", range: a.upperBound..<html.endIndex) else { return nil }
        return String(html[a.upperBound..<b.lowerBound])
    }

    static func cardHTML(_ index: String, name: String) -> String? {
        guard let start = index.range(of: "href=\"metrics/\(name)/"),
              let a = index.range(of: "/\">", range: start.upperBound..<index.endIndex),
              let b = index.range(of: "</a>", range: a.upperBound..<index.endIndex) else { return nil }
        return String(index[a.upperBound..<b.lowerBound])
    }

    static func changeText(_ card: String) -> String? {
        guard let a = card.range(of: "<div class=\"metric-change") else { return nil }
        let rest = String(card[a.upperBound...])
        return between(rest, "</svg><span>", "</span>")
    }

    /// The `<td>` cells of the page's value table, in order.
    static func tableCells(_ page: String) -> [String] {
        var cells: [String] = []
        var rest = page[...]
        while let a = rest.range(of: "<td>"), let b = rest.range(of: "</td>", range: a.upperBound..<rest.endIndex) {
            cells.append(String(rest[a.upperBound..<b.lowerBound]))
            rest = rest[b.upperBound...]
        }
        return cells
    }

    /// The figure under a month's name in an overview's history (`Average 52 bpm`), searched from the history's
    /// first section (`id="values"`): the Y range's values table above names months too.
    static func historyRow(_ overview: String, year: Int, month: Int) -> String? {
        let name = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                    "November", "December"][month - 1] + " \(year)<"
        let history = overview[(overview.range(of: "id=\"values\"")?.lowerBound ?? overview.startIndex)...]
        guard let a = history.range(of: ">" + name) else { return nil }
        let rest = history[a.upperBound...]
        let daily = rest.range(of: ">Daily average "), plain = rest.range(of: ">Average ")
        guard let start = [daily, plain].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }),
              let end = rest.range(of: "<", range: start.upperBound..<rest.endIndex) else { return nil }
        return String(rest[rest.index(after: start.lowerBound)..<end.lowerBound])
    }

    static func statisticRows(_ page: String) -> [(String, String)] {
        var rows: [(String, String)] = []
        var rest = page[...]
        let marker = "</span><div class=\"spacer\"></div><span class=\"fg-secondary\">"
        while let m = rest.range(of: marker) {
            let before = rest[..<m.lowerBound]
            let label = before.range(of: "<span>", options: .backwards).map { String(before[$0.upperBound...]) } ?? ""
            guard let close = rest.range(of: "</span>", range: m.upperBound..<rest.endIndex) else { break }
            rows.append((label, String(rest[m.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return rows
    }

    // MARK: - Helpers

    static let utcCalendar: Calendar = calendar("UTC")

    static func calendar(_ zone: String) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0)!
        return c
    }

    static func iso(_ c: DateComponents) -> String {
        String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    static func utcText(_ instant: Int) -> String {
        let c = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(instant)))
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }
}

/// A small deterministic random generator (SplitMix64), so every run builds the same sites.
struct FigureRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
