import Diagnostics
import Testing
@testable import Release

@Suite struct SiteVerifierTests {
    @Test func validSiteHasNoProblems() throws {
        let site = TempFolder()
        try writeSite(site)
        #expect(try SiteVerifier().verify(folder: site.path).isEmpty)
    }

    @Test func brokenLinkReportsExactLocation() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("broken.html", "<html>\n<body>\n  <p>see <a class=\"x\" href=\"posts/missing/\">x</a></p>\n</body></html>")
        let problems = try SiteVerifier().verify(folder: site.path)
        #expect(problems.map(\.description) == [
            "\(site.path)/broken.html:3:29: error: link `posts/missing/` does not resolve: no `posts/missing/index.html` "
                + "in the built site; fix the link or add the page",
        ])
    }

    @Test func missingAssetAndAnchor() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("p.html", "<img src=\"gone.png\">\n<a href=\"posts/first/#nope\">n</a>\n<a href=\"#self\" id=\"self\">s</a>")
        let problems = try SiteVerifier().verify(folder: site.path)
        #expect(problems.count == 2)
        #expect(problems[0].location == SourceLocation(path: site.at("p.html"), line: 1, column: 11))
        #expect(problems[0].message.hasPrefix("asset `gone.png` does not resolve"))
        #expect(problems[1].location == SourceLocation(path: site.at("p.html"), line: 2, column: 10))
        #expect(problems[1].message.hasPrefix("anchor `#nope` of `posts/first/#nope` does not exist in `posts/first/index.html`"))
    }

    @Test func oversizedPageIsReportedForTheWholeFile() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("big.html", "<p>" + String(repeating: "x", count: 3000) + "</p>")
        let problems = try SiteVerifier(options: .init(pageBudget: 2048)).verify(folder: site.path)
        #expect(problems.map(\.description) == [
            "\(site.path)/big.html: error: page is 3007 bytes, over the budget of 2048 bytes; "
                + "split the page or raise the page budget",
        ])
        #expect(try SiteVerifier(options: .init(pageBudget: 4096)).verify(folder: site.path).isEmpty)
    }

    @Test func javaScriptIsRejectedUnlessAllowed() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("app.js", "alert(1)")
        try site.write("s.html", "<p>x</p>\n    <script src=\"app.js\"></script>\n<a href=\"javascript:void(0)\">j</a>")
        let problems = try SiteVerifier().verify(folder: site.path)
        #expect(problems.map { "\($0.location!)" } == [
            site.at("app.js"), site.at("s.html") + ":2:5", site.at("s.html") + ":3:10",
        ])
        #expect(try SiteVerifier(options: .init(allowJavaScript: true)).verify(folder: site.path).isEmpty)
    }

    @Test func absoluteLinksUnderTheBaseURLAreChecked() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("abs.html", "<a href=\"https://example.com/site/posts/first/#intro\">ok</a>"
                       + "<a href=\"https://example.com/site/nothing.html\">bad</a><a href=\"/site/logo.png\">ok</a>")
        let verifier = SiteVerifier(options: .init(baseURL: "https://example.com/site"))
        let problems = try verifier.verify(folder: site.path)
        #expect(problems.count == 2)
        #expect(problems.map { $0.location } == [
            SourceLocation(path: site.at("abs.html"), line: 1, column: 70),
            SourceLocation(path: site.at("posts/first/index.html"), line: 3, column: 41),
        ])
        // `/` from posts/first is outside /site/ and the nothing.html link is broken.
        #expect(problems[0].message.contains("nothing.html"))
        #expect(problems[1].message.contains("points outside the site"))
    }
}
