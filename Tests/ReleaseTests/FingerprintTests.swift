import POSIXFiles
import Testing
@testable import Release

@Suite struct FingerprintTests {
    @Test func nameChangesExactlyWhenBytesChange() {
        let a = Fingerprint.name(for: "style.css", contents: Array("body{}".utf8))
        let same = Fingerprint.name(for: "style.css", contents: Array("body{}".utf8))
        let other = Fingerprint.name(for: "style.css", contents: Array("body{ }".utf8))
        #expect(a == same)
        #expect(a != other)
        #expect(a.hasPrefix("style.") && a.hasSuffix(".css") && a.utf8.count == "style.12345678.css".utf8.count)
        #expect(Fingerprint.name(for: "assets/app.v2.css", contents: []) == "assets/app.v2.\(ContentHash.of([UInt8]()).short).css")
        #expect(Fingerprint.name(for: "LICENSE", contents: []).hasPrefix("LICENSE."))
    }

    @Test func fnv1aMatchesKnownVectors() {
        #expect(ContentHash.of([UInt8]()).full == "cbf29ce484222325")
        #expect(ContentHash.of(Array("a".utf8)).full == "af63dc4c8601ec8c")
        #expect(ContentHash.of(Array("foobar".utf8)).full == "85944171f73967e8")
    }

    @Test func applyRenamesAndRewritesEveryPage() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("other.html", "<a href=\"style.css.html\">not it</a><link rel=\"stylesheet\" href=\"/style.css?v=1\">")
        try site.write("style.css.html", "<p>a page</p>")
        let css = try ReleaseFiles.read(site.at("style.css"))
        let renamed = try Fingerprint.apply(to: "style.css", in: site.path)
        #expect(renamed == Fingerprint.name(for: "style.css", contents: css))
        #expect(!site.exists("style.css"))
        #expect(site.exists(renamed))
        #expect(try site.read("index.html").contains("<link rel=\"stylesheet\" href=\"\(renamed)\">"))
        #expect(try site.read("posts/first/index.html").contains("href=\"../../\(renamed)\""))
        #expect(try site.read("other.html")
                == "<a href=\"style.css.html\">not it</a><link rel=\"stylesheet\" href=\"/\(renamed)?v=1\">")
        #expect(try SiteVerifier().verify(folder: site.path).isEmpty)
    }

    @Test func imagesAreRewrittenInSrcAndSrcset() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("img/photo.png", "pixels")
        try site.write("gallery/index.html",
                       "<img src=\"../img/photo.png\" srcset=\"/img/photo.png 1x,../img/photo.png, ../logo.png 2x\">")
        let renamed = try Fingerprint.apply(to: "img/photo.png", in: site.path)
        let name = Paths.lastComponent(renamed)
        #expect(renamed.hasPrefix("img/photo.") && renamed.hasSuffix(".png"))
        #expect(try site.read("gallery/index.html") == "<img src=\"../img/\(name)\" "
                + "srcset=\"/img/\(name) 1x,../img/\(name), ../logo.png 2x\">")
        #expect(try SiteVerifier().verify(folder: site.path).isEmpty)
    }

    @Test func differentStylesheetsGiveDifferentNamesInPages() throws {
        let a = TempFolder(), b = TempFolder(), c = TempFolder()
        try writeSite(a, css: "p { margin: 0 }")
        try writeSite(b, css: "p { margin: 1px }")
        try writeSite(c, css: "p { margin: 0 }", marker: "other text")
        let na = try Fingerprint.apply(to: "style.css", in: a.path)
        let nb = try Fingerprint.apply(to: "style.css", in: b.path)
        let nc = try Fingerprint.apply(to: "style.css", in: c.path)
        #expect(na != nb)
        #expect(na == nc)
    }
}
