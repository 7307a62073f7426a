import Foundation
import Testing
@testable import HealthImport

/// `ActivitySummary` elements become `activity-rings.csv` with their values and goals, and a sidecar with `chart: rings`.
@Suite struct ActivitySummaryImportTests {
    static func summary(_ date: String, _ attributes: String) -> String {
        " <ActivitySummary dateComponents=\"\(date)\" \(attributes)/>\n"
    }

    @Test func summariesBecomeTheRingsFile() throws {
        let f = try Fixture()
        let body = Self.summary("2026-11-28", "activeEnergyBurned=\"421.5\" activeEnergyBurnedGoal=\"500\" activeEnergyBurnedUnit=\"kcal\" "
                                + "appleExerciseTime=\"34\" appleExerciseTimeGoal=\"30\" appleStandHours=\"10\" appleStandHoursGoal=\"12\"")
            + Self.summary("2026-11-27", "activeEnergyBurned=\"2092\" activeEnergyBurnedGoal=\"2092\" activeEnergyBurnedUnit=\"kJ\" "
                           + "appleExerciseTime=\"0\" appleStandHours=\"3\"")
            + Self.summary("2026-11-3", "activeEnergyBurned=\"1\"")
        let report = try HealthXML.run(body, in: f) { $0.types = [.activityRings] }
        #expect(report.metricFiles == [.activityRings])
        #expect(report.recordsImported == 2 && report.recordsSkipped == 1)
        #expect(report.warnings.contains { $0.message.contains("ActivitySummary has no readable dateComponents (`2026-11-3`)") })
        let csv = try #require(f.read("content/metrics/activity-rings.csv"))
        // kJ become kcal (2092 / 4.184 = 500); missing goals are empty cells.
        #expect(csv == "date,move,move_goal,exercise,exercise_goal,stand,stand_goal\n"
                + "2026-11-27,500,500,0,,3,\n2026-11-28,421.5,500,34,30,10,12\n")
        let yaml = try #require(f.read("content/metrics/activity-rings.yaml"))
        #expect(yaml.contains("title: \"Activity rings\"") || yaml.contains("title: Activity rings"))
        #expect(yaml.contains("column: move\n") && yaml.hasSuffix("chart: rings\n"))
        #expect(yaml.contains("columns: [move, move_goal, exercise, exercise_goal, stand, stand_goal]"))
    }

    @Test func summariesAreIgnoredWhenNotAskedFor() throws {
        let f = try Fixture()
        try HealthXML.run(Self.summary("2026-11-28", "activeEnergyBurned=\"1\""), in: f) { $0.types = [.steps] }
        #expect(f.read("content/metrics/activity-rings.csv") == nil)
        #expect(HealthMetricKind(name: "rings") == .activityRings && HealthMetricKind(name: "activity-rings") == .activityRings)
    }
}
