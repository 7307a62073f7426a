import Diagnostics
import Testing
@testable import CardstockCLI
@testable import Site

@Suite struct PublishSettingsTests {
    @Test func baseURLIsNormalisedAndItsPathKept() throws {
        let nested = try ProductionSettings(baseURL: "https://example.com/reports")
        #expect(nested.baseURL == "https://example.com/reports/")
        #expect(nested.basePath == "/reports/")
        let bare = try ProductionSettings(baseURL: "http://127.0.0.1:8080")
        #expect(bare.baseURL == "http://127.0.0.1:8080/")
        #expect(bare.basePath == "/")
        #expect(bare.feedURL == "http://127.0.0.1:8080/feed.xml")
    }

    @Test func relativeBaseURLIsAnErrorAtItsLocation() {
        let location = SourceLocation(path: "cardstock.yaml", line: 3, column: 11)
        #expect(throws: Diagnostic(.error, at: location,
                                   "base URL `/reports/` is not an absolute http(s) URL; publish needs the site's "
                                   + "public address, like https://example.com/ (set base_url in cardstock.yaml or "
                                   + "pass --base-url)")) {
            try ProductionSettings(baseURL: "/reports/", location: location)
        }
    }

    @Test func canonicalURLsArePercentEncoded() throws {
        let settings = try ProductionSettings(baseURL: "https://example.com/")
        #expect(settings.canonicalURL(forPageURL: "") == "https://example.com/")
        #expect(settings.canonicalURL(forPageURL: "runs/café run/") == "https://example.com/runs/caf%C3%A9%20run/")
    }

    @Test func headLinksAreInsertedOnceBeforeTheHeadEnds() throws {
        let settings = try ProductionSettings(baseURL: "https://example.com/")
        let page = Array("<html><head><title>x</title></HEAD><body>&lt;/head&gt;</body></html>".utf8)
        let finished = String(decoding: settings.finish(page, canonical: "https://example.com/a/?x=1&y=2",
                                                        siteTitle: "Tom & \"Jerry\""), as: UTF8.self)
        #expect(finished == "<html><head><title>x</title>"
                + "<link rel=\"canonical\" href=\"https://example.com/a/?x=1&amp;y=2\">\n"
                + "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Tom &amp; &quot;Jerry&quot;\" "
                + "href=\"https://example.com/feed.xml\">\n</HEAD><body>&lt;/head&gt;</body></html>")
        // A template that already links both is left alone; a page without </head> too.
        let again = settings.finish(Array(finished.utf8), canonical: "https://example.com/a/", siteTitle: "T")
        #expect(String(decoding: again, as: UTF8.self) == finished)
        let headless = Array("<p>fragment</p>".utf8)
        #expect(settings.finish(headless, canonical: "https://example.com/", siteTitle: "T") == headless)
    }

    @Test func stylesheetNameIsAContentHash() throws {
        let settings = try ProductionSettings(baseURL: "https://example.com/")
        let a = settings.stylesheetName(for: Array("body { color: red }".utf8))
        let b = settings.stylesheetName(for: Array("body { color: blue }".utf8))
        #expect(a != b)
        #expect(a == settings.stylesheetName(for: Array("body { color: red }".utf8)))
        #expect(a.hasPrefix("style.") && a.hasSuffix(".css") && a.utf8.count == 18)
    }
}
