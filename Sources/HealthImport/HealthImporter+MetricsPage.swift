import Foundation

extension HealthImporter {
    /// Adds `<metrics folder>/index.md` to `commit`: a page with a card for every imported metric, in the report's
    /// sections (``HealthExample``), so a site without its own page on them still links each one (a generated home
    /// page lists this page). Written while it carries the importer's marker; a page without the marker (the
    /// user's own) is kept and the report says so.
    static func metricsPage(options: HealthImportOptions, into commit: inout OutputCommit, report: inout HealthImportReport) {
        guard !report.metricFiles.isEmpty else { return }
        let path = join(options.destination, "index.md")
        if FileManager.default.fileExists(atPath: path), !OutputCommit.isOwned(path) {
            report.keptPages.append(path)
            return
        }
        let workouts = options.workoutPages.map { WorkoutPage.relative(join($0, "x"), from: options.destination) }
        var text = HealthExample.indexPage(for: report, metricsFolder: "", workoutsFolder: workouts.map { String($0.dropLast(2)) } ?? "",
                                           language: HealthReportLanguage(tag: options.language))
        if text.hasPrefix("---\n") {
            text.insert(contentsOf: HealthOutput.marker + "\n", at: text.index(text.startIndex, offsetBy: 4))
        }
        commit.files.append(.init(path: path, bytes: Array(text.utf8), owner: path))
    }
}
