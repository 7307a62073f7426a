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

    /// The sixteen-bytes-at-a-time scan finds every special character wherever it falls (block edges,
    /// tails, runs), against a byte-by-byte reference.
    @Test func longTextMatchesAByteByByteReference() {
        func reference(_ text: String) -> String {
            var out = ""
            for c in text.unicodeScalars {
                switch c {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default: out.unicodeScalars.append(c)
                }
            }
            return out
        }
        let pieces = ["a", "bc", "héllo ", "&", "<", ">", "\"", "'", "0123456789abcdef", "心", " ", "&&", "<'>"]
        var state: UInt64 = 7
        for length in 0..<200 {
            var text = ""
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            #expect(HTMLEscaping.escaped(text) == reference(text), "length \(length)")
        }
    }
}
