import Metrics
import Testing
@testable import CardstockCLI

/// The starter site's sample workouts write their days with ICU's British English names (Gregorian, UTC), as the
/// committed example does: `Monday 23 November 2026`.
@Suite struct StarterWorkoutDateTests {
    @Test func longDatesAndWeekdaysAreICUsBritishEnglish() throws {
        let cases: [(CalendarDay?, String)] = [
            (CalendarDay(year: 2026, month: 11, day: 23), "Monday 23 November 2026"),
            (CalendarDay(year: 2026, month: 11, day: 29), "Sunday 29 November 2026"),
            (CalendarDay(year: 2024, month: 2, day: 29), "Thursday 29 February 2024"),
            (CalendarDay(year: 2027, month: 1, day: 1), "Friday 1 January 2027"),
        ]
        for (day, text) in cases {
            let day = try #require(day)
            #expect(StarterWorkout.longDate(day) == text)
            let workout = StarterWorkout(kind: .run, day: day, minutes: 30, distanceTenths: 50, heartRate: 140, energyKcal: 350)
            #expect(workout.weekday == String(text.prefix { $0 != " " }))
            #expect(workout.page.contains("description: \(text) — 5.0 km · 30 min.\n"), "\(workout.page.prefix(200))")
        }
    }
}
