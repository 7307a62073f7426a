import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// A workout with a route shows it on its own page (outline, elevation, splits) after `import` then `build`; a
/// workout without one shows no route section. `route_privacy:` in cardstock.yaml sets the trim, and `publish`
/// counts the route outlines in its privacy summary.
@Suite struct WorkoutRoutePageTests {
    /// A site with the generated export (`--routes`: the run of 24 Nov has a GPX route) imported into it.
    func importedSite(_ settings: String = "", arguments: [String] = []) throws -> TempSite {
        let site = TempSite()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-health-export.py", site.root + "/gen", "--routes"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-health-export.py failed")
        site.write("cardstock.yaml", "title: Health\nbase_url: https://example.com/health/\n" + settings)
        let imported = site.run(["import", "apple-health", "gen/export.xml", "--to", "content/metrics",
                                 "--pages", "content/workouts", "--quiet"] + arguments)
        try #require(imported.status == 0, "\(imported.err)")
        site.write("content/index.md", "# Health\n\n- [Workouts](workouts/index.md)\n")
        return site
    }

    /// The `<h2>` titles and `<img>` tags of a built page.
    func headingsAndImages(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<h2[^>]*>[^<]*|<img [^>]*>")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range, in: html)!])
        }
    }

    @Test func theRouteIsOnTheWorkoutsOwnPage() throws {
        let site = try importedSite()
        let build = site.run(["build", "--strict", "--quiet"])
        #expect(build.status == 0, "\(build.err)")
        let run = headingsAndImages(try #require(site.read("site/workouts/2026-11-24-running/index.html")))
        #expect(run == [
            "<h2>Stats", "<h2>Route",
            "<img src=\"../routes/2026-11-24-running.svg\" alt=\"Route of the running, 2.93 mi drawn\" loading=\"lazy\" decoding=\"async\">",
            "<h2>Elevation",
            "<img src=\"../routes/2026-11-24-running-elevation.svg\" alt=\"Elevation along the route, from 33 ft to 98 ft\" loading=\"lazy\" decoding=\"async\">",
            "<h2>Splits",
            "<img src=\"../routes/2026-11-24-running-splits.svg\" alt=\"Pace per mi: mi 1 9:09, mi 2 11:08, mi 2.93 9:10\" loading=\"lazy\" decoding=\"async\">",
        ], "\(run)")
        #expect(site.exists("site/workouts/routes/2026-11-24-running.svg"))
        let yoga = headingsAndImages(try #require(site.read("site/workouts/2026-11-24-yoga/index.html")))
        #expect(yoga == ["<h2>Stats"], "a workout without a route has no route section: \(yoga)")
    }

    @Test func routePrivacyFromTheSettingsAndTheOption() throws {
        let whole = try importedSite("route_privacy: 0\n")
        #expect(whole.read("content/workouts/routes/2026-11-24-running.svg")?.contains("data-route-privacy=\"0\" data-route-drawn=\"5150\"") == true)
        let option = try importedSite("route_privacy: 0\n", arguments: ["--route-privacy", "500"])
        #expect(option.read("content/workouts/routes/2026-11-24-running.svg")?.contains("data-route-privacy=\"500\"") == true,
                "--route-privacy wins over the setting")
        let bad = TempSite()
        bad.write("cardstock.yaml", "title: T\nroute_privacy: -5\n")
        bad.write("content/index.md", "# Home\n")
        let refused = bad.run(["build"])
        #expect(refused.status == 1)
        #expect(refused.err.contains("cardstock.yaml:2:16: error: 'route_privacy' must be the metres left out at each end of a route"), "\(refused.err)")
    }

    @Test func publishCountsTheRouteOutlines() throws {
        let site = try importedSite()
        let published = site.run(["publish"])
        #expect(published.status == 0, "\(published.err)")
        #expect(published.err.contains("  route files (GPS tracks): none\n"), "\(published.err)")
        #expect(published.err.contains("  route outlines published: 1 (4.7 km drawn on the workouts' pages), each without its first and last 200 m\n"),
                "\(published.err)")
        let whole = try importedSite("route_privacy: 0\n")
        let shown = whole.run(["publish"])
        #expect(shown.err.contains("  route outlines published: 1 (5.2 km drawn on the workouts' pages), 1 drawn whole, start and end "
                                   + "included (route_privacy: 0): content/workouts/routes/2026-11-24-running.svg\n"), "\(shown.err)")
    }
}
