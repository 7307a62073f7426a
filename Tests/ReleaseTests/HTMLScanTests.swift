import HTMLSafety
import Testing
@testable import Release

@Suite struct HTMLScanTests {
    @Test func findsIdsReferencesAndScripts() {
        let html = """
            <p id="a">x</p><!-- <a href="hidden.html"> -->
            <A HREF='b.html?x=1&amp;y=2#frag'>b</A>
            <img srcset="s.png 1x, big%20s.png 2x" src=plain.png>
            <script>document.write("<a href='nope.html'>")</script>
            <button onclick="go()">go</button>
            """
        let scan = HTMLScan(Array(html.utf8), safety: HTMLSafetyChecker())
        #expect(scan.ids == ["a"])
        #expect(scan.references.map(\.url) == ["b.html?x=1&y=2#frag", "s.png", "big%20s.png", "plain.png"])
        #expect(scan.references[0].isAsset == false)
        #expect(scan.references[1].isAsset == true)
        // Script use is found by the safety checker in the same pass; <button> is not on its allow-list at all
        // (so its handler is not reported separately).
        #expect(scan.unsafe.map { String($0.message.prefix(20)) } == ["<script> runs JavaSc", "<button> is a form c"])
        #expect(scan.unsafe.map(\.offset) == [141, 197])
        let lines = LineIndex(Array(html.utf8))
        let at = lines.location(of: scan.references[2].offset)
        #expect(at.line == 3)
        #expect(at.column == 24)
    }

    @Test func columnsCountCharactersNotBytes() {
        let html = "<p>é</p><a href=\"x.html\">"
        let scan = HTMLScan(Array(html.utf8))
        let at = LineIndex(Array(html.utf8)).location(of: scan.references[0].offset)
        #expect(at.line == 1)
        #expect(at.column == 18)
    }

    @Test func resolverHandlesRelativeRootAndBaseURLs() {
        let r = BuiltURLResolver(baseURL: "https://example.com/reports/")
        #expect(r.resolve("../b/", from: "posts/a/index.html") == .file(path: "posts/b/index.html", fragment: nil))
        #expect(r.resolve("/reports/x.css", from: "a/index.html") == .file(path: "x.css", fragment: nil))
        #expect(r.resolve("https://EXAMPLE.com/reports/p/#h", from: "index.html")
                == .file(path: "p/index.html", fragment: "h"))
        #expect(r.resolve("/other/", from: "index.html") == .outside)
        #expect(r.resolve("../../x", from: "a/index.html") == .outside)
        #expect(r.resolve("https://example.org/", from: "index.html") == .external)
        #expect(r.resolve("#only", from: "a/index.html") == .file(path: "a/index.html", fragment: "only"))
        #expect(r.resolve("my%20file.png", from: "index.html") == .file(path: "my file.png", fragment: nil))
    }
}
