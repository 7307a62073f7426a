import Foundation
import Metrics
import Testing
@testable import HealthImport

/// `cardstock import google-fit`: Takeout's Fit folder in its documented layout, written here by hand so every
/// expected value below is worked out from the input rows (not by the importer's own logic).
@Suite struct GoogleFitImportTests {
    static let englishHeader = "Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,"
        + "Average heart rate (bpm),Max heart rate (bpm),Min heart rate (bpm),Low latitude (deg),Low longitude (deg),"
        + "Average speed (m/s),Step count,Average weight (kg),Max weight (kg),Min weight (kg)"

    /// Three days; the 24th has empty cells (no move minutes, heart rate or weight), the location columns hold
    /// made-up coordinates that must never reach a file.
    static let englishRows = [
        "2026-11-23,31,2104.25,5320.5,12,10,74.5,131,52,48.1357,11.5821,1.3,7012,71.3,71.5,71.1",
        "2026-11-24,,1850,1200,0,0,,,,,,,1710,,,",
        "2026-11-25,45,2301.5,8000,30,22,80,150,55,48.1359,11.5823,1.4,10450,70.9,71,70.8",
    ]

    @Test func englishSummaryGivesTheDailyValues() throws {
        let f = try Fixture()
        let folder = "takeout/Takeout/Fit/Daily activity metrics/"
        try f.write(folder + "Daily activity metrics.csv", ([Self.englishHeader] + Self.englishRows).joined(separator: "\n") + "\n")
        // A per-day file beside the summary is not added on top of it.
        try f.write(folder + "2026-11-23.csv", "Start time,End time,Step count\n08:00:00.000+01:00,08:15:00.000+01:00,999\n")
        let report = try GoogleFitImporter.run(f.fitnessOptions(f.root + "/takeout"))
        #expect(report.recordsRead == 3 && report.recordsImported == 3)
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,7012\n2026-11-24,1710\n2026-11-25,10450\n")
        #expect(f.read("content/metrics/distance.csv") == "date,km\n2026-11-23,5.3205\n2026-11-24,1.2\n2026-11-25,8\n")
        #expect(f.read("content/metrics/energy-burned.csv") == "date,kcal\n2026-11-23,2104.25\n2026-11-24,1850\n2026-11-25,2301.5\n")
        #expect(f.read("content/metrics/move-minutes.csv") == "date,minutes\n2026-11-23,31\n2026-11-25,45\n")
        #expect(f.read("content/metrics/heart-points.csv") == "date,points\n2026-11-23,12\n2026-11-24,0\n2026-11-25,30\n")
        #expect(f.read("content/metrics/heart-minutes.csv") == "date,minutes\n2026-11-23,10\n2026-11-24,0\n2026-11-25,22\n")
        #expect(f.read("content/metrics/heart-rate.csv") == "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,52,74.5,131\n2026-11-25,55,80,150\n")
        #expect(f.read("content/metrics/body-mass.csv") == "date,kg\n2026-11-23,71.3\n2026-11-25,70.9\n")
        let hr = try #require(f.read("content/metrics/heart-rate.yaml"))
        #expect(hr.hasPrefix(HealthOutput.marker + "\n") && hr.contains("chart: range\n") && hr.contains("columns: [min_bpm, mean_bpm, max_bpm]"))
        #expect(f.read("content/metrics/steps.yaml")?.contains("title: \"Steps\"") == true)
        #expect(f.read("content/metrics/index.md")?.contains("file: distance.csv") == true)
        for (name, _) in f.listing("content") {
            let text = f.read("content/" + name) ?? ""
            #expect(!text.contains("48.13") && !text.contains("11.58"), "the location columns must not be written (\(name))")
        }
    }

    /// A Chinese-language Takeout: Chinese folder, file and column names, units in full-width brackets, a BOM and
    /// CRLF line ends, given as the zip. Files are found by what they hold, so the result is the English one.
    @Test func chineseTakeoutZipReadsTheSame() throws {
        let f = try Fixture()
        let header = "日期,活动时间,卡路里（千卡）,距离（米）,心肺强化分数,心肺强化时间,平均心率（次/分钟）,最高心率（次/分钟）,"
            + "最低心率（次/分钟）,最低纬度（度）,最低经度（度）,平均速度（米/秒）,步数,平均体重（公斤）,最高体重（公斤）,最低体重（公斤）"
        let text = "\u{FEFF}" + ([header] + Self.englishRows).joined(separator: "\r\n") + "\r\n"
        try f.write("zh/Takeout/Google 健身/每日活动指标/每日活动指标.csv", text)
        try f.write("zh/Takeout/Google 健身/所有会话/2026-11-23T08_00_00+01_00_步行.json", "{}")
        let zip = try f.zip("zh", as: "takeout-20261130.zip")
        _ = try GoogleFitImporter.run(f.fitnessOptions(zip))
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,7012\n2026-11-24,1710\n2026-11-25,10450\n")
        #expect(f.read("content/metrics/distance.csv") == "date,km\n2026-11-23,5.3205\n2026-11-24,1.2\n2026-11-25,8\n")
        #expect(f.read("content/metrics/move-minutes.csv") == "date,minutes\n2026-11-23,31\n2026-11-25,45\n")
        #expect(f.read("content/metrics/heart-minutes.csv") == "date,minutes\n2026-11-23,10\n2026-11-24,0\n2026-11-25,22\n")
        #expect(f.read("content/metrics/heart-rate.csv") == "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,52,74.5,131\n2026-11-25,55,80,150\n")
        #expect(f.read("content/metrics/body-mass.csv") == "date,kg\n2026-11-23,71.3\n2026-11-25,70.9\n")
        #expect(try ImportFormatDetector.detect(zip) == .googleFit)
    }

    /// Without the summary, the per-day files (one row per interval) are added up: sums for counts, the lowest
    /// minimum, the highest maximum and the mean of the intervals' averages for heart rate.
    @Test func perDayFilesAreAddedUp() throws {
        let f = try Fixture()
        let folder = "t/Takeout/Fit/Daily activity metrics/"
        let header = "Start time,End time,Move Minutes count,Calories (kcal),Distance (m),Average heart rate (bpm),"
            + "Max heart rate (bpm),Min heart rate (bpm),Step count\n"
        try f.write(folder + "2026-11-23.csv", header
            + "08:00:00.000+01:00,08:15:00.000+01:00,5,30.5,400,90,110,70,520\n"
            + "08:15:00.000+01:00,08:30:00.000+01:00,,20,,,,,\n"
            + "08:30:00.000+01:00,08:45:00.000+01:00,7,41.25,650.5,100,140,85,880\n")
        try f.write(folder + "2026-11-24.csv", header + "12:00:00.000+01:00,12:15:00.000+01:00,3,15,100,80,95,66,140\n")
        _ = try GoogleFitImporter.run(f.fitnessOptions(f.root + "/t"))
        // 520 + 880 = 1400; 30.5 + 20 + 41.25 = 91.75; (400 + 650.5) m = 1.0505 km; HR min 70, mean (90+100)/2, max 140.
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-23,1400\n2026-11-24,140\n")
        #expect(f.read("content/metrics/energy-burned.csv") == "date,kcal\n2026-11-23,91.75\n2026-11-24,15\n")
        #expect(f.read("content/metrics/distance.csv") == "date,km\n2026-11-23,1.0505\n2026-11-24,0.1\n")
        #expect(f.read("content/metrics/move-minutes.csv") == "date,minutes\n2026-11-23,12\n2026-11-24,3\n")
        #expect(f.read("content/metrics/heart-rate.csv") == "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,70,95,140\n2026-11-24,66,80,95\n")
    }

    @Test func sinceAndTypesChooseDaysAndFiles() throws {
        let f = try Fixture()
        try f.write("t/Takeout/Fit/Daily activity metrics/Daily activity metrics.csv",
                    ([Self.englishHeader] + Self.englishRows).joined(separator: "\n") + "\n")
        var options = f.fitnessOptions(f.root + "/t")
        options.since = CalendarDay(year: 2026, month: 11, day: 24)
        options.types = [.steps]
        let report = try GoogleFitImporter.run(options)
        #expect(report.metricFiles == [.steps])
        #expect(f.read("content/metrics/steps.csv") == "date,steps\n2026-11-24,1710\n2026-11-25,10450\n")
        #expect(f.read("content/metrics/distance.csv") == nil)
    }

    /// Damaged cells are errors at their line and column, several at once, and nothing is written.
    @Test func malformedCellsAreLocatedErrors() throws {
        let f = try Fixture()
        let path = f.root + "/t/Takeout/Fit/Daily activity metrics/Daily activity metrics.csv"
        try f.write("t/Takeout/Fit/Daily activity metrics/Daily activity metrics.csv",
                    "Date,Step count,Distance (m)\n2026-11-23,7012,5320.5\n2026-11-24,17x0,1200\n2026-11-25,10450,8 km\n"
                    + "2026-11-3x,1,1\n")
        let text = f.errors { try GoogleFitImporter.run(f.fitnessOptions(f.root + "/t")) }
        #expect(text.contains(path + ":3:12: error: `17x0` in column `Step count` is not a number"), "\(text)")
        #expect(text.contains(path + ":4:18: error: `8 km` in column `Distance (m)` is not a number"), "\(text)")
        #expect(text.contains(path + ":5:1: error: `2026-11-3x` is not a date"), "\(text)")
        #expect(f.listing("content").isEmpty)
    }

    @Test func unreadableInputsAreErrorsNotCrashes() throws {
        let f = try Fixture()
        try f.write("q/Takeout/Fit/Daily activity metrics/2026-11-23.csv", "Start time,Step count\n\"08:00,12\n")
        let quote = f.errors { try GoogleFitImporter.run(f.fitnessOptions(f.root + "/q")) }
        #expect(quote.contains("2026-11-23.csv:2:1: error: this quoted cell is never closed"), "\(quote)")
        try f.write("u/Takeout/Fit/Daily activity metrics/2026-11-23.csv", "Start time,Step count\n")
        try Data([0x30, 0x38, 0x2C, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: f.root + "/u/Takeout/Fit/Daily activity metrics/2026-11-24.csv"))
        let utf8 = f.errors { try GoogleFitImporter.run(f.fitnessOptions(f.root + "/u")) }
        #expect(utf8.contains("2026-11-24.csv:1:1: error: this line is not UTF-8 text"), "\(utf8)")
        try f.write("empty/Takeout/Fit/readme.txt", "nothing here\n")
        let none = f.errors { try GoogleFitImporter.run(f.fitnessOptions(f.root + "/empty")) }
        #expect(none.contains("holds no Google Fit daily activity metrics"), "\(none)")
        try Data("PK\u{3}\u{4}not really a zip".utf8).write(to: URL(fileURLWithPath: f.root + "/bad.zip"))
        let zip = f.errors { try GoogleFitImporter.run(f.fitnessOptions(f.root + "/bad.zip")) }
        #expect(zip.contains("bad.zip: error: is not a zip archive") && !zip.contains("Health app"), "\(zip)")
        #expect(f.listing("content").isEmpty)
    }
}
