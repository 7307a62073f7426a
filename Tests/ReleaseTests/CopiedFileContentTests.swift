import Diagnostics
import Glibc
import Testing
@testable import Release

/// Copied files are checked by content, not by name: any type a server may send as XML or HTML (and any
/// unknown type) is parsed and held to the allow-lists; `.gz` files are decompressed and checked as the file
/// they stand for; `.br` and `.zst` files are refused.
@Suite struct CopiedFileContentTests {
    static let xhtml = "http://www.w3.org/1999/xhtml"
    static let scriptPage = "<h:html xmlns:h=\"\(xhtml)\"><h:body><h:script>alert(1)</h:script></h:body></h:html>"
    static let handlerPage = "<h:html xmlns:h=\"\(xhtml)\"><h:body><h:img src=\"x\" onerror=\"alert(1)\"/></h:body></h:html>"
    static let nestedScript = "<r><x:script xmlns:x=\"\(xhtml)\">alert(1)</x:script></r>"
    static let htmlPage = "<!doctype html><title>t</title><p>hi</p><script>alert(1)</script>"

    /// The problems of a valid site plus `files` (text) and `binary` files, as relative path → messages.
    func problems(_ files: [String: String], binary: [String: [UInt8]] = [:],
                  allowJavaScript: Bool = false) throws -> [String: [String]] {
        let site = TempFolder()
        try writeSite(site)
        for (path, text) in files { try site.write(path, text) }
        for (path, bytes) in binary { try ReleaseFiles.write(bytes, to: site.at(path)) }
        var found: [String: [String]] = [:]
        for item in try SiteVerifier(options: .init(allowJavaScript: allowJavaScript)).verify(folder: site.path) {
            let path = item.location?.path ?? ""
            found[String(path.dropFirst(site.path.count + 1)), default: []].append(item.message)
        }
        return found
    }

    @Test func xmlAndXHTMLVectorsAreRefusedWhateverTheirNameOrStart() throws {
        let vectors: [String: String] = [
            "x.xhtm": Self.scriptPage, "X.XHTM": Self.scriptPage,
            "nested.xhtm": Self.nestedScript,
            "spaces.xhtm": "\n\n   \t" + Self.scriptPage,
            "bom.xhtm": "\u{FEFF}" + Self.scriptPage,
            "bom-spaces.rss": "\u{FEFF}  \r\n" + Self.scriptPage,
            "img.xhtm": Self.handlerPage,
            "schema.xsd": "<?xml version=\"1.0\"?>\n" + Self.nestedScript, "SCHEMA.XSD": Self.scriptPage,
            "grammar.rng": Self.nestedScript, "GRAMMAR.RNG": Self.handlerPage,
            "data.unknownext": Self.nestedScript, "noextension": Self.scriptPage,
            "handler.kml": "<kml><Placemark onclick=\"alert(1)\"/></kml>",
            "wide-spaces.atom": String(repeating: " ", count: 100_000) + Self.scriptPage,
            "broken.tmpl": "<p>x<br>\n<img src=x onerror=alert(1)>",
            "starts-like-html.rdf": "<!-- note --><r><script>alert(1)</script></r>",
            "fake.png": "<html><script>alert(1)</script></html>",
        ]
        let found = try problems(vectors)
        for name in vectors.keys.sorted() {
            #expect(found[name] != nil, "\(name) was not refused: \(found)")
        }
        #expect(found["img.xhtm"]?.first?.contains("XHTML, SVG or MathML element") == true, "\(found)")
        #expect(found["handler.kml"]?.first?.hasPrefix("`onclick` on <Placemark> is an event handler") == true)
        #expect(found["broken.tmpl"]?.contains { $0.contains("`onerror` on <img>") && $0.contains("not well-formed XML") } == true)
        #expect(found["starts-like-html.rdf"]?.contains { $0.contains("<script> runs JavaScript") } == true)
        #expect(found["fake.png"] == ["holds markup (it starts with `<`), not the binary content a `.png` file should "
                                      + "hold; servers and browsers that sniff may read it as a page; give the file "
                                      + "the extension of what it holds, or remove it"])
        #expect(found.count == vectors.count, "\(found)")
    }

    @Test func wideEncodingsOfMarkupAreRefused() throws {
        let utf16: [UInt8] = [0xFF, 0xFE] + Array(Self.scriptPage.utf8).flatMap { [$0, 0] as [UInt8] }
        let utf16NoMark: [UInt8] = Array(Self.scriptPage.utf8).flatMap { [0, $0] as [UInt8] }
        let icon: [UInt8] = [0, 0, 1, 0, 1, 0, 16, 16, 0, 0]
        let found = try problems([:], binary: ["wide.xhtm": utf16, "bare.rss": utf16NoMark, "icon.ico": icon])
        #expect(found["wide.xhtm"]?.first?.contains("not UTF-8") == true, "\(found)")
        #expect(found["bare.rss"]?.first?.contains("not UTF-8") == true, "\(found)")
        #expect(found["icon.ico"] == nil, "\(found)")
    }

    @Test func harmlessFilesOfAnyTypePass() throws {
        let found = try problems([
            "feed.rss": "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>t</title></channel></rss>",
            "Track.GPX": "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>Run</name></trk></gpx>",
            "schema.xsd": "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element name=\"one\"/></xs:schema>",
            "card.tmpl": "<div class=\"card\">{{title}}</div>",
            "notes.unknownext": "plain words, no markup",
            "drawing.dat": "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"1\"/></svg>",
            "empty.xsd": "",
        ], binary: ["photo.jpg": [0xFF, 0xD8, 0xFF, 0xE0, 0x3C, 0x3C], "model.glb": Array("glTF\u{2}\0\0\0".utf8)])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func precompressedSiblingsAreDecompressedAndChecked() throws {
        let page = "<!doctype html><title>t</title><p>hi</p>"
        let found = try problems(["p.html": page, "P2.HTML": page], binary: [
            "p.html.gz": gzipped(Self.htmlPage),
            "P2.HTML.GZ": gzipped(Self.htmlPage),
            "x.xhtm.gz": gzipped(Self.scriptPage),
            "app.js.gz": gzipped("alert(1)"),
            "twice.html.gz.gz": gzipped(gzipped(Self.htmlPage)),
            "two-members.html.gz": gzipped(page) + gzipped(Self.htmlPage),
            "damaged.html.gz": Array(gzipped(Self.htmlPage).dropLast(12)),
            "not-gzip.css.gz": Array("body {}".utf8),
            "fine.html.gz": gzipped(page),
            "style.css.gz": gzipped("body { color: black }"),
            "logo.svg.gz": gzipped("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\"/></svg>"),
        ])
        for name in ["p.html.gz", "P2.HTML.GZ", "x.xhtm.gz", "app.js.gz", "twice.html.gz.gz", "two-members.html.gz",
                     "damaged.html.gz", "not-gzip.css.gz"] {
            #expect(found[name] != nil, "\(name) was not refused: \(found)")
        }
        #expect(found["p.html.gz"]?.first == "<script> runs JavaScript, which this site does not allow; remove it or set "
                + "`allow_javascript: true` (in the decompressed content, which a server with precompressed files "
                + "sends for `p.html`)")
        #expect(found["app.js.gz"]?.first?.contains("(it is a compressed `app.js`)") == true)
        #expect(found["damaged.html.gz"]?.first?.hasPrefix("is not gzip data publish can decompress") == true)
        #expect(found.count == 8, "\(found)")
    }

    @Test func aZipBombIsReadOnlyUpToTheLimit() throws {
        let bomb = gzipped([UInt8](repeating: 0x20, count: SiteVerifier.decompressedLimit + 1))
        #expect(bomb.count < 200_000)
        let found = try problems([:], binary: ["bomb.xml.gz": bomb, "spaces.bin.gz": bomb])
        #expect(found["bomb.xml.gz"] == ["decompresses to more than 64 MB, too much to check; publish the file "
                                         + "uncompressed or remove it"])
        // Only whitespace up to the limit: what follows cannot be known, so it is refused too.
        #expect(found["spaces.bin.gz"] == found["bomb.xml.gz"])
        #expect(found.count == 2)
    }

    @Test func brotliAndZstandardAreRefused() throws {
        let found = try problems(["p.html.br": "x", "P.HTML.BR": "x", "p.html.zst": "x", "font.woff2.zst": "x"])
        #expect(Set(found.keys) == ["p.html.br", "P.HTML.BR", "p.html.zst", "font.woff2.zst"], "\(found)")
        #expect(found["p.html.br"]?.first?.hasPrefix("is Brotli-compressed, which publish cannot decompress to check") == true)
        #expect(found["P.HTML.BR"]?.first?.contains("sends it in place of `P.HTML`") == true)
    }

    @Test func linksToFilesCheckedByContentAreRefused() throws {
        let site = TempFolder()
        try writeSite(site)
        try site.write("real.xhtm", Self.scriptPage)
        #expect(symlink(site.at("real.xhtm"), site.at("linked.xsd")) == 0)
        #expect(symlink(site.at("logo.png"), site.at("linked.png")) == 0)
        let found = try SiteVerifier().verify(folder: site.path).map { $0.location?.path ?? "" }
        #expect(found.contains(site.at("linked.xsd")))
        #expect(!found.contains(site.at("linked.png")))
    }
}
