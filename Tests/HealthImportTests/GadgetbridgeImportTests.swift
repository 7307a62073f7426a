import Diagnostics
import Foundation
import Testing
@testable import HealthImport

/// `cardstock import gadgetbridge`: the database `Scripts/make-sqlite-examples.py --gadgetbridge-samples` builds from
/// Gadgetbridge's schema (USER and DEVICE with made-up names; a Mi Band's and a Xiaomi band's activity samples,
/// TIMESTAMP in seconds; a CMF watch's all-day heart rate, TIMESTAMP in milliseconds; a resting heart rate table the
/// import leaves alone). The expected values are worked out from the script's rows in the comments.
@Suite struct GadgetbridgeImportTests {
    /// Builds the samples database into the fixture and returns its path.
    func database(_ f: Fixture, name: String = "Gadgetbridge") throws -> String {
        let path = f.root + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixture.repository + "/Scripts/make-sqlite-examples.py", "--gadgetbridge-samples", path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return path
    }

    @Test func dailyStepsAndHeartRateInUTCDays() throws {
        let f = try Fixture()
        let report = try GadgetbridgeImporter.run(f.fitnessOptions(try database(f)))
        // 8 band rows + 3 watch rows + 2 CMF rows; the CMF's 255 holds neither steps nor a heart rate.
        #expect(report.recordsRead == 13 && report.recordsImported == 12 && report.recordsSkipped == 1)
        #expect(report.format == "gadgetbridge")
        // Nov 23, band: 120 + 95 + 0 + 3 + 7 = 225 (12:00's -1 is "not measured"); watch: 100 + 50 = 150 → 225.
        // Nov 24, band: 40 + 300 = 340; watch: 500 → 500 (the device that counted most, not 840).
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,225\n2026-11-24,500\n")
        // Nov 23: 72, 88, 61 (band; 255, 0 and 5 are no reading), 70 (watch; -1 is none) → 61, 291 / 4 = 72.75, 88.
        // Nov 24: 130, 104 (band), 66 (CMF, milliseconds; its 255 and the watch's 251 are out) → 66, 300 / 3 = 100, 130.
        // The resting heart rate table's 45 is not a sample: the minimum stays 61.
        #expect(f.read("content/metrics/heart-rate.csv")
                == "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,61,72.75,88\n2026-11-24,66,100,130\n")
        #expect(report.metricFiles == [.heartRate, .steps])
    }

    @Test func aTimeZoneCutsTheDaysWhereItsClockDoes() throws {
        let f = try Fixture()
        var options = f.fitnessOptions(try database(f))
        options.dayZone = TimeZone(identifier: "America/New_York")
        #expect(options.dayZone != nil)
        _ = try GadgetbridgeImporter.run(options)
        // New York is UTC-5 in late November: Nov 24 00:00 UTC (40 steps, 130 bpm) is Nov 23 19:00 there, and the
        // 24th's other samples (06:30, 07:00, 10:00 UTC) stay on the 24th.
        // Steps: band 225 + 40 = 265, watch 150 → 265; the 24th: band 300, watch 500 → 500.
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,265\n2026-11-24,500\n")
        // Nov 23: 72, 88, 61, 70, 130 → 61, 421 / 5 = 84.2, 130. Nov 24: 104, 66 → 66, 85, 104.
        #expect(f.read("content/metrics/heart-rate.csv")
                == "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,61,84.2,130\n2026-11-24,66,85,104\n")
    }

    @Test func noDeviceOrOwnerNameReachesTheOutput() throws {
        let f = try Fixture()
        _ = try GadgetbridgeImporter.run(f.fitnessOptions(try database(f)))
        let names = f.listing().keys.sorted()
        #expect(names.count == 5, "\(names)")
        for name in names {
            let text = f.read("content/" + name) ?? ""
            for word in ["Sample", "Mi Band 6", "00:00:5E", "Xiaomi Smart Band", "CMF Watch"] {
                #expect(!text.contains(word), "\(name) holds \(word)")
            }
        }
    }

    @Test func sinceTypesAndTheDatabaseIsNeverWritten() throws {
        let f = try Fixture()
        let path = try database(f)
        let before = FileManager.default.contents(atPath: path)
        var options = f.fitnessOptions(path)
        options.since = .init(year: 2026, month: 11, day: 24)
        options.types = [.steps]
        _ = try GadgetbridgeImporter.run(options)
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-24,500\n")
        #expect(f.read("content/metrics/heart-rate.csv") == nil)
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal") && !FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func progressCountsTheDatabasesBytes() throws {
        let f = try Fixture()
        let path = try database(f)
        let size = try #require((try FileManager.default.attributesOfItem(atPath: path))[.size] as? NSNumber).intValue
        let progress = ProgressCounter()
        _ = try GadgetbridgeImporter.run(f.fitnessOptions(path), progress: progress)
        #expect(progress.total == size && progress.done == size)
    }

    @Test func theFormatIsDetectedFromTheSQLiteHeader() throws {
        let f = try Fixture()
        #expect(try ImportFormatDetector.detect(try database(f, name: "export.db")) == .gadgetbridge)
        #expect(ImportFormat.gadgetbridge.kinds == [.steps, .heartRate])
    }
}
