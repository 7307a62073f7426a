import Testing
@testable import CommonMark

/// The ASCII fast path must never skip cmark's UTF-8 check for input that needs it.
struct ASCIIScanTests {
    private func isPlain(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { ASCIIScan.isPlainASCII($0) }
    }

    @Test func plainASCIIIsRecognizedAtEveryLength() {
        for length in 0..<40 {
            #expect(isPlain(Array(repeating: UInt8(ascii: "a"), count: length)))
        }
        #expect(isPlain(Array((1...0x7F).map { UInt8($0) })))
    }

    @Test func aHighOrNulByteAnywhereIsFound() {
        for length in 1..<40 {
            for position in 0..<length {
                for bad: UInt8 in [0x00, 0x80, 0xC3, 0xFF] {
                    var bytes = Array(repeating: UInt8(ascii: "x"), count: length)
                    bytes[position] = bad
                    #expect(!isPlain(bytes), "byte \(bad) at \(position) of \(length)")
                }
            }
        }
    }

    @Test func aBadByteDeepInALongPageIsStillReplaced() {
        let prefix = String(repeating: "Plain words in a long paragraph.\n", count: 200)
        for bad: [UInt8] in [[0xFF], [0xC3], [0x00], [0xED, 0xA0, 0x80]] {
            let bytes = Array(prefix.utf8) + Array("\nbad ".utf8) + bad + Array(" end\n".utf8)
            let doc = bytes.withUnsafeBytes { Markdown.parse($0) }
            #expect(doc.blocks.count == 2)
            #expect(doc.blocks[1].inlines.plainText.contains("\u{FFFD}"))
        }
    }

    @Test func validUTF8IsKeptExactly() {
        let doc = Markdown.parse("# Café ☕️ 🏃‍♀️\n\nplain ascii\n")
        #expect(doc.blocks[0].inlines.plainText == "Café ☕️ 🏃‍♀️")
        #expect(doc.blocks[1].inlines.plainText == "plain ascii")
    }
}
