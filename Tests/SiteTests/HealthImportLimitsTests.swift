import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// The importer writes only what the build accepts: values and dates beyond the metric readers'
/// limits are skipped (or their day left out) with a warning, and the imported site then builds.
@Suite struct HealthImportLimitsTests {
    static func export(_ records: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <ExportDate value="2026-11-29 10:00:00 +0100"/>
        \(records)
        </HealthData>

        """
    }

    static func record(_ type: String, _ value: String, unit: String, start: String, end: String? = nil) -> String {
        " <Record type=\"\(type)\" sourceName=\"Alice’s Apple Watch\" unit=\"\(unit)\" startDate=\"\(start)\" "
            + "endDate=\"\(end ?? start)\" value=\"\(value)\"/>"
    }

    static let steps = "HKQuantityTypeIdentifierStepCount"
    static let heart = "HKQuantityTypeIdentifierHeartRate"
    static let normalSteps = record(steps, "100", unit: "count", start: "2026-11-22 08:00:00 +0100")

    /// Imports `records` (plus one ordinary step sample, so a file is written) and builds the site.
    func importAndBuild(_ records: String) -> (import: (status: Int32, out: String, err: String), site: TempSite) {
        let site = TempSite()
        site.write("export.xml", Self.export(Self.normalSteps + "\n" + records))
        site.write("content/index.md", "# Health\n\n```metric\nfile: metrics/steps.csv\n```\n")
        let imported = site.run(["import", "apple-health", "export.xml", "--to", "content/metrics"])
        #expect(imported.status == 0, "\(imported.err)")
        let build = site.run(["build", "--quiet"])
        #expect(build.status == 0, "the build refused what the import wrote: \(build.err)")
        return (imported, site)
    }

    @Test func hugeHeartRateIsSkippedWithAWarning() {
        let (result, site) = importAndBuild(Self.record(Self.heart, "1.797e308", unit: "count/min", start: "2026-11-23 08:00:00 +0100"))
        #expect(result.err.contains("export.xml:") && result.err.contains("value 1.797e308"), "\(result.err)")
        #expect(result.out.contains("skipped 1"), "\(result.out)")
        #expect(!site.exists("content/metrics/heart-rate.csv"))
    }

    @Test func aDayWhoseTotalOverflowsIsLeftOutWithAWarning() {
        let day = (0..<1000).map { i in
            Self.record(Self.steps, "1e300", unit: "count",
                        start: String(format: "2026-11-23 08:%02d:%02d +0100", i / 60 % 60, i % 60))
        }.joined(separator: "\n")
        let (result, site) = importAndBuild(day)
        #expect(result.err.contains("steps: 1 day(s) left out (the first 2026-11-23)"), "\(result.err)")
        #expect(result.out.contains("left out 1 day(s)"), "\(result.out)")
        let csv = site.read("content/metrics/steps.csv") ?? ""
        #expect(csv.contains("2026-11-22,100,"))
        #expect(!csv.contains("2026-11-23") && !csv.contains("e+"), "\(csv)")
    }

    @Test func yearZeroIsSkipped() {
        let (result, site) = importAndBuild(Self.record(Self.steps, "5", unit: "count", start: "0000-06-01 08:00:00 +0000"))
        #expect(result.err.contains("unreadable startDate/endDate"), "\(result.err)")
        #expect(site.read("content/metrics/steps.csv")?.contains("0000-") == false)
    }

    @Test func aSleepEndingInYear10000IsSkipped() {
        let sleep = " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"Alice’s Apple Watch\" "
            + "startDate=\"9999-12-31 22:00:00 -1400\" endDate=\"9999-12-31 23:59:59 -1400\" "
            + "value=\"HKCategoryValueSleepAnalysisAsleepCore\"/>"
        let (result, site) = importAndBuild(sleep)
        #expect(result.err.contains("outside the years 1–9999"), "\(result.err)")
        #expect(!site.exists("content/metrics/sleep-duration.csv"))
    }

    @Test func ordinaryStepsSurviveAHugeSampleOnTheSameDay() {
        let records = Self.record(Self.steps, "100", unit: "count", start: "2026-11-23 08:00:00 +0100") + "\n"
            + Self.record(Self.steps, "1.797e308", unit: "count", start: "2026-11-23 09:00:00 +0100")
        let (result, site) = importAndBuild(records)
        #expect(result.out.contains("imported 2, skipped 1"), "\(result.out)")
        let csv = site.read("content/metrics/steps.csv") ?? ""
        #expect(csv.contains("2026-11-23,100,"), "\(csv)")
        #expect(!csv.contains(",,"))
    }

    @Test func everyWarningIsPrintedOnceOnStandardError() {
        let (result, _) = importAndBuild(Self.record(Self.heart, "1.797e308", unit: "count/min", start: "2026-11-23 08:00:00 +0100"))
        #expect(result.err.components(separatedBy: "value 1.797e308").count == 2, "\(result.err)")
        #expect(!result.out.contains("1.797e308"), "\(result.out)")
    }
}

/// `init --example health` writes nothing until the import has succeeded.
@Suite struct HealthExampleStagingTests {
    /// The ZIP64 end records alone, their locator pointing at offset 2⁶³−1.
    static let crashZip: [UInt8] = {
        var b: [UInt8] = [0x50, 0x4B, 0x06, 0x07, 0, 0, 0, 0]
        b += [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 1, 0, 0, 0]
        b += [0x50, 0x4B, 0x05, 0x06, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0]
        return b
    }()

    func makeExport(_ site: TempSite) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-health-export.py", "--zip", site.root + "/gen"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return site.root + "/gen/export.zip"
    }

    @Test func aFailedImportLeavesNothingAndARetrySucceeds() throws {
        let site = TempSite()
        try Data(Self.crashZip).write(to: URL(fileURLWithPath: site.root + "/crash.zip"))
        let crashed = site.run(["init", "--example", "health", "--from", "crash.zip", "d"])
        #expect(crashed.status == 1)
        #expect(crashed.err.contains("crash.zip: error: ") && crashed.err.contains("ZIP64 locator"), "\(crashed.err)")
        #expect(!site.exists("d"))
        let export = try makeExport(site)
        let bytes = [UInt8](FileManager.default.contents(atPath: export) ?? Data())
        try Data(bytes[0..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: site.root + "/truncated.zip"))
        let truncated = site.run(["init", "--example", "health", "--from", "truncated.zip", "d"])
        #expect(truncated.status == 1)
        #expect(!site.exists("d"))
        #expect(site.list().filter { $0.hasPrefix(".cardstock-init") }.isEmpty, "the staging folder is removed")
        let retry = site.run(["init", "--example", "health", "--from", export, "d"])
        #expect(retry.status == 0, "\(retry.err)")
        #expect(site.exists("d/cardstock.yaml") && site.exists("d/content/metrics/steps.csv"))
        #expect(retry.out.contains("wrote d/content/metrics/active-energy.csv"), "paths are shown where the files end up: \(retry.out)")
        #expect(site.list().filter { $0.hasPrefix(".cardstock-init") }.isEmpty)
    }

    @Test func anExistingFolderKeepsItsFilesAndGetsTheSite() throws {
        let site = TempSite()
        let export = try makeExport(site)
        site.write("d/notes.txt", "mine\n")
        let created = site.run(["init", "--example", "health", "--from", export, "d"])
        #expect(created.status == 0, "\(created.err)")
        #expect(site.read("d/notes.txt") == "mine\n")
        #expect(site.list("d").sorted() == ["cardstock.yaml", "content", "notes.txt"], "the staging folder is gone")
        #expect(site.exists("d/content/index.md") && site.exists("d/content/workouts/index.md"))
        let again = site.run(["init", "--example", "health", "--from", export, "d"])
        #expect(again.status == 1)
        #expect(again.err.contains("d/cardstock.yaml: error: already exists"), "\(again.err)")
    }
}
