import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock import gadgetbridge` and `init --example health --from` on the guide's Gadgetbridge database
/// (Scripts/make-sqlite-examples.py), through the CLI core, and the sites built from them.
@Suite struct GadgetbridgeCommandTests {
    /// Runs make-sqlite-examples.py for `days` days into `site/gen` and returns the Gadgetbridge database's path.
    func makeDatabase(_ site: TempSite, days: Int) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-sqlite-examples.py", site.root + "/gen", "\(days)"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-sqlite-examples.py failed")
        return site.root + "/gen/gadgetbridge.db"
    }

    @Test func importWritesStepsAndHeartRateAndTheSiteBuilds() throws {
        let site = TempSite()
        let db = try makeDatabase(site, days: 3)
        let first = site.run(["import", "gadgetbridge", db])
        #expect(first.status == 0, "\(first.err)")
        // 3 days of a sample a minute.
        #expect(first.out.hasPrefix("gadgetbridge: read 4320 records: imported 4320"), "\(first.out)")
        // Day 0 (Oct 29, UTC): minutes 420…1319 are awake, each (minute × 31) mod 40 steps; 31 is coprime to 40, so
        // each run of 40 minutes holds 0…39 once (780 steps): 900 minutes = 22 runs (17,160) + minutes 1300…1319.
        var tail = 0
        for minute in 1300..<1320 { tail += (minute * 31) % 40 }
        #expect(site.read("content/metrics/steps.csv")?.hasPrefix("date,steps\n2026-10-29,\(17_160 + tail)\n") == true)
        let before = site.snapshot("content")
        #expect(site.run(["import", "gadgetbridge", db, "-q"]).status == 0)
        #expect(site.snapshot("content") == before, "a second import must not change any file")
        site.write("content/index.md", "# Band\n\n- [Metrics](metrics/)\n")
        let build = site.run(["build", "--quiet", "--strict"])
        #expect(build.status == 0, "\(build.err)")
        #expect(site.exists("site/metrics/steps/index.html") && site.exists("site/metrics/heart-rate/index.html"))
        #expect(site.read("site/metrics/index.html")?.contains("Sample") == false)
    }

    @Test func initDetectsGadgetbridgeAndTheReportBuilds() throws {
        let site = TempSite()
        let db = try makeDatabase(site, days: 14)
        let created = site.run(["init", "--example", "health", "--from", db, "band"])
        #expect(created.status == 0, "\(created.err)")
        let index = site.read("band/content/index.md") ?? ""
        #expect(index.contains("Imported from Gadgetbridge") && index.contains("file: metrics/heart-rate.csv"), "\(index)")
        let cli = CLI(workingDirectory: site.root + "/band", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
        let html = site.read("band/site/index.html") ?? ""
        #expect(html.contains("metric-card") && html.contains("Heart rate") && !html.contains("Sample Person"))
    }

    @Test func theSidecarsSpeakTheSitesLanguage() throws {
        let site = TempSite()
        let db = try makeDatabase(site, days: 2)
        site.write("cardstock.yaml", "title: 手环\nlanguage: zh-CN\n")
        let result = site.run(["import", "gadgetbridge", db, "-q"])
        #expect(result.status == 0, "\(result.err)")
        #expect(site.read("content/metrics/steps.yaml")?.contains("title: \"步数\"") == true, "\(site.read("content/metrics/steps.yaml") ?? "")")
        #expect(site.read("content/metrics/heart-rate.yaml")?.contains("title: \"心率\"") == true)
    }

    @Test func usageErrorsAndTheCommandTable() {
        let site = TempSite()
        let zone = site.run(["import", "gadgetbridge", "x.db", "--time-zone", "Mars/Olympus"])
        #expect(zone.status == 64 && zone.err.contains("'--time-zone' 'Mars/Olympus' is not a time zone"), "\(zone.err)")
        #expect(site.run(["import", "google-fit", "x", "--time-zone", "UTC"]).status == 64, "only gadgetbridge has --time-zone")
        let types = site.run(["import", "gadgetbridge", "x.db", "--types", "sleep"])
        #expect(types.status == 64 && types.err.contains("it writes steps, heart-rate"), "\(types.err)")
        let help = site.run(["import", "--help"])
        #expect(help.status == 0 && help.out.contains("cardstock import gadgetbridge PATH"), "\(help.out)")
        #expect(help.out.contains("--time-zone ZONE") && help.out.contains("Export DB"), "\(help.out)")
    }
}
