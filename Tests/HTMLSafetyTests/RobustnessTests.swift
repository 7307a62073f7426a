import Testing
import HTMLSafety

/// Odd input never traps or takes quadratic time.
@Suite struct RobustnessTests {
    /// Deterministic pseudo-random markup soup from a small alphabet that hits every tokenizer state.
    static func soup(seed: UInt64, length: Int) -> [UInt8] {
        let pieces = ["<", ">", "/", "!", "-", "--", "?", "=", "\"", "'", "&", "#", "x", ";", " ", "\n", "\r", "\0",
                      "a", "svg", "script", "title", "style", "noscript", "![CDATA[", "]]>", "<!--", "-->", "&#x6A;",
                      "&amp", "javascript:", "href", "on", "math", "foreignObject", "desc", "p", "\u{00E9}", "\u{FF}"]
        var state = seed
        var out: [UInt8] = []
        while out.count < length {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            out += Array(pieces[Int((state >> 33) % UInt64(pieces.count))].utf8)
        }
        return out
    }

    @Test func randomMarkupNeverTraps() {
        for seed in 0..<300 as Range<UInt64> {
            let page = RobustnessTests.soup(seed: seed, length: 400)
            for allow in [false, true] {
                let found = HTMLSafetyChecker(allowJavaScript: allow).diagnostics(in: page, path: "x.html")
                for diagnostic in found { #expect(diagnostic.location!.line >= 1) }
            }
            _ = XMLSafetyChecker().problems(in: page, as: .svg)
        }
    }

    @Test func manyAttributesAndDeepNestingStayFast() {
        let attributes = (0..<50_000).map { "a\($0)=1" }.joined(separator: " ")
        let wide = Array(("<p " + attributes + " a1=2>x</p>").utf8)
        let clock = ContinuousClock()
        let started = clock.now
        let found = HTMLSafetyChecker().problems(in: wide)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("more than the 256") == true)
        let deep = Array((String(repeating: "<svg><g>", count: 20_000) + String(repeating: "</g></svg>", count: 20_000)).utf8)
        #expect(HTMLSafetyChecker().problems(in: deep).isEmpty)
        #expect(clock.now - started < .seconds(5))
    }

    @Test func unterminatedConstructsEndTheScan() {
        for page in ["<!--", "<!-- x", "<a href=\"x", "<a href='x", "<a href=x", "<a ", "<", "</", "</a", "<!",
                     "<!doctype", "<title>x", "<script>x<!--<script>", "<svg><![CDATA[x", "&#", "<a href=&#x"] {
            _ = HTMLSafetyChecker().problems(in: Array(page.utf8))
        }
        #expect(HTMLSafetyChecker().problems(in: Array("<img src=x".utf8)).first?.message.contains("cut off") == true)
    }
}
