import Foundation
import Testing
@testable import Site

/// Raw HTML anchors (`<a name>`, `id`) are link targets whether or not the HTML is rendered (``RawHTMLAnchors``,
/// `PageWalker+RawHTML`, ``RawHTMLAnchorQueue``), and dropped HTML is said once per page.
@Suite struct RawHTMLAnchorTests {
    @Test func anchorsAreReadWithTheTokenizer() {
        #expect(RawHTMLAnchors.anchors(in: "<a name=\"top\"></a>") == ["top"])
        #expect(RawHTMLAnchors.anchors(in: "<div id='box' class=x><span ID=inner>t</span></div>") == ["box", "inner"])
        #expect(RawHTMLAnchors.anchors(in: "<a name=\"a&amp;b\" id=\"c\">") == ["c", "a&b"])
        #expect(RawHTMLAnchors.anchors(in: "<p name=\"not-an-anchor\">") == [])
        #expect(RawHTMLAnchors.anchors(in: "<!-- <a name=\"commented\"> -->") == [])
        #expect(RawHTMLAnchors.anchors(in: "<a id=\"\"></a><a name>") == [])
    }

    @Test func onlyAnchorsIsRecognised() {
        func only(_ html: String) -> Bool {
            var html = html
            return html.withUTF8 { RawHTMLAnchors.isOnlyAnchors($0) }
        }
        #expect(only("<a name=\"x\"></a>"))
        #expect(only("<a id=\"x\"></a>\n"))
        #expect(!only("<a name=\"x\">text</a>"))
        #expect(!only("<a href=\"y\" name=\"x\"></a>"))
        #expect(!only("<div id=\"x\"></div>"))
    }

    @Test func thePrefiltersFindHTMLAndAnchors() {
        func check(_ text: String) -> (html: Bool, anchors: Bool) {
            Array(text.utf8).withUnsafeBytes { (RawHTMLAnchors.mayHoldHTML($0, from: 0), RawHTMLAnchors.mayHoldAnchors($0, from: 0)) }
        }
        #expect(check("1 < 2 and a = b") == (false, false))
        #expect(check("text <b>bold</b>") == (true, false))
        #expect(check("<a name = \"x\"></a>") == (true, true))
        #expect(check("<div ID=\"x\">") == (true, true))
        #expect(check("<!-- c -->") == (true, false))
    }

    @Test func linksToRawAnchorsResolveAcrossPagesEvenWhenPhaseOneSkipsTheParse() throws {
        let site = TempSite()
        // A title in the front matter and no `{`: phase 1 skips this page's Markdown (its anchors are pending).
        site.write("content/target.md", "---\ntitle: Target\n---\nSome text.\n\n<a name=\"deep\"></a>\nMore text.\n")
        site.write("content/index.md", "# Home\n\n[to the anchor](target.md#deep) and [here](#local)\n\n<div id=\"local\">hidden</div>\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("missing anchor"), "\(result.err)")
        #expect(site.read("site/target/index.html")?.contains("<span class=\"anchor-target\" id=\"deep\"></span>") == true)
        let home = try #require(site.read("site/index.html"))
        #expect(home.contains("<span class=\"anchor-target\" id=\"local\"></span>"))
        #expect(!home.contains("hidden"), "the raw HTML itself is still dropped")
        // One warning for the page with hidden content; none for the page whose HTML is only an anchor.
        #expect(result.err == "content/index.md:5:1: warning: raw HTML is not shown ('<div id=\"local\">hidden</div>', the first on this page); write it as Markdown, or set 'raw_html: true' in cardstock.yaml to keep it")
        // A missing anchor is still an error.
        site.write("content/index.md", "# Home\n\n[nowhere](target.md#nope)\n")
        let broken = site.run(["build", "--quiet"])
        #expect(broken.status == 1)
        #expect(broken.err.contains("link to missing anchor '#nope' in content/target.md (anchors: deep)"), "\(broken.err)")
    }

    @Test func aRawAnchorWithAHeadingsIDIsNotWrittenTwice() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n<a name=\"usage\"></a>\n## Usage\n\nText <a id=\"x\"></a><a id=\"x\"></a>.\n")
        #expect(site.run(["build", "--quiet", "--strict"]).status == 0)
        let html = try #require(site.read("site/index.html"))
        #expect(html.components(separatedBy: "id=\"usage\"").count == 2)
        #expect(html.components(separatedBy: "id=\"x\"").count == 2)
    }

    @Test func inlineHTMLIsWarnedAtItsOwnLine() {
        let site = TempSite()
        site.write("content/index.md", "---\ntitle: T\n---\n# T\n\nA paragraph\nover lines with <kbd>K</kbd> and <b>b</b>.\n\nText <i>i</i>.\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0)
        #expect(result.err == "content/index.md:7:17: warning: raw HTML is not shown ('<kbd>', the first on this page); write it as Markdown, or set 'raw_html: true' in cardstock.yaml to keep it")
        site.write("cardstock.yaml", "raw_html: true\n")
        let kept = site.run(["build", "--quiet", "--strict"])
        #expect(kept.status == 0, "\(kept.err)")
        #expect(kept.err.isEmpty)
    }
}
