import Basics
import Foundation
import Glibc
import POSIXFiles

extension HealthImporter {
    /// Adds the workouts' series template (`<folder>/index.md`, see ``WorkoutPage``) to `commit`, unless an
    /// `index.md` the importer did not write that way is there (it is kept, and the report says so); and retires
    /// the per-workout pages earlier imports wrote into `folder` (they would clash with the series' pages).
    static func workoutTemplate(folder: String, options: HealthImportOptions, columns: [String],
                                into commit: inout OutputCommit, report: inout HealthImportReport) {
        let rows = WorkoutPage.relative(join(options.destination, "workouts.csv"), from: folder)
        let text = WorkoutPage.template(rows: rows, columns: columns, language: HealthReportLanguage(tag: options.language))
        let path = join(folder, "index.md")
        // Read without following a link and without blocking on a FIFO: such an entry is not a template
        // the importer wrote, so it is replaced like any file it did not write (with --force) or refused.
        if FileSystem.existingKind(path) != nil, let existing = try? FileSystem.read(path, followLinks: false) {
            let old = String(decoding: existing, as: UTF8.self)
            guard old == text || WorkoutPage.knownTemplates(rows: rows).contains(old) else {
                report.keptTemplates.append(path)
                return
            }
        }
        commit.files.append(.init(path: path, bytes: Array(text.utf8), owner: path))
        commit.retired += earlierWorkoutPages(in: folder)
    }

    /// The `YYYY-MM-DD-<type>.md` pages an earlier import wrote into `folder` (they carry the marker).
    static func earlierWorkoutPages(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        return names.sorted().filter { name in
            let b = Array(name.utf8)
            guard b.count > 14, name.hasSuffix(".md"), b[10] == 45,
                  ISO8601Reader.read(String(decoding: b[0..<10], as: UTF8.self)) != nil else { return false }
            return OutputCommit.isOwned(join(folder, name))
        }.map { join(folder, $0) }
    }
}
