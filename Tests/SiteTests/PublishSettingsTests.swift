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

    @Test func headFollowsThePrivacySettings() throws {
        let settings = try ProductionSettings(baseURL: "https://example.com/r/")
        #expect(settings.head == PublishedHead(baseURL: "https://example.com/r/", isPrivate: false,
                                               feedURL: "https://example.com/r/feed.xml"))
        var privacy = SitePrivacy()
        privacy.visibility = .private
        privacy.feed = false
        let closed = try #require(settings.applying(privacy) as? ProductionSettings)
        #expect(closed.head == PublishedHead(baseURL: "https://example.com/r/", isPrivate: true, feedURL: nil))
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
