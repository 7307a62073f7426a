import Foundation
import Testing
import Metrics
@testable import HealthImport

/// Cumulative quantities add up the way the Health app does: the Watch's samples first, the time it
/// did not record filled from the iPhone, then other apps, lower sources pro rata by uncovered time.
/// Every expected number is worked out by hand in the comments, not by the code under test.
@Suite struct AppleCountingTests {
    typealias X = HealthXML
    static let charger = "2026-03-02", walk = "2026-03-03"

    /// 2 March: the Watch is on its charger 10:00–12:00 and 13:00–15:00, the iPhone records all day,
    /// a pedometer app records once.
    static let chargerDay = [
        X.steps(X.watch, charger, "08:00", "09:00", 1000), X.steps(X.watch, charger, "09:00", "10:00", 800),
        X.steps(X.watch, charger, "12:00", "13:00", 600), X.steps(X.watch, charger, "15:00", "16:00", 900),
        X.steps(X.phone, charger, "08:30", "09:30", 1200), X.steps(X.phone, charger, "10:00", "12:00", 2400),
        X.steps(X.phone, charger, "12:30", "14:30", 1500), X.steps(X.phone, charger, "15:30", "17:00", 900),
        X.steps(X.app, charger, "16:30", "17:30", 600),
    ]

    /// 3 March: a walk with both recording; the Watch misses 10:20–10:30, the phone counts more.
    static let walkDay = [
        X.steps(X.watch, walk, "10:00", "10:10", 1100), X.steps(X.watch, walk, "10:10", "10:20", 1150),
        X.steps(X.watch, walk, "10:30", "10:40", 1000),
        X.steps(X.phone, walk, "10:00", "10:30", 3600), X.steps(X.phone, walk, "10:30", "10:45", 1500),
    ]

    @Test func watchOnItsChargerIsFilledFromTheIPhone() throws {
        let f = try Fixture()
        try X.run(Self.chargerDay.joined(), in: f) { $0.types = [.steps] }
        // Watch: 1000 + 800 + 600 + 900 = 3300, all counted.
        // iPhone 08:30–09:30 lies inside the Watch's 08:00–10:00: 0.
        // iPhone 10:00–12:00, not covered: 2400.
        // iPhone 12:30–14:30 (120 min), Watch covers 12:30–13:00: 1500 × 90/120 = 1125.
        // iPhone 15:30–17:00 (90 min), Watch covers 15:30–16:00: 900 × 60/90 = 600. iPhone: 4125.
        // App 16:30–17:30 (60 min), iPhone covers 16:30–17:00: 600 × 30/60 = 300.
        // Day: 3300 + 4125 + 300 = 7725 (one source a day, the old rule, gave the Watch's 3300).
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n"
            + "2026-03-02,7725,Apple Watch: 3300; iPhone: 4125; Pedometer++: 300\n")
    }

    @Test func bothRecordingCountsTheWatchAndTheIPhonesUncoveredShare() throws {
        let f = try Fixture()
        try X.run(Self.walkDay.joined(), in: f) { $0.types = [.steps] }
        // Watch: 1100 + 1150 + 1000 = 3250.
        // iPhone 10:00–10:30 (30 min), Watch covers 20 min: 3600 × 10/30 = 1200.
        // iPhone 10:30–10:45 (15 min), Watch covers 10 min: 1500 × 5/15 = 500. Day: 4950.
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n"
            + "2026-03-03,4950,Apple Watch: 3250; iPhone: 1700\n")
    }

    @Test func sourceOrderSettingPutsNamedSourcesFirst() throws {
        let f = try Fixture()
        let report = try X.run(Self.walkDay.joined(), in: f) {
            $0.types = [.steps]
            $0.sourceOrder = [X.phone, "Fitbit"]
        }
        // The iPhone first: 3600 + 1500 = 5100; each Watch sample lies inside 10:00–10:45: 0.
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n2026-03-03,5100,iPhone: 5100\n")
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.message.contains("`Fitbit`, which recorded nothing") == true)
    }

    @Test func exportOrderDoesNotMatter() throws {
        // A late sync: the Watch's samples arrive after the iPhone's, newest first.
        let f = try Fixture(), g = try Fixture()
        let records = Self.chargerDay + Self.walkDay
        try X.run(records.joined(), in: f) { $0.types = [.steps] }
        try X.run(records.reversed().joined(), in: g) { $0.types = [.steps] }
        let csv = try #require(f.read("content/metrics/steps.csv"))
        #expect(csv.contains("2026-03-02,7725,") && csv.contains("2026-03-03,4950,"))
        #expect(g.read("content/metrics/steps.csv") == csv)
    }

    @Test func samplesAcrossMidnightAndTheDSTNightSplitByTime() throws {
        let f = try Fixture()
        let body = [
            X.steps(X.watch, "2026-03-28", "22:00", "23:00", 500),
            // 23:30–00:30: half before midnight (300), half after (300).
            X.record("StepCount", X.watch, "2026-03-28 23:30:00 +0100", "2026-03-29 00:30:00 +0100", "600"),
            // Clocks go forward at 02:00 CET: 01:30 +0100 to 03:30 +0200 is one hour, counted whole.
            X.record("StepCount", X.watch, "2026-03-29 01:30:00 +0100", "2026-03-29 03:30:00 +0200", "120"),
            // The iPhone's 01:45 +0100 to 03:15 +0200 (30 min) lies inside that hour: 0.
            X.record("StepCount", X.phone, "2026-03-29 01:45:00 +0100", "2026-03-29 03:15:00 +0200", "70"),
        ].joined()
        try X.run(body, in: f) { $0.types = [.steps] }
        // 28th: 500 + 300 = 800. 29th: 300 + 120 = 420.
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n"
            + "2026-03-28,800,Apple Watch: 800\n2026-03-29,420,Apple Watch: 420\n")
    }

    @Test func aTripDayCountsBothClocksOnOneDate() throws {
        let f = try Fixture()
        let d = "2026-11-24"
        let body = [
            // Morning in Berlin, evening in New York (the same date on both clocks).
            X.steps(X.watch, d, "08:00", "09:00", 500, offset: "+0100"),
            X.steps(X.watch, d, "18:00", "19:00", 700, offset: "-0500"),
            X.steps(X.phone, d, "18:30", "19:30", 600, offset: "-0500"),
            // 23:30–00:30 in New York: half on the 24th, half on the 25th, by the New York clock.
            X.record("StepCount", X.watch, "\(d) 23:30:00 -0500", "2026-11-25 00:30:00 -0500", "200"),
        ].joined()
        try X.run(body, in: f) { $0.types = [.steps] }
        // 24th: 500 + 700 + 600 × 30/60 + 100 = 1600; 25th: 100.
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n"
            + "2026-11-24,1600,Apple Watch: 1300; iPhone: 300\n"
            + "2026-11-25,100,Apple Watch: 100\n")
    }

    @Test func everyCumulativeKindMergesAndKeepsDecimals() throws {
        let f = try Fixture()
        let d = "2026-04-01"
        let body = [
            X.record("ActiveEnergyBurned", X.watch, "\(d) 09:00:00 +0200", "\(d) 09:30:00 +0200", "42.125", unit: "kcal"),
            X.record("ActiveEnergyBurned", X.phone, "\(d) 09:15:00 +0200", "\(d) 09:45:00 +0200", "30", unit: "kcal"),
            X.record("BasalEnergyBurned", X.watch, "\(d) 00:00:00 +0200", "\(d) 12:00:00 +0200", "803.347", unit: "kcal"),
            X.record("DistanceWalkingRunning", X.phone, "\(d) 09:00:00 +0200", "\(d) 10:00:00 +0200", "1.5", unit: "mi"),
            X.record("FlightsClimbed", X.watch, "\(d) 08:00:00 +0200", "\(d) 08:10:00 +0200", "2"),
            X.record("FlightsClimbed", X.phone, "\(d) 08:05:00 +0200", "\(d) 08:15:00 +0200", "4"),
        ].joined()
        try X.run(body, in: f) { $0.types = [.activeEnergy, .basalEnergy, .walkingRunningDistance, .flightsClimbed] }
        // Active: 42.125 + 30 × 15/30 = 57.125. Basal: 803.347 as written. Distance: 1.5 mi = 2.414016 km.
        // Flights: 2 + 4 × 5/10 = 4.
        #expect(f.read("content/metrics/active-energy.csv") == "date,kcal,sources\n"
            + "2026-04-01,57.125,Apple Watch: 42.1; iPhone: 15\n")
        #expect(f.read("content/metrics/basal-energy.csv") == "date,kcal,sources\n2026-04-01,803.347,Apple Watch: 803.3\n")
        #expect(f.read("content/metrics/walking-running-distance.csv") == "date,km,sources\n2026-04-01,2.414016,iPhone: 2.41\n")
        #expect(f.read("content/metrics/flights-climbed.csv") == "date,floors,sources\n"
            + "2026-04-01,4,Apple Watch: 2; iPhone: 2\n")
    }

    @Test func unusableIntervalsAreSkippedWithAWarning() throws {
        let f = try Fixture()
        let body = [
            X.record("StepCount", X.watch, "2026-03-02 10:00:00 +0100", "2026-03-02 09:00:00 +0100", "50"),
            X.record("StepCount", X.watch, "2026-03-02 10:00:00 +0100", "2026-03-12 10:00:00 +0100", "50"),
            X.steps(X.watch, "2026-03-02", "11:00", "12:00", 7),
        ].joined()
        let report = try X.run(body, in: f) { $0.types = [.steps] }
        #expect(report.recordsSkipped == 2)
        #expect(report.warnings.map(\.message).contains { $0.contains("ends before it starts") })
        #expect(report.warnings.map(\.message).contains { $0.contains("more than 7 days") })
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n2026-03-02,7,Apple Watch: 7\n")
    }
}
