import Testing
@testable import CommonMark

/// The ASCII fast path must never skip cmark's UTF-8 check for input that needs it.
struct ASCIIScanTests {
    private func isPlain(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { ASCIIScan.isPlainASCII($0) }
    }

    @Test func plainASCIIIsRecognizedAtEveryLength() {
        for length in Array(0..<70) + [1023, 1024, 1025, 4096] {
            #expect(isPlain(Array(repeating: UInt8(ascii: "a"), count: length)))
        }
        #expect(isPlain(Array((1...0x7F).map { UInt8($0) })))
    }

    @Test func aHighOrNulByteAnywhereIsFound() {
        for length in [1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 39, 40, 63, 64, 65, 100, 1023, 1024, 1025, 2100] {
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
            let texts = bytes.withUnsafeBytes { blockTexts($0) }
            #expect(texts.count == 2)
            #expect(texts.last?.contains("\u{FFFD}") == true)
        }
    }

    @Test func validUTF8IsKeptExactly() {
        let texts = Array("# Café ☕️ 🏃‍♀️\n\nplain ascii\n".utf8).withUnsafeBytes { blockTexts($0) }
        #expect(texts == ["Café ☕️ 🏃‍♀️", "plain ascii"])
    }

    /// The plain text of each top-level block of the tree of `bytes`.
    private func blockTexts(_ bytes: UnsafeRawBufferPointer) -> [String] {
        Markdown.withUnsafeTree(bytes) { root -> [String] in
            var texts: [String] = []
            var child = root.firstChild
            while let node = child {
                texts.append(plainText(node.firstChild))
                child = node.next
            }
            return texts
        } ?? []
    }
}
