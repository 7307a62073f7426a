import Diagnostics
import Metrics

/// What an import did, printed by the command line.
package struct HealthImportReport: Sendable, CustomStringConvertible {
    /// The command that made it, as the summary names it: `apple-health`, `google-fit` or `fitbit`.
    package var format = "apple-health"
    /// Files created or replaced because their bytes changed, sorted.
    package var written: [String] = []
    /// Files whose bytes were already right (left untouched, mtime unchanged), sorted.
    package var unchanged: [String] = []
    /// `Record` and `Workout` elements read from the export.
    package var recordsRead = 0
    /// Records and workouts that went into a file (before de-duplication by source).
    package var recordsImported = 0
    /// Records of imported types that could not be used (bad date, number or unit).
    package var recordsSkipped = 0
    /// Records of types that were not asked for (or repeated inside a `Correlation`): read, not imported.
    package var recordsNotImported = 0
    /// Days left out of a file because their value or date is beyond what a metric file may hold.
    package var daysLeftOut = 0
    /// Requested kinds for which the export holds no data (no file is written for them).
    package var empty: [HealthMetricKind] = []
    /// Warnings (the first skipped records, with their line).
    package var warnings: [Diagnostic] = []
    /// The metric files the import produced (written or unchanged), in file-name order.
    package var metricFiles: [HealthMetricKind] = []
    /// The workouts the series template makes pages of (the rows of `workouts.csv`), oldest first.
    package var workouts: [HealthWorkoutSummary] = []
    /// The route pages written (inside the pages folder) and the metres of each route drawn after the privacy trim.
    package var routes: [(page: String, drawnMetres: Double)] = []
    /// The metres left out at each end of every route (``HealthImportOptions/routePrivacyMetres``).
    package var routePrivacyMetres = 0.0
    /// Workout series templates (`<pages>/index.md`) left as they are because they differ from what the importer
    /// writes (the user's edits).
    package var keptTemplates: [String] = []

    /// A Health type found in the export and how many elements it had.
    package struct TypeCount: Sendable, Equatable {
        /// `HKQuantityTypeIdentifierStepCount`, `HKCorrelationTypeIdentifierBloodPressure`, `Workout`, …
        package var type: String
        /// Its `Record` (or `Correlation`, `Workout`) elements.
        package var records: Int
    }

    /// Every type the export holds, imported or not, in the order first seen.
    package var typesFound: [TypeCount] = []

    /// The local days on which the imported files have rows (any file).
    package var dataDays: Set<CalendarDay> = []
    /// The day the export was made (`ExportDate`), when it says.
    package var exportDay: CalendarDay?

    /// Metrics pages (`<metrics folder>/index.md`) left as they are because they lack the importer's marker.
    package var keptPages: [String] = []

    /// Creates an empty report.
    package init() {}

    /// A summary: counts (read = imported + skipped + not imported), then one line per written file (the first 30).
    /// Warnings are not part of it: the command line prints them once, on standard error.
    package var description: String {
        var lines = ["\(format): read \(recordsRead) records: imported \(recordsImported), skipped \(recordsSkipped), "
            + "not imported \(recordsNotImported) (types not asked for); \(written.count) files written, \(unchanged.count) unchanged"]
        if daysLeftOut > 0 { lines.append("  left out \(daysLeftOut) day(s) whose value or date no metric file may hold (see the warnings)") }
        for w in written.prefix(30) { lines.append("  wrote \(w)") }
        if written.count > 30 { lines.append("  … and \(written.count - 30) more") }
        for k in keptTemplates {
            lines.append("  kept \(k): it differs from the workouts template the importer writes, so your edits stay "
                + "(delete it and import again to get the new one)")
        }
        for k in keptPages {
            lines.append("  kept \(k): it is not the page of metric cards the importer writes (no marker line), so it stays as it is")
        }
        if let line = routeLine { lines.append(line) }
        if !empty.isEmpty { lines.append("  no data for: " + empty.map(\.rawValue).joined(separator: ", ")) }
        lines += typeLines
        return lines.joined(separator: "\n")
    }

    /// `  routes: 3 drawn on the workouts' pages (12.4 km), without each one's first and last 200 m`; `nil` without.
    var routeLine: String? {
        guard !routes.isEmpty else { return nil }
        let km = DecimalText.format(routes.map(\.drawnMetres).reduce(0, +) / 1000, places: 1)
        let trim = routePrivacyMetres > 0 ? "without each one's first and last \(DecimalText.format(routePrivacyMetres, places: 0)) m"
            : "whole, start and end included (route privacy 0)"
        return "  routes: \(routes.count) drawn on the workouts' pages (\(km) km), \(trim)"
    }

    /// One line per type in the export (by name): its record count and the file it went into, or how to
    /// import it, so nothing in the export goes unmentioned.
    var typeLines: [String] {
        if typesFound.isEmpty { return [] }
        var files: [String: String] = [:]
        for kind in metricFiles + empty {
            files[kind.healthType] = kind.rawValue + ".csv"
            if kind == .bloodPressure {
                for t in [HealthKindTable.systolicType, HealthKindTable.diastolicType] { files[t] = kind.rawValue + ".csv" }
            }
        }
        var lines = ["  types in the export:"]
        for t in typesFound.sorted(by: { $0.type < $1.type }) {
            let count = "\(t.records) \(t.records == 1 ? "record" : "records")"
            if let file = files[t.type] {
                lines.append("    \(t.type): \(count) → \(file)")
            } else if let kind = [HealthKindTable.systolicType, HealthKindTable.diastolicType].contains(t.type)
                        ? .bloodPressure : HealthMetricKind(identifier: t.type) {
                lines.append("    \(t.type): \(count), not imported (add it with --types \(kind.isBuiltIn ? kind.rawValue : t.type))")
            } else {
                lines.append("    \(t.type): \(count), not imported (Cardstock does not read this type)")
            }
        }
        return lines
    }
}
