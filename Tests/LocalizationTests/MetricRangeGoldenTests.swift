import Foundation
import Testing
@testable import Localization
@testable import Metrics
@testable import Site
@testable import Surfaces

/// Issue 32, items 1–3: each range (D/W/M/6M/Y) of a sum metric (steps), a mean metric (resting heart rate), a range
/// metric (heart rate) and a duration metric (sleep), from a year of samples in Berlin time with gaps, a year end, a
/// leap day and the day the clocks go forward (Mar 31, 2024), in English, Chinese and German: the headline, the
/// x-axis labels and every mark's title, against the goldens in `Fixtures/ranges/` (re-record with `CARDSTOCK_RECORD=1`).
@Suite struct MetricRangeGoldenTests {
    static let zone = MetricTimeZone(parsing: "Europe/Berlin") ?? .utc
    static let last = CalendarDay(year: 2024, month: 3, day: 31) ?? CalendarDay(daysSinceEpoch: 0)

    /// Local noon of every day from Apr 1, 2023 to Mar 30, 2024 but the gaps (every ninth day and Jan 10–20), then six
    /// samples on Mar 31 (00:30, 01:30, then 03:30 after the clocks jump, 08:00, 12:15, 18:45); `value(i, k)` gives
    /// column `k` of sample `i`.
    static func series(columns: [String], _ value: (Int, Int) -> Double) -> MetricSeries {
        var times: [Double] = []
        let first = CalendarDay(year: 2023, month: 4, day: 1)?.daysSinceEpoch ?? 0
        for d in first..<last.daysSinceEpoch {
            let day = CalendarDay(daysSinceEpoch: d)
            let c = day.components
            if (d - first) % 9 == 4 || (c.year == 2024 && c.month == 1 && (10...20).contains(c.day)) { continue }
            times.append(zone.utc(fromLocal: day.midnightUTC + 12 * 3_600))
        }
        for minutes in [30, 90, 210, 480, 735, 1_125] { times.append(zone.utc(fromLocal: last.midnightUTC + Double(minutes * 60))) }
        let values = columns.indices.map { k in times.indices.map { Optional(value($0, k)) } }
        return MetricSeries(name: "m", columns: columns, times: times, values: values, timeZone: zone)
    }

    static let steps = MetricFile(series: series(columns: ["steps"]) { i, _ in Double(4_000 + (i * 7_919) % 9_000) },
                                  metadata: MetricMetadata(title: "Steps", unit: "steps", aggregation: .sum, goal: 8_000))
    static let resting = MetricFile(series: series(columns: ["bpm"]) { i, _ in Double(52 + (i * 31) % 17) },
                                    metadata: MetricMetadata(title: "Resting heart rate", unit: "bpm", aggregation: .mean))
    static let heart: MetricFile = {
        var metadata = MetricMetadata(title: "Heart rate", unit: "bpm", aggregation: .mean)
        metadata.chart = .range
        metadata.minColumn = "low"
        metadata.maxColumn = "high"
        let samples = MetricRangeGoldenTests.series(columns: ["bpm", "low", "high"]) { (i: Int, k: Int) -> Double in
            k == 0 ? Double(70 + i % 13) : k == 1 ? Double(48 + (i * 5) % 11) : Double(120 + (i * 13) % 60)
        }
        return MetricFile(series: samples, metadata: metadata)
    }()
    static let sleep = MetricFile(series: series(columns: ["h"]) { i, _ in 5.5 + Double((i * 3) % 12) / 4 },
                                  metadata: MetricMetadata(title: "Sleep", unit: "h", aggregation: .mean, goal: 8))

    /// The page of a range in words: the headline, the axis labels and every mark's title, one per line.
    static func describe(_ file: MetricFile, _ range: HealthRange, language: String) -> String {
        let text = MetricText(localizer: LocalizerSet.builtIn.localizer(for: language))
        let content = MetricRangeContent(file: file, column: 0, title: file.metadata.title ?? "", range: range, endingOn: last,
                                         idPrefix: "m", text: text)
        let headline = content.headline
        let svg = renderHTMLString(content.chart)
        var lines = ["## \(range.rawValue) \(language)", "headline: \(headline.kind) | \(headline.figure) | \(headline.dates)",
                     "axis: " + MetricRangeSVG.texts(in: svg, group: "chart-x-labels").joined(separator: " · "),
                     "references: " + MetricRangeSVG.texts(in: svg, group: "chart-reference-labels").joined(separator: " · ")]
        lines += MetricRangeSVG.titles(in: svg).map { "mark: " + $0 }
        return lines.joined(separator: "\n")
    }

    static func golden(_ name: String, _ file: MetricFile) throws {
        let ranges = MetricRangeContent.ranges(of: file, column: 0, last: last)
        #expect(ranges == HealthRange.allCases, "Mar 31 has samples with times: D is offered")
        let actual = ["en", "zh-CN", "de"].flatMap { language in ranges.map { describe(file, $0, language: language) } }
            .joined(separator: "\n\n") + "\n"
        let path = LocalizedSite.fixtures + "/ranges/" + name + ".txt"
        if ProcessInfo.processInfo.environment["CARDSTOCK_RECORD"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try #require(try? String(contentsOfFile: path, encoding: .utf8), "missing golden \(path); record it with CARDSTOCK_RECORD=1")
        #expect(actual == expected)
    }

    @Test func stepsGolden() throws { try Self.golden("steps", Self.steps) }
    @Test func restingHeartRateGolden() throws { try Self.golden("resting-heart-rate", Self.resting) }
    @Test func heartRateGolden() throws { try Self.golden("heart-rate", Self.heart) }
    @Test func sleepGolden() throws { try Self.golden("sleep", Self.sleep) }
}

/// Reads a rendered chart's SVG as text: the texts of a group and the titles of the marks.
enum MetricRangeSVG {
    /// The text of each `<text>` inside the first `<g class="GROUP">`.
    static func texts(in svg: String, group: String) -> [String] {
        guard let start = svg.range(of: "<g class=\"\(group)\"") else { return [] }
        let rest = svg[start.upperBound...]
        let body = rest[..<(rest.range(of: "</g>")?.lowerBound ?? rest.endIndex)]
        return body.components(separatedBy: "<text").dropFirst().compactMap { piece in
            guard let open = piece.firstIndex(of: ">"), let close = piece.range(of: "</text>") else { return nil }
            return unescape(String(piece[piece.index(after: open)..<close.lowerBound]))
        }
    }

    /// Every mark's `<title>` (the chart's own title, with an id, left out).
    static func titles(in svg: String) -> [String] {
        svg.components(separatedBy: "<title>").dropFirst().compactMap { piece in
            piece.range(of: "</title>").map { unescape(String(piece[..<$0.lowerBound])) }
        }
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
