import Testing
@testable import CommonMark

/// ``GFMTableMask``: cmark parses a page's table rows cut short after their first `|`, and the tree must be
/// the one the real text gives — every node's kind, text, link and position (end positions aside: no code
/// reads them, and a cut line ends sooner). Checked on the GFM spec's extension examples, on the inputs where cutting
/// would change the blocks (the check must send them back to a parse of the real text), and on 3,000 pages
/// put together at random from lines that start blocks, end them and look like table rows.
@Suite struct GFMTableMaskTests {
    /// A dump of the tree of `markdown`, parsed with rows cut or not.
    static func dump(_ markdown: String, cut: Bool) -> String {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw), cutsTables: cut) { root -> String in
                var out = ""
                write(root, depth: 0, into: &out)
                return out
            }
        } ?? "nil"
    }

    static func write(_ node: UnsafeMarkdownNode, depth: Int, into out: inout String) {
        func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        out += String(repeating: " ", count: depth) + "\(node.kind) \(node.startLine):\(node.startColumn)"
        out += " [\(text(node.literal))] <\(text(node.url))> {\(text(node.fenceInfo))} h\(node.headingLevel)"
        if let position = node.gfmSourcePosition { out += " @\(position.line):\(position.column) \(node.tableAlignment)" }
        if let cellText = node.tableCellText { out += " cell[\(text(cellText))]" }
        out += "\n"
        var child = node.firstChild
        while let current = child {
            write(current, depth: depth + 1, into: &out)
            child = current.next
        }
    }

    static func mask(_ markdown: String) -> GFMTableMask? {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBytes { GFMTableMask(UnsafeRawBufferPointer($0)) }
    }

    @Test func rowsAreCutAfterTheirFirstPipe() throws {
        let mask = try #require(Self.mask("# T\n\n| a | b |\n| --- | :-: |\n> x\n\n| c | d |\r\n|---|---|\r\n| *e* | f |\r\nafter\n"))
        #expect(mask.lines == [3, 4, 7, 8, 9])
        #expect(String(decoding: mask.text, as: UTF8.self) == "# T\n\n|\n|\n> x\n\n|\r\n|\r\n|\r\nafter\n")
    }

    @Test func nothingIsCutWithoutATableRegion() {
        #expect(Self.mask("no pipes at all\n") == nil)
        #expect(Self.mask("a | b\n--|--\n") == nil)  // the header row does not start with `|`
        #expect(Self.mask("```\n| a |\n|---|\n```\n") == nil)  // fenced code
        #expect(Self.mask("| a |\r|---|\r| b |\r") == nil)  // lone `\r` line endings
        #expect(Self.mask("| a |\nno delimiter\n") == nil)
    }

    /// Inputs whose cut text parses to other blocks: the check refuses the cut tree, the real text is parsed.
    static let diverging: [String] = [
        "<!--\n| a |\n|---|\n| b --> |\n\nafter\n",                 // the comment's end was in a cut row
        "<script>\n| a |\n|---|\n| </script> |\n\nafter *x*\n",
        "[a | b\n|---|---|\n| c | d |\n|---|---|\n| e | f ]: /u\n\n[a | b\n|---|---|\n| c | d |\n|---|---|\n| e | f ]\n",
        "| a |\n|---|\n| b |\n---\n",                                 // a setext heading, not a table
        "text\n| a | b |\n|---|---|\n",                               // a table in the middle of a paragraph
        "    | a |\n    |---|\n",                                     // indented code
        "| a | b |\n|---|\n| c |\n",                                 // header and delimiter differ in width
    ]

    @Test(arguments: diverging)
    func divergingCutsFallBackToTheRealText(_ markdown: String) {
        #expect(Self.mask(markdown) != nil, "the case must exercise the check")
        #expect(Self.dump(markdown, cut: true) == Self.dump(markdown, cut: false))
    }

    @Test func specExamplesGiveTheSameTree() {
        var cut = 0
        for example in GFMSpecTests.all {
            #expect(Self.dump(example.markdown, cut: true) == Self.dump(example.markdown, cut: false), "\(example)")
            if Self.mask(example.markdown) != nil { cut += 1 }
        }
        #expect(GFMSpecTests.all.count >= 25 && cut >= 5, "the table examples must be read and cut")
    }

    /// Pages of random lines: rows, delimiter rows, quote and list prefixes, fences, HTML starts and ends,
    /// reference definitions, setext underlines, blank lines, CRLF.
    @Test func randomPagesGiveTheSameTree() {
        let pieces = ["| a | b |", "|---|---|", "| :-- | --: |", "| *x* | `y` |", "| [l](/u) | c |", "|", "| a \\| b |",
                      "> | q | r |", "> |---|---|", ">", "- | i | j |", "  | k | l |", "  |---|---|", "\t| t |",
                      "```", "~~~", "<!--", "-->", "| --> |", "<div>", "</div>", "[r]: /url", "[r | s]: /v", "| x ]: /w",
                      "***", "---", "===", "", "", "text", "*em* | not", "# h | i", "1. | n |", "    | code |", "| [^1] |",
                      "[^1]: note", "| ~~s~~ | www.example.com |", "<a href='|'>", "| <b> |"]
        var state: UInt64 = 0x5EED  // a linear congruential sequence: the same pages on every run
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var cutPages = 0
        for _ in 0..<3_000 {
            let lines = (0..<(2 + next(11))).map { _ in pieces[next(pieces.count)] }
            let ending = next(2) == 0 ? "\n" : "\r\n"
            let page = lines.joined(separator: ending) + (next(2) == 0 ? ending : "")
            if Self.mask(page) != nil { cutPages += 1 }
            let cut = Self.dump(page, cut: true), real = Self.dump(page, cut: false)
            #expect(cut == real, "\(page.debugDescription)")
            if cut != real { break }
        }
        #expect(cutPages > 300, "the pages must exercise the cut")
    }
}
