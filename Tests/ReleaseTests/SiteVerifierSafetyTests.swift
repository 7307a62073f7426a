import Diagnostics
import Testing
@testable import Release

/// Publish verification refuses unsafe markup in pages and unsafe copied files, each at `path:line:col`.
@Suite struct SiteVerifierSafetyTests {
    /// The problems of a valid site plus `files`, as `relative/path:line:col` → message.
    func problems(_ files: [String: String], allowJavaScript: Bool = false) throws -> [(String, String)] {
        let site = TempFolder()
        try writeSite(site)
        for (path, text) in files { try site.write(path, text) }
        return try SiteVerifier(options: .init(allowJavaScript: allowJavaScript)).verify(folder: site.path).map {
            let location = $0.location!
            let relative = String(location.path.dropFirst(site.path.count + 1))
            return (location.line > 0 ? "\(relative):\(location.line):\(location.column)" : relative, $0.message)
        }
    }

    @Test func issueVectorsInPagesAreRefusedWithFileLineAndColumn() throws {
        let page = """
            <!doctype html><html><head><title>t</title></head><body>
            <!--><script>alert(1)</script>
            <noscript><p title="</noscript><img onerror=alert(1)>">
            <iframe srcdoc="<script>alert(1)</script>"></iframe>
            <iframe src=data:text/html,<script>alert(1)</script>></iframe>
            <form action=javascript:alert(1)></form>
            <button formaction=javascript:alert(1)>x</button>
            <svg><a xlink:href="javascript:alert(1)"><text>x</text></a><animate to="javascript:alert(1)"/></svg>
            <a href=" javascript:alert(1)">a</a> <a href="&#x20;javascript:alert(1)">b</a>
            <object data=javascript:alert(1)></object>
            </body></html>
            """
        let found = try problems(["vectors.html": page])
        let at = found.map(\.0)
        #expect(at == [
            "vectors.html:2:6", "vectors.html:3:1", "vectors.html:3:37", "vectors.html:4:1", "vectors.html:5:1",
            "vectors.html:6:1", "vectors.html:7:1", "vectors.html:8:21", "vectors.html:8:60", "vectors.html:9:10",
            "vectors.html:9:47", "vectors.html:10:1",
        ], "\(found)")
        #expect(found[0].1.hasPrefix("<script> runs JavaScript"))
        #expect(found[2].1.hasPrefix("`onerror` on <img> is an event handler"))
        #expect(found[9].1.contains("the `javascript:` scheme runs script"))
    }

    @Test func copiedFilesAreCheckedByTypeInAnyCase() throws {
        let svgHead = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n"
        let found = try problems([
            "a.JS": "alert(1)", "b.cjs": "x", "c.mjs": "x", "d.wasm": "x", "e.Ts": "x", "f.hta": "x", "g.vbs": "x",
            "h.jsx": "x", "i.tsx": "x",
            "page.xhtml": "<html xmlns=\"http://www.w3.org/1999/xhtml\"><script>alert(1)</script></html>",
            "p.xht": "x", "s.shtml": "x", "m.mht": "x", "n.mhtml": "x", "t.xsl": "x", "u.xslt": "x", "z.svgz": "x",
            "script.svg": svgHead + "<script>alert(1)</script></svg>",
            "load.SVG": svgHead + "<rect onload=\"alert(1)\"/></svg>",
            "ok.svg": svgHead + "<rect width=\"1\" height=\"1\"/></svg>",
            "data.xml": "<?xml version=\"1.0\"?>\n<r>\n<h:script xmlns:h=\"http://www.w3.org/1999/xhtml\">alert(1)</h:script></r>",
            "sniffed.txt": "\u{FEFF}  <!DOCTYPE html><p>x</p>\n<img src=x onerror=alert(1)>",
            "sniffed.dat": "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"></svg>",
            "plain.txt": "just text <script> mentioned in prose",
            "Upper.HTML": "<p>x</p>\n<img src=x onerror=alert(1)>",
        ])
        let at = Set(found.map(\.0))
        for script in ["a.JS", "b.cjs", "c.mjs", "d.wasm", "e.Ts", "f.hta", "g.vbs", "h.jsx", "i.tsx"] {
            #expect(at.contains(script), "\(script) not refused: \(found)")
        }
        for refused in ["page.xhtml", "p.xht", "s.shtml", "m.mht", "n.mhtml", "t.xsl", "u.xslt", "z.svgz"] {
            #expect(at.contains(refused), "\(refused) not refused: \(found)")
        }
        #expect(at.contains("script.svg:2:1"), "\(found)")
        #expect(at.contains("load.SVG:2:1"), "\(found)")
        #expect(at.contains("data.xml:3:1"), "\(found)")
        #expect(at.contains("sniffed.txt:2:12"), "\(found)")
        #expect(at.contains("sniffed.dat:1:1"), "\(found)")
        #expect(at.contains("Upper.HTML:2:12"), "\(found)")
        #expect(!found.contains { $0.0.hasPrefix("ok.svg") || $0.0.hasPrefix("plain.txt") })
        // Upper.HTML is a page: its `img src=x` is also a broken asset link.
        #expect(found.count == 9 + 8 + 7, "\(found)")
    }

    @Test func javaScriptSwitchStillAllowsScripts() throws {
        let files = ["app.JS": "go()", "x.html": "<script src=\"app.JS\"></script><a href=\"javascript:go()\" onclick=\"go()\">x</a>",
                     "i.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>go()</script></svg>"]
        #expect(try problems(files, allowJavaScript: true).isEmpty)
        #expect(try problems(files).count == 5)
    }
}
