import Testing
import Metrics
import Diagnostics
@testable import HealthImport

/// The importer's rules in isolation: units, the source rule, nights, dates and numbers.
@Suite struct HealthRulesTests {
    /// Equal to 9 significant digits (conversions multiply binary fractions).
    func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 1e-9 * max(1, abs(b)) } ?? false }

    @Test func unitConversions() {
        #expect(close(HealthUnits.convert(1.5, unit: "count/s", for: .heartRate), 90))
        #expect(close(HealthUnits.convert(72, unit: "count/min", for: .restingHeartRate), 72))
        #expect(close(HealthUnits.convert(418.4, unit: "kJ", for: .activeEnergy), 100))
        #expect(close(HealthUnits.convert(50, unit: "Cal", for: .activeEnergy), 50))
        #expect(close(HealthUnits.convert(2, unit: "mi", for: .walkingRunningDistance), 3.218688))
        #expect(close(HealthUnits.convert(1500, unit: "m", for: .walkingRunningDistance), 1.5))
        #expect(close(HealthUnits.convert(100, unit: "lb", for: .bodyMass), 45.359237))
        #expect(close(HealthUnits.convert(0.97, unit: "%", for: .bloodOxygen), 97))
        #expect(close(HealthUnits.convert(98, unit: "%", for: .bloodOxygen), 98)) // already a percentage
        #expect(close(HealthUnits.convert(0.05, unit: "s", for: .heartRateVariability), 50))
        #expect(close(HealthUnits.convert(1.5, unit: "hr", for: .workouts), 90))
        #expect(close(HealthUnits.convert(90, unit: "s", for: .mindfulMinutes), 1.5))
        #expect(close(HealthUnits.convert(45, unit: "mL/min·kg", for: .vo2Max), 45))
        #expect(HealthUnits.convert(10, unit: "furlongs", for: .walkingRunningDistance) == nil)
        #expect(HealthUnits.convert(10, unit: "kg", for: .steps) == nil)
    }

    @Test func sourceRule() {
        let names = ["Alice’s iPhone", "Alice’s Apple Watch", "Bob’s Phone", "Aardvark"]
        #expect(SourceChoice.best([(0, 5), (1, 3)], names: names) == 0) // most samples wins
        #expect(SourceChoice.best([(0, 3), (1, 3)], names: names) == 1) // tie: the Watch
        #expect(SourceChoice.best([(2, 3), (0, 3)], names: names) == 0) // tie, no Watch: alphabetical
        #expect(SourceChoice.best([(0, 2), (3, 2), (2, 2)], names: names) == 3)
        #expect(SourceChoice.best([], names: names) == nil)
    }

    @Test func nightsBelongToTheMorningTheyEnd() throws {
        let evening = try #require(HealthTime("2026-11-23 23:00:00 +0100"))
        let morning = try #require(HealthTime("2026-11-24 06:45:00 +0100"))
        let nap = try #require(HealthTime("2026-11-24 15:30:00 +0100"))
        #expect(SleepAccumulator.night(ending: evening).description == "2026-11-24")
        #expect(SleepAccumulator.night(ending: morning).description == "2026-11-24")
        #expect(SleepAccumulator.night(ending: nap).description == "2026-11-24")
    }

    @Test func healthDatesKeepTheirOffset() throws {
        let t = try #require(HealthTime("2026-11-24 07:05:00 +0100"))
        #expect(t.day.description == "2026-11-24")
        #expect(t.iso == "2026-11-24T07:05:00+01:00")
        #expect(t.instant == CalendarDay(year: 2026, month: 11, day: 24)!.daysSinceEpoch * 86_400 + 6 * 3600 + 300)
        let late = try #require(HealthTime("2026-11-24 23:30:00 -0500"))
        #expect(late.day.description == "2026-11-24") // already the 25th in UTC
        #expect(late.iso == "2026-11-24T23:30:00-05:00")
        #expect(HealthTime("2026-11-24T07:05:00Z")?.offset == 0)
        #expect(HealthTime("2026-11-24 07:05:00 +05:30")?.offset == 19_800)
        #expect(HealthTime("2026-02-30 07:05:00 +0100") == nil)
        #expect(HealthTime("yesterday") == nil)
    }

    @Test func csvNumbers() {
        #expect(DecimalText.format(3500, places: 0) == "3500")
        #expect(DecimalText.format(2.359344, places: 2) == "2.36")
        #expect(DecimalText.format(8.0, places: 2) == "8")
        #expect(DecimalText.format(0.25, places: 2) == "0.25")
        #expect(DecimalText.format(2.675, places: 2) == "2.68")
        #expect(DecimalText.format(-1.5, places: 0) == "-2")
        #expect(DecimalText.format(12_345_678.9, places: 1) == "12345678.9")
    }

    @Test func workoutNames() {
        let start = HealthTime(localSeconds: 0, offset: 0)
        let w = HealthWorkout(activity: "TraditionalStrengthTraining", start: start, end: start, durationMinutes: 30, source: "W")
        #expect(w.slug == "traditional-strength-training")
        #expect(w.title == "Traditional strength training")
        #expect(w.icon == "dumbbell.fill")
        let run = HealthWorkout(activity: "Running", start: start, end: start, durationMinutes: 30, source: "W")
        let slugs = HealthImporter.slugs([run, run, w]).map(\.slug)
        #expect(slugs == ["1970-01-01-running", "1970-01-01-running-2", "1970-01-01-traditional-strength-training"])
    }

    @Test func typeNames() {
        #expect(HealthMetricKind(name: "sleep") == .sleep)
        #expect(HealthMetricKind(name: "heart-rate-variability") == .heartRateVariability)
        #expect(HealthMetricKind(name: "HRV") == .heartRateVariability)
        #expect(HealthMetricKind(name: "calories") == nil)
    }
}

/// The same session recorded by two sources becomes one workout.
@Suite struct WorkoutDeduplicationTests {
    func workout(_ activity: String, _ from: Int, _ to: Int, _ source: String, distance: Double? = nil) -> HealthWorkout {
        var w = HealthWorkout(activity: activity, start: HealthTime(localSeconds: from * 60, offset: 0),
                              end: HealthTime(localSeconds: to * 60, offset: 0), durationMinutes: Double(to - from),
                              source: source)
        w.distanceKm = distance
        return w
    }

    @Test func overlappingSessionsMerge() {
        let watch = workout("Running", 0, 30, "Alice’s Apple Watch")
        let strava = workout("Running", 2, 31, "Strava", distance: 5)
        #expect(WorkoutDeduplication.unique([strava, watch]).map(\.source) == ["Alice’s Apple Watch"])
        // No Watch: the one with more data wins, then the alphabetical source.
        let nrc = workout("Running", 1, 30, "Nike Run Club")
        #expect(WorkoutDeduplication.unique([nrc, strava]).map(\.source) == ["Strava"])
        #expect(WorkoutDeduplication.unique([strava, workout("Running", 1, 30, "Nike", distance: 4)]).map(\.source) == ["Nike"])
        // Different activity, or a small overlap: both kept.
        #expect(WorkoutDeduplication.unique([watch, workout("Walking", 0, 30, "Strava")]).count == 2)
        #expect(WorkoutDeduplication.unique([watch, workout("Running", 25, 60, "Strava")]).count == 2)
    }
}
