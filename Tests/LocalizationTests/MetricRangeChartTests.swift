import Foundation
import Testing
@testable import Localization
@testable import Metrics
@testable import Site
@testable import Surfaces

/// Issue 32, items 1–3: every 6M and Y bucket of two years of data computed by hand, against the values read from each
/// bar's `<title>`; statistics that follow the range; and no two labels of any range's chart overlapping.
@Suite struct MetricRangeChartTests {
    static let first = CalendarDay(year: 2022, month: 12, day: 1) ?? CalendarDay(daysSinceEpoch: 0)

    /// Two years of daily samples (UTC, date only) from Dec 1, 2022, every seventh day missing and every fifth
    /// day with a second sample.
    static func twoYears(aggregation: Aggregation) -> MetricFile {
        var times: [Double] = [], values: [Double?] = []
        for i in 0..<731 where i % 7 != 3 {
            let day = first.adding(days: i)
            times.append(day.midnightUTC)
            values.append(Double(3_000 + (i * 7_919) % 11_000))
            if i % 5 == 0 {
                times.append(day.midnightUTC + 3_600 * 20)
                values.append(Double(500 + (i * 31) % 900))
            }
        }
        let series = MetricSeries(name: "m", columns: ["v"], times: times, values: [values])
        return MetricFile(series: series, metadata: MetricMetadata(title: "Steps", unit: "steps", aggregation: aggregation))
    }

    /// The samples of a file by day (the hand computation's own grouping).
    static func samplesByDay(_ file: MetricFile) -> [Int: [Double]] {
        var out: [Int: [Double]] = [:]
        for (t, v) in zip(file.series.times, file.series.values[0]) { if let v { out[Int(t / 86_400), default: []].append(v) } }
        return out
    }

    /// The hand computation of a bucket from `start` to `end` (day numbers): a sum metric's daily average (the
    /// total over days with data), a mean metric's mean of every sample.
    static func expected(_ byDay: [Int: [Double]], _ start: Int, _ end: Int, _ aggregation: Aggregation) -> Double? {
        let days = (start...end).compactMap { byDay[$0] }
        guard !days.isEmpty else { return nil }
        if aggregation == .sum { return days.map { $0.reduce(0, +) }.reduce(0, +) / Double(days.count) }
        let all = days.flatMap { $0 }
        return all.reduce(0, +) / Double(all.count)
    }

    /// The hand-computed buckets of 6M (Sunday weeks, English) or Y (calendar months) ending on `last`.
    static func expectedBuckets(_ range: HealthRange, last: CalendarDay) -> [(Int, Int)] {
        let l = last.daysSinceEpoch
        if range == .sixMonths {
            let sunday = l - last.isoWeekday % 7
            return (0..<26).reversed().map { w in (sunday - 7 * w, min(sunday - 7 * w + 6, l)) }
        }
        var spans: [(Int, Int)] = []
        var (y, m) = (last.components.year, last.components.month)
        for _ in 0..<12 {
            let start = CalendarDay(year: y, month: m, day: 1)?.daysSinceEpoch ?? 0
            spans.insert((start, min(start + CalendarDay.daysIn(month: m, year: y) - 1, l)), at: 0)
            (y, m) = m == 1 ? (y - 1, 12) : (y, m - 1)
        }
        return spans
    }

    /// The values of a chart's marks, read from their titles (`…: 8,864 steps`).
    static func markValues(_ svg: String) -> [Double] {
        MetricRangeSVG.titles(in: svg).compactMap { title in
            guard let colon = title.range(of: ": ", options: .backwards) else { return nil }
            let number = title[colon.upperBound...].replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "\u{a0}steps", with: "")
            return Double(number)
        }
    }

    @Test(arguments: [Aggregation.sum, .mean])
    func everySixMonthAndYearBucketAgainstAHandComputation(_ aggregation: Aggregation) throws {
        let file = Self.twoYears(aggregation: aggregation)
        let byDay = Self.samplesByDay(file)
        for last in [Self.first.adding(days: 730), CalendarDay(year: 2024, month: 2, day: 29), CalendarDay(year: 2023, month: 12, day: 31)] {
            let last = try #require(last)
            for range in [HealthRange.sixMonths, .year] {
                let content = MetricRangeContent(file: file, column: 0, title: "Steps", range: range, endingOn: last, idPrefix: "m")
                let expected = Self.expectedBuckets(range, last: last).compactMap { Self.expected(byDay, $0.0, $0.1, aggregation) }
                let read = Self.markValues(renderHTMLString(content.chart))
                #expect(read.count == expected.count, "\(range) to \(last): one titled bar per bucket with data")
                for (shown, computed) in zip(read, expected) {
                    let difference: Double = abs(shown - computed)
                    #expect(difference <= 0.5 + 1e-9, // shown rounded to whole steps
                            "\(range) to \(last): \(shown) shown, \(computed) computed")
                }
                #expect(content.buckets.buckets.count == (range == .year ? 12 : 26))
            }
        }
    }

    @Test func statisticsFollowTheRange() {
        let file = Self.twoYears(aggregation: .sum)
        let last = Self.first.adding(days: 730)
        let rows = HealthRange.allCases.dropFirst().map { range in
            MetricRangeContent(file: file, column: 0, title: "Steps", range: range, endingOn: last, idPrefix: "m").days.statistics
        }
        let period = HealthRange.year.period(endingOn: last)
        let total = file.series.aggregate(column: 0, .sum, in: period) ?? 0
        #expect(rows[3].first?.label == "Total, Dec 1, 2023 – Nov 30, 2024")
        #expect(rows[3].first?.value == MetricText.english.value(total, unit: "steps"))
        #expect(rows[0].first?.label == "Total, Nov 24 – Nov 30")
        #expect(Set(rows.map { $0.first?.label ?? "" }).count == 4, "each range carries its own statistics")
    }

    /// The advance of a character in em of a sans-serif face, rounded up: CJK a full em, capitals 0.72, digits 0.58,
    /// small letters 0.56, a space 0.3, anything else 0.62.
    static func em(_ c: Unicode.Scalar) -> Double {
        if c.value >= 0x2E80 { return 1 }
        if c == " " || c == "\u{a0}" || c == "\u{202f}" { return 0.3 }
        if ("A"..."Z").contains(c) { return 0.72 }
        if ("0"..."9").contains(c) { return 0.58 }
        if ("a"..."z").contains(c) { return 0.56 }
        return 0.62
    }

    /// A label's box in pixels on a chart `width` × `height` (13 px type, widths by ``em(_:)``).
    struct Box {
        var x0: Double, x1: Double, y0: Double, y1: Double
        func overlaps(_ o: Box) -> Bool { x0 < o.x1 - 0.5 && o.x0 < x1 - 0.5 && y0 < o.y1 - 0.5 && o.y0 < y1 - 0.5 }
    }

    static func boxes(_ svg: String, width: Double, height: Double) -> [(String, Box)] {
        let pieces = svg.components(separatedBy: "<text ").dropFirst()
        return pieces.compactMap { piece in
            guard let close = piece.firstIndex(of: ">"), let end = piece.range(of: "</text>") else { return nil }
            let attributes = String(piece[..<close])
            let label = MetricRangeSVG.unescape(String(piece[piece.index(after: close)..<end.lowerBound])
                .replacingOccurrences(of: "<tspan class=\"chart-unit\">", with: "").replacingOccurrences(of: "</tspan>", with: ""))
            func attribute(_ name: String) -> String? {
                guard let r = attributes.range(of: " " + name + "=\"") ?? (attributes.hasPrefix(name + "=\"") ? attributes.range(of: name + "=\"") : nil)
                else { return nil }
                return String(attributes[r.upperBound...].prefix { $0 != "\"" })
            }
            let x = (Double(attribute("x")?.replacingOccurrences(of: "%", with: "") ?? "0") ?? 0) / 100 * width
            let y = (Double(attribute("y")?.replacingOccurrences(of: "%", with: "") ?? "0") ?? 0) / 100 * height + (Double(attribute("dy") ?? "0") ?? 0)
            let w = label.unicodeScalars.reduce(0.0) { $0 + 13 * Self.em($1) }
            let anchor = attribute("text-anchor") ?? (attributes.contains("chart-") || piece.isEmpty ? "start" : "start")
            let x0 = anchor == "middle" ? x - w / 2 : anchor == "end" ? x - w : x
            return (label, Box(x0: x0, x1: x0 + w, y0: y - 10, y1: y + 3))
        }
    }

    @Test func noTwoLabelsOverlap() {
        let files = [MetricRangeGoldenTests.steps, MetricRangeGoldenTests.resting, MetricRangeGoldenTests.heart, MetricRangeGoldenTests.sleep]
        for file in files {
            for language in ["en", "zh-CN", "de"] {
                let text = MetricText(localizer: LocalizerSet.builtIn.localizer(for: language))
                for range in HealthRange.allCases {
                    let content = MetricRangeContent(file: file, column: 0, title: "m", range: range, endingOn: MetricRangeGoldenTests.last,
                                                     idPrefix: "m", text: text)
                    // Group anchors are written on the `<g>`: y labels end at the trailing edge.
                    let svg = renderHTMLString(content.chart).replacingOccurrences(of: "<text x=\"100%\"", with: "<text text-anchor=\"end\" x=\"100%\"")
                    for (width, height) in [(326.0, 220.0), (900.0, 256.0)] {
                        let boxes = Self.boxes(svg, width: width, height: height)
                        #expect(boxes.count >= 4)
                        for i in boxes.indices {
                            for j in boxes.indices where j > i && boxes[i].1.overlaps(boxes[j].1) {
                                Issue.record("\(file.metadata.title ?? "") \(range) \(language) \(width): '\(boxes[i].0)' overlaps '\(boxes[j].0)'")
                            }
                        }
                    }
                }
            }
        }
    }
}
