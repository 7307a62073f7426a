import Foundation
import Testing
@testable import HealthImport

/// The workouts become a row series: one template `index.md` over `workouts.csv`, never a page per workout.
@Suite struct WorkoutSeriesTests {
    @Test func oneTemplateOverTheWorkoutsTable() throws {
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try f.generate()))
        let template = try #require(f.read("content/workouts/index.md"))
        #expect(template.hasPrefix("---\n" + HealthOutput.marker + "\n"))
        #expect(template.contains("\nrepeat: rows\nrows: \"../metrics/workouts.csv\"\nslug: slug\n"))
        #expect(template.contains("fields: [duration_min, distance_km, distance_mi, energy_kcal, avg_hr]\n"))
        #expect(template.contains("units: {duration_min: min, distance_km: km, distance_mi: mi, energy_kcal: kcal, avg_hr: bpm}\n"))
        #expect(f.listing("content/workouts").keys.sorted() == ["index.md"])
        #expect(report.written.contains(f.root + "/content/workouts/index.md"))
        #expect(report.keptTemplates.isEmpty)
    }

    @Test func anEditedTemplateIsNeverOverwritten() throws {
        let f = try Fixture()
        let source = try f.generate()
        _ = try HealthImporter.run(f.options(source))
        let edited = (f.read("content/workouts/index.md") ?? "").replacingOccurrences(of: "series_title: Workouts",
                                                                                     with: "series_title: My training")
        try f.write("content/workouts/index.md", edited)
        for force in [false, true] {
            var options = f.options(source)
            options.force = force
            let again = try HealthImporter.run(options)
            #expect(f.read("content/workouts/index.md") == edited)
            #expect(again.keptTemplates == [f.root + "/content/workouts/index.md"])
            #expect(again.description.contains("kept \(f.root)/content/workouts/index.md: it differs from the workouts template"))
        }
    }

    @Test func aTemplateAnEarlierImportWroteIsRefreshed() throws {
        let f = try Fixture()
        let source = try f.generate()
        // What an import of workouts without heart rate or distance wrote: not an edit.
        let older = WorkoutPage.template(rows: "../metrics/workouts.csv", columns: ["duration_min", "energy_kcal"])
        try f.write("content/workouts/index.md", older)
        let report = try HealthImporter.run(f.options(source))
        #expect(report.keptTemplates.isEmpty)
        #expect(f.read("content/workouts/index.md")?.contains("distance_km: km") == true)
    }

    @Test func pagesAnEarlierImportWroteAreMovedAsideNotDeleted() throws {
        let f = try Fixture()
        let source = try f.generate()
        let earlier = "---\n" + HealthOutput.marker + "\ntitle: \"Running\"\n---\n\n# Running\n"
        let mine = "---\ntitle: My notes\n---\n"
        try f.write("content/workouts/2026-11-24-running.md", earlier)
        try f.write("content/workouts/2026-11-24-notes.md", mine)
        let report = try HealthImporter.run(f.options(source))
        #expect(f.read("content/workouts/2026-11-24-running.md") == nil)
        #expect(f.read("content/workouts/2026-11-24-notes.md") == mine)
        let note = try #require(report.warnings.first { $0.severity == .note })
        #expect(note.message.hasPrefix("moved 1 workout page that an earlier import wrote to \(f.root)/content/.cardstock-trash/workouts-"))
        let trash = f.listing("content/.cardstock-trash")
        #expect(trash.keys.contains { $0.hasSuffix("/2026-11-24-running.md") })
    }

    @Test func noTemplateWithoutPagesOrWorkouts() throws {
        let f = try Fixture()
        var options = f.options(try f.generate())
        options.workoutPages = nil
        _ = try HealthImporter.run(options)
        #expect(f.read("content/workouts/index.md") == nil)
        var steps = f.options(f.root + "/export/export.xml")
        steps.types = [.steps]
        _ = try HealthImporter.run(steps)
        #expect(f.read("content/workouts/index.md") == nil)
    }

    @Test func relativePaths() {
        #expect(WorkoutPage.relative("/s/content/metrics/workouts.csv", from: "/s/content/workouts") == "../metrics/workouts.csv")
        #expect(WorkoutPage.relative("/s/content/workouts.csv", from: "/s/content") == "workouts.csv")
        #expect(WorkoutPage.relative("/s/content/w/data/workouts.csv", from: "/s/content/w") == "data/workouts.csv")
    }
}
