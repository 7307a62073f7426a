import Testing
@testable import CommonMark

/// Parsing with the per-thread arena gives exactly the tree that cmark's own allocator gives.
struct ParseArenaTests {
    /// Every block and inline with its kind, payload and position, depth first.
    private func dump(_ document: MarkdownDocument) -> String {
        var out = ""
        func inlines(_ list: [Inline], _ indent: String) {
            for inline in list {
                out += indent + "\(inline.position) "
                switch inline.kind {
                case .text(let s): out += "text[\(s)]\n"
                case .softBreak: out += "soft\n"
                case .lineBreak: out += "hard\n"
                case .code(let s): out += "code[\(s)]\n"
                case .html(let s): out += "html[\(s)]\n"
                case .emphasis(let c): out += "em\n"; inlines(c, indent + "  ")
                case .strong(let c): out += "strong\n"; inlines(c, indent + "  ")
                case .link(let d, let t, let c): out += "link[\(d)|\(t)]\n"; inlines(c, indent + "  ")
                case .image(let d, let t, let c): out += "image[\(d)|\(t)]\n"; inlines(c, indent + "  ")
                }
            }
        }
        func blocks(_ list: [Block], _ indent: String) {
            for block in list {
                out += indent + "\(block.position) "
                switch block.kind {
                case .heading(let level, let c): out += "h\(level)\n"; inlines(c, indent + "  ")
                case .paragraph(let c): out += "p\n"; inlines(c, indent + "  ")
                case .list(let ordered, let start, let tight, let items):
                    out += "list \(ordered) \(start) \(tight)\n"
                    for item in items { out += indent + " item \(item.position)\n"; blocks(item.blocks, indent + "  ") }
                case .blockQuote(let c): out += "quote\n"; blocks(c, indent + "  ")
                case .codeBlock(let info, let literal): out += "code[\(info)|\(literal)]\n"
                case .htmlBlock(let s): out += "html[\(s)]\n"
                case .thematicBreak: out += "hr\n"
                }
            }
        }
        blocks(document.blocks, "")
        return out + "headings \(document.headingCount) links \(document.linkCount)\n"
    }

    private func sameAsMalloc(_ bytes: [UInt8], lineOffset: Int = 0, headingsOnly: Bool = false) -> Bool {
        bytes.withUnsafeBytes { raw in
            let options = Markdown.options(for: raw)
            let arena = Markdown.parse(raw, lineOffset: lineOffset, headingsOnly: headingsOnly)
            let plain = Markdown.parseWithMalloc(raw, options: options, lineOffset: lineOffset, headingsOnly: headingsOnly)
            return dump(arena) == dump(plain)
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
            "Café ☕️ [lien](é.md)\n",
            "ends in NUL\u{0}", "line\n\u{0}", "trailing spaces  ", "backslash at end\\", "```\nunclosed fence",
            "> quote without newline", "- item\n  - nested without newline", "    indented code",
        ]
        for sample in samples {
            #expect(sameAsMalloc(Array(sample.utf8)), "\(sample)")
            #expect(sameAsMalloc(Array(sample.utf8), lineOffset: 4, headingsOnly: true), "\(sample)")
        }
        #expect(sameAsMalloc([0x23, 0x20, 0xFF, 0xC3, 0x0A, 0x5B, 0x61, 0x80, 0x5D, 0x28, 0x62, 0x29]))
    }

    @Test func parsesBeyondTheSlotCountFallBackToMalloc() {
        let text = "# Busy\n\nSome *text* and [a link](x.md).\n"
        let expected = dump(Markdown.parse(text))
        // Hold every slot (other tests may hold some: take what is free), then parse.
        var held: [Int] = []
        while let slot = ParseArena.acquire() { held.append(slot) }
        #expect(held.count <= ParseArena.slotCount)
        #expect(ParseArena.acquire() == nil)
        #expect(dump(Markdown.parse(text)) == expected)
        for slot in held { ParseArena.release(slot) }
        #expect(dump(Markdown.parse(text)) == expected)
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
        #expect(sameAsMalloc(Array(text.utf8), headingsOnly: true))
        // The arena is reused: a small parse after a large one is still right.
        #expect(sameAsMalloc(Array("# After\n\n[a](b)\n".utf8)))
    }
}
