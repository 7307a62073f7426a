import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `publish` runs the build's stages and its own (fingerprint, extras, verify, release) as named stages of the
/// one pipeline, and the published head (canonical link, a private site's robots tags, the feed link) is
/// written by the page template through template variables — checked by the verify stage.
@Suite struct PublishStageTests {
    private func publisher(_ site: TempSite, trace: StageTrace) -> Publisher {
        var options = PublishOptions()
        options.build = site.quietOptions(output: "site")
        options.releaseDirectory = site.root + "/www"
        var publisher = Publisher(options: options)
        publisher.stageTrace = trace
        return publisher
    }

    @Test func publishRunsEveryStageOnceInOrder() throws {
        let site = TempSite.publishable()
        let trace = StageTrace()
        _ = try publisher(site, trace: trace).run()
        #expect(trace.take() == BuildStage.publishing)
        #expect(BuildStage.publishing == [.settings, .load, .expand, .index, .fingerprint, .render, .extras, .check,
                                          .write, .verify, .release])
        // A normal build runs none of the publishing stages.
        var builder = SiteBuilder(options: site.quietOptions(output: "plain"), metrics: .site)
        builder.stageTrace = trace
        _ = try builder.build()
        #expect(trace.take() == BuildStage.building)
    }

    @Test func theHeadIsWrittenByTheTemplateWithEscapedValues() throws {
        let site = TempSite.publishable()
        site.write("cardstock.yaml", "title: Tom & \"Jerry\"\nlanguage: en\nbase_url: https://example.com/reports/\n")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 0, "\(result.err)")
        let page = try #require(site.read("www/current/runs/tuesday/index.html"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.com/reports/runs/tuesday/\">\n"
                              + "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Tom &amp; &quot;Jerry&quot;\" "
                              + "href=\"https://example.com/reports/feed.xml\">\n</head>"))
        #expect(!page.contains("name=\"robots\""), "a public site's pages may be indexed")
        // `build` writes none of it.
        #expect(site.run(["build", "--quiet"]).status == 0)
        let built = try #require(site.read("site/runs/tuesday/index.html"))
        #expect(!built.contains("rel=\"canonical\"") && !built.contains("application/atom+xml"))
    }

    @Test func aPrivateSitesPagesKeepSearchEnginesAway() throws {
        let site = TempSite.publishable()
        site.write("cardstock.yaml", "title: Mine\nlanguage: en\nvisibility: private\nbase_url: https://example.com/\n")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 0, "\(result.err)")
        for html in site.files("www/current", suffix: ".html") {
            let page = try #require(site.read("www/current/" + html))
            #expect(page.contains("<meta name=\"robots\" content=\"noindex, nofollow\">\n"
                                  + "<meta name=\"referrer\" content=\"no-referrer\">\n</head>"), "\(html)")
            #expect(!page.contains("application/atom+xml"), "a private site has no feed: \(html)")
        }
    }

    /// A site's own `base.html` written before the head variables existed: publish refuses it, naming the fix,
    /// and releases nothing — a private site's pages must never go out without their robots tag.
    @Test func aTemplateWithoutTheHeadVariablesFailsVerification() throws {
        let site = TempSite.publishable()
        site.write("cardstock.yaml", "title: Mine\nlanguage: en\nvisibility: private\nbase_url: https://example.com/\n")
        let base = try #require(DefaultTemplates.files["base.html"])
        let old = base.components(separatedBy: "\n").filter {
            !$0.contains("canonical") && !$0.contains("private_site") && !$0.contains("feed_url")
                && !$0.contains("name=\"robots\"") && !$0.contains("name=\"referrer\"")
        }.joined(separator: "\n")
        site.write("templates/base.html", old)
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 1)
        #expect(result.err.contains("runs/tuesday/index.html:1:1: error: page has no <link rel=\"canonical\">"), "\(result.err)")
        #expect(result.err.contains("error: page of a private site has no <meta name=\"robots\""), "\(result.err)")
        #expect(result.err.contains("{{#canonical_url}}") && result.err.contains("{{#private_site}}"))
        #expect(site.list("www/releases").isEmpty)
    }
}
