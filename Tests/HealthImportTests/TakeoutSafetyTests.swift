import Foundation
import Testing
@testable import HealthImport
import Diagnostics

/// The Apple Health import's safety rules hold for the Google Fit and Fitbit imports too: files the importer did not
/// write are not replaced, values no metric file may hold are left out with a warning, and progress is counted.
@Suite struct TakeoutSafetyTests {
    func writeSummary(_ f: Fixture, rows: [String]) throws -> String {
        try f.write("t/Takeout/Fit/Daily activity metrics/Daily activity metrics.csv",
                    (["Date,Step count,Distance (m)"] + rows).joined(separator: "\n") + "\n")
        return f.root + "/t"
    }

    @Test func aFileTheImporterDidNotWriteIsKept() throws {
        let f = try Fixture()
        let source = try writeSummary(f, rows: ["2026-11-23,7012,5320.5"])
        try f.write("content/metrics/steps.csv", "date,steps\n2026-01-01,1\n")
        let text = f.errors { try GoogleFitImporter.run(f.fitnessOptions(source)) }
        #expect(text.contains("content/metrics/steps.csv:1:1: error: this file exists and was not written"), "\(text)")
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-01-01,1\n")
        #expect(f.read("content/metrics/distance.csv") == nil, "nothing is written when one file conflicts")
        var forced = f.fitnessOptions(source)
        forced.force = true
        _ = try GoogleFitImporter.run(forced)
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,7012\n")
    }

    @Test func aValueNoMetricFileMayHoldIsLeftOutWithAWarning() throws {
        let f = try Fixture()
        let source = try writeSummary(f, rows: ["2026-11-23,7012,5320.5", "2026-11-24,2e301,1000"])
        let report = try GoogleFitImporter.run(f.fitnessOptions(source))
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,7012\n")
        #expect(f.read("content/metrics/distance.csv") == "date,km\n2026-11-23,5.3205\n2026-11-24,1\n")
        #expect(report.daysLeftOut == 1)
        #expect(report.warnings.contains { $0.message.contains("steps: 1 day(s) left out (the first 2026-11-24)") })
    }

    @Test func progressCountsTheBytesRead() throws {
        let f = try Fixture()
        let source = try writeSummary(f, rows: ["2026-11-23,7012,5320.5"])
        let size = try #require(FileManager.default.attributesOfItem(
            atPath: source + "/Takeout/Fit/Daily activity metrics/Daily activity metrics.csv")[.size] as? Int)
        let progress = ProgressCounter()
        _ = try GoogleFitImporter.run(f.fitnessOptions(source), progress: progress)
        #expect(progress.total == size && progress.done == size)
    }
}
