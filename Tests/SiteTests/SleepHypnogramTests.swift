import Foundation
import Testing
import Localization
import Metrics
@testable import Site
import Surfaces

/// Golden files of Health's visuals drawn from metric data (`Golden/health-visuals/`); `CARDSTOCK_RECORD=1`
/// rewrites them (never in CI).
enum HealthVisualsGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/health-visuals")

    /// Compares `actual` with the golden file `name` (or records it).
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if Fixtures.recording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from Golden/health-visuals/\(name); re-record with CARDSTOCK_RECORD=1 if intended",
                sourceLocation: sourceLocation)
    }

    /// The page words of a built-in language.
    static func text(_ language: String) -> MetricText {
        language == "en" ? MetricText(localizer: .english) : MetricText(localizer: LocalizerSet.builtIn.localizer(for: language))
    }
}

/// The sleep hypnogram from a file of stretches (`chart: hypnogram`): a normal night, a night across midnight and
/// the end of summer time, a night with gaps and a night of one stage, in Berlin's zone.
@Suite struct SleepHypnogramTests {
    static let berlin = MetricTimeZone(parsing: "Europe/Berlin")!
    static let columns = ["awake_min", "rem_min", "core_min", "deep_min"]

    /// A series of stretches: (start as written with its offset, minutes, stage).
    static func series(_ rows: [(String, Double, SleepStage)]) -> MetricSeries {
        let parser = ISO8601DateFormatter()
        let times = rows.map { parser.date(from: $0.0)!.timeIntervalSince1970 }
        let values = columns.indices.map { c in rows.map { $0.2.rawValue == c ? Optional($0.1) : nil } }
        return MetricSeries(name: "sleep-stages-night", columns: columns, times: times, values: values, timeZone: berlin)
    }

    static let normal = series([
        ("2026-11-28T22:40:00+01:00", 20, .awake), ("2026-11-28T23:00:00+01:00", 55, .core), ("2026-11-28T23:55:00+01:00", 70, .deep),
        ("2026-11-29T01:05:00+01:00", 35, .rem), ("2026-11-29T01:40:00+01:00", 3, .awake), ("2026-11-29T01:43:00+01:00", 137, .core),
        ("2026-11-29T04:00:00+01:00", 45, .deep), ("2026-11-29T04:45:00+01:00", 60, .rem), ("2026-11-29T05:45:00+01:00", 55, .core),
        ("2026-11-29T06:40:00+01:00", 10, .awake),
    ])
    /// Summer time ends at 03:00 CEST on 25 October 2026 (the clock goes back to 02:00 CET).
    static let dst = series([
        ("2026-10-24T23:30:00+02:00", 90, .core), ("2026-10-25T01:00:00+02:00", 90, .deep), ("2026-10-25T02:30:00+02:00", 60, .rem),
        ("2026-10-25T02:30:00+01:00", 150, .core), ("2026-10-25T05:00:00+01:00", 5, .awake), ("2026-10-25T05:05:00+01:00", 85, .core),
    ])
    static let gaps = series([
        ("2026-11-27T23:10:00+01:00", 80, .core), ("2026-11-28T00:30:00+01:00", 50, .deep),
        ("2026-11-28T02:00:00+01:00", 120, .core), ("2026-11-28T04:45:00+01:00", 75, .rem),
    ])
    static let single = series([("2026-11-26T01:00:00+01:00", 240, .core)])

    static func chart(_ series: MetricSeries, _ language: String, night: String) -> String {
        let day = CalendarDay(parsing: night)!
        let nights = SleepNightChart(series, text: HealthVisualsGolden.text(language))
        let a11y = ChartAccessibility(idPrefix: "sleep", title: "Sleep stages", summary: "")
        return renderHTMLString(nights.chart(a11y, in: ReportPeriod(kind: .day, start: day, end: day), empty: "No data"))
    }

    static func xLabels(_ svg: String) -> [String] {
        guard let g = svg.range(of: "<g class=\"chart-x-labels\">") else { return [] }
        return svg[g.upperBound...].components(separatedBy: "</g>")[0].components(separatedBy: "</text>").compactMap { part in
            part.range(of: ">", options: .backwards).map { String(part[$0.upperBound...]) }
        }.filter { !$0.isEmpty }
    }

    @Test("a normal night: every stretch its own titled rect in its lane, widths by duration, localized lanes and times")
    func normalNight() throws {
        let svg = Self.chart(Self.normal, "en", night: "2026-11-29")
        #expect(occurrences(of: "<rect class=\"hyp-seg", in: svg) == 10)
        #expect(occurrences(of: "<title>", in: svg) == 10) // one per stretch (the chart's has an id)
        #expect(svg.contains("<rect class=\"hyp-seg hyp-deep\" x=\"15.306%\"") && svg.contains("<title>Deep, 11:55\u{202F}PM–1:05\u{202F}AM</title>"))
        // 70 of 490 minutes is 14.286 % of the width.
        #expect(svg.contains("width=\"14.286%\" height=\"11%\" rx=\"3\"><title>Deep, 11:55\u{202F}PM"))
        #expect(Self.xLabels(svg) == ["12:00\u{202F}AM", "2:00\u{202F}AM", "4:00\u{202F}AM", "6:00\u{202F}AM"])
        #expect(svg.contains(">Awake</text>") && svg.contains(">REM</text>") && svg.contains(">Core</text>") && svg.contains(">Deep</text>"))
        #expect(svg.contains("role=\"img\"") && svg.contains("Sleep stages, night to Nov 29"))
        try HealthVisualsGolden.check(svg, "hypnogram-normal-en.svg")
        let chinese = Self.chart(Self.normal, "zh-CN", night: "2026-11-29")
        #expect(chinese.contains(">深度</text>") && chinese.contains("<title>深度，23:55–01:05</title>"))
        try HealthVisualsGolden.check(chinese, "hypnogram-normal-zh.svg")
        let german = Self.chart(Self.normal, "de", night: "2026-11-29")
        #expect(german.contains(">Tief</text>") && german.contains("<title>Tief, 23:55–01:05</title>"))
        try HealthVisualsGolden.check(german, "hypnogram-normal-de.svg")
    }

    @Test("a night across midnight and the end of summer time: 8 h drawn, 02:00 labelled twice, titles on the local clock")
    func daylightSavingNight() throws {
        let svg = Self.chart(Self.dst, "de", night: "2026-10-25")
        #expect(occurrences(of: "<rect class=\"hyp-seg", in: svg) == 6)
        // Eight hours (23:30 CEST to 06:30 CET); 02:00 comes twice, an hour apart (1/8 of the width).
        #expect(Self.xLabels(svg) == ["00:00", "02:00", "02:00", "04:00", "06:00"])
        #expect(svg.contains("<title>REM, 02:30–02:30</title>") && svg.contains("<title>Kern, 02:30–05:00</title>"))
        #expect(svg.contains("<rect class=\"hyp-seg hyp-rem\" x=\"37.5%\"") && svg.contains("<rect class=\"hyp-seg hyp-core\" x=\"50%\""))
        try HealthVisualsGolden.check(svg, "hypnogram-dst-de.svg")
        try HealthVisualsGolden.check(Self.chart(Self.dst, "en", night: "2026-10-25"), "hypnogram-dst-en.svg")
    }

    @Test("a night with gaps leaves them empty and links only stretches that meet")
    func nightWithGaps() throws {
        let svg = Self.chart(Self.gaps, "en", night: "2026-11-28")
        #expect(occurrences(of: "<rect class=\"hyp-seg", in: svg) == 4)
        #expect(occurrences(of: "<line x1=", in: svg.components(separatedBy: "<g class=\"hyp-links\">").last ?? "") >= 1)
        let links = svg.components(separatedBy: "<g class=\"hyp-links\">")[1].components(separatedBy: "</g>")[0]
        #expect(occurrences(of: "<line", in: links) == 1) // core→deep meet at 00:30; 01:20–02:00 and 04:00–04:45 are gaps
        try HealthVisualsGolden.check(svg, "hypnogram-gaps-en.svg")
    }

    @Test("a night of one stage fills the width, has no links, and other nights or periods are chosen by the morning")
    func singleStage() throws {
        let svg = Self.chart(Self.single, "en", night: "2026-11-26")
        #expect(svg.contains("<rect class=\"hyp-seg hyp-core\" x=\"0%\"") && svg.contains("width=\"100%\""))
        #expect(!svg.contains("hyp-links") && svg.contains("<title>Core, 1:00\u{202F}AM–5:00\u{202F}AM</title>"))
        try HealthVisualsGolden.check(svg, "hypnogram-single-en.svg")
        let empty = Self.chart(Self.single, "en", night: "2026-11-25")
        #expect(empty.contains(">No data</text>") && !empty.contains("hyp-seg"))
        let nights = SleepNightChart(Self.normal, text: HealthVisualsGolden.text("en"))
        let week = ReportPeriod(kind: .week, start: CalendarDay(parsing: "2026-11-23")!, end: CalendarDay(parsing: "2026-11-29")!)
        #expect(nights.lastNight(in: week) == CalendarDay(parsing: "2026-11-29"))
        #expect(SleepNightChart.stage(ofColumn: "Deep") == .deep && SleepNightChart.stage(ofColumn: "light_min") == .core
                && SleepNightChart.stage(ofColumn: "asleep_h") == nil)
    }

    @Test("the card draws the last night without labels; a card with no stretches says so")
    func card() {
        let nights = SleepNightChart(Self.normal, text: HealthVisualsGolden.text("en"))
        let night = nights.lastNight(in: nil)!
        let out = renderHTMLString(CardChartView(ChartAccessibility(idPrefix: "c", title: "Sleep", summary: "s"),
                                                 chart: .hypnogram(nights.segments(nights.stretches(of: night)))))
        #expect(out.hasPrefix("<svg class=\"chart card-chart card-hypnogram\"") && occurrences(of: "<rect class=\"hyp-seg", in: out) == 10)
        #expect(!out.contains("hyp-names") && !out.contains("chart-x-labels"))
        #expect(nights.summary(nights.stretches(of: night)) == "10:40\u{202F}PM–6:50\u{202F}AM: Awake 33\u{A0}min, REM 1\u{A0}h 35\u{A0}min, Core 4\u{A0}h 07\u{A0}min, Deep 1\u{A0}h 55\u{A0}min")
    }
}

/// Counts non-overlapping occurrences of `needle`.
private func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}
