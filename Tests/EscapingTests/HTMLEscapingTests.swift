import Testing
import Escaping

@Suite struct HTMLEscapingTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTMLEscaping.escaped(#"<script>alert("x" & 'y')</script>"#)
                == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
    }

    @Test func leavesOtherTextAndUTF8Alone() {
        #expect(HTMLEscaping.escaped("Résumé · 52 bpm ↓ — 心拍") == "Résumé · 52 bpm ↓ — 心拍")
        #expect(HTMLEscaping.escaped("") == "")
    }

    @Test func appendsAfterExistingBytes() {
        var out = Array("a=".utf8)
        HTMLEscaping.append("1<2", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "a=1&lt;2")
    }
}
