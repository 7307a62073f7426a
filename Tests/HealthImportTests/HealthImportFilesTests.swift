import Foundation
import Testing
import Diagnostics
import Metrics
@testable import HealthImport

/// Output ownership, idempotence, all-or-nothing writing, filters and Metrics compatibility.
@Suite struct HealthImportFilesTests {
    @Test func secondRunChangesNothing() throws {
        let f = try Fixture()
        let source = try f.generate()
        let first = try HealthImporter.run(f.options(source))
        #expect(!first.written.isEmpty)
        let before = f.listing()
        let bytes = before.keys.sorted().map { f.read("content/" + $0) }
        Thread.sleep(forTimeInterval: 0.02) // so a rewrite would show in the mtime
        let second = try HealthImporter.run(f.options(source))
        #expect(second.written.isEmpty)
        #expect(second.unchanged.count == first.written.count)
        #expect(f.listing() == before)
        #expect(before.keys.sorted().map { f.read("content/" + $0) } == bytes)
    }

    @Test func refusesToOverwriteForeignFiles() throws {
        let f = try Fixture()
        let source = try f.generate()
        try f.write("content/metrics/steps.yaml", "title: My steps\ncolumn: steps\n")
        #expect {
            try HealthImporter.run(f.options(source))
        } throws: { error in
            let d = (error as? DiagnosticList)?.errors ?? []
            return d.count == 1 // the foreign sidecar
                && d.allSatisfy { $0.message.contains("--force") && $0.message.contains("rename") }
        }
        #expect(f.read("content/metrics/steps.yaml") == "title: My steps\ncolumn: steps\n")
        #expect(f.read("content/metrics/heart-rate.csv") == nil) // nothing written at all
        #expect(f.read("content/workouts/index.md") == nil)
        var forced = f.options(source)
        forced.force = true
        _ = try HealthImporter.run(forced)
        #expect(f.read("content/metrics/steps.yaml")?.hasPrefix(HealthOutput.marker) == true)
    }

    @Test func csvWithoutOwnedSidecarIsForeign() throws {
        let f = try Fixture()
        let source = try f.generate()
        try f.write("content/metrics/blood-oxygen.csv", "date,spo2_pct\n2026-01-01,97\n")
        #expect(throws: DiagnosticList.self) { try HealthImporter.run(f.options(source)) }
        #expect(f.read("content/metrics/blood-oxygen.csv") == "date,spo2_pct\n2026-01-01,97\n")
    }

    @Test func sinceAndTypesFilter() throws {
        let f = try Fixture()
        var options = f.options(try f.generate())
        options.since = CalendarDay(year: 2026, month: 11, day: 25)
        options.types = [.steps, .workouts, .vo2Max]
        options.workoutPages = nil
        let report = try HealthImporter.run(options)
        #expect(f.read("content/metrics/steps.csv")
            == "date,steps,sources\n2026-11-25,3000,Apple Watch: 3000\n2026-11-26,9,iPhone: 9\n")
        #expect(f.read("content/metrics/workouts.csv")
            == "date,slug,type,title,duration_min,distance_km,energy_kcal\n"
               + "2026-11-25T18:00:00-05:00,2026-11-25-cycling,cycling,Cycling,60,20,450\n")
        #expect(report.empty == [.vo2Max])
        #expect(f.read("content/metrics/heart-rate.csv") == nil)
        #expect(f.listing("content/workouts").isEmpty)
        #expect(report.written.count == 4)
    }

    @Test func outputParsesWithMetrics() throws {
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try f.generate()))
        let csvs = report.written.filter { $0.hasSuffix(".csv") }
        // No resting energy in the small set; the sleep stages' stretch file besides the kinds.
        #expect(csvs.count == HealthMetricKind.allCases.count - 1 + 1)
        #expect(csvs.contains { $0.hasSuffix("/sleep-stages-night.csv") })
        for csv in csvs {
            let yaml = String(csv.dropLast(4)) + ".yaml"
            let metadata = try Self.sidecar(yaml)
            let bytes = [UInt8](FileManager.default.contents(atPath: csv) ?? Data())
            let file = try MetricFile.parse(bytes, path: csv, metadata: metadata)
            #expect(!file.series.times.isEmpty, "\(csv)")
            if let column = metadata.column { #expect(file.series.columns.contains(column), "\(csv)") }
        }
        // `time_zone: recorded`: the workout rows keep the clock they were recorded with, so 07:05 at
        // +01:00 is read as 07:05 on the 24th (days, periods and charts follow that clock).
        let workouts = try MetricFile.parse([UInt8](FileManager.default.contents(atPath: f.root + "/content/metrics/workouts.csv") ?? Data()),
                                            path: "workouts.csv", metadata: try Self.sidecar(f.root + "/content/metrics/workouts.yaml"))
        #expect(workouts.series.times.first == Double(CalendarDay(year: 2026, month: 11, day: 24)!.daysSinceEpoch * 86_400 + 7 * 3600 + 5 * 60))
    }

    /// Reads the importer's flat sidecar (`key: value`, `[a, b]` lists, `{a: "b", c: "d"}` mappings of quoted text)
    /// into metadata through Metrics' own key rules.
    static func sidecar(_ path: String) throws -> MetricMetadata {
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        var m = MetricMetadata()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            var raw = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let value: MetricMetadata.Value
            if raw.hasPrefix("[") {
                let items = raw.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                value = .list(items.map { Double($0).map(MetricMetadata.Value.number) ?? .string($0) })
            } else if raw.hasPrefix("{") {
                let pairs = raw.dropFirst().dropLast().split(separator: ",").map { $0.split(separator: ":", maxSplits: 1) }
                value = .mapping(Dictionary(uniqueKeysWithValues: pairs.map { pair in
                    (pair[0].trimmingCharacters(in: .whitespaces),
                     MetricMetadata.Value.string(String(pair[1].trimmingCharacters(in: .whitespaces).dropFirst().dropLast())))
                }))
            } else if let d = Double(raw) {
                value = .number(d)
            } else {
                if raw.hasPrefix("\"") { raw = String(raw.dropFirst().dropLast()) }
                value = .string(raw)
            }
            if let problem = m.apply(key: key, value: value) {
                throw DiagnosticList([.error(path, problem)])
            }
        }
        return m
    }
}
