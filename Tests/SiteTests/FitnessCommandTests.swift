import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock import google-fit|fitbit` and `cardstock init --example health --from` on their exports, driven through
/// the CLI core with exports from Scripts/make-takeout-samples.py, and the sites built from them.
@Suite struct FitnessCommandTests {
    /// Runs make-takeout-samples.py into `site/gen` and returns the path it wrote (the zip when `--zip` is given).
    func makeSample(_ site: TempSite, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-takeout-samples.py", site.root + "/gen"] + arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-takeout-samples.py failed")
        return site.root + "/gen" + (arguments.contains("--zip") ? "/takeout.zip" : "")
    }

    @Test func chineseTakeoutImportsAndBuilds() throws {
        let site = TempSite()
        let zip = try makeSample(site, ["google-fit", "--language", "zh", "--zip"])
        let first = site.run(["import", "google-fit", zip])
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.hasPrefix("google-fit: read 21 records: imported 21"), "\(first.out)")
        // Day 0 of the generator: 4000 steps, 2800 m, heart rate 50 / 70 / 120.
        #expect(site.read("content/metrics/steps.csv")?.hasPrefix("date,steps\n2026-11-09,4000\n2026-11-10,4731\n") == true)
        #expect(site.read("content/metrics/heart-rate.csv")?.hasPrefix("date,min_bpm,mean_bpm,max_bpm\n2026-11-09,50,70,120\n") == true)
        let before = site.snapshot("content")
        #expect(site.run(["import", "google-fit", zip]).status == 0)
        #expect(site.snapshot("content") == before, "a second import must not change any file")
        site.write("content/index.md", "# Fit\n\n- [Metrics](metrics/)\n")
        let build = site.run(["build", "--quiet", "--strict"])
        #expect(build.status == 0, "\(build.err)")
        #expect(site.read("site/metrics/index.html")?.contains("Heart points") == true)
        #expect(site.exists("site/metrics/steps/index.html"))
    }

    @Test func initDetectsFitbitAndTheReportBuilds() throws {
        let site = TempSite()
        let folder = try makeSample(site, ["fitbit"])
        let created = site.run(["init", "--example", "health", "--from", folder, "report"])
        #expect(created.status == 0, "\(created.err)")
        let index = site.read("report/content/index.md") ?? ""
        #expect(index.contains("Imported from Fitbit") && index.contains("file: metrics/sleep-duration.csv"), "\(index)")
        #expect(!site.exists("report/content/workouts"))
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
        let html = site.read("report/site/index.html") ?? ""
        #expect(html.contains("metric-card") && html.contains("Active minutes") && html.contains("Resting heart rate"))
        #expect(!html.contains("Sample Person"))
    }

    @Test func initDetectsGoogleFitPerDayFiles() throws {
        let site = TempSite()
        let folder = try makeSample(site, ["google-fit", "--per-day", "--days", "10"])
        let created = site.run(["init", "--example", "health", "--from", folder, "fit"])
        #expect(created.status == 0, "\(created.err)")
        #expect(site.read("fit/content/index.md")?.contains("Imported from Google Fit") == true)
        // The generator splits each day into four rows: day 0's 4000 steps are 4 × 1000.
        #expect(site.read("fit/content/metrics/steps.csv")?.hasPrefix("date,steps\n2026-11-20,4000\n") == true)
        let cli = CLI(workingDirectory: site.root + "/fit", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
    }

    @Test func usageAndInputErrors() {
        let site = TempSite()
        #expect(site.run(["import", "fitbit"]).status == 64)
        #expect(site.run(["import", "google-fit", "x", "--pages", "p"]).status == 64)
        let types = site.run(["import", "google-fit", "x", "--types", "steps,sunshine"])
        #expect(types.status == 64 && types.err.contains("'sunshine' is not a file 'google-fit' writes"), "\(types.err)")
        let missing = site.run(["import", "fitbit", "missing.zip"])
        #expect(missing.status == 1 && missing.err.contains("missing.zip: error: no such file or folder"), "\(missing.err)")
        site.write("empty/readme.txt", "x\n")
        let none = site.run(["init", "--example", "health", "--from", "empty", "r"])
        #expect(none.status == 1 && none.err.contains("holds no export Cardstock reads"), "\(none.err)")
        #expect(!site.exists("r") && !site.exists("content/metrics"))
    }
}
