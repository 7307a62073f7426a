import Testing
@testable import Surfaces
import Escaping

@Suite struct SafetyTests {
    @Test func scriptInTextIsEscaped() {
        #expect(html(Text("<script>alert('x')</script> & \"q\"")) == "<span>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</span>")
    }

    @Test func scriptInAttributesIsEscaped() {
        let out = html(Image("/a.png\"><script>x</script>", alt: "\" onload=\"alert(1)"))
        #expect(out == #"<img src="/a.png&quot;&gt;&lt;script&gt;x&lt;/script&gt;" alt="&quot; onload=&quot;alert(1)" loading="lazy" decoding="async">"#)
        #expect(html(Link("x", destination: "/p?a=1&b=<2>")) == #"<a class="link" href="/p?a=1&amp;b=&lt;2&gt;"><span>x</span></a>"#)
        #expect(html(ScrollingSurface(.horizontal(.top), label: "<script>") { EmptyView() }).contains(#"aria-label="&lt;script&gt;""#))
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "  javascript:alert(1)", "\u{01}javascript:x",
                      "java\tscript:alert(1)", "java\nscript:x", "vbscript:msgbox", "data:text/html,<script>", "DATA:text/html,x"])
    func dangerousLinksLoseTheirHref(url: String) {
        #expect(html(Link("x", destination: url)) == #"<a class="link"><span>x</span></a>"#)
        #expect(!html(NavigationLink("x", destination: url).buttonStyle(.navigation)).contains("href"))
        #expect(!html(RichText([.link(url: url, [.text("x")])])).contains("href"))
        #expect(html(Image(url, alt: "a")).hasPrefix(#"<img src="" alt="a""#))
    }

    @Test(arguments: ["https://example.com/", "/relative/path/", "page.html", "#frag", "mailto:a@b.c", "?q=javascript:"])
    func ordinaryLinksAreKept(url: String) {
        #expect(URLPolicy.allows(url, context: .link))
    }

    @Test func dataImagesAreAllowedOnlyForImages() {
        #expect(URLPolicy.allows("data:image/png;base64,AAAA", context: .image))
        #expect(!URLPolicy.allows("data:image/png;base64,AAAA", context: .link))
        #expect(!URLPolicy.allows("data:text/html;base64,AAAA", context: .image))
        // One policy: what views write is what publishing accepts (no `file:`, no SVG as a data URL).
        #expect(!URLPolicy.allows("file:///etc/passwd", context: .link))
        #expect(!URLPolicy.allows("data:image/svg+xml;base64,AAAA", context: .image))
    }

    @Test func elementAllowList() {
        let ok = renderWithReport(Element(tag: "table", classes: ["data", "bad class\""], attributes: [("data-x", "1\""), ("onclick", "evil()")]) { Text("t") })
        #expect(String(decoding: ok.html, as: UTF8.self) == #"<table class="data badclass" data-x="1&quot;"><span>t</span></table>"#)
        #expect(ok.report.rejectedMarkup == ["table[onclick]"])
        let bad = renderWithReport(Element(tag: "script") { Text("alert(1)") })
        #expect(String(decoding: bad.html, as: UTF8.self) == "<span>alert(1)</span>")
        #expect(bad.report.rejectedMarkup == ["<script>"])
    }

    @Test func rawHTMLIsTheOnlyUnescapedPath() {
        #expect(html(RawHTML("<svg><path d=\"M0 0\"/></svg>")) == "<svg><path d=\"M0 0\"/></svg>")
        #expect(html(RawHTML("<b>x</b>").padding()) == #"<div class="p-16"><b>x</b></div>"#)
    }
}

@Suite struct IconTests {
    @Test func knownIconRendersInlineSVG() {
        let r = renderWithReport(Image(systemName: "heart.fill"))
        let out = String(decoding: r.html, as: UTF8.self)
        #expect(out.hasPrefix(#"<svg class="icon" aria-hidden="true" viewBox="0 0 24 24">"#))
        #expect(out.hasSuffix("</svg>"))
        #expect(r.report.isEmpty)
    }

    @Test func unknownIconRendersNothingAndIsReported() {
        let r = renderWithReport(VStack { Image(systemName: "no.such.icon"); Image(systemName: "also.missing"); Image(systemName: "no.such.icon") })
        #expect(String(decoding: r.html, as: UTF8.self) == #"<div class="vstack align-center"></div>"#)
        #expect(r.report.unknownIcons == ["also.missing", "no.such.icon"])
    }

    @Test func sitesCanAddIcons() {
        let lib = IconLibrary.builtIn.adding(["custom.star": "<path d=\"M1 1\"/>"])
        #expect(lib.names.contains("custom.star"))
        #expect(lib.names == lib.names.sorted())
        let out = html(Image(systemName: "custom.star"), environment: EnvironmentValues(iconLibrary: lib))
        #expect(out == #"<svg class="icon" aria-hidden="true" viewBox="0 0 24 24"><path d="M1 1"/></svg>"#)
        #expect(IconLibrary.builtIn.svgBody(named: "chevron.right") != nil)
    }
}

@Suite struct TextContentTests {
    @Test func richTextRuns() {
        let out = html(RichText([.text("a<"), .strong([.text("b"), .emphasis([.text("c")])]), .code("x<y"), .lineBreak,
                                 .softBreak, .image(src: "/i.png", alt: "I"), .link(url: "/p/", [.text("p")])]))
        #expect(out == #"<p>a&lt;<strong>b<em>c</em></strong><code>x&lt;y</code><br>"# + "\n" + #"<img src="/i.png" alt="I" loading="lazy" decoding="async"><a class="link" href="/p/">p</a></p>"#)
        #expect(html(RichText([.text("s")], element: .span)) == "<span>s</span>")
        #expect(html(RichText([.text("n")], element: .none)) == "n")
    }

    @Test func richTextInsideAHeadingStaysPhrasing() {
        #expect(html(Heading(level: 3, id: "h") { RichText([.text("t")]) }) == #"<h3 id="h"><span class="paragraph">t</span></h3>"#)
    }

    @Test func headingsClampAndEscape() {
        #expect(html(Heading("A & B", level: 9, id: "a&b")) == #"<h6 id="a&amp;b">A &amp; B</h6>"#)
        #expect(html(Heading("T", level: 0)) == "<h1>T</h1>")
    }

    @Test func codeBlock() {
        #expect(html(CodeBlock(code: "if a < b {}", language: "Swift")) == #"<pre class="code-block" tabindex="0"><code class="language-swift">if a &lt; b {}</code></pre>"#)
        #expect(html(CodeBlock(code: "x", language: "\"><script>")) == #"<pre class="code-block" tabindex="0"><code class="language-script">x</code></pre>"#)
        #expect(html(CodeBlock(code: "x", language: nil)) == #"<pre class="code-block" tabindex="0"><code>x</code></pre>"#)
    }
}

@Suite struct IconFileTests {
    @Test func extractsTheInnerMarkupOfAnSVGFile() {
        let file = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M1 1h2\"/></svg>\n"
        #expect(IconLibrary.iconBody(fromSVGFile: file) == "<path d=\"M1 1h2\"/>")
    }

    @Test(arguments: ["<svg><script>alert(1)</script></svg>", "<svg><path onload=\"x()\"/></svg>", "<svg><a href=\"javascript:x\"/></svg>",
                      "<svg><foreignObject/></svg>", "<path d=\"M0 0\"/>", "<svg><path ONCLICK = \"x\"/></svg>"])
    func refusesActiveContentOrMissingRoot(file: String) {
        #expect(IconLibrary.iconBody(fromSVGFile: file) == nil)
    }

    @Test func unknownIconMessageListsKnownNames() {
        let lib = IconLibrary(icons: ["b": "", "a": ""])
        #expect(lib.unknownIconMessage("c").hasPrefix("unknown icon 'c'; known icons: a, b"))
    }
}
