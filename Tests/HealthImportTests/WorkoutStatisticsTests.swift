import Foundation
import Testing
@testable import HealthImport

/// A workout's distance and energy come from its `WorkoutStatistics` (iOS 16+) when present, over the
/// `Workout` element's own totals; several distance types are added up.
@Suite struct WorkoutStatisticsTests {
    static func statistics(_ type: String, _ attributes: String) -> String {
        "  <WorkoutStatistics type=\"HKQuantityTypeIdentifier\(type)\" startDate=\"2026-11-24 07:00:00 +0100\" endDate=\"2026-11-24 08:00:00 +0100\" \(attributes)/>\n"
    }

    @Test func statisticsWinOverTheWorkoutsTotals() throws {
        let f = try Fixture()
        let body = " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"60\" durationUnit=\"min\""
            + " totalDistance=\"3\" totalDistanceUnit=\"km\" totalEnergyBurned=\"100\" totalEnergyBurnedUnit=\"kcal\""
            + " sourceName=\"Alice’s Apple Watch\" startDate=\"2026-11-24 07:00:00 +0100\" endDate=\"2026-11-24 08:00:00 +0100\">\n"
            + Self.statistics("DistanceWalkingRunning", "sum=\"3.1\" unit=\"km\"")
            + Self.statistics("DistanceCycling", "sum=\"1000\" unit=\"m\"")
            + Self.statistics("ActiveEnergyBurned", "sum=\"523\" unit=\"kJ\"")
            + Self.statistics("HeartRate", "average=\"141\" minimum=\"100\" maximum=\"170\" unit=\"count/min\"")
            + " </Workout>\n"
            + " <Workout workoutActivityType=\"HKWorkoutActivityTypeWalking\" duration=\"30\" durationUnit=\"min\""
            + " totalDistance=\"2\" totalDistanceUnit=\"km\" sourceName=\"Alice’s Apple Watch\""
            + " startDate=\"2026-11-25 07:00:00 +0100\" endDate=\"2026-11-25 07:30:00 +0100\">\n"
            + Self.statistics("DistanceWalkingRunning", "sum=\"abc\" unit=\"km\"") + " </Workout>\n"
        try HealthXML.run(body, in: f) { $0.types = [.workouts] }
        let csv = try #require(f.read("content/metrics/workouts.csv"))
        // 3.1 km + 1 km; 523 kJ = 125 kcal; a statistic without a number keeps the attribute's 2 km.
        #expect(csv.contains(",running,Running,60,4.1,125,141\n"), "\(csv)")
        #expect(csv.contains(",walking,Walking,30,2,,\n"), "\(csv)")
    }
}
