import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// Issue 30, private by default: a site holding imported Apple Health files publishes the figures, never the raw
/// files, the names behind the devices or the owner's date of birth; search engines are asked to stay away.
@Suite struct PrivateByDefaultTests {
    /// A small export: Alice's Watch (with a serial number and a UDI in `device=`) and pedometer app, a workout,
    /// and a `Me` element with a date of birth.
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_GB">
         <ExportDate value="2026-11-29 10:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1980-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeAPositive" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
        \(records)
        </HealthData>

        """

    static let watchDevice = "&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, "
        + "hardware:Watch6,1, software:10.1, localIdentifier:SERIAL-C02XQ7, UDIDeviceIdentifier:UDI-0042-7781&gt;"

    static var records: String {
        var out = ""
        for day in 23...26 {
            out += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Alice’s Apple Watch\" sourceVersion=\"10.1\" "
                + "device=\"\(watchDevice)\" unit=\"count\" creationDate=\"2026-11-\(day) 09:00:00 +0100\" "
                + "startDate=\"2026-11-\(day) 08:00:00 +0100\" endDate=\"2026-11-\(day) 09:00:00 +0100\" value=\"\(1000 * day)\"/>\n"
            out += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Alice’s Pedometer\" sourceVersion=\"3\" "
                + "unit=\"count\" creationDate=\"2026-11-\(day) 21:00:00 +0100\" "
                + "startDate=\"2026-11-\(day) 20:00:00 +0100\" endDate=\"2026-11-\(day) 21:00:00 +0100\" value=\"500\"/>\n"
            out += " <Record type=\"HKQuantityTypeIdentifierRestingHeartRate\" sourceName=\"Alice’s Apple Watch\" sourceVersion=\"10.1\" "
                + "device=\"\(watchDevice)\" unit=\"count/min\" creationDate=\"2026-11-\(day) 23:00:00 +0100\" "
                + "startDate=\"2026-11-\(day) 07:00:00 +0100\" endDate=\"2026-11-\(day) 23:00:00 +0100\" value=\"5\(day - 20)\"/>\n"
        }
        out += " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"30\" durationUnit=\"min\" "
            + "sourceName=\"Alice’s Apple Watch\" device=\"\(watchDevice)\" startDate=\"2026-11-24 07:00:00 +0100\" "
            + "endDate=\"2026-11-24 07:30:00 +0100\">\n </Workout>\n"
        return out
    }

    /// Words that must never reach a file: the owner's name, the date of birth, the serial number and the UDI.
    static let secrets = ["Alice", "1980-01-01", "SERIAL-C02XQ7", "UDI-0042-7781", "BloodType", "HKBiologicalSex"]

    /// A site whose content holds the import of ``export``, with `settings` added to `cardstock.yaml`.
    func importedSite(_ settings: String = "", importArguments: [String] = []) throws -> TempSite {
        let site = TempSite()
        site.write("gen/export.xml", Self.export)
        site.write("cardstock.yaml", "title: Health reports\nbase_url: https://example.com/health/\n" + settings)
        let imported = site.run(["import", "apple-health", "gen/export.xml", "--to", "content/metrics",
                                 "--pages", "content/workouts"] + importArguments)
        try #require(imported.status == 0, "\(imported.err)")
        site.write("content/index.md", "# Week 48\n\n## Activity\n\n```metric\nfile: metrics/steps.csv\n```\n\n"
                   + "## Heart\n\n```metric\nfile: metrics/resting-heart-rate.csv\n```\n")
        return site
    }

    /// Every file below `folder` that contains one of `words`, with the word.
    func leaks(in site: TempSite, _ folder: String, containing words: [String]) -> [String] {
        var found: [String] = []
        for (path, data) in site.snapshot(folder) {
            for word in words where data.range(of: Data(word.utf8)) != nil { found.append("\(folder)/\(path): \(word)") }
        }
        return found.sorted()
    }

    func pages(_ site: TempSite, _ folder: String = "site") -> [String: String] {
        var out: [String: String] = [:]
        for (path, data) in site.snapshot(folder) where path.hasSuffix(".html") { out[path] = String(decoding: data, as: UTF8.self) }
        return out
    }

    @Test func anImportedHealthSitePublishesNoRawDataAndKeepsSearchEnginesAway() throws {
        let site = try importedSite()
        let published = site.run(["publish"])
        #expect(published.status == 0, "\(published.err)")
        #expect(published.err.contains("private site (the content holds imported Apple Health files)"), "\(published.err)")
        #expect(published.err.contains("raw data kept home: 3 metric files not published"), "\(published.err)")
        let files = site.snapshot("site").keys.sorted()
        #expect(files.filter { $0.hasSuffix(".csv") || $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.isEmpty, "\(files)")
        #expect(!site.exists("site/sitemap.xml") && !site.exists("site/feed.xml"))
        #expect(site.read("site/robots.txt") == "User-agent: *\nDisallow: /\n")
        let html = pages(site)
        #expect(html.count > 5 && html["metrics/steps/index.html"] != nil)
        for (path, page) in html {
            #expect(page.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"), "\(path)")
            #expect(page.contains("<meta name=\"referrer\" content=\"no-referrer\">"), "\(path)")
            #expect(!page.contains("application/atom+xml"), "\(path) links a feed")
            #expect(!page.contains(".csv\"") && !page.contains("Download"), "\(path) links a metric file")
        }
        // No byte of the import or of the published site names Alice or holds her birth date or device ids.
        #expect(leaks(in: site, "content", containing: Self.secrets).isEmpty, "\(leaks(in: site, "content", containing: Self.secrets))")
        #expect(leaks(in: site, "site", containing: Self.secrets).isEmpty, "\(leaks(in: site, "site", containing: Self.secrets))")
        #expect(site.read("content/metrics/steps.csv")?.contains("2026-11-23,23500,Apple Watch: 23000; Pedometer: 500") == true,
                "\(site.read("content/metrics/steps.csv") ?? "")")
        // A Markdown link to a file kept home is an error that says why.
        site.write("content/raw.md", "# Raw\n\n[All steps](metrics/steps.csv)\n")
        let linked = site.run(["publish"])
        #expect(linked.status == 1)
        #expect(linked.err.contains("content/raw.md:3:1: error: link to 'metrics/steps.csv', a raw data file that publish keeps home"),
                "\(linked.err)")
        try FileManager.default.removeItem(atPath: site.root + "/content/raw.md")
        // The author's own build keeps the files and links for the preview.
        #expect(site.run(["build", "--quiet", "--force"]).status == 0)
        #expect(site.exists("site/metrics/steps.csv"))
        #expect(site.read("site/metrics/steps/index.html")?.contains("steps.csv\"") == true)
    }

    @Test func downloadsTrueForTheSiteOrOneMetricPublishesThem() throws {
        let site = try importedSite("downloads: true\n")
        let published = site.run(["publish", "--quiet"])
        #expect(published.status == 0, "\(published.err)")
        #expect(site.exists("site/metrics/steps.csv") && site.exists("site/metrics/steps.yaml"))
        #expect(site.exists("site/metrics/resting-heart-rate.csv"))
        #expect(site.read("site/metrics/steps/index.html")?.contains("Download all 4 rows") == true)
        #expect(site.read("site/robots.txt") == "User-agent: *\nDisallow: /\n", "still private")

        let one = try importedSite()
        one.write("content/index.md", "# Week 48\n\n## Activity\n\n```metric\nfile: metrics/steps.csv\ndownloads: true\n```\n")
        #expect(one.run(["publish", "--quiet"]).status == 0)
        #expect(one.exists("site/metrics/steps.csv") && one.exists("site/metrics/steps.yaml"))
        #expect(one.read("site/metrics/steps/index.html")?.contains("steps.csv\"") == true)
        #expect(!one.exists("site/metrics/resting-heart-rate.csv") && !one.exists("site/metrics/resting-heart-rate.yaml"))
        #expect(one.read("site/metrics/resting-heart-rate/index.html")?.contains(".csv\"") == false)
    }

    @Test func sitemapAndFeedOnlyWhenAskedFor() throws {
        let site = try importedSite("sitemap: true\nfeed: true\n")
        #expect(site.run(["publish", "--quiet"]).status == 0)
        #expect(site.exists("site/sitemap.xml") && site.exists("site/feed.xml"))
        #expect(site.read("site/index.html")?.contains("application/atom+xml") == true)
        #expect(site.read("site/robots.txt") == "User-agent: *\nDisallow: /\n")
    }

    @Test func keepSourceNamesKeepsThemInTheImport() throws {
        let site = try importedSite(importArguments: ["--keep-source-names"])
        #expect(site.read("content/metrics/steps.csv")?.contains("Alice’s Apple Watch: 23000; Alice’s Pedometer: 500") == true)
        // Never the birth date or the device's ids, asked or not.
        #expect(leaks(in: site, "content", containing: Array(Self.secrets.dropFirst())).isEmpty)
    }

    @Test func aPublicSiteIsPublishedAsBefore() throws {
        let site = TempSite.publishable()
        let published = site.run(["publish"])
        #expect(published.status == 0, "\(published.err)")
        #expect(published.err.contains("public site"))
        #expect(site.exists("site/sitemap.xml") && site.exists("site/feed.xml"))
        #expect(site.read("site/robots.txt")?.contains("Disallow: /\n") == false)
        for (path, page) in pages(site) {
            #expect(!page.contains("name=\"robots\"") && !page.contains("name=\"referrer\""), "\(path)")
            #expect(page.contains("application/atom+xml"), "\(path)")
        }
        // The committed example's metric files are hand-written, not imported: the example is public.
        let files = try ContentScanner(displayRoot: "content", root: Fixtures.repositoryRoot + "/content").scan()
        let privacy = SitePrivacy.resolve(SiteConfig(), files: files.filter { !$0.isMarkdown })
        #expect(privacy.visibility == .public && privacy.healthSidecars.isEmpty && privacy.downloads)
    }

    @Test func strictRefusesRawHealthFilesAndRoutesOnAPublicSite() throws {
        let site = try importedSite("visibility: public\n")
        let refused = site.run(["publish", "--strict"])
        #expect(refused.status == 1)
        let errors = refused.err.split(separator: "\n").filter { $0.contains("error: publish --strict") }
        #expect(errors.count == 3, "\(refused.err)")
        #expect(errors.contains { $0.hasPrefix("content/metrics/steps.csv: error: publish --strict: this public site would publish the raw Apple Health file") })
        #expect(!site.exists("site"), "nothing released")
        for settings in ["visibility: public\ndownloads: true\n", "visibility: public\ndownloads: false\n"] {
            let ok = try importedSite(settings)
            let result = ok.run(["publish", "--strict", "--quiet"])
            #expect(result.status == 0, "\(settings): \(result.err)")
            #expect(ok.exists("site/metrics/steps.csv") == settings.contains("true"))
        }

        let routes = TempSite.publishable()
        routes.write("content/runs/index.md", "# Runs\n\n- [Tuesday run](tuesday.md)\n")
        routes.write("content/tuesday.gpx", "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"x\"><trk><trkseg>"
                     + "<trkpt lat=\"51.5\" lon=\"-0.1\"/></trkseg></trk></gpx>\n")
        let route = routes.run(["publish", "--strict"])
        #expect(route.status == 1)
        let routeErrors = route.err.split(separator: "\n").filter { $0.contains("error: publish --strict") }
        #expect(routeErrors.count == 1 && routeErrors[0].hasPrefix("content/tuesday.gpx: error: publish --strict: this public site would publish route data"),
                "\(route.err)")
        routes.write("cardstock.yaml", (routes.read("cardstock.yaml") ?? "") + "downloads: true\n")
        #expect(routes.run(["publish", "--strict", "--quiet"]).status == 0)
        #expect(routes.exists("site/tuesday.gpx"))
    }

    @Test func theHealthStarterIsPrivate() throws {
        #expect(StarterSite.minimalFiles()["cardstock.yaml"]?.contains("\nvisibility: private\n") == true)
        let config = try SiteConfig.parse(StarterSite.minimalFiles()["cardstock.yaml"] ?? "", path: "cardstock.yaml")
        #expect(config.visibility == .private)
        #expect(throws: (any Error).self) { try SiteConfig.parse("visibility: secret\n", path: "cardstock.yaml") }
    }
}

/// `build` keeps a private site's raw files for the author's preview, and says on each link that `publish`
/// will not copy the file; a public site's links carry no such note.
@Suite struct PreviewDownloadNoteTests {
    static let note = "preview only: publish keeps this file home"

    @Test func aPrivateSitesPreviewMarksEveryDownloadAsNotPublished() throws {
        let site = try PrivateByDefaultTests().importedSite()
        let built = site.run(["build"])
        #expect(built.status == 0, "\(built.err)")
        let pages = PrivateByDefaultTests().pages(site)
        let links = pages.filter { $0.value.contains("steps.csv\"") }
        #expect(!links.isEmpty, "the preview links the raw file")
        for (path, html) in links { #expect(html.contains(Self.note), "\(path) links steps.csv without the note") }
        #expect(site.snapshot("site").keys.contains("metrics/steps.csv"), "the preview keeps the raw file")
    }

    @Test func aMetricThatAsksForDownloadsAndAPublicSiteHaveNoNote() throws {
        for settings in ["visibility: public\n", "downloads: true\n"] {
            let site = try PrivateByDefaultTests().importedSite(settings)
            let built = site.run(["build"])
            #expect(built.status == 0, "\(built.err)")
            let pages = PrivateByDefaultTests().pages(site)
            #expect(pages.contains { $0.value.contains("steps.csv\"") })
            #expect(!pages.contains { $0.value.contains(Self.note) }, "\(settings)")
        }
    }
}
