import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Release

/// Collects element texts and attributes while checking that a document parses.
final class XMLCollector: NSObject, XMLParserDelegate {
    var texts: [String: [String]] = [:]
    var hrefs: [String] = []
    private var current = ""
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        current = name
        text = ""
        if let href = attributes["href"] { hrefs.append(href) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        texts[name, default: []].append(text.trimmingCharacters(in: .whitespacesAndNewlines))
        text = ""
    }

    static func parse(_ xml: String) -> XMLCollector? {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = XMLCollector()
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }
}

@Suite struct SiteFeaturesTests {
    let pages = [
        PublishedPage(url: "/posts/old/", title: "Old & busted", date: "2026-01-02", summary: "An <old> one"),
        PublishedPage(url: "/about/", title: "About"),
        PublishedPage(url: "posts/new/", title: "New \"quoted\"", date: "2026-11-29T10:00:00Z", summary: nil),
        PublishedPage(url: "/", title: "Home"),
    ]

    @Test func sitemapIsValidXMLWithAbsoluteURLs() throws {
        let features = try SiteFeatures(baseURL: "https://example.com/reports", siteTitle: "Reports")
        let xml = try features.sitemap(pages)
        let parsed = try #require(XMLCollector.parse(xml))
        #expect(parsed.texts["loc"] == [
            "https://example.com/reports/", "https://example.com/reports/about/",
            "https://example.com/reports/posts/new/", "https://example.com/reports/posts/old/",
        ])
        #expect(parsed.texts["lastmod"] == ["2026-11-29T10:00:00Z", "2026-01-02"])
        #expect(try features.sitemap(pages.reversed()) == xml)
    }

    @Test func feedIsValidAtomNewestFirstAndEscaped() throws {
        let features = try SiteFeatures(baseURL: "https://example.com/", siteTitle: "R&D <notes>")
        let xml = try features.feed(pages)
        let parsed = try #require(XMLCollector.parse(xml))
        #expect(xml.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\">"))
        #expect(parsed.texts["title"] == ["R&D <notes>", "New \"quoted\"", "Old & busted"])
        #expect(parsed.texts["id"] == ["https://example.com/", "https://example.com/posts/new/",
                                       "https://example.com/posts/old/"])
        #expect(parsed.texts["updated"] == ["2026-11-29T10:00:00Z", "2026-11-29T10:00:00Z", "2026-01-02T00:00:00Z"])
        #expect(parsed.texts["summary"] == ["An <old> one"])
        #expect(parsed.hrefs.allSatisfy { $0.hasPrefix("https://example.com/") })
        #expect(parsed.hrefs.contains("https://example.com/feed.xml"))
    }

    @Test func feedOrdersByInstantAcrossOffsets() throws {
        let features = try SiteFeatures(baseURL: "https://example.com", siteTitle: "x")
        let xml = try features.feed([
            PublishedPage(url: "/early/", title: "Early", date: "2026-03-01T09:00:00+02:00"),
            PublishedPage(url: "/late/", title: "Late", date: "2026-03-01T08:00:00Z"),
            PublishedPage(url: "/day/", title: "Day", date: "2026-02-28"),
        ])
        #expect(XMLCollector.parse(xml)?.texts["title"] == ["x", "Late", "Early", "Day"])
        #expect(FeedDate("2026-03-01T09:00:00+02:00")?.epoch == FeedDate("2026-03-01T07:00:00Z")?.epoch)
        #expect(FeedDate("1970-01-02")?.epoch == 86_400)
        #expect(FeedDate("2026-13-01") == nil)
    }

    @Test func robotsNamesTheSitemap() throws {
        let features = try SiteFeatures(baseURL: "https://example.com", siteTitle: "x")
        #expect(features.robots() == "User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n")
    }

    @Test func badDatesAndBaseURLsAreDiagnosed() throws {
        #expect(throws: Diagnostic.self) { try SiteFeatures(baseURL: "example.com", siteTitle: "x") }
        let features = try SiteFeatures(baseURL: "https://example.com", siteTitle: "x")
        let bad = [PublishedPage(url: "/a/", title: "A", date: "29/11/2026")]
        do {
            _ = try features.feed(bad)
            Issue.record("an invalid date must fail")
        } catch let list as DiagnosticList {
            #expect(list.items.map(\.message) == ["page `/a/` has date `29/11/2026`, which is not yyyy-MM-dd or an "
                                                  + "RFC 3339 date-time like 2026-11-29T15:26:43Z; fix the page's date"])
        }
        #expect(throws: DiagnosticList.self) { try features.sitemap(bad) }
    }

    @Test func controlCharactersAreDroppedSoTheFeedParses() throws {
        let features = try SiteFeatures(baseURL: "https://example.com", siteTitle: "x")
        let xml = try features.feed([PublishedPage(url: "/a/", title: "bell\u{07}", date: "2026-01-01")])
        #expect(XMLCollector.parse(xml)?.texts["title"] == ["x", "bell"])
    }

    @Test func writeCreatesTheThreeFiles() throws {
        let site = TempFolder()
        try SiteFeatures(baseURL: "https://example.com", siteTitle: "x").write(pages, to: site.path)
        #expect(site.exists("sitemap.xml") && site.exists("feed.xml") && site.exists("robots.txt"))
    }
}
