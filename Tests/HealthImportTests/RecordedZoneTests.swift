import Foundation
import Testing
import Metrics
@testable import HealthImport

/// Days in the zone each sample was recorded in, and the export's precision kept in the files.
@Suite struct RecordedZoneTests {
    typealias X = HealthXML

    /// Parses a written metric file with its sidecar, through Metrics' own rules.
    func series(_ f: Fixture, _ name: String) throws -> MetricSeries {
        let csv = f.root + "/content/metrics/\(name).csv"
        let metadata = try HealthImportFilesTests.sidecar(f.root + "/content/metrics/\(name).yaml")
        let bytes = [UInt8](FileManager.default.contents(atPath: csv) ?? Data())
        return try MetricFile.parse(bytes, path: csv, metadata: metadata).series
    }

    /// The sum of column `column` per local day, as a site's day card adds it.
    func dayTotals(_ s: MetricSeries, column: String) throws -> [String: Double] {
        let c = try #require(s.columns.firstIndex(of: column))
        var out: [String: Double] = [:]
        for (i, t) in s.times.enumerated() { out[s.timeZone.day(of: t).description, default: 0] += s.values[c][i] ?? 0 }
        return out
    }

    @Test func aWorkoutCountsOnTheDayOfItsOwnClock() throws {
        let f = try Fixture()
        let body = [
            // A New York evening run (00:30 the next day in UTC) and a Berlin walk just after midnight
            // (23:20 the day before in UTC), both on 24 November by their own clocks.
            X.workout("Running", "2026-11-24 19:30:00 -0500", "2026-11-24 20:18:00 -0500", minutes: "48"),
            X.workout("Walking", "2026-11-24 00:20:00 +0100", "2026-11-24 01:00:00 +0100", minutes: "40"),
            X.workout("Yoga", "2026-11-23 18:00:00 +0100", "2026-11-23 18:30:00 +0100", minutes: "30"),
            X.steps(X.watch, "2026-11-24", "23:00", "23:40", 400, offset: "-0500"),
        ].joined()
        try X.run(body, in: f) { $0.types = [.workouts, .steps] }
        let sidecar = try #require(f.read("content/metrics/workouts.yaml"))
        #expect(sidecar.contains("\ntime_zone: recorded\n"))
        #expect(f.read("content/metrics/steps.yaml")?.contains("\ntime_zone: recorded\n") == true)
        // The card's day total: 48 + 40 = 88 min on the 24th ("1 h 28 min", as the page shows it), 30 on the 23rd.
        let totals = try dayTotals(try series(f, "workouts"), column: "duration_min")
        #expect(totals == ["2026-11-23": 30, "2026-11-24": 88])
        // The pages' slugs say the same days.
        let csv = f.read("content/metrics/workouts.csv") ?? ""
        #expect(csv.contains(",2026-11-24-running,running,Running,") && csv.contains(",2026-11-24-walking,walking,Walking,"))
        #expect(WorkoutPage.duration(88) == "1\u{A0}h 28\u{A0}min" && WorkoutPage.duration(60) == "1\u{A0}h")
        // Steps at 23:00–23:40 -05:00 are the 24th's (04:00 on the 25th in UTC).
        #expect(try dayTotals(try series(f, "steps"), column: "steps") == ["2026-11-24": 400])
    }

    @Test func recordedZoneIsReadByMetricsWhateverTheSiteZone() throws {
        let zone = try #require(MetricTimeZone(parsing: "recorded"))
        #expect(zone.keepsRecordedClock)
        var metadata = MetricMetadata()
        #expect(metadata.apply(key: "time_zone", value: .string("recorded")) == nil)
        metadata.column = "duration_min"
        let csv = "date,duration_min\n2026-11-24T19:30:00-05:00,48\n2026-11-24T00:20:00+01:00,40\n2026-11-25,5\n"
        let s = try MetricFile.parse(Array(csv.utf8), path: "w.csv", metadata: metadata).series
        #expect(s.times.map { s.timeZone.day(of: $0).description } == ["2026-11-24", "2026-11-24", "2026-11-25"])
        // Without it, the offsets make instants and the zone (UTC here) picks the day: the run moves.
        metadata.timeZone = .utc
        let utc = try MetricFile.parse(Array(csv.utf8), path: "w.csv", metadata: metadata).series
        #expect(utc.times.map { utc.timeZone.day(of: $0).description } == ["2026-11-23", "2026-11-25", "2026-11-25"])
    }

    @Test func filesKeepSecondsAndTheExportsDecimals() throws {
        let f = try Fixture()
        let body = [
            // 23:10:00 – 06:36:41 asleep: 7 h 26 min 41 s = 26,801 s = 7.444722… h (was 7.44 h = 7 h 26 min 24 s).
            X.sleep(X.watch, "2026-11-23 23:10:00 +0100", "2026-11-24 06:36:41 +0100", "AsleepCore"),
            X.record("HeartRateVariabilitySDNN", X.watch, "2026-11-24 03:00:00 +0100", "2026-11-24 03:00:00 +0100",
                     "45.123", unit: "ms"),
            X.record("HeartRateVariabilitySDNN", X.watch, "2026-11-24 04:00:00 +0100", "2026-11-24 04:00:00 +0100",
                     "38.4567", unit: "ms"),
            X.workout("Running", "2026-11-24 18:00:00 +0100", "2026-11-24 18:48:14 +0100", minutes: "48.23333", kcal: "312.7"),
        ].joined()
        try X.run(body, in: f) { $0.types = [.sleep, .heartRateVariability, .workouts] }
        #expect(f.read("content/metrics/sleep-duration.csv") == "date,asleep_h,core_h,deep_h,rem_h,awake_h\n"
            + "2026-11-24,7.444722,7.444722,0,0,0\n")
        // (45.123 + 38.4567) / 2 = 41.78985.
        #expect(f.read("content/metrics/heart-rate-variability.csv") == "date,sdnn_ms\n2026-11-24,41.78985\n")
        #expect(f.read("content/metrics/workouts.csv") == "date,slug,type,title,duration_min,energy_kcal\n"
            + "2026-11-24T18:00:00+01:00,2026-11-24-running,running,Running,48.23333,312.7\n")
        // The template's row block shows the columns the table has.
        #expect(f.read("content/workouts/index.md")?.contains("fields: [duration_min, energy_kcal]\n") == true)
        // Read back, 7.444722 h is 446.68 min: a card rounds it once, to 7 h 27 min.
        let asleep = try series(f, "sleep-duration")
        let hours = try #require(asleep.values[asleep.columns.firstIndex(of: "asleep_h") ?? 0].first ?? nil)
        #expect(abs(hours * 3600 - 26_801) < 0.01)
    }
}
