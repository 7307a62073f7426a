import Metrics

/// The Markdown of a report page built on an import, for `cardstock init --example health`.
///
/// One section per family of imported kinds (``HealthKindFamily``): Activity (with the latest
/// workout pages), Heart, Recovery, Vitals, Body, Mobility, Hearing, Nutrition, then the kinds read by
/// identifier. Sections with no imported file are left out.
package enum HealthExample {
    /// The page for `report` (an import's result). `metricsFolder` and `workoutsFolder` are the
    /// folders as seen from the page (`metrics`, `workouts` for `content/index.md`).
    ///
    /// The page has ONE period (``reportPeriod(_:)``, its `period:`), named with its year under the title; every
    /// card shows that period (`empty: note`: a metric without data in it says so instead of showing nothing), so a
    /// report never mixes each metric's own last week.
    package static func indexPage(for report: HealthImportReport, metricsFolder: String = "metrics",
                                 workoutsFolder: String = "workouts", latestWorkouts: Int = 7,
                                 language: HealthReportLanguage = .english) -> String {
        let period = reportPeriod(report.dataDays, exportDay: report.exportDay)
        let format = ImportFormat(rawValue: report.format) ?? .appleHealth
        var out = """
            ---
            title: \(language.title)
            description: \(language.description(format))
            icon: heart.fill
            tint: red
            \(period.map { "period: \($0)\n" } ?? "")---

            # \(language.title)

            \(language.introduction(format))

            """
        if let period, let parsed = ReportPeriod(parsing: period) { out += "\n" + language.periodLine(parsed) + "\n" }
        for (family, icon, tint) in sectionStyles {
            let kinds = HealthMetricKind.allCases.filter { $0.family == family } + report.metricFiles.filter { !$0.isBuiltIn && $0.family == family }
            out += section(family, icon: icon, tint: tint, kinds: kinds, report: report, metricsFolder: metricsFolder,
                           workoutsFolder: workoutsFolder, latestWorkouts: latestWorkouts, language: language)
        }
        return out
    }

    /// One section's Markdown (empty when it has neither an imported file nor a workout).
    private static func section(_ family: HealthKindFamily, icon: String, tint: String, kinds: [HealthMetricKind],
                                report: HealthImportReport, metricsFolder: String, workoutsFolder: String,
                                latestWorkouts: Int, language: HealthReportLanguage) -> String {
        let present = Set(report.metricFiles)
        let shown = kinds.filter { present.contains($0) }
        let workouts = family == .activity ? Array(report.workouts.suffix(latestWorkouts).reversed()) : []
        if shown.isEmpty && workouts.isEmpty { return "" }
        var out = "\n## \(language.heading(family)) {icon=\(icon) tint=\(tint)}\n"
        for (i, kind) in shown.enumerated() {
            let style = family == .activity && i == 0 ? "tinted" : "regular"
            out += "\n```metric\nfile: \(HealthImporter.join(metricsFolder, kind.rawValue + ".csv"))\nstyle: \(style)\nempty: note\n```\n"
        }
        if !workouts.isEmpty {
            out += "\n"
            for w in workouts {
                let route = w.routePath.map { " · [\(language.routeWord)](\(HealthImporter.join(workoutsFolder, $0)))" } ?? ""
                out += "- [\(w.title)](\(HealthImporter.join(workoutsFolder, w.pagePath))) \(w.detail)\(route)\n"
            }
        }
        return out
    }

    /// The report's sections in order, each with its heading's icon and tint.
    static let sectionStyles: [(HealthKindFamily, String, String)] = [
        (.activity, "figure.run", "orange"), (.heart, "heart.fill", "red"), (.recovery, "bed.double.fill", "indigo"),
        (.vitals, "waveform.path.ecg", "teal"), (.body, "scalemass.fill", "purple"), (.mobility, "figure.walk", "orange"),
        (.hearing, "waveform.path.ecg", "blue"), (.nutrition, "leaf.fill", "green"), (.other, "chart.line.uptrend.xyaxis", "gray"),
    ]

    /// The report's one period (`2026-W47`): the latest complete ISO week (Monday to Sunday) in which the imported
    /// files have data, so every card summarises the same week and compares it with the same week before; the week
    /// of the last day with data when no complete week has any. `nil` without data.
    ///
    /// A week is complete when it ends on or before the later of the last day with data and the export's day
    /// (`exportDay`, from `ExportDate`): an export made in July 2019 whose last record is of Monday 10 September
    /// 2018 reports on that week (2018-W37), not on the last week before it.
    static func reportPeriod(_ days: Set<CalendarDay>, exportDay: CalendarDay? = nil) -> String? {
        guard let lastData = days.max() else { return nil }
        let last = max(lastData, exportDay ?? lastData)
        // The last Sunday on or before the last day: the end of the latest complete week.
        var sunday = last.isoWeekday == 7 ? last : last.adding(days: -last.isoWeekday)
        let first = days.min() ?? last
        while sunday >= first {
            if (0..<7).contains(where: { days.contains(sunday.adding(days: -$0)) }) { return week(of: sunday) }
            sunday = sunday.adding(days: -7)
        }
        return week(of: lastData)
    }

    private static func week(of day: CalendarDay) -> String {
        let w = ReportPeriod.isoWeek(of: day)
        return "\(w.year)-W" + (w.week < 10 ? "0" : "") + "\(w.week)"
    }
}
