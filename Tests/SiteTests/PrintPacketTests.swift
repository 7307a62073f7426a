import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `print: full`: the page at `<report>/print/` holding the report and its cards' metric period pages, in `build`
/// and `watch`, with unique ids and links that stay inside the packet; `print:`'s mistakes.
@Suite struct PrintPacketTests {
    static let report = """
        ---
        title: Week 45
        period: 2026-W45
        print: full
        ---
        # Week 45

        The week in two numbers. See [about](about.md) and [the steps' values](data/steps.csv).

        ## Activity

        ```metric
        file: data/steps.csv
        ```

        ## Sleep

        ```metric
        file: data/sleep.csv
        ```

        ```metric
        file: data/steps.csv
        style: regular
        ```

        """

    /// A report of week 45 (2 to 8 November 2026) showing two metrics, one of them twice.
    static func site() -> TempSite {
        let site = TempSite.watchSample()
        site.write("content/index.md", report)
        var steps = "date,steps\n", sleep = "date,hours\n"
        for day in 19...30 { steps += "2026-10-\(day),\(4000 + day * 100)\n"; sleep += "2026-10-\(day),7.\(day % 10)\n" }
        for day in 1...8 { steps += "2026-11-0\(day),\(5000 + day * 250)\n"; sleep += "2026-11-0\(day),6.\(day)\n" }
        site.write("content/data/steps.csv", steps)
        site.write("content/data/sleep.csv", sleep)
        site.write("content/about.md", "---\ntitle: About\n---\n# About\n\nWhat the numbers mean.\n")
        return site
    }

    /// Every value of `attribute` in `html`.
    static func values(_ attribute: String, in html: String) -> [String] {
        var out: [String] = []
        var rest = html[...]
        let marker = " \(attribute)=\""
        while let start = rest.range(of: marker) {
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(of: "\"") else { break }
            out.append(String(tail[..<end]))
            rest = tail[end...]
        }
        return out
    }

    @Test func theFullPacketHoldsTheReportAndEachCardsPeriodPageOnce() throws {
        let site = Self.site()
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let packet = try #require(site.read("site/print/index.html"))
        let parts = Self.values("id", in: packet).filter { $0.hasPrefix("part-") }
        #expect(parts == ["part-report", "part-metrics-steps-2026-W45", "part-metrics-sleep-2026-W45"])
        #expect(packet.components(separatedBy: "<main").count == 2, "one <main>: the report's")
        #expect(packet.contains("<h1>Steps · Week 45, 2026</h1>") && packet.contains("<h1>Sleep · Week 45, 2026</h1>"))
        #expect(packet.contains("class=\"print-cover\""), "the report's cover leads the packet")
        #expect(packet.contains("data-print-header=\"Watch test · Nov 2 – Nov 8, 2026\""))
        #expect(!packet.contains("print-packet-link"), "the packet does not link to itself")
        let home = try #require(site.read("site/index.html"))
        #expect(home.contains("<p class=\"print-packet-link\"><a href=\"print/\">Print the whole report</a></p>"))
        #expect(home.components(separatedBy: "href=\"print/\"").count == 2, "the packet is nobody's child row")
        #expect(!site.exists("site/about/print/index.html"), "pages without print: full get no packet")
    }

    @Test func idsStayUniqueAndLinksPointInsideThePacket() throws {
        let site = Self.site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let packet = try #require(site.read("site/print/index.html"))
        let ids = Self.values("id", in: packet)
        #expect(Set(ids).count == ids.count, "duplicated ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        #expect(ids.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
        #expect(ids.contains("metrics-steps-2026-W45-chart") && ids.contains("metrics-sleep-2026-W45-values"))
        for list in Self.values("aria-labelledby", in: packet) + Self.values("aria-describedby", in: packet) {
            for id in list.split(separator: " ") { #expect(ids.contains(String(id)), "\(id) names no element") }
        }
        let hrefs = Self.values("href", in: packet)
        for href in hrefs where href.hasPrefix("#") { #expect(ids.contains(String(href.dropFirst())), "\(href) leads nowhere") }
        #expect(hrefs.contains("#part-metrics-steps-2026-W45"), "the steps card leads to its part")
        #expect(hrefs.contains("#part-report"), "a metric page's row back to the report leads to its part")
        #expect(!hrefs.contains { $0.hasSuffix("2026-W45/") }, "no link leaves for a page the packet holds")
        for href in hrefs where !href.hasPrefix("#") {
            let path = href.split(separator: "#").first.map(String.init) ?? ""
            let target = "site/print/" + path + (path.hasSuffix("/") || path.isEmpty ? "index.html" : "")
            #expect(site.exists(URL(fileURLWithPath: target).standardized.relativePath), "\(href) is broken from print/")
        }
        #expect(hrefs.contains("../about/") && hrefs.contains("../data/steps.csv") && hrefs.contains("../metrics/steps/"))
    }

    @Test func anUnknownValueIsALocatedErrorWithTheClosestValue() {
        let site = Self.site()
        site.write("content/index.md", Self.report.replacingOccurrences(of: "print: full", with: "print: ful"))
        let result = site.run(["build"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/index.md:4:8: error: unknown 'print' value 'ful' — did you mean `full`?"),
                "\(result.err)")
        #expect(!site.exists("site"), "nothing is written")
    }

    @Test func summaryIsTheDefaultAndAPageWithoutPeriodIsWarned() {
        let site = Self.site()
        site.write("content/index.md", Self.report.replacingOccurrences(of: "print: full", with: "print: summary"))
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(!site.exists("site/print/index.html") && site.read("site/index.html")?.contains("print-packet-link") == false)
        site.write("content/index.md", Self.report.replacingOccurrences(of: "period: 2026-W45\n", with: ""))
        let result = site.run(["build", "--strict"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/index.md:3:8: error: 'print: full' appends the metric pages of the page's period"),
                "\(result.err)")
    }

    @Test func watchKeepsThePacketAsACleanBuildMakesIt() throws {
        let site = Self.site()
        let builder = IncrementalBuilder(options: site.quietOptions(), metrics: .site)
        _ = try builder.build()
        #expect(site.snapshot("site") == site.cleanBuild())
        // The report's text: the packet follows (the report's fast path is not taken for a page with a packet).
        site.write("content/index.md", Self.report.replacingOccurrences(of: "two numbers", with: "two figures"))
        _ = try builder.build(changedPaths: [site.root + "/content/index.md"])
        #expect(site.read("site/print/index.html")?.contains("The week in two figures.") == true)
        #expect(site.snapshot("site") == site.cleanBuild())
        // A value of the week: the metric fast path renders the packet again.
        var before = site.mtimes("site")
        let steps = try #require(site.read("content/data/steps.csv"))
        site.write("content/data/steps.csv", steps.replacingOccurrences(of: "2026-11-08,7000", with: "2026-11-08,7777"))
        _ = try builder.build(changedPaths: [site.root + "/content/data/steps.csv"])
        #expect(site.read("site/print/index.html")?.contains("7,777") == true)
        #expect(TempSite.changed(before, site.mtimes("site")).contains("print/index.html"))
        #expect(site.snapshot("site") == site.cleanBuild())
        // print: summary removes the packet.
        before = site.mtimes("site")
        site.write("content/index.md", Self.report.replacingOccurrences(of: "print: full", with: "print: summary"))
        _ = try builder.build(changedPaths: [site.root + "/content/index.md"])
        #expect(!site.exists("site/print/index.html"))
        #expect(site.snapshot("site") == site.cleanBuild())
    }

    @Test func theReportsEmailLeavesThePacketLinkOut() throws {
        let site = Self.site()
        let result = site.run(["email", "content/index.md", "--to", "week.eml", "--from", "R <r@example.invalid>",
                               "--recipient", "c@example.invalid"])
        #expect(result.status == 0, "\(result.err)")
        let eml = try #require(site.read("week.eml"))
        #expect(eml.contains("Week 45"))
        #expect(!eml.contains("Print the whole report") && !eml.contains("print/"), "a link a message cannot follow")
    }

    @Test func publishKeepsThePacketButNotInTheSitemapOrFeed() throws {
        let site = Self.site()
        site.write("cardstock.yaml", "title: Watch test\nlanguage: en\nbase_url: https://example.com/r/\nsitemap: true\nfeed: true\n")
        site.write("content/index.md", Self.report.replacingOccurrences(of: "print: full", with: "print: full\ndate: 2026-11-08"))
        let result = site.run(["publish", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(site.exists("site/print/index.html"), "the report's link leads somewhere")
        let sitemap = try #require(site.read("site/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/r/</loc>") && !sitemap.contains("/r/print/"))
        let feed = try #require(site.read("site/feed.xml"))
        #expect(feed.contains("https://example.com/r/") && !feed.contains("/r/print/"))
    }
}
