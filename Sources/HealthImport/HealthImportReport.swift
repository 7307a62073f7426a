import Diagnostics

/// What an import did, printed by the command line.
public struct HealthImportReport: Sendable, CustomStringConvertible {
    /// Files created or replaced because their bytes changed, sorted.
    public var written: [String] = []
    /// Files whose bytes were already right (left untouched, mtime unchanged), sorted.
    public var unchanged: [String] = []
    /// `Record` and `Workout` elements read from the export.
    public var recordsRead = 0
    /// Records and workouts that went into a file (before de-duplication by source).
    public var recordsImported = 0
    /// Records of imported types that could not be used (bad date, number or unit).
    public var recordsSkipped = 0
    /// Records of types that were not asked for (or repeated inside a `Correlation`): read, not imported.
    public var recordsNotImported = 0
    /// Days left out of a file because their value or date is beyond what a metric file may hold.
    public var daysLeftOut = 0
    /// Requested kinds for which the export holds no data (no file is written for them).
    public var empty: [HealthMetricKind] = []
    /// Warnings (the first skipped records, with their line).
    public var warnings: [Diagnostic] = []
    /// The metric files the import produced (written or unchanged), in file-name order.
    public var metricFiles: [HealthMetricKind] = []
    /// The workouts the series template makes pages of (the rows of `workouts.csv`), oldest first.
    public var workouts: [HealthWorkoutSummary] = []
    /// Workout series templates (`<pages>/index.md`) left as they are because they differ from what the importer
    /// writes (the user's edits).
    public var keptTemplates: [String] = []

    /// Creates an empty report.
    public init() {}

    /// A summary: counts (read = imported + skipped + not imported), then one line per written file (the first 30).
    /// Warnings are not part of it: the command line prints them once, on standard error.
    public var description: String {
        var lines = ["apple-health: read \(recordsRead) records: imported \(recordsImported), skipped \(recordsSkipped), "
            + "not imported \(recordsNotImported) (types not asked for); \(written.count) files written, \(unchanged.count) unchanged"]
        if daysLeftOut > 0 { lines.append("  left out \(daysLeftOut) day(s) whose value or date no metric file may hold (see the warnings)") }
        for w in written.prefix(30) { lines.append("  wrote \(w)") }
        if written.count > 30 { lines.append("  … and \(written.count - 30) more") }
        for k in keptTemplates {
            lines.append("  kept \(k): it differs from the workouts template the importer writes, so your edits stay "
                + "(delete it and import again to get the new one)")
        }
        if !empty.isEmpty { lines.append("  no data for: " + empty.map(\.rawValue).joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
