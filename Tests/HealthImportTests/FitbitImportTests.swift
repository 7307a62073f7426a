import Foundation
import Testing
@testable import HealthImport

/// `cardstock import fitbit`: a Fitbit data export in its documented layout (`<type>-YYYY-MM-DD.json` arrays of
/// `dateTime`/`value` entries, heart rate as `{"bpm": …}`, sleep logs), written here by hand; the expected values are
/// worked out from these entries in the comments.
@Suite struct FitbitImportTests {
    static let folder = "export/MyFitbitData/SamplePerson/Physical Activity/"

    func writeExport(_ f: Fixture) throws {
        let d = Self.folder
        try f.write(d + "steps-2026-11-23.json", """
            [{"dateTime":"11/23/26 08:00:00","value":"120"},{"dateTime":"11/23/26 08:01:00","value":"95"},
             {"dateTime":"11/24/26 23:59:00","value":"7"}]
            """)
        try f.write(d + "distance-2026-11-23.json", """
            [{"dateTime":"11/23/26 08:00:00","value":"9150"},{"dateTime":"11/23/26 08:01:00","value":"7300"}]
            """)
        try f.write(d + "calories-2026-11-23.json", """
            [{"dateTime":"11/23/26 00:00:00","value":"1.15"},{"dateTime":"11/23/26 00:01:00","value":"2.4"}]
            """)
        try f.write(d + "heart_rate-2026-11-23.json", """
            [{"dateTime":"11/23/26 03:10:05","value":{"bpm":58,"confidence":3}},
             {"dateTime":"11/23/26 09:00:10","value":{"bpm":61,"confidence":2}},
             {"dateTime":"11/23/26 18:30:00","value":{"bpm":104,"confidence":1}}]
            """)
        try f.write(d + "resting_heart_rate-2026-11-23.json", """
            [{"dateTime":"11/23/26 00:00:00","value":{"date":"11/23/26","value":57.41,"error":6.2}},
             {"dateTime":"11/24/26 00:00:00","value":{"date":"11/24/26","value":0.0,"error":0.0}}]
            """)
        try f.write(d + "very_active_minutes-2026-11-23.json", #"[{"dateTime":"11/23/26 00:00:00","value":"14"}]"#)
        try f.write(d + "moderately_active_minutes-2026-11-23.json", #"[{"dateTime":"11/23/26 00:00:00","value":"9"}]"#)
        try f.write("export/MyFitbitData/SamplePerson/Sleep/sleep-2026-11-23.json", """
            [{"logId":1,"dateOfSleep":"2026-11-23","minutesAsleep":402,"timeInBed":441,"type":"stages","mainSleep":true,
              "levels":{"summary":{"deep":{"count":4,"minutes":71},"light":{"count":25,"minutes":236},
                                   "rem":{"count":6,"minutes":95},"wake":{"count":20,"minutes":39}}}},
             {"logId":2,"dateOfSleep":"2026-11-24","minutesAsleep":45,"timeInBed":50,"type":"classic","mainSleep":false,
              "levels":{"summary":{"asleep":{"count":1,"minutes":45},"restless":{"count":1,"minutes":3},
                                   "awake":{"count":0,"minutes":2}}}}]
            """)
        // Not read: a type the import does not handle, and the profile with the account's (made-up) name.
        try f.write(d + "altitude-2026-11-23.json", #"[{"dateTime":"11/23/26 08:00:00","value":"30"}]"#)
        try f.write("export/MyFitbitData/SamplePerson/Personal & Account/Profile.csv", "full_name\nSample Person\n")
    }

    @Test func dailyValuesFromTheEntries() throws {
        let f = try Fixture()
        try writeExport(f)
        let report = try FitbitImporter.run(f.fitnessOptions(f.root + "/export"))
        // 3 steps, 2 distance, 2 calories, 3 heart rate, 2 resting (one of them 0: skipped), 1 + 1 active, 2 sleep.
        #expect(report.recordsRead == 16 && report.recordsImported == 15 && report.recordsSkipped == 1)
        // 120 + 95 on the 23rd; 7 on the 24th.
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,215\n2026-11-24,7\n")
        // 9150 + 7300 = 16450 cm = 0.1645 km.
        #expect(f.read("content/metrics/distance.csv") == "date,km\n2026-11-23,0.1645\n")
        #expect(f.read("content/metrics/energy-burned.csv") == "date,kcal\n2026-11-23,3.55\n")
        // min 58, mean (58 + 61 + 104) / 3 = 74.333…, max 104.
        #expect(f.read("content/metrics/heart-rate.csv") == "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,58,74.333333,104\n")
        // The 24th's 0 means Fitbit had no resting heart rate that day.
        #expect(f.read("content/metrics/resting-heart-rate.csv") == "date,bpm\n2026-11-23,57.41\n")
        // 14 very + 9 fairly active minutes.
        #expect(f.read("content/metrics/active-minutes.csv") == "date,minutes\n2026-11-23,23\n")
        // 402/60, 441/60, light 236/60, deep 71/60, REM 95/60, wake 39/60; the classic log of the 24th has no stages.
        #expect(f.read("content/metrics/sleep-duration.csv") == "date,asleep_h,in_bed_h,core_h,deep_h,rem_h,awake_h\n"
            + "2026-11-23,6.7,7.35,3.933333,1.183333,1.583333,0.65\n2026-11-24,0.75,0.833333,,,,\n")
        #expect(f.read("content/metrics/sleep-duration.yaml")?.contains("chart: stacked\n") == true)
        #expect(f.read("content/metrics/altitude.csv") == nil)
        for (name, _) in f.listing("content") {
            #expect(f.read("content/" + name)?.contains("Sample") == false, "the account's name must not be written (\(name))")
        }
        #expect(try ImportFormatDetector.detect(f.root + "/export") == .fitbit)
    }

    @Test func aZipReadsLikeTheFolderAndReimportChangesNothing() throws {
        let f = try Fixture()
        try writeExport(f)
        let zip = try f.zip("export", as: "fitbit.zip")
        let first = try FitbitImporter.run(f.fitnessOptions(zip))
        #expect(first.written.count == 15) // 7 metric files with sidecars and the metrics page
        let again = try FitbitImporter.run(f.fitnessOptions(zip))
        #expect(again.written.isEmpty && again.unchanged.count == 15)
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,215\n2026-11-24,7\n")
    }

    @Test func malformedFilesAreLocatedErrors() throws {
        let f = try Fixture()
        let d = Self.folder
        try f.write(d + "steps-2026-11-23.json", "[\n {\"dateTime\": \"11/23/26 08:00:00\", \"value\": \"1\"},\n"
            + " {\"dateTime\": \"11/23/26 08:01:00\" \"value\": \"2\"}\n]\n")
        try f.write(d + "calories-2026-11-23.json", "[\n {\"dateTime\": \"yesterday\", \"value\": \"5\"},\n"
            + "  {\"dateTime\": \"11/23/26 08:00:00\", \"value\": \"many\"}\n]\n")
        try f.write(d + "heart_rate-2026-11-23.json", "{\"bpm\": 60}")
        let text = f.errors { try FitbitImporter.run(f.fitnessOptions(f.root + "/export")) }
        let base = f.root + "/" + d
        #expect(text.contains(base + "steps-2026-11-23.json:3:"), "\(text)")
        #expect(text.contains("is not valid JSON"), "\(text)")
        #expect(text.contains(base + "calories-2026-11-23.json:2:2: error: this entry has no date"), "\(text)")
        #expect(text.contains(base + "calories-2026-11-23.json:3:3: error: this entry's value is not a number"), "\(text)")
        #expect(text.contains(base + "heart_rate-2026-11-23.json:1:1: error: a Fitbit data file holds a JSON array"), "\(text)")
        #expect(f.listing("content").isEmpty)
        try f.write("nothing/readme.txt", "x\n")
        #expect(f.errors { try FitbitImporter.run(f.fitnessOptions(f.root + "/nothing")) }.contains("holds no Fitbit data files"))
        #expect(throws: (any Error).self) { try ImportFormatDetector.detect(f.root + "/nothing") }
    }
}
