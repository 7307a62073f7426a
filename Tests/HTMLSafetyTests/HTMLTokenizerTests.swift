import Testing
@testable import HTMLSafety

/// A compact picture of a page's tokens: `<a href=x>`, `</a>`, `#comment`, `#doctype`, `"text"`, `cdata"…"`.
func tokens(_ html: String) -> [String] {
    let bytes = Array(html.utf8)
    return bytes.withUnsafeBufferPointer { page in
        var reader = HTMLTreeReader(page)
        var out: [String] = []
        func text(_ r: Range<Int>) -> String { String(decoding: page[r], as: UTF8.self) }
        while true {
            let event = reader.next()
            switch event.token {
            case .endOfFile: return out
            case .startTag(let tag):
                let attributes = tag.attributes.map { $0.hasValue ? "\($0.name)=\(text($0.value))" : $0.name }
                out.append("<" + ([tag.name] + attributes).joined(separator: " ") + (tag.selfClosing ? "/>" : ">"))
            case .endTag(let tag): out.append("</\(tag.name)>")
            case .comment: out.append("#comment")
            case .doctype: out.append("#doctype")
            case .text(let r): out.append("\"\(text(r))\"")
            case .cdata(let r): out.append("cdata\"\(text(r))\"")
            case .unterminatedTag(let tag): out.append("<\(tag.name)…")
            }
        }
    }
}

@Suite struct HTMLTokenizerTests {
    @Test func commentsEndWhereBrowsersEndThem() {
        #expect(tokens("<!--><script>") == ["#comment", "<script>"])
        #expect(tokens("<!---><b>") == ["#comment", "<b>"])
        #expect(tokens("<!-- a --!><b>") == ["#comment", "<b>"])
        #expect(tokens("<!-- a -- ><b> --><i>") == ["#comment", "<i>"])
        #expect(tokens("<!-- <!-- --><i>") == ["#comment", "<i>"])
        #expect(tokens("<!--<!--><i>") == ["#comment", "<i>"])
        #expect(tokens("<!-- x ---><i>") == ["#comment", "<i>"])
        #expect(tokens("<!-- never closed <i>") == ["#comment"])
    }

    @Test func bogusCommentsAndDoctype() {
        #expect(tokens("<?php echo '>' ?><b>") == ["#comment", "\"' ?>\"", "<b>"])
        #expect(tokens("</ x><b>") == ["#comment", "<b>"])
        #expect(tokens("</><b>") == ["<b>"])
        #expect(tokens("<!x><b>") == ["#comment", "<b>"])
        #expect(tokens("<!DOCTYPE html PUBLIC \"a>b\"><i>") == ["#doctype", "\"b\">\"", "<i>"])
        #expect(tokens("a < b <3") == ["\"a \"", "\"<\"", "\" b \"", "\"<\"", "\"3\""])
    }

    @Test func attributesAllForms() {
        #expect(tokens("<a href=x.html title='t \"q\"' data-x=\"1\" hidden>") ==
                ["<a href=x.html title=t \"q\" data-x=1 hidden>"])
        #expect(tokens("<img src=a.png/>") == ["<img src=a.png/>"])
        #expect(tokens("<img src=a.png />") == ["<img src=a.png/>"])
        #expect(tokens("<a href=\"x\"title=y>") == ["<a href=x title=y>"])
        #expect(tokens("<a =x>") == ["<a =x>"])
        #expect(tokens("<A HREF=X>") == ["<a href=X>"])
        #expect(tokens("<a/href=x>") == ["<a href=x>"])
        #expect(tokens("<a href=>") == ["<a href=>"])
        #expect(tokens("<a href=\"x>") == ["<a…"])
    }

    @Test func duplicateAttributesKeepTheFirst() {
        let bytes = Array("<a href=\"one\" HREF=two>".utf8)
        bytes.withUnsafeBufferPointer { page in
            var tokenizer = HTMLTokenizer(page)
            guard case .startTag(let tag) = tokenizer.next() else { Issue.record("no tag"); return }
            #expect(tag.attributes.count == 1)
            #expect(tag.duplicates.map(\.nameOffset) == [14])
            #expect(String(decoding: page[tag.attributes[0].value], as: UTF8.self) == "one")
        }
    }

    @Test func rcdataRawtextAndPlaintext() {
        #expect(tokens("<title></title><script>") == ["<title>", "</title>", "<script>"])
        #expect(tokens("<title><b></titlex></TITLE >x") == ["<title>", "\"<b></titlex>\"", "</title>", "\"x\""])
        #expect(tokens("<textarea><script></textarea>") == ["<textarea>", "\"<script>\"", "</textarea>"])
        #expect(tokens("<noscript><p title=\"</noscript><img onerror=x>\">") ==
                ["<noscript>", "\"<p title=\"\"", "</noscript>", "<img onerror=x>", "\"\">\""])
        #expect(tokens("<style>a{}</style ><b>") == ["<style>", "\"a{}\"", "</style>", "<b>"])
        #expect(tokens("<plaintext></plaintext><b>") == ["<plaintext>", "\"</plaintext><b>\""])
        #expect(tokens("<title>never ended") == ["<title>", "\"never ended\""])
    }

    @Test func scriptDataEscapes() {
        #expect(tokens("<script>a</script><b>") == ["<script>", "\"a\"", "</script>", "<b>"])
        #expect(tokens("<script>'</scrip>'</script>") == ["<script>", "\"'</scrip>'\"", "</script>"])
        // Inside `<!-- <script>` the first `</script>` only ends the double escape.
        #expect(tokens("<script><!--<script></script>--></script><b>")
                == ["<script>", "\"<!--<script></script>-->\"", "</script>", "<b>"])
        #expect(tokens("<script><!-- x --></script><b>") == ["<script>", "\"<!-- x -->\"", "</script>", "<b>"])
        #expect(tokens("<script><!--<script>--></script><b>")
                == ["<script>", "\"<!--<script>-->\"", "</script>", "<b>"])
    }

    @Test func foreignContentCDATAAndSwitches() {
        #expect(tokens("<svg><![CDATA[</svg><img>]]></svg><b>")
                == ["<svg>", "cdata\"</svg><img>\"", "</svg>", "<b>"])
        #expect(tokens("<![CDATA[<img>]]>") == ["#comment", "\"]]>\""])
        #expect(tokens("<svg><title><b></title></svg>") == ["<svg>", "<title>", "<b>", "</title>", "</svg>"])
        #expect(tokens("<svg><style><b></style></svg>") == ["<svg>", "<style>", "<b>", "</style>", "</svg>"])
        #expect(tokens("<svg/><title><b></title>") == ["<svg/>", "<title>", "\"<b>\"", "</title>"])
    }
}
