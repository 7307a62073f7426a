import Foundation
import Testing
import Metrics
@testable import HealthImport

/// Issue 29's acceptance: a realistic generated export — Watch and iPhone, three years of every day
/// (`make-health-export.py --size-mb 1 --years 3 --routes`: the days 2023-11-23 to 2026-11-22 before the small set),
/// every kind of `big_day`, `new_kinds_day` and `sparse_kinds_day`, an `ActivitySummary` a day, workouts with
/// `WorkoutStatistics` and routes, and every 30th day at -05:00 instead of +01:00 — imports, and each imported kind's
/// value on every one of those days equals the one computed here from the generator's per-day rules (day index `i`,
/// hour `h`); a day a sparse kind (VO₂ max, six-minute walk, steadiness, swimming) skips has no row.
@Suite struct ThreeYearExportTests {
    static let first = CalendarDay(year: 2023, month: 11, day: 23)!
    static let days = 1096

    static func total(_ hours: [Int], _ value: (Int) -> Double) -> Double { hours.reduce(0) { $0 + value($1) } }
    static func mean(_ hours: [Int], _ value: (Int) -> Double) -> Double { total(hours, value) / Double(hours.count) }
    static let day = Array(6...21), watchDay = Array(7...21), night = [2, 3, 4], allDay = Array(0...23)
    /// The Watch's six 5-minute swimming distance samples (m) of day `i`'s weekly swim (`i % 7 == 5`).
    static func swimLengths(_ i: Int) -> [Double] { (0..<6).map { Double(200 + (i + $0) % 4 * 25) } }
    static let tenMinutes = Array(stride(from: 0, to: 1440, by: 10)), halfHours = Array(stride(from: 0, to: 1440, by: 30))

    /// Day `i`'s values of an activity or heart file (value columns in file order; `nil` for a day without a row).
    static func activity(_ file: String, _ i: Int) -> [Double?]? {
        switch file {
        // The Watch's hourly steps (06:00–06:59 …) hide the iPhone's instantaneous ones at h:10.
        case "steps": return [total(day) { Double(200 + (i * 7 + $0 * 13) % 400) }]
        case "active-energy": return [total(day) { Double(10 + (i + $0) % 30) }]
        case "walking-running-distance": return [total(day) { 0.1 + Double((i + $0) % 5) / 10 }]
        case "exercise-time": return [total(watchDay) { Double(1 + (i + $0) % 4) }]
        case "stand-time": return [total(watchDay) { Double(1 + (i * 3 + $0) % 5) }]
        case "stand-hours": return [Double(watchDay.filter { (i + $0) % 5 != 0 }.count)] // HKCategoryValueAppleStandHourStood
        case "daylight": return [total(watchDay) { Double((i + $0) % 6) }]
        case "cycling-distance": return [i % 7 == 3 ? Double(15 + i % 10) : nil]
        case "swimming-distance": return [i % 7 == 5 ? swimLengths(i).reduce(0, +) : nil]
        case "flights-climbed": return [total([8, 12, 17]) { Double(1 + (i + $0) % 4) }] // the iPhone's, h:15–h:20
        case "basal-energy": return [total(allDay) { Double(55 + (i + $0) % 20) }] // the Watch's, h:00–h:59:59
        case "mindful-minutes": return [10]
        case "activity-rings": return [Double(300 + i % 300), 500, Double(10 + i % 40), 30, Double(8 + i % 7), 12]
        case "heart-rate":
            let bpm = tenMinutes.map { Double(55 + (i + $0) % 60) }
            return [bpm.min(), bpm.reduce(0, +) / Double(bpm.count), bpm.max()]
        case "resting-heart-rate": return [Double(50 + i % 10)]
        case "heart-rate-variability": return [mean(night) { Double(30 + (i + $0) % 40) }]
        case "walking-heart-rate": return [Double(95 + i % 10)]
        case "heart-rate-recovery": return [i % 7 == 3 ? Double(20 + i % 10) : nil]
        case "vo2-max": return [i % 10 == 0 ? 40 + Double(i % 50) / 10 : nil] // after every fifth run
        default: return nil
        }
    }

    /// Day `i`'s values of a vitals, body, mobility, hearing or nutrition file.
    static func body(_ file: String, _ i: Int) -> [Double?]? {
        switch file {
        case "respiratory-rate": return [mean(night) { Double(13 + (i + $0) % 4) }]
        case "blood-oxygen": return [mean(night) { Double(94 + (i + $0) % 5) }] // 0.94 + x/100 as a percentage
        case "wrist-temperature": return [35 + Double(i % 10) / 10]
        case "blood-pressure": return [Double(115 + i % 15), Double(75 + i % 8)]
        case "blood-glucose": return [(5 + Double(i % 10) / 10) * 18.015588] // mmol/L at 180.15588 g/mol
        case "body-mass": return [70 + Double(i % 20) / 10]
        case "body-fat": return [Double(20 + i % 5)]
        case "body-mass-index": return [22 + Double(i % 10) / 10]
        case "walking-speed": return [mean(watchDay) { 4 + Double((i + $0) % 10) / 10 }]
        case "step-length": return [mean(watchDay) { Double(68 + (i + $0) % 6) }]
        case "six-minute-walk": return [i % 7 == 1 ? Double(450 + (i % 40) * 5) : nil]
        case "walking-steadiness": return [i % 7 == 4 ? Double(80 + i % 20) : nil] // 0.8 + x/100 as a percentage
        case "headphone-audio": return [mean(watchDay) { Double(60 + (i + $0) % 20) }]
        case "environmental-audio": return [mean(halfHours) { Double(50 + (i + $0) % 30) }]
        case "water": return [4 * 250]
        case "dietary-energy": return [total([8, 13, 19]) { Double(500 + (i + $0) % 200) }]
        case "alcoholic-beverages": return [i % 3 == 0 ? 1 : nil]
        default: return nil
        }
    }

    static let files = ["steps", "active-energy", "walking-running-distance", "exercise-time", "stand-time", "stand-hours",
                        "daylight", "cycling-distance", "mindful-minutes", "activity-rings", "heart-rate", "resting-heart-rate",
                        "heart-rate-variability", "walking-heart-rate", "heart-rate-recovery", "respiratory-rate", "blood-oxygen",
                        "wrist-temperature", "blood-pressure", "blood-glucose", "body-mass", "body-fat", "body-mass-index",
                        "walking-speed", "step-length", "headphone-audio", "environmental-audio", "water", "dietary-energy",
                        "alcoholic-beverages", "swimming-distance", "flights-climbed", "basal-energy", "vo2-max",
                        "six-minute-walk", "walking-steadiness"]

    /// A CSV's rows by their first cell, and its header.
    static func table(_ text: String) -> (header: [String], rows: [String: [String]]) {
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return (lines.first ?? [], Dictionary(lines.dropFirst().map { ($0[0], Array($0.dropFirst())) }) { a, _ in a })
    }

    /// Whether `got` has `want`'s cells: both empty, or numbers within the files' 6 decimals.
    static func same(_ got: [Double?], _ want: [Double?]) -> Bool {
        got.count == want.count && zip(got, want).allSatisfy { a, b in
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?): return abs(a - b) <= 1e-6 * max(1, abs(b))
            default: return false
            }
        }
    }

    /// The differences between the file's numeric cells on each day and `expected` (files keep 6 decimals).
    static func differences(_ name: String, _ text: String, _ expected: (Int) -> [Double?]) -> [String] {
        let (_, rows) = table(text)
        var out: [String] = []
        for i in 0..<days {
            let date = first.adding(days: i).description, want = expected(i)
            guard let row = rows[date] else {
                if want.contains(where: { $0 != nil }) { out.append("\(name) \(date): no row") }
                continue
            }
            if !same(row.prefix(want.count).map { Double($0) }, want) { out.append("\(name) \(date): \(row) ≠ \(want)") }
        }
        return out
    }

    @Test("three years of every kind, two time zones: each imported day equals the generator's rule")
    func everyKindEveryDay() throws {
        let f = try Fixture()
        let export = try f.generate(["--size-mb", "1", "--years", "3", "--routes"])
        let report = try HealthImporter.run(f.options(export))
        #expect(report.warnings.count == 2) // the small set's two unusable records
        var problems: [String] = []
        for name in Self.files {
            #expect(Self.activity(name, 0) ?? Self.body(name, 0) != nil, "\(name) has a rule")
            let text = try #require(f.read("content/metrics/\(name).csv"), "\(name)")
            #expect(Self.table(text).rows.count >= Self.days / 10, "\(name) has rows") // VO₂ max: every tenth day
            problems += Self.differences(name, text) { Self.activity(name, $0) ?? Self.body(name, $0) ?? [] }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10)) … \(problems.count) in all")
        // Every 30th day is at -05:00: its samples count on its own clock, so those days are among the compared ones.
        #expect((0..<Self.days).filter { $0 % 30 == 29 }.count == 36)
    }

    @Test("three years of nights and workouts: sleep per night, each stage sample, each run's and swim's statistics, routes")
    func nightsAndWorkouts() throws {
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try f.generate(["--size-mb", "1", "--years", "3", "--routes"])))
        #expect(report.workouts.count >= Self.days / 2)
        // Core 23:00–01:00 and 03:40–06:40, deep 01:00–02:30, REM 02:30–03:30, awake 03:30–03:40; in bed 22:45–07:00.
        let sleep = try #require(f.read("content/metrics/sleep-duration.csv"))
        #expect(Self.differences("sleep-duration", sleep) { i in i == 0 ? [nil] : [7.5, 8.25, 5, 1.5, 1, 10.0 / 60] }.isEmpty)
        let stages = Self.table(try #require(f.read("content/metrics/sleep-stages-night.csv"))).rows
        let workouts = try #require(f.read("content/metrics/workouts.csv"))
        // The route columns hold quoted text with commas; the figures are the last five columns. These workouts
        // record km (m for the swims), so their distance is in `distance_km` and `distance_mi` is empty (the small
        // set's run records miles).
        let (header, rows) = Self.table(workouts)
        #expect(header.suffix(5) == ["duration_min", "distance_km", "distance_mi", "energy_kcal", "avg_hr"] && header.contains("route"))
        let runs = rows.mapValues { row -> [String] in  // without the empty `distance_mi` cell: the figures are the last four
            guard row.count >= 5, row[row.count - 3].isEmpty else { return row }
            var out = row
            out.remove(at: row.count - 3)
            return out
        }
        var problems: [String] = []
        for i in 0..<Self.days {
            let date = Self.first.adding(days: i).description, next = Self.first.adding(days: i + 1).description
            let zone = i % 30 == 29 ? "-05:00" : "+01:00"
            let samples = [("\(date)T23:00:00", ",,120,"), ("\(next)T01:00:00", ",,,90"), ("\(next)T02:30:00", ",60,,"),
                           ("\(next)T03:30:00", "10,,,"), ("\(next)T03:40:00", ",,180,")]
            for (start, cells) in samples where stages[start + zone]?.joined(separator: ",") != cells {
                problems.append("stage \(start + zone): \(stages[start + zone] ?? [])")
            }
            // The weekly swim: 30 min, its lengths' distance (WorkoutStatistics and totalDistance agree), no heart rate.
            let swim = runs["\(date)T12:15:00\(zone)"]
            let swimWant: [Double?] = i % 7 == 5 ? [30, Self.swimLengths(i).reduce(0, +) / 1000, Double(250 + i % 40), nil] : []
            if !Self.same(swim.map { $0.suffix(4).map { Double($0) } } ?? [], swimWant) { problems.append("swim \(date): \(swim ?? [])") }
            let run = runs["\(date)T18:00:00\(zone)"]
            guard i % 2 == 0 else { if run != nil { problems.append("workout on \(date)") }; continue }
            let want = ["40", "\(6 + i % 5)", "\(400 + i % 50)", "\(140 + i % 15)"] // the average from WorkoutStatistics
            guard let run, Array(run.suffix(4)) == want, run.contains("routes/\(date)-running.svg") == (i % 30 == 0) else {
                problems.append("workout \(date): \(run ?? [])"); continue
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10)) … \(problems.count) in all")
    }
}
