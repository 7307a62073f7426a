import Escaping
import Testing

/// The one URL policy: the allocation-free check that views and the page walker use must give the same
/// answer as the explaining check `publish` verifies with, for every URL.
@Suite struct URLPolicyTests {
    static let samples: [String] = [
        "https://example.com/", "HTTP://x", "  https://x", "mailto:a@b.c", "tel:+1", "/abs", "rel/page.html", "#frag",
        "?q=javascript:", "//host/x", "javascript:alert(1)", "JavaScript:x", "java\tscript:x", "java\nscript:x",
        "\u{01}javascript:x", "vbscript:x", "file:///etc/passwd", "FILE:x", "ftp://x", "data:image/png;base64,AA",
        "data:image/PNG,AA", "DATA:image/jpeg;x", "data:image/svg+xml;base64,AA", "data:image/pngx,AA", "data:image/png",
        "data:text/html,<script>", "da\tta:image/png,x", "data:ima\nge/gif,x", "data: image/png,x", "a1:b", "1a:b",
        "+a:b", "averyveryverylongschemename:x", "c:", ":", "", " ", "#", "webcal://x", "sms:1", "http:", "https",
    ]

    @Test(arguments: samples) func theFastCheckAgreesWithTheExplainingOne(url: String) {
        for context in [URLPolicy.Context.link, .image, .fragmentOnly] {
            for allowJavaScript in [false, true] {
                let fast = URLPolicy.allows(url, context: context, allowJavaScript: allowJavaScript)
                let why = URLPolicy.refusal(Array(url.utf8), context: context, allowJavaScript: allowJavaScript)
                #expect(fast == (why == nil), "\(url) in \(context), JavaScript \(allowJavaScript): \(why ?? "allowed")")
            }
        }
    }

    @Test func randomBytesAgreeToo() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("jJaAvVsScCrRiIpPtTdDmMgGeE/:;,.+-#? \t\n\u{01}0123456789hHwWxX".utf8)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...16, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let url = String(decoding: bytes, as: UTF8.self)
            for context in [URLPolicy.Context.link, .image] {
                let fast = URLPolicy.allows(url, context: context)
                let why = URLPolicy.refusal(Array(url.utf8), context: context)
                #expect(fast == (why == nil), "\(Array(url.utf8)) in \(context)")
            }
        }
    }
}
