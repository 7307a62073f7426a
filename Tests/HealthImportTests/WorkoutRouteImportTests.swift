import Foundation
import Testing
@testable import HealthImport

/// A workout's `WorkoutRoute`/`FileReference` GPX becomes a route page (outline, elevation, splits) beside the
/// workouts' pages, from a zip and from a folder, without the first and last 200 m (or all of it with 0).
@Suite struct WorkoutRouteImportTests {
    /// The GPX points of the generated run (`make-health-export.py --routes`).
    func gpxPoints(_ f: Fixture, sub: String) throws -> [RoutePoint] {
        try GPXReader.points(try #require(FileManager.default.contents(atPath: f.root + "/\(sub)/workout-routes/route_2026-11-24_7.05am.gpx")))
    }

    @Test(arguments: [false, true]) func routePageFromTheExport(zip: Bool) throws {
        let f = try Fixture()
        let export = try f.generate(["--routes"] + (zip ? ["--zip"] : []))
        let report = try HealthImporter.run(f.options(export))
        let run = try #require(report.workouts.first { $0.pagePath == "2026-11-24-running/index.md" })
        #expect(run.routePath == "routes/2026-11-24-running.md")
        #expect(report.workouts.filter { $0.routePath != nil }.count == 1, "only the run has a route")
        let page = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
        #expect(page.contains("![Route of the running](2026-11-24-running.svg)"))
        #expect(page.contains("| km | Pace (min/km) | Time |\n|---:|---:|---:|\n| 1 | "))
        #expect(page.contains("[The workout](../2026-11-24-running/index.md)"))
        let svg = try #require(f.read("content/workouts/routes/2026-11-24-running.svg"))
        #expect(svg.contains("<path d=\"M") && svg.contains("role=\"img\""))
        #expect(f.read("content/workouts/routes/2026-11-24-running-elevation.svg")?.contains("m</text>") == true)
        #expect(f.read("content/workouts/routes/index.md")?.contains(HealthOutput.marker) == true)
        // The page's "Route" link is in the report's workout list.
        #expect(HealthExample.indexPage(for: report).contains("32.5 min · [Route](workouts/routes/2026-11-24-running.md)"))
    }

    @Test func privacyTrimLeavesOutTheEnds() throws {
        let f = try Fixture()
        let export = try f.generate(["--routes"])
        let points = try gpxPoints(f, sub: "export")
        let full = WorkoutRoute(points)
        var options = f.options(export)
        _ = try HealthImporter.run(options)
        let trimmed = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
        #expect(trimmed.contains("The first and last 200 m are not drawn"))
        // The splits cover the route less 400 m (and the part to the next point): 2.08 km of the 2.55 km loop.
        #expect(abs(full.length - 2551) < 1)
        #expect(trimmed.contains("| 2.08 | "))
        options.routePrivacyMetres = 0
        _ = try HealthImporter.run(options)
        let whole = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
        #expect(!whole.contains("are not drawn") && whole.contains("| 2.55 | "))
        #expect(whole != trimmed)
    }

    @Test func aMissingRouteFileIsAWarning() throws {
        let f = try Fixture()
        let export = try f.generate(["--routes"])
        try FileManager.default.removeItem(atPath: f.root + "/export/workout-routes/route_2026-11-24_7.05am.gpx")
        let report = try HealthImporter.run(f.options(export))
        #expect(report.warnings.contains { $0.description.contains("is not in the export; the workout is imported without it") })
        #expect(f.read("content/workouts/routes/2026-11-24-running.md") == nil)
        #expect(report.workouts.allSatisfy { $0.routePath == nil })
    }
}
