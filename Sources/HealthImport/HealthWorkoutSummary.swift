import Metrics

/// One imported workout as a list row for a report page:
/// `- [Running](workouts/2026-11-24-running/index.md) Tuesday · 5.15 km · 33 min` (`星期二 · 5.15 km · 33分钟`).
package struct HealthWorkoutSummary: Sendable, Hashable {
    /// The workout's page (made by the workouts series template) inside the pages folder,
    /// `2026-11-24-running/index.md`.
    package var pagePath: String
    /// The page title, `Running`.
    package var title: String
    /// The local date the workout started.
    package var date: CalendarDay
    /// A short detail: weekday, distance (when recorded, in the workout's unit system) and duration.
    package var detail: String
    /// The workout's route page inside the pages folder (`routes/2026-11-24-running.md`), when it has a route.
    package var routePath: String?
}

extension HealthWorkoutSummary {
    init(pagePath: String, workout w: HealthWorkout, language: HealthReportLanguage = .english) {
        let day = w.start.day
        var parts = [language.weekday(day)]
        if let d = w.distanceKm {  // in the workout's unit system, as its page shows it
            parts.append("\(DecimalText.format(w.system.distance(kilometres: d), places: 2)) \(w.system.distanceName)")
        }
        parts.append(WorkoutPage.duration(w.durationMinutes, language: language))
        self.init(pagePath: pagePath, title: language.title(of: w), date: day, detail: parts.joined(separator: " · "))
    }
}
