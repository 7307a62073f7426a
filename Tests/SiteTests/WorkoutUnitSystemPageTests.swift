import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// A workout's pages show one unit system, the one its phone recorded it in: a US phone's export (distances in
/// miles) gets miles, feet and per-mile splits on the workout's page, its route page and the report's workout rows; an
/// export recording km gets km, metres and per-km splits, even from a US locale (the export's own units win).
@Suite struct WorkoutUnitSystemPageTests {
    /// One case: the generator's `--units`, the export's locale, the system's words and the other system's.
    struct Case: Sendable, CustomStringConvertible {
        var units: String, locale: String
        /// Distance, elevation unit; the distances of the run and of the ride as the report lists them.
        var distance: String, elevation: String, run: String, ride: String
        /// What the other system would show (`\d km`, `/km`, `\d m\b` …).
        var foreign: String
        var description: String { "\(units) \(locale)" }
    }

    static let cases = [
        Case(units: "imperial", locale: "en_US", distance: "mi", elevation: "ft", run: "3.2 mi", ride: "12.4 mi",
             foreign: #"\d(\s|&nbsp;|\x{A0})?(km|m)\b|/km\b|per km\b"#),
        Case(units: "metric", locale: "en_US", distance: "km", elevation: "m", run: "5.15 km", ride: "20 km",
             foreign: #"\d(\s|&nbsp;|\x{A0})?(mi|ft)\b|/mi\b|per mi\b"#),
    ]

    /// `init --example health` on the generated export (with the run's route) made with `c`'s units, built.
    func builtReport(_ c: Case) throws -> TempSite {
        let site = TempSite()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-health-export.py", site.root + "/gen", "--routes",
                             "--units", c.units, "--locale", c.locale]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-health-export.py failed")
        let created = site.run(["init", "--example", "health", "--from", site.root + "/gen/export.xml", "report"])
        try #require(created.status == 0, "\(created.err)")
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        try #require(cli.run(["build", "--strict", "--quiet"]) == 0)
        return site
    }

    /// The text of the section under the `<h2>` starting with `heading` (up to the next `<h2`).
    func section(_ html: String, _ heading: String) -> String? {
        guard let start = html.range(of: "<h2>" + heading) else { return nil }
        let rest = html[start.upperBound...]
        return String(rest[..<(rest.range(of: "<h2")?.lowerBound ?? rest.endIndex)])
    }

    func matches(_ pattern: String, _ text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }

    @Test(arguments: cases) func theWorkoutPageShowsOneSystem(_ c: Case) throws {
        let site = try builtReport(c)
        let page = try #require(site.read("report/site/workouts/2026-11-24-running/index.html"))
        let stats = try #require(section(page, "Stats"))
        #expect(stats.contains("<span>Distance</span>") && stats.contains("\u{A0}\(c.distance)</span>"), "\(c): \(stats)")
        let splits = try #require(section(page, "Splits"))
        #expect(splits.contains("alt=\"Pace per \(c.distance): \(c.distance) 1 "), "\(c): \(splits)")
        let elevation = try #require(section(page, "Elevation"))
        #expect(matches(#"from \d+ \#(c.elevation) to \d+ \#(c.elevation)""#, elevation).count == 1, "\(c): \(elevation)")
        #expect(matches(c.foreign, page).isEmpty, "\(c): the other system on the page: \(matches(c.foreign, page))")
        let ride = try #require(site.read("report/site/workouts/2026-11-25-cycling/index.html"))
        #expect(try #require(section(ride, "Stats")).contains("\u{A0}\(c.distance)</span>"), "\(c): the ride")
        #expect(matches(c.foreign, ride).isEmpty, "\(c): \(matches(c.foreign, ride))")
    }

    @Test(arguments: cases) func theRoutePageDrawingsAndReportRowsShowOneSystem(_ c: Case) throws {
        let site = try builtReport(c)
        let route = try #require(site.read("report/content/workouts/routes/2026-11-24-running.md"))
        #expect(route.contains("| \(c.distance) | Pace (min/\(c.distance)) | Time |\n"), "\(c): \(route)")
        #expect(matches(c.foreign, route).isEmpty, "\(c): \(matches(c.foreign, route))")
        for drawing in ["-elevation", "-splits", ""] {
            let svg = try #require(site.read("report/content/workouts/routes/2026-11-24-running\(drawing).svg"))
            #expect(matches(c.foreign, svg).isEmpty, "\(c) \(drawing): \(matches(c.foreign, svg))")
        }
        #expect(site.read("report/content/workouts/routes/2026-11-24-running-elevation.svg")?.contains(" \(c.elevation)</text>") == true)
        let report = try #require(site.read("report/content/index.md"))
        #expect(report.contains(" Tuesday · \(c.run) · 33\u{A0}min · [Route]"), "\(c): \(report)")
        #expect(report.contains(" Wednesday · \(c.ride) · 1\u{A0}h"), "\(c): \(report)")
        // The table keeps its units in its column names: every distance in the column of its system.
        let table = try #require(site.read("report/content/metrics/workouts.csv"))
        let header = table.prefix { $0 != "\n" }.split(separator: ",").map(String.init)
        let other = c.distance == "mi" ? "distance_km" : "distance_mi"
        #expect(header.contains("distance_" + c.distance) && !header.contains(other), "\(c): \(header)")
    }
}
