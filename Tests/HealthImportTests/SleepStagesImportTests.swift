import Foundation
import Testing
import Metrics
@testable import HealthImport

/// `sleep-stages-night.csv`: one row per stage sample, at its start with the offset it was recorded with, for
/// nights across the start and the end of summer time (Central Europe, 2026); its sidecar in the site's language.
@Suite struct SleepStagesImportTests {
    static let watch = HealthXML.watch

    /// Summer time starts at 02:00 CET on 29 March 2026 (01:00 UTC): the REM sample 01:30 +0100 – 03:30 +0200
    /// lasts 60 minutes, not the two hours its clock times are apart. 22:00–05:00 UTC is 420 minutes.
    static let springForward = [
        HealthXML.sleep(watch, "2026-03-28 23:00:00 +0100", "2026-03-29 00:30:00 +0100", "AsleepCore"),
        HealthXML.sleep(watch, "2026-03-29 01:30:00 +0100", "2026-03-29 03:30:00 +0200", "AsleepREM"),
        HealthXML.sleep(watch, "2026-03-29 00:30:00 +0100", "2026-03-29 01:30:00 +0100", "AsleepDeep"), // out of order
        HealthXML.sleep(watch, "2026-03-29 03:30:00 +0200", "2026-03-29 03:45:00 +0200", "Awake"),
        HealthXML.sleep(watch, "2026-03-29 03:45:00 +0200", "2026-03-29 07:00:00 +0200", "AsleepCore"),
    ].joined()
    /// Summer time ends at 03:00 CEST on 25 October 2026 (01:00 UTC): the REM sample 02:30 +0200 – 02:30 +0100
    /// lasts 60 minutes though both clock times read 02:30. 21:30–05:30 UTC is 480 minutes.
    static let fallBack = [
        HealthXML.sleep(watch, "2026-10-24 23:30:00 +0200", "2026-10-25 01:00:00 +0200", "AsleepCore"),
        HealthXML.sleep(watch, "2026-10-25 01:00:00 +0200", "2026-10-25 02:30:00 +0200", "AsleepDeep"),
        HealthXML.sleep(watch, "2026-10-25 02:30:00 +0200", "2026-10-25 02:30:00 +0100", "AsleepREM"),
        HealthXML.sleep(watch, "2026-10-25 02:30:00 +0100", "2026-10-25 05:00:00 +0100", "AsleepCore"),
        HealthXML.sleep(watch, "2026-10-25 05:00:00 +0100", "2026-10-25 05:05:00 +0100", "Awake"),
        HealthXML.sleep(watch, "2026-10-25 05:05:00 +0100", "2026-10-25 06:30:00 +0100", "AsleepCore"),
    ].joined()

    static let expectedCSV = "date,awake_min,rem_min,core_min,deep_min\n"
        + "2026-03-28T23:00:00+01:00,,,90,\n2026-03-29T00:30:00+01:00,,,,60\n2026-03-29T01:30:00+01:00,,60,,\n"
        + "2026-03-29T03:30:00+02:00,15,,,\n2026-03-29T03:45:00+02:00,,,195,\n"
        + "2026-10-24T23:30:00+02:00,,,90,\n2026-10-25T01:00:00+02:00,,,,90\n2026-10-25T02:30:00+02:00,,60,,\n"
        + "2026-10-25T02:30:00+01:00,,,150,\n2026-10-25T05:00:00+01:00,5,,,\n2026-10-25T05:05:00+01:00,,,85,\n"

    /// The rows of a stretch file: (start instant, minutes).
    static func rows(_ csv: String) -> [(start: Date, minutes: Double)] {
        let parser = ISO8601DateFormatter()
        return csv.split(separator: "\n").dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            return (parser.date(from: String(cells[0]))!, cells.dropFirst().compactMap { Double($0) }.reduce(0, +))
        }
    }

    @Test("nights across both summer-time changes keep each sample's offset, and no minute is lost or doubled")
    func daylightSavingNights() throws {
        let f = try Fixture()
        try HealthXML.run(Self.springForward + Self.fallBack, in: f) { $0.types = [.sleep] }
        let csv = try #require(f.read("content/metrics/sleep-stages-night.csv"))
        #expect(csv == Self.expectedCSV)
        // Each row ends where the next starts (instants, not clock times), and the minutes add up to each night's span.
        let rows = Self.rows(csv)
        for night in [rows[0..<5], rows[5..<11]] {
            for (a, b) in zip(night, night.dropFirst()) {
                #expect(a.start.addingTimeInterval(a.minutes * 60) == b.start)
            }
            let last = try #require(night.last), first = try #require(night.first)
            let span = last.start.addingTimeInterval(last.minutes * 60).timeIntervalSince(first.start) / 60
            #expect(night.reduce(0) { $0 + $1.minutes } == span)
        }
        #expect(rows[0..<5].reduce(0) { $0 + $1.minutes } == 420 && rows[5..<11].reduce(0) { $0 + $1.minutes } == 480)
        // The nights' totals: 405 min asleep + 15 awake; 475 asleep + 5 awake (hours, six places).
        let duration = try #require(f.read("content/metrics/sleep-duration.csv"))
        #expect(duration.contains("\n2026-03-29,6.75,") && duration.contains(",0.25\n"))
        #expect(duration.contains("\n2026-10-25,7.916667,") && duration.hasSuffix(",0.083333\n"))
    }

    @Test("the sidecar's title and stage names are in the site's language, from the string tables")
    func sidecarLanguages() throws {
        let expected: [(String?, String, String)] = [
            (nil, "\"Sleep stages by night\"", "{awake_min: \"Awake\", rem_min: \"REM\", core_min: \"Core\", deep_min: \"Deep\"}"),
            ("zh-CN", "\"每晚睡眠阶段\"", "{awake_min: \"清醒\", rem_min: \"快速动眼\", core_min: \"核心\", deep_min: \"深度\"}"),
            ("de", "\"Schlafphasen pro Nacht\"", "{awake_min: \"Wach\", rem_min: \"REM\", core_min: \"Kern\", deep_min: \"Tief\"}"),
            ("ja", "\"夜ごとの睡眠ステージ\"", "{awake_min: \"覚醒\", rem_min: \"レム睡眠\", core_min: \"コア睡眠\", deep_min: \"深い睡眠\"}"),
        ]
        for (language, title, labels) in expected {
            let f = try Fixture()
            try HealthXML.run(Self.springForward, in: f) { $0.types = [.sleep]; $0.language = language }
            let yaml = try #require(f.read("content/metrics/sleep-stages-night.yaml"))
            #expect(yaml.contains("\ntitle: \(title)\n"), "\(language ?? "en")")
            #expect(yaml.hasSuffix("chart: hypnogram\nlabels: \(labels)\n"), "\(language ?? "en")")
            #expect(yaml.hasPrefix(HealthOutput.marker + "\n") && yaml.contains("\nunit: min\n") && yaml.contains("\ntime_zone: recorded\n"))
            // Metrics reads the labels as the columns' names.
            let metadata = try HealthImportFilesTests.sidecar(f.root + "/content/metrics/sleep-stages-night.yaml")
            #expect(metadata.labels?.count == 4 && metadata.chart == .hypnogram, "\(language ?? "en")")
        }
        // Every built-in language has its own title (none falls back to the English one).
        let titles = ["en", "zh-Hans", "zh-Hant", "ja", "de", "fr", "es"].map { HealthOutput.sleepStretchSidecar(language: $0) }
        #expect(Set(titles).count == 7)
    }
}
