import Testing
@testable import CommonMark

/// Parsing with the per-thread arena gives exactly the tree that cmark's own allocator gives.
struct ParseArenaTests {
    /// Every node of the tree of `bytes` with its kind, payload and position, depth first.
    private func dump(_ bytes: UnsafeRawBufferPointer) -> String {
        Markdown.withUnsafeTree(bytes) { root -> String in
            var out = ""
            func visit(_ first: UnsafeMarkdownNode?, _ indent: String) {
                var child = first
                while let node = child {
                    child = node.next
                    out += indent + "\(node.kind) \(node.startLine):\(node.startColumn) h\(node.headingLevel)"
                    out += " [" + String(decoding: node.literal, as: UTF8.self) + "|" + String(decoding: node.url, as: UTF8.self)
                    out += "|" + String(decoding: node.fenceInfo, as: UTF8.self) + "]\n"
                    visit(node.firstChild, indent + "  ")
                }
            }
            visit(root.firstChild, "")
            return out
        } ?? "out of memory"
    }

    /// The tree of `bytes` from an arena slot, and again with every slot held (cmark's allocator).
    private func sameAsMalloc(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let arena = dump(raw)
            var held: [Int] = []
            while let slot = ParseArena.acquire() { held.append(slot) }
            defer { for slot in held { ParseArena.release(slot) } }
            return arena == dump(raw)
        }
    }

    @Test func smallDocumentsMatch() {
        let samples = [
            "", "x", "# Title", "# Title\n", "para\nno newline at end", "a\r\nb\r\n\r\n- c\r", "a\rb\r\rc",
            "NUL \u{0}inside\n\n[l\u{0}ink](u)", "\u{FEFF}# BOM\n",
            "# T {icon=x}\n\nText with *em*, **strong**, `code`, <b>html</b>, \\*escaped\\*, &amp; [link](a.md \"t\")\n"
                + "and ![img](i.png) and <https://auto.link> and a hard  \nbreak.\n\n> quote [q](q.md)\n> more\n\n"
                + "1. one\n2. two\n\n   nested\n\n```swift\nlet x = 1\n```\n\n<div>\nblock\n</div>\n\n---\n",
            "[ref]\n\n[ref]: https://example.com \"Title\"\n",
            "Café ☕️ [lien](é.md)\n", "| a | b |\n|---|---|\n| [c](d) | ~~e~~ |\n", "Note[^1].\n\n[^1]: The note.\n",
            "ends in NUL\u{0}", "line\n\u{0}", "trailing spaces  ", "backslash at end\\", "```\nunclosed fence",
            "> quote without newline", "- item\n  - nested without newline", "    indented code",
        ]
        for sample in samples {
            #expect(sameAsMalloc(Array(sample.utf8)), "\(sample)")
        }
        #expect(sameAsMalloc([0x23, 0x20, 0xFF, 0xC3, 0x0A, 0x5B, 0x61, 0x80, 0x5D, 0x28, 0x62, 0x29]))
    }

    @Test func parsesBeyondTheSlotCountFallBackToMalloc() {
        let text = Array("# Busy\n\nSome *text* and [a link](x.md).\n".utf8)
        let expected = text.withUnsafeBytes { dump($0) }
        #expect(expected.contains("link"))
        // Hold every slot (other tests may hold some: take what is free), then parse.
        var held: [Int] = []
        while let slot = ParseArena.acquire() { held.append(slot) }
        #expect(held.count <= ParseArena.slotCount)
        #expect(ParseArena.acquire() == nil)
        #expect(text.withUnsafeBytes { dump($0) } == expected)
        for slot in held { ParseArena.release(slot) }
        #expect(text.withUnsafeBytes { dump($0) } == expected)
    }

    @Test func largeDocumentsUsingManyChunksMatch() {
        // About 600 KB: many extra chunks, long paragraphs and a code block above the large-block size.
        var text = ""
        for i in 0..<3_000 {
            text += "## Section \(i)\n\nSome *text* with [a link](page\(i).md) and `code`.\n"
            text += String(repeating: "long line of words ", count: i % 7 * 10) + "\n\n- item\n- item [x](y)\n\n"
        }
        text += "```\n" + String(repeating: "code line\n", count: 5_000) + "```\n"
        #expect(sameAsMalloc(Array(text.utf8)))
        // The arena is reused: a small parse after a large one is still right.
        #expect(sameAsMalloc(Array("# After\n\n[a](b)\n".utf8)))
    }
}
