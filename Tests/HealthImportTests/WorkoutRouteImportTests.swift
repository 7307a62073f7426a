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
        #expect(page.contains("![Route of the running, 2.93 mi drawn](2026-11-24-running.svg)"))
        // The export is en_GB: splits per mile (CLDR: roads in miles).
        #expect(page.contains("| mi | Pace (min/mi) | Time |\n|---:|---:|---:|\n| 1 | "))
        #expect(page.contains("[The workout](../2026-11-24-running/index.md)"))
        let svg = try #require(f.read("content/workouts/routes/2026-11-24-running.svg"))
        #expect(svg.contains("<path d=\"M") && svg.contains("role=\"img\""))
        // The run records miles: its elevation is in feet (10–30 m).
        #expect(f.read("content/workouts/routes/2026-11-24-running-elevation.svg")?.contains(">98 ft</text>") == true)
        #expect(f.read("content/workouts/routes/2026-11-24-running-splits.svg")?.contains("aria-label=\"Pace per mi: mi 1 ") == true)
        // The workout's own page shows the route: the template's route sections over the table's route columns.
        let template = try #require(f.read("content/workouts/index.md"))
        #expect(template.contains("![{{row.route_name}}]({{row.route}})") && template.contains("![{{row.splits_name}}]({{row.splits}})"))
        let table = try #require(f.read("content/metrics/workouts.csv"))
        let header = try #require(table.split(separator: "\n").first)
        #expect(header.contains(",route,route_name,elevation,elevation_name,splits,splits_name"))
        let runRow = try #require(table.split(separator: "\n").first { $0.contains(",2026-11-24-running,") })
        #expect(runRow.contains(",routes/2026-11-24-running.svg,\"Route of the running, 2.93 mi drawn\",routes/2026-11-24-running-elevation.svg,"))
        let other = try #require(table.split(separator: "\n").first { $0.contains("-yoga,") })
        #expect(other.contains(",,,,,,"), "a workout without a route has empty route cells: \(other)")
        #expect(f.read("content/workouts/routes/index.md")?.contains(HealthOutput.marker) == true)
        // The page's "Route" link is in the report's workout list.
        #expect(HealthExample.indexPage(for: report).contains("33\u{A0}min · [Route](workouts/routes/2026-11-24-running.md)"))
    }

    @Test func privacyTrimLeavesOutTheEnds() throws {
        let f = try Fixture()
        let export = try f.generate(["--routes"])
        let points = try gpxPoints(f, sub: "export")
        let full = WorkoutRoute(points)
        var options = f.options(export)
        _ = try HealthImporter.run(options)
        let trimmed = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
        #expect(trimmed.contains("The first and last 656 ft are not drawn"), "the run records miles: 200 m in feet")
        // The splits cover the route less 400 m (and the part to the next point): 4.71 km of the 5.15 km loop,
        // 2.93 of 3.2 miles (the run's own distance).
        #expect(abs(full.length - 5150) < 1)
        #expect(trimmed.contains("| 2.93 | "))
        #expect(f.read("content/workouts/routes/2026-11-24-running.svg")?.contains("data-route-privacy=\"200\" data-route-drawn=\"4713\"") == true)
        #expect(try HealthImporter.run(options).description.contains("\n  routes: 1 drawn on the workouts' pages (4.7 km), without each one's first and last 200 m\n"))
        options.routePrivacyMetres = 0
        #expect(try HealthImporter.run(options).description.contains("\n  routes: 1 drawn on the workouts' pages (5.2 km), whole, start and end included (route privacy 0)\n"))
        let whole = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
        #expect(!whole.contains("are not drawn") && whole.contains("| 3.2 | "))
        #expect(f.read("content/workouts/routes/2026-11-24-running.svg")?.contains("data-route-privacy=\"0\" data-route-drawn=\"5150\"") == true)
        #expect(whole != trimmed)
    }

    /// Older exports (iOS 10, 11) give the route inline: `<WorkoutRoute>` with `<Location>` children, no GPX file.
    /// A Chinese phone's export (`zh_CN`) gets kilometre splits.
    @Test func inlineLocationsAreARoute() throws {
        let f = try Fixture()
        var locations = ""
        for i in 0...25 {  // 2.5 km due north at 5:00 /km, climbing 1 m a point
            let lat = WorkoutRouteTests.degrees(Double(i) * 100)
            let second = i * 30
            let time = "2026-11-24 07:\(String(format: "%02d", 5 + second / 60)):\(String(format: "%02d", second % 60)) +0100"
            locations += "   <Location date=\"\(time)\" latitude=\"\(lat)\" longitude=\"0\" altitude=\"\(i)\" horizontalAccuracy=\"2\"/>\n"
        }
        let run = HealthXML.workout("Running", "2026-11-24 07:05:00 +0100", "2026-11-24 07:17:30 +0100", minutes: "12.5")
            .replacingOccurrences(of: " </Workout>", with: "  <WorkoutRoute sourceName=\"Phone\" startDate=\"2026-11-24 07:05:00 +0100\">\n"
                                  + locations + "  </WorkoutRoute>\n </Workout>")
        try f.write("in/export.xml", HealthXML.export(run).replacingOccurrences(of: "locale=\"en_GB\"", with: "locale=\"zh_CN\""))
        var options = f.options(f.root + "/in/export.xml")
        options.routePrivacyMetres = 0
        let report = try HealthImporter.run(options)
        #expect(report.workouts.first?.routePath == "routes/2026-11-24-running.md")
        let page = try #require(f.read("content/workouts/routes/2026-11-24-running.md"))
        #expect(page.contains("| km | Pace (min/km) | Time |\n|---:|---:|---:|\n| 1 | 5:00 | 5:00 |\n| 2 | 5:00 | 5:00 |\n| 2.5 | 5:00 | 2:30 |\n"))
        #expect(f.read("content/workouts/routes/2026-11-24-running-elevation.svg")?.contains("25 m</text>") == true)
        #expect(f.read("content/metrics/workouts.csv")?.contains("\"Route of the running, 2.5 km drawn\"") == true)
    }

    @Test func splitUnitByRegion() {
        for (locale, unit) in [("en_US", "mi"), ("en_GB", "mi"), ("en-LR", "mi"), ("my_MM", "mi"), ("zh_CN", "km"),
                               ("de_DE", "km"), ("en", "km"), ("zh_Hans_CN", "km"), ("", "km")] {
            #expect(RouteSplits.Unit(locale: locale).name == unit, "\(locale)")
        }
        #expect(RouteSplits.Unit(locale: nil) == .kilometre)
    }

    /// A workout's system is the unit the export wrote its distance in (statistics first), else the locale's.
    @Test func unitSystemPerWorkout() throws {
        for (unit, system) in [("mi", WorkoutUnitSystem.imperial), ("yd", .imperial), ("ft", .imperial), ("km", .metric), ("m", .metric)] {
            #expect(WorkoutUnitSystem(distanceUnit: unit, locale: system == .metric ? "en_US" : "de_DE") == system, "\(unit)")
        }
        #expect(WorkoutUnitSystem(distanceUnit: nil, locale: "en_US") == .imperial)
        #expect(WorkoutUnitSystem(distanceUnit: "furlong", locale: "zh_CN") == .metric)
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try f.generate(["--locale", "de_DE"])))
        // The default export's run records miles, its ride km, its yoga no distance (the German locale: km).
        #expect(report.workouts.map(\.detail) == ["Tuesday · 3.2 mi · 33\u{A0}min", "Tuesday · 45\u{A0}min", "Wednesday · 20 km · 1\u{A0}h"])
        let template = try #require(f.read("content/workouts/index.md"))
        #expect(template.contains("units: {duration_min: min, distance_km: km, distance_mi: mi, energy_kcal: kcal, avg_hr: bpm}"))
    }

    /// The generator draws each route as long as its workout's totalDistance (haversine sum within 5 %): the small
    /// set's run (3.2 mi, or 5.15 km with `--units metric`) and the large set's 6 km runs with the long route.
    @Test(arguments: [["--units", "metric"], ["--units", "imperial"], [], ["--size-mb", "1"]])
    func generatedRoutesAreAsLongAsTheirWorkouts(_ arguments: [String]) throws {
        let f = try Fixture()
        let export = try String(contentsOfFile: try f.generate(["--routes"] + arguments), encoding: .utf8)
        let workouts = export.components(separatedBy: "<Workout ").dropFirst().map { $0.components(separatedBy: "</Workout>")[0] }
        var checked = 0
        for workout in workouts {
            guard let file = Self.attribute("path", in: workout), let total = Self.attribute("totalDistance", in: workout).flatMap(Double.init),
                  let unit = Self.attribute("totalDistanceUnit", in: workout) else { continue }
            let metres = total * (unit == "mi" ? 1609.344 : unit == "km" ? 1000 : 1)
            let gpx = try #require(FileManager.default.contents(atPath: f.root + "/export" + file), "\(file)")
            let length = WorkoutRoute(try GPXReader.points(gpx)).length
            #expect(abs(length - metres) <= 0.05 * metres, "\(arguments) \(file): a \(Int(length)) m track for \(total) \(unit)")
            checked += 1
        }
        #expect(checked >= 1, "\(arguments): no workout with a route")
    }

    /// The value of `name="…"` in `text`, the first.
    static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return text[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
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
