import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import CardstockCLI
@testable import Site

/// Collects element texts and `href` attributes while parsing, failing on malformed XML.
private final class XMLCollector: NSObject, XMLParserDelegate {
    var texts: [String: [String]] = [:]
    var hrefs: [String] = []
    private var current = ""
    private var element = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        element = name
        current = ""
        if let href = attributes["href"] { hrefs.append(href) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let text = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { texts[name, default: []].append(text) }
        current = ""
    }

    static func parse(_ text: String) -> XMLCollector? {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }
}

@Suite struct PublishProductionTests {
    @Test func sitemapAndFeedAreValidXMLWithAbsoluteURLs() throws {
        let site = TempSite.publishable()
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 0, "\(result.err)")
        let sitemapText = try #require(site.read("www/current/sitemap.xml"))
        let sitemap = try #require(XMLCollector.parse(sitemapText))
        // runs/ has no index.md: its generated index is a page too.
        #expect(sitemap.texts["loc"] == ["https://example.com/reports/", "https://example.com/reports/runs/",
                                         "https://example.com/reports/runs/tuesday/"])
        let feedText = try #require(site.read("www/current/feed.xml"))
        let feed = try #require(XMLCollector.parse(feedText))
        #expect(feed.texts["title"] == ["My Reports", "Tuesday run"])
        #expect(feed.texts["id"] == ["https://example.com/reports/", "https://example.com/reports/runs/tuesday/"])
        #expect(feed.texts["updated"] == ["2026-11-24T00:00:00Z", "2026-11-24T00:00:00Z"])
        #expect(!feed.hrefs.isEmpty)
        for href in feed.hrefs { #expect(href.hasPrefix("https://example.com/reports/")) }
        #expect(site.read("www/current/robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.com/reports/sitemap.xml\n")
    }

    @Test func pagesLinkCanonicalURLAndFeedAndNoScript() throws {
        let site = TempSite.publishable()
        #expect(site.run(["publish", "--to", "www"]).status == 0)
        let page = try #require(site.read("www/current/runs/tuesday/index.html"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.com/reports/runs/tuesday/\">\n"))
        #expect(page.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"My Reports\" "
                              + "href=\"https://example.com/reports/feed.xml\">\n</head>"))
        for html in site.files("www/current", suffix: ".html") {
            #expect(site.read("www/current/" + html)?.contains("<script") == false)
        }
    }

    @Test func notFoundPageUsesTheTemplateWithRootRelativeLinks() throws {
        let site = TempSite.publishable()
        #expect(site.run(["publish", "--to", "www"]).status == 0)
        let page = try #require(site.read("www/current/404.html"))
        let css = try #require(site.list("www/current").first { $0.hasPrefix("style.") })
        #expect(page.contains("<title>Page not found · My Reports</title>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/reports/\(css)\">"))
        #expect(page.contains("<a class=\"navigation\" href=\"/reports/\">"))
        #expect(page.contains("<footer class=\"site-footer\">"))
        #expect(!page.contains("rel=\"canonical\""))
    }

    /// A site without `index.md` gets a generated home page (``FolderIndexes``): the 404 page links to it.
    @Test func notFoundPageOfASiteWithoutHomePageLinksToTheGeneratedOne() throws {
        let site = TempSite()
        site.write("content/notes/a.md", "# A\n\nNotes.\n")
        let result = site.run(["publish", "--to", "www", "--base-url", "https://example.com/"])
        #expect(result.status == 0, "\(result.err)")
        let page = try #require(site.read("www/current/404.html"))
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains("<a class=\"navigation\" href=\"/\">"))
        let home = try #require(site.read("www/current/index.html"))
        #expect(home.contains("href=\"notes/\""), "the home page lists the notes folder")
        #expect(site.read("www/current/notes/index.html")?.contains("href=\"a/\"") == true)
    }

    @Test func fingerprintChangesExactlyWhenTheStylesheetChanges() throws {
        let site = TempSite.publishable()
        func stylesheet() -> String? { site.list("site").first { $0.hasPrefix("style.") && $0.hasSuffix(".css") } }
        #expect(site.run(["publish"]).status == 0)
        let first = try #require(stylesheet())
        #expect(first.utf8.count == "style.12345678.css".utf8.count)

        site.write("content/runs/tuesday.md", "# Tuesday run\n\nA different text.\n")
        #expect(site.run(["publish"]).status == 0)
        #expect(stylesheet() == first)

        site.write("templates/theme.css", (site.read("templates/theme.css") ?? "") + ":root { --cs-accent: #FF0000; }\n")
        #expect(site.run(["publish"]).status == 0)
        let second = try #require(stylesheet())
        #expect(second != first)
        #expect(site.list("site").filter { $0.hasPrefix("style.") } == [second])
        #expect(site.read("site/" + second)?.hasSuffix(":root { --cs-accent: #FF0000; }\n") == true)
        let pages = site.files("site", suffix: ".html")
        #expect(pages.count == 4)  // with runs/'s generated index
        for page in pages {
            let html = site.read("site/" + page) ?? ""
            #expect(html.contains(second + "\">"), "\(page) does not reference \(second)")
            #expect(!html.contains(first))
        }
    }

    @Test func draftsAreNeverPublished() throws {
        let site = TempSite.publishable()
        site.write("content/runs/secret.md", "---\ndraft: true\ndate: 2026-11-25\n---\n# Secret run\n\nNot yet.\n")
        let refused = site.run(["publish", "--to", "www", "--drafts"])
        #expect(refused.status == 64)
        #expect(refused.err.hasPrefix("cardstock: error: 'publish' never publishes drafts"))
        #expect(!site.exists("www"))

        #expect(site.run(["publish", "--to", "www"]).status == 0)
        #expect(!site.exists("www/current/runs/secret"))
        for file in ["sitemap.xml", "feed.xml", "index.html"] {
            #expect(site.read("www/current/" + file)?.contains("secret") == false, "\(file)")
        }
    }

    @Test func baseURLIsRequired() {
        let site = TempSite()
        _ = site.run(["init"])
        let missing = site.run(["publish", "--to", "www"])
        #expect(missing.status == 1)
        #expect(missing.err.hasPrefix("cardstock.yaml: error: publish needs the site's public URL"))
        #expect(!site.exists("www"))

        site.write("cardstock.yaml", "title: Reports\nbase_url: /reports/\n")
        let relative = site.run(["publish", "--to", "www"])
        #expect(relative.status == 1)
        #expect(relative.err.hasPrefix("cardstock.yaml:2:11: error: base URL `/reports/` is not an absolute http(s) URL"))

        let fromOption = site.run(["publish", "--to", "www", "--base-url", "https://reports.example.org"])
        #expect(fromOption.status == 0, "\(fromOption.err)")
        #expect(site.read("www/current/index.html")?.contains("href=\"https://reports.example.org/\">") == true)
    }

    @Test func javaScriptNeedsPermission() {
        let site = TempSite.publishable()
        site.write("content/app.js", "console.log(1)\n")
        let refused = site.run(["publish", "--to", "www"])
        #expect(refused.status == 1)
        #expect(refused.err.contains("app.js: error: JavaScript file in a site that allows none"))
        site.write("cardstock.yaml", (site.read("cardstock.yaml") ?? "") + "allow_javascript: true\n")
        #expect(site.run(["publish", "--to", "www"]).status == 0)
        #expect(site.exists("www/current/app.js"))
    }

    @Test func pageBudgetMustBePositive() {
        let site = TempSite.publishable()
        site.write("cardstock.yaml", (site.read("cardstock.yaml") ?? "") + "page_budget_kb: 0\n")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("cardstock.yaml:5:17: error: 'page_budget_kb' must be a positive number"))
    }
}

@Suite struct PublishArgumentTests {
    @Test func parsesPublishOptions() throws {
        let options = try publishOptions(["publish", "--to", "www", "--base-url=https://x.org/", "--keep", "3",
                                                "--force", "--quiet", "--content", "docs", "--dry-run"])
        var expected = PublishOptions()
        expected.releaseDirectory = "www"
        expected.build.baseURL = "https://x.org/"
        expected.keep = 3
        expected.build.force = true
        expected.build.quiet = true
        expected.build.contentDirectory = "docs"
        expected.action = .dryRun
        #expect(options == expected)
    }

    @Test func usageErrors() {
        #expect(throws: UsageError("'--rollback' needs --to DIR, the release folder", command: "publish")) {
            try publishOptions(["publish", "--rollback"])
        }
        #expect(throws: UsageError("'--dry-run' and '--list' cannot be combined; choose one", command: "publish")) {
            try publishOptions(["publish", "--to", "w", "--dry-run", "--list"])
        }
        #expect(throws: UsageError("'--keep' needs a whole number of releases, at least 1, got '0'", command: "publish")) {
            try publishOptions(["publish", "--keep", "0"])
        }
        #expect(throws: UsageError("unknown option '--fast' for 'publish'", command: "publish")) {
            try parse(["publish", "--fast"])
        }
    }

    @Test func helpDescribesPublish() {
        let result = TempSite().run(["help", "publish"])
        #expect(result.status == 0)
        #expect(result.out.contains("--rollback"))
        #expect(result.out.contains("DIR/releases/<UTC time>-<hash>/"))
    }
}
