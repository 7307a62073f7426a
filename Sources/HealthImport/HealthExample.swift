/// The Markdown of a report page built on an import, for `cardstock init --example health`.
///
/// Sections follow the example site: Activity (steps, energy, distance, workouts and the latest
/// workout pages), Recovery (sleep, HRV, mindful minutes), Vitals (resting and daily heart rate,
/// respiratory rate, blood oxygen, VO2 max) and Body (body mass, alcoholic beverages). Sections
/// with no imported file are left out.
public enum HealthExample {
    /// The page for `report` (an import's result). `metricsFolder` and `workoutsFolder` are the
    /// folders as seen from the page (`metrics`, `workouts` for `content/index.md`).
    public static func indexPage(for report: HealthImportReport, metricsFolder: String = "metrics",
                                 workoutsFolder: String = "workouts", latestWorkouts: Int = 7) -> String {
        let present = Set(report.metricFiles)
        var out = """
            ---
            title: Health
            description: Your numbers from Apple Health, imported with cardstock import apple-health.
            icon: heart.fill
            tint: red
            ---

            # Health

            Imported from Apple Health. Run `cardstock import apple-health export.zip` again to refresh.

            """
        let sections: [(String, String, String, [HealthMetricKind])] = [
            ("Activity", "figure.run", "orange", [.steps, .activeEnergy, .walkingRunningDistance, .flightsClimbed, .basalEnergy,
                                                  .workouts]),
            ("Recovery", "bed.double.fill", "indigo", [.sleep, .heartRateVariability, .mindfulMinutes]),
            ("Vitals", "waveform.path.ecg", "teal", [.restingHeartRate, .heartRate, .respiratoryRate, .bloodOxygen, .vo2Max]),
            ("Body", "scalemass.fill", "purple", [.bodyMass, .alcoholicBeverages]),
        ]
        for (title, icon, tint, kinds) in sections {
            let shown = kinds.filter { present.contains($0) }
            let workouts = title == "Activity" ? Array(report.workouts.suffix(latestWorkouts).reversed()) : []
            if shown.isEmpty && workouts.isEmpty { continue }
            out += "\n## \(title) {icon=\(icon) tint=\(tint)}\n"
            for (i, kind) in shown.enumerated() {
                let style = title == "Activity" && i == 0 ? "tinted" : "regular"
                out += "\n```metric\nfile: \(HealthImporter.join(metricsFolder, kind.rawValue + ".csv"))\nstyle: \(style)\n```\n"
            }
            if !workouts.isEmpty {
                out += "\n"
                for w in workouts {
                    out += "- [\(w.title)](\(HealthImporter.join(workoutsFolder, w.pagePath))) \(w.detail)\n"
                }
            }
        }
        return out
    }
}
