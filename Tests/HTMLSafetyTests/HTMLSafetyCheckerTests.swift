import Escaping
import Diagnostics
import Testing
@testable import HTMLSafety

/// The problems of `html` (put on line 2, after a safe first line) as `line:col message`.
func refusals(_ html: String, allowJavaScript: Bool = false) -> [String] {
    let page = "<p>intro</p>\n" + html
    return HTMLSafetyChecker(allowJavaScript: allowJavaScript).diagnostics(in: Array(page.utf8), path: "p.html").map {
        "\($0.location!.line):\($0.location!.column) \($0.message)"
    }
}

@Suite struct HTMLSafetyCheckerTests {
    /// Each vector from issue 14 and the extra ones, with where it must be reported (line 2).
    static let vectors: [(html: String, column: Int, says: String)] = [
        ("<!--><script>alert(1)</script>", 6, "<script> runs JavaScript"),
        ("<noscript><p title=\"</noscript><img onerror=alert(1)>\">", 1, "<noscript>"),
        ("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>", 1, "<iframe> embeds another document"),
        ("<iframe src=data:text/html,<script>alert(1)</script>></iframe>", 1, "<iframe>"),
        ("<form action=javascript:alert(1)><input type=submit></form>", 1, "<form> is a form control"),
        ("<button formaction=javascript:alert(1)>x</button>", 1, "<button> is a form control"),
        ("<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>", 21, "`javascript:` scheme"),
        ("<svg><animate attributeName=href to=javascript:alert(1) /></svg>", 6, "SVG animation <animate>"),
        ("<a href=\" javascript:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"&#x20;javascript:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<object data=javascript:alert(1)></object>", 1, "<object> embeds"),
        ("<a href=\"java&#x09;script:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"java\tscript:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"&#106;avascript:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"&#106avascript:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"&#0000106;avascript:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"JaVaScRiPt:alert(1)\">x</a>", 10, "`javascript:` scheme"),
        ("<a href=\"javascript&colon;alert(1)\">x</a>", 10, "`&colon;`"),
        ("<a href=\"java&Tab;script:alert(1)\">x</a>", 10, "`&Tab;`"),
        ("<a href=\"vbscript:msgbox(1)\">x</a>", 10, "`vbscript:` scheme is not allowed"),
        ("<a href=\"file:///etc/passwd\">x</a>", 10, "`file:` scheme is not allowed"),
        ("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>", 10, "`data:` URL is allowed only as an image"),
        ("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">", 11, "only `data:image/png`"),
        ("<svg><a href=\"javascript:alert(1)\"><text>x</text></a></svg>", 15, "`javascript:` scheme"),
        ("<img src=x onerror=alert(1)>", 12, "`onerror` on <img> is an event handler"),
        ("<svg onload=alert(1)></svg>", 6, "`onload` on <svg> is an event handler"),
        ("<math><mi>x</mi></math>", 1, "<math> (MathML)"),
        ("<base href=\"https://evil.example/\">", 1, "<base> changes where"),
        ("<meta http-equiv=refresh content=\"0;url=javascript:alert(1)\">", 18, "<meta http-equiv=\"refresh\">"),
        ("<style>body{}</style>", 1, "<style> is inline CSS"),
        ("<p style=\"color:red\">x</p>", 4, "`style` on <p> is inline CSS"),
        ("<textarea><script>alert(1)</script></textarea>", 1, "<textarea> is a form control"),
        ("<svg><foreignObject><p>x</p></foreignObject></svg>", 6, "<foreignobject> puts HTML inside SVG"),
        ("<svg><use href=\"https://example.com/s.svg#x\"/></svg>", 17, "only a same-document `#id`"),
        ("<svg><set attributeName=href to=javascript:x /></svg>", 6, "SVG animation <set>"),
        ("<template><script>x</script></template>", 1, "<template>"),
        ("<link rel=import href=x.html>", 11, "<link rel=\"import\">"),
        ("<embed src=x.swf>", 1, "<embed>"),
        ("<svg><p>x</p></svg>", 6, "<p> inside <svg>"),
        ("<svg><title><b>x</b></title></svg>", 13, "markup inside an SVG <title>"),
        ("<svg><g></svg>", 9, "</svg> does not close the open <g>"),
        ("<a href=x>ok</a><img src=y", 17, "cut off by the end of the file"),
        ("<a href=\"x\" href=\"javascript:alert(1)\">x</a>", 13, "appears twice"),
        ("<input type=text>", 13, "<input type=\"text\"> is not allowed"),
        ("<meta charset=\"iso-2022-jp\">", 16, "declares charset"),
        ("<a href=x ping=https://t.example/>x</a>", 11, "`ping` on <a>"),
        ("<p>\u{1B}$B</p>", 4, "ESC control byte"),
        ("<title></title><script>alert(1)</script>", 16, "<script> runs JavaScript"),
        ("<title><script>alert(1)</script></title><svg onload=alert(1)>", 46, "`onload` on <svg>"),
        ("<link rel=preload as=script href=app.js>", 11, "<link rel=\"preload\" as=\"script\">"),
        ("<link rel=\"stylesheet\" href=\"javascript:alert(1)\">", 30, "`javascript:` scheme"),
        ("<img srcset=\"a.png 1x, javascript:alert(1) 2x\">", 14, "`javascript:` scheme"),
        ("<div xmlns=\"http://www.w3.org/1999/xhtml\">x</div>", 6, "attribute `xmlns` is not allowed on <div>"),
        ("<svg xmlns=\"http://evil.example/\"></svg>", 13, "`xmlns` on <svg> must be http://www.w3.org/2000/svg"),
    ]

    @Test(arguments: vectors.indices)
    func vectorIsRefusedAtItsPlace(_ index: Int) {
        let vector = HTMLSafetyCheckerTests.vectors[index]
        let found = refusals(vector.html)
        #expect(found.contains { $0.hasPrefix("2:\(vector.column) ") && $0.contains(vector.says) },
                "\(vector.html) → \(found)")
    }

    @Test func everyDiagnosticNamesPathLineAndColumn() {
        let page = Array("<p>a</p>\n<p>\n  <img\n    src=x onerror=alert(1)>".utf8)
        let found = HTMLSafetyChecker().diagnostics(in: page, path: "site/p.html")
        #expect(found.map(\.description) == [
            "site/p.html:4:11: error: `onerror` on <img> is an event handler, which runs JavaScript; "
                + "remove it or set `allow_javascript: true`",
        ])
    }

    @Test func unquotedAndValuelessAttributesAreChecked() {
        #expect(refusals("<a href=javascript:alert(1)>x</a>").first?.hasPrefix("2:9 ") == true)
        #expect(refusals("<img src=a.png alt onerror>").first?.hasPrefix("2:20 ") == true)
        #expect(refusals("<input type=checkbox checked disabled>").isEmpty)
        #expect(refusals("<details open><summary>s</summary>x</details>").isEmpty)
    }

    @Test func javaScriptSwitchAllowsScriptsOnly() {
        let page = "<script src=app.js></script><button onclick=go()>x</button><img src=x onerror=go()>"
            + "<a href=\"javascript:go()\">x</a>"
        let found = refusals(page, allowJavaScript: true)
        #expect(found.count == 1)
        #expect(found.first?.contains("<button> is a form control") == true)
        #expect(refusals("<iframe src=x></iframe>", allowJavaScript: true).count == 1)
    }

    @Test func safeMarkupPasses() {
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
            <title>A &amp; B</title><link rel="stylesheet" href="/style.css"><link rel="icon" href="favicon.png">
            <link rel="alternate" type="application/atom+xml" title="Feed" href="https://example.com/feed.xml">
            </head><body><main class="m"><h1 id="top">Title</h1><!-- note -->
            <p>Text <a href="a/b.html?x=1&amp;y=2#frag" title="t">link</a> <a href="mailto:a@b.c">m</a>
            <a href="tel:+123">t</a> <a href="//cdn.example.com/x">x</a> <a href="?q=1&b=2">q</a>
            <em>e</em> <strong>s</strong> <code>c</code> <kbd>k</kbd> <abbr title="a">a</abbr> <time datetime="2026-01-01">d</time>
            <del>d</del> <ins>i</ins> <sub>1</sub> <sup>2</sup><br></p>
            <pre><code class="language-swift">let x = 1 &lt; 2</code></pre><hr>
            <ul><li><input type="checkbox" disabled checked> done</li></ul><ol start="3" reversed><li>x</li></ol>
            <dl><dt>t</dt><dd>d</dd></dl><blockquote cite="https://example.com/">q</blockquote>
            <table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>
            <figure><picture><source srcset="a.avif 1x, b.avif 2x" type="image/avif"><img src="a.png" alt="" width="10" height="10" loading="lazy" decoding="async"></picture><figcaption>f</figcaption></figure>
            <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"> <img srcset="data:image/webp;base64,AAAA 1x, c.png 2x" alt="">
            <details><summary>s</summary><div role="note" aria-label="n" data-k="v" tabindex="0">x</div></details>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" role="img" aria-labelledby="t1" focusable="false">
            <title id="t1">Chart</title><desc>d</desc><defs><linearGradient id="g1"><stop offset="0" stop-color="#fff"/></linearGradient>
            <clipPath id="c"><rect width="10" height="10"/></clipPath></defs>
            <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" transform="translate(1 1)">
            <path d="M0 0L10 10" fill-rule="evenodd"/><line x1="0" y1="0" x2="1" y2="1"/><polyline points="0,0 1,1"/>
            <circle cx="1" cy="1" r="1"/><ellipse cx="1" cy="1" rx="1" ry="1"/><polygon points="0,0 1,1 0,1"/></g>
            <text x="1" y="1" text-anchor="middle" dominant-baseline="middle" font-size="3">T<tspan dy="1">s</tspan></text>
            <use href="#c"/><use xlink:href="#g1"/><a href="https://example.com/"><text>l</text></a><![CDATA[ x ]]></svg>
            </main></body></html>
            """
        #expect(refusals(page) == [])
    }

    @Test func characterReferencesDecodeAsTheStandardSays() {
        func decode(_ s: String) -> String {
            Array(s.utf8).withUnsafeBufferPointer { HTMLCharacterReference.decodeAttribute($0[...]).string }
        }
        #expect(decode("&#106;&#x6a;&#X6A&#106") == "jjjj")
        #expect(decode("&#0;&#xD800;&#x110000;&#99999999999;") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(decode("&#x80;&#x9F;&#x81;") == "\u{20AC}\u{0178}\u{81}")
        #expect(decode("&#;&#x;&#xg") == "&#;&#x;&#xg")
        #expect(decode("&amp;&lt;&gt;&quot;&apos;&nbsp;") == "&<>\"'\u{A0}")
        #expect(decode("a&amp b&ampx c&amp=d") == "a& b&ampx c&amp=d")
        #expect(decode("a\r\nb\rc\u{0}") == "a\nb\nc\u{FFFD}")
        let unknown = Array("&colon;&copy&verylongname x&y=1".utf8).withUnsafeBufferPointer {
            HTMLCharacterReference.decodeAttribute($0[...]).unknownReferences
        }
        #expect(unknown == ["colon", "copy"])
    }

    @Test func urlPreprocessingAndSchemes() {
        func scheme(_ s: String) -> String? { URLPolicy.scheme(URLPolicy.preprocess(Array(s.utf8))) }
        #expect(scheme("\u{01} \tJava\nScript:x ") == "javascript")
        #expect(scheme("a/b:c") == nil)
        #expect(scheme("./javascript:x") == nil)
        #expect(scheme("HTTPS://x") == "https")
        #expect(URLPolicy.refusal(Array("data:image/png,xx".utf8), context: .image) == nil)
        #expect(URLPolicy.refusal(Array("data:image/pngx,xx".utf8), context: .image) != nil)
        #expect(URLPolicy.refusal(Array("data:image/png,xx".utf8), context: .link) != nil)
    }
}
