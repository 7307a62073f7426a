import Foundation
import Testing
import Localization
import Metrics
@testable import Site
import Surfaces

/// A hypnogram's page statistics describe its night as the Health app does (time asleep, each stage with its share,
/// time awake, bedtime, wake time), not its first column; each figure is computed here from the CSV by hand.
@Suite struct SleepNightStatisticsTests {
    /// Two nights as `cardstock import apple-health` writes them: one row per stage sample at its start, its minutes
    /// in its stage's column. The night to 29 November is ``SleepHypnogramTests/normal``; the night to 29 March
    /// crosses the start of summer time (its 01:30 +01:00 REM sample ends at 03:30 +02:00, 60 minutes later), the
    /// night to 25 October its end (its 02:30 +02:00 REM sample ends at 02:30 +01:00).
    static let csv = "date,awake_min,rem_min,core_min,deep_min\n"
        + "2026-03-28T23:00:00+01:00,,,90,\n2026-03-29T00:30:00+01:00,,,,60\n2026-03-29T01:30:00+01:00,,60,,\n"
        + "2026-03-29T03:30:00+02:00,15,,,\n2026-03-29T03:45:00+02:00,,,195,\n"
        + "2026-10-24T23:30:00+02:00,,,90,\n2026-10-25T01:00:00+02:00,,,,90\n2026-10-25T02:30:00+02:00,,60,,\n"
        + "2026-10-25T02:30:00+01:00,,,150,\n2026-10-25T05:00:00+01:00,5,,,\n2026-10-25T05:05:00+01:00,,,85,\n"
        + "2026-11-28T22:40:00+01:00,20,,,\n2026-11-28T23:00:00+01:00,,,55,\n2026-11-28T23:55:00+01:00,,,,70\n"
        + "2026-11-29T01:05:00+01:00,,35,,\n2026-11-29T01:40:00+01:00,3,,,\n2026-11-29T01:43:00+01:00,,,137,\n"
        + "2026-11-29T04:00:00+01:00,,,,45\n2026-11-29T04:45:00+01:00,,60,,\n2026-11-29T05:45:00+01:00,,,55,\n"
        + "2026-11-29T06:40:00+01:00,10,,,\n"

    /// The file on Berlin's clock, or with `time_zone: recorded` (as the importer writes it) when `zone` says so.
    static func file(_ zone: String = "Europe/Berlin") throws -> MetricFile {
        let metadata = MetricMetadata(title: "Sleep stages", unit: "min", aggregation: .sum,
                                      timeZone: MetricTimeZone(parsing: zone), chart: .hypnogram)
        return try MetricFile.parse(Array(csv.utf8), path: "sleep-stages-night.csv", metadata: metadata, name: "sleep-stages-night")
    }

    /// Each stage's minutes in the CSV rows whose start is in `prefixes` (a hand computation, not the chart's).
    static func minutes(startingWith prefixes: [String]) -> [String: Double] {
        var totals: [String: Double] = [:]
        let lines = csv.split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",").map(String.init)
        for line in lines.dropFirst() where prefixes.contains(where: line.hasPrefix) {
            for (name, cell) in zip(header, line.split(separator: ",", omittingEmptySubsequences: false)).dropFirst() {
                totals[name, default: 0] += Double(cell) ?? 0
            }
        }
        return totals
    }

    static func statistics(_ period: String, _ language: String, zone: String = "Europe/Berlin") throws -> [String] {
        let file = try file(zone)
        let content = MetricPageContent(file: file, column: 0, title: "Sleep stages", period: try #require(ReportPeriod(parsing: period)),
                                        idPrefix: "s", text: HealthVisualsGolden.text(language))
        return content.statistics.map { $0.label + ": " + $0.value }
    }

    @Test("a normal night in English and Chinese: asleep 7 h 37 min, stages with shares, awake, bedtime and wake time")
    func normalNight() throws {
        // The rows from 22:40 on the 28th to 06:40 on the 29th (the night ends 06:50).
        let m = Self.minutes(startingWith: ["2026-11-28T22", "2026-11-28T23", "2026-11-29T0"])
        let expected: [String: Double] = ["awake_min": 33, "rem_min": 95, "core_min": 247, "deep_min": 115] // 20+3+10, 35+60, 55+137+55, 70+45
        #expect(m == expected)
        let asleep = m["rem_min"]! + m["core_min"]! + m["deep_min"]! // 457 min = 7 h 37 min
        #expect(asleep == 457)
        // Shares of the time asleep: 95/457 = 20.8 %, 247/457 = 54.0 %, 115/457 = 25.2 %.
        let shares: [Double] = [m["rem_min"]!, m["core_min"]!, m["deep_min"]!].map { ($0 / asleep * 100).rounded() }
        #expect(shares == [21, 54, 25])
        let nbsp = "\u{A0}", nnbsp = "\u{202F}"
        #expect(try Self.statistics("2026-W48", "en") == [
            "Night: to Nov 29", "Time asleep: 7\(nbsp)h 37\(nbsp)min", "REM: 1\(nbsp)h 35\(nbsp)min (21%)",
            "Core: 4\(nbsp)h 07\(nbsp)min (54%)", "Deep: 1\(nbsp)h 55\(nbsp)min (25%)", "Time awake: 33\(nbsp)min",
            "Bedtime: 10:40\(nnbsp)PM", "Wake time: 6:50\(nnbsp)AM",
        ])
        #expect(try Self.statistics("2026-W48", "zh-CN") == [
            "夜晚: 11月29日前夜", "睡眠时间: 7小时37分钟", "快速动眼: 1小时35分钟（21%）", "核心: 4小时7分钟（54%）",
            "深度: 1小时55分钟（25%）", "清醒时间: 33分钟", "就寝时间: 22:40", "起床时间: 06:50",
        ])
        // The month's page describes its last night too; a period without a night says so once.
        #expect(try Self.statistics("2026-11", "en") == (try Self.statistics("2026-W48", "en")))
        #expect(try Self.statistics("2026-W40", "en") == ["Time asleep: No data"])
    }

    @Test("a night across the start of summer time: 405 minutes asleep, bedtime and wake time on each one's clock")
    func springForwardNight() throws {
        let m = Self.minutes(startingWith: ["2026-03-2"])
        let expected: [String: Double] = ["awake_min": 15, "rem_min": 60, "core_min": 285, "deep_min": 60] // core 90+195
        #expect(m == expected)
        // 22:00 to 05:00 UTC is 420 minutes: 405 asleep + 15 awake (the clock's 23:00 to 07:00 would say 480).
        #expect(m.values.reduce(0, +) == 420)
        // 60/405 = 14.8 %, 285/405 = 70.4 %, 60/405 = 14.8 %.
        #expect(try Self.statistics("2026-W13", "de") == [
            "Nacht: zum 29. März", "Schlafzeit: 6 Std. 45 Min.", "REM: 1 Std. (15 %)", "Kern: 4 Std. 45 Min. (70 %)",
            "Tief: 1 Std. (15 %)", "Wachzeit: 15 Min.", "Schlafenszeit: 23:00", "Aufwachzeit: 07:00",
        ].map { $0.replacingOccurrences(of: " %", with: "\u{A0}%") })
        // The chart's axis skips the hour that does not exist (02:00) and spans 7 hours, not 8.
        let nights = SleepNightChart(try Self.file().series, text: HealthVisualsGolden.text("de"))
        let night = try #require(nights.lastNight(in: ReportPeriod(parsing: "2026-W13")))
        let stretches = nights.stretches(of: night)
        let totals = try #require(SleepNightChart.totals(stretches))
        #expect(totals.wakeTime - totals.bedtime == 420 * 60)
        #expect(nights.ticks(from: totals.bedtime, to: totals.wakeTime).map(\.label) == ["00:00", "04:00", "06:00"])
    }

    @Test("on the recorded clock (what the importer writes), nights across both changes are as long as they were")
    func recordedClock() throws {
        // The spring night reads as on Berlin's clock: bedtime 23:00 (+01:00), wake time 07:00 (+02:00).
        #expect(try Self.statistics("2026-W13", "de", zone: "recorded") == (try Self.statistics("2026-W13", "de")))
        // The autumn night, by column: core 90 + 150 + 85, deep 90, REM 60, awake 5.
        let m = Self.minutes(startingWith: ["2026-10-2"])
        let expected: [String: Double] = ["awake_min": 5, "rem_min": 60, "core_min": 325, "deep_min": 90] // core 90+150+85
        #expect(m == expected)
        // 475 min asleep = 7 h 55 min; 60/475 = 12.6 %, 325/475 = 68.4 %, 90/475 = 18.9 %; 21:30 to 05:30 UTC is 480 min.
        #expect(m.values.reduce(0, +) == 480)
        #expect(try Self.statistics("2026-W43", "en", zone: "recorded") == [
            "Night: to Oct 25", "Time asleep: 7\u{A0}h 55\u{A0}min", "REM: 1\u{A0}h (13%)", "Core: 5\u{A0}h 25\u{A0}min (68%)",
            "Deep: 1\u{A0}h 30\u{A0}min (19%)", "Time awake: 5\u{A0}min", "Bedtime: 11:30\u{202F}PM", "Wake time: 6:30\u{202F}AM",
        ])
        let nights = SleepNightChart(try Self.file("recorded").series, text: HealthVisualsGolden.text("de"))
        for (week, span, labels) in [("2026-W13", 420.0, ["00:00", "04:00", "06:00"]), ("2026-W43", 480.0, ["00:00", "02:00", "04:00", "06:00"])] {
            let night = try #require(nights.lastNight(in: ReportPeriod(parsing: week)))
            let totals = try #require(SleepNightChart.totals(nights.stretches(of: night)))
            #expect(totals.wakeTime - totals.bedtime == span * 60, "\(week)")
            // No hour is labelled inside the stretch over which the clock changed (where is unknown).
            #expect(nights.ticks(from: totals.bedtime, to: totals.wakeTime).map(\.label) == labels, "\(week)")
        }
        let svg = renderHTMLString(nights.chart(ChartAccessibility(idPrefix: "s", title: "Schlaf", summary: ""),
                                                in: try #require(ReportPeriod(parsing: "2026-W43")), empty: "Keine Daten"))
        #expect(svg.contains("<title>REM, 02:30–02:30</title>") && svg.contains("<title>Kern, 02:30–05:00</title>"))
        #expect(svg.contains("<rect class=\"hyp-seg hyp-rem\" x=\"37.5%\""))
    }

    @Test("the overview's range headline is the last night's time asleep, in English and Chinese")
    func rangeHeadline() throws {
        let file = try Self.file()
        let last = try #require(file.series.asOf)
        for (language, expected) in [("en", ["Time asleep", "7\u{A0}h 37\u{A0}min", "Night to Nov 29, 2026"]),
                                     ("zh-CN", ["睡眠时间", "7小时37分钟", "2026年11月29日前夜"])] {
            for range in [HealthRange.week, .month, .year] {
                let content = MetricRangeContent(file: file, column: 0, title: "Sleep stages", range: range, endingOn: last,
                                                 idPrefix: "s", text: HealthVisualsGolden.text(language))
                let headline = content.headline
                #expect([headline.kind, headline.figure, headline.dates] == expected, "\(language) \(range)")
            }
        }
    }
}
