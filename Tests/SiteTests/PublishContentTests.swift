import Diagnostics
import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock publish` checks every copied file by content: XML and XHTML under any name, precompressed
/// siblings, in any letter case; and its messages are one clean line each.
@Suite struct PublishContentTests {
    static let xhtml = "http://www.w3.org/1999/xhtml"
    static let scriptPage = "<h:html xmlns:h=\"\(xhtml)\"><h:body><h:script>alert(1)</h:script></h:body></h:html>"
    static let handlerPage = "<h:html xmlns:h=\"\(xhtml)\"><h:body><h:img src=\"x\" onerror=\"alert(1)\"/></h:body></h:html>"
    static let nestedScript = "<r><x:script xmlns:x=\"\(xhtml)\">alert(1)</x:script></r>"
    static let scriptHTML = "<!doctype html><title>t</title><p>hi</p><script>alert(1)</script>"

    static func writeBytes(_ site: TempSite, _ relative: String, _ bytes: [UInt8]) {
        FileManager.default.createFile(atPath: site.root + "/" + relative, contents: Data(bytes))
    }

    /// Every vector of the issue, each alone in an otherwise publishable site: publish refuses it, names the
    /// file, and releases nothing.
    @Test(arguments: [
        "x.xhtm", "X.XHTM", "nested.xhtm", "spaces.xhtm", "bom.xhtm", "img.xhtm", "IMG.XHTM",
        "schema.xsd", "SCHEMA.XSD", "grammar.rng", "GRAMMAR.RNG",
        "p.html.gz", "P.HTML.GZ", "x.xhtm.gz", "p.html.br", "P.HTML.BR", "p.html.zst", "P.HTML.ZST",
    ])
    func vectorIsRefusedNamingTheFile(_ name: String) {
        let site = TempSite.publishable()
        site.write("content/p.html", "<!doctype html><title>t</title><p>harmless</p>")
        let lower = name.lowercased()
        let text: String
        switch lower {
        case "nested.xhtm", "schema.xsd": text = PublishContentTests.nestedScript
        case "spaces.xhtm": text = "\n \t  \r\n" + PublishContentTests.scriptPage
        case "bom.xhtm": text = "\u{FEFF}" + PublishContentTests.scriptPage
        case "img.xhtm", "grammar.rng": text = PublishContentTests.handlerPage
        default: text = PublishContentTests.scriptPage
        }
        if lower.hasSuffix(".gz") {
            let inner = lower.hasPrefix("p.html") ? PublishContentTests.scriptHTML : text
            PublishContentTests.writeBytes(site, "content/" + name, gzipped(inner))
        } else if lower.hasSuffix(".br") || lower.hasSuffix(".zst") {
            PublishContentTests.writeBytes(site, "content/" + name, [0x1B, 0x2A, 0x00, 0x3C, 0x73])
        } else {
            site.write("content/" + name, text)
        }
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 1, "\(name): \(result.err)")
        #expect(result.err.split(separator: "\n").contains { $0.hasPrefix(name + ":") && $0.contains(": error: ") },
                "\(name): \(result.err)")
        #expect(result.err.hasSuffix("(paths are inside the built site); nothing was released"), "\(result.err)")
        #expect(!site.exists("www/current"))
    }

    @Test func safeSiteWithHarmlessXMLAndPrecompressedFilesPublishes() {
        let site = TempSite.publishable()
        let page = "<!doctype html><title>t</title><p>harmless</p>"
        site.write("content/p.html", page)
        PublishContentTests.writeBytes(site, "content/p.html.gz", gzipped(page))
        PublishContentTests.writeBytes(site, "content/P2.HTML.GZ", gzipped(page))
        site.write("content/track.gpx", "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>Run</name></trk></gpx>")
        site.write("content/schema.xsd", "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"/>")
        site.write("content/news.rss", "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>t</title></channel></rss>")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 0, "\(result.err)")
        #expect(site.exists("www/current/p.html.gz"))
        #expect(site.exists("www/current/schema.xsd"))
    }

    @Test func aBaseURLWithQueryOrFragmentIsOneUsageError() {
        let site = TempSite.publishable()
        let result = site.run(["publish", "--to", "www", "--base-url", "https://e.com/?q=<x>&a=1#f"])
        #expect(result.status == 64)
        #expect(result.err == "cardstock: error: '--base-url' 'https://e.com/?q=<x>&a=1#f' has a query (`?…`); the "
                + "base URL is a folder address, so remove the query; publish needs the site's public address, like "
                + "https://example.com/reports/\nRun 'cardstock help publish' for usage.")
        #expect(!site.exists("www"))
        for bad in ["https://e.com/a#f", "https://user@e.com/", "https://e.com/a b", "https://e.com/<x>/",
                    "https://e.com/%zz", "https://e.com:99999/", "https://ex_ample.com/", "ftp://e.com/", "/reports/"] {
            #expect(site.run(["publish", "--to", "www", "--base-url", bad]).status == 64, "\(bad)")
        }
        site.write("cardstock.yaml", "title: R\nbase_url: https://e.com/?q=1\n")
        let configured = site.run(["publish", "--to", "www"])
        #expect(configured.status == 1)
        #expect(configured.err.hasPrefix("cardstock.yaml:2:11: error: base URL `https://e.com/?q=1` has a query"),
                "\(configured.err)")
        for good in ["https://e.com", "http://127.0.0.1:8080/r/", "https://[::1]/", "https://e.com/a%20b/~x/"] {
            #expect(ProductionSettings.baseURLProblem(good) == nil, "\(good)")
        }
    }

    @Test func controlCharactersInMessagesAreEscaped() {
        let site = TempSite.publishable()
        site.write("content/notes.txt", "<!doctype html>\n<p><a href=\"java&#13;script:alert(1)\">x</a>\u{1B}</p>\n")
        site.write("content/other.txt", "<!doctype html>\n<p><a href=\"java&#10;script:alert(1)\">x</a></p>\n")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 1)
        #expect(!result.err.contains("\r") && !result.err.unicodeScalars.contains("\u{1B}"), "\(result.err.debugDescription)")
        #expect(result.err.contains("java\\rscript:alert(1)"), "\(result.err)")
        #expect(result.err.contains("java\\nscript:alert(1)"), "\(result.err)")
        #expect(Diagnostic.error("p", "a\u{7}b\\c\u{202E}d").description == "p: error: a\\u{7}b\\c\\u{202E}d")
    }

    @Test func keepNeverDeletesAFolderWithoutTheReleaseMarker() throws {
        let site = TempSite.publishable()
        #expect(site.run(["publish", "--to", "www"]).status == 0)
        site.write("www/releases/20000101T000000Z-0badcafe/mine.txt", "my notes")
        for week in 1...2 {
            site.write("content/index.md", "# Week \(week)\n\nNotes.\n\n## Activity\n\n- [Tuesday run](runs/tuesday.md)\n")
            let result = site.run(["publish", "--to", "www", "--keep", "1"])
            #expect(result.status == 0, "\(result.err)")
        }
        #expect(site.read("www/releases/20000101T000000Z-0badcafe/mine.txt") == "my notes")
        #expect(site.releases().count == 2)
        let listed = site.run(["publish", "--to", "www", "--list"])
        #expect(!listed.out.contains("20000101T000000Z"), "\(listed.out)")
        #expect(listed.out.split(separator: "\n").count == 1)
    }
}
