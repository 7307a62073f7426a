import Testing
@testable import CommonMark

/// A table may interrupt a paragraph, as in cmark-gfm: a paragraph line followed by a header row and a
/// delimiter row gives the paragraph (its lines before the header row) and then the table. The other blocks
/// that may or may not interrupt a paragraph (CommonMark 0.29/GFM spec: thematic breaks, ATX headings, fences,
/// block quotes, lists, HTML blocks) keep cmark's behaviour, checked here block by block.
@Suite struct GFMTableInterruptionTests {
    static func html(_ markdown: String, cut: Bool = true) -> String {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw), cutsTables: cut) { GFMTestRenderer.render($0) }
        } ?? "nil"
    }

    /// The kinds of the top-level blocks of `markdown`.
    static func blocks(_ markdown: String) -> [UnsafeMarkdownNode.Kind] {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { root -> [UnsafeMarkdownNode.Kind] in
                var kinds: [UnsafeMarkdownNode.Kind] = []
                var child = root.firstChild
                while let node = child { kinds.append(node.kind); child = node.next }
                return kinds
            }
        } ?? []
    }

    static let table = "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n"

    @Test func aTableAfterAParagraphLineIsATable() {
        let markdown = "本周的主要训练如下：\n| a | b |\n| - | - |\n| 1 | 2 |\n"
        #expect(Self.html(markdown) == "<p>本周的主要训练如下：</p>\n" + Self.table)
        #expect(Self.html(markdown, cut: false) == Self.html(markdown))
    }

    @Test func severalLinesBeforeTheTableStayOneParagraph() {
        let markdown = "First *line*\nsecond [line](/x)\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        #expect(Self.html(markdown) == "<p>First <em>line</em>\nsecond <a href=\"/x\">line</a></p>\n" + Self.table)
    }

    @Test func aTableInterruptsAParagraphInAQuoteAndAListItem() {
        #expect(Self.html("> Intro\n> | a | b |\n> | - | - |\n> | 1 | 2 |\n") == "<blockquote>\n<p>Intro</p>\n" + Self.table + "</blockquote>\n")
        #expect(Self.blocks("- Intro\n  | a | b |\n  | - | - |\n") == [.list])
        #expect(Self.html("- Intro\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n").contains("<p>Intro</p>\n<table>"))
    }

    @Test func theTableEndsAtABlankLineAndItsCellsKeepTheirPositions() {
        let markdown = "Intro\n| a | [b](/u) |\n| - | - |\n\nAfter\n"
        var bytes = Array(markdown.utf8)
        let found = bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { root -> [String] in
                var out: [String] = []
                var child = root.firstChild
                while let node = child {
                    out.append("\(node.kind) \(node.startLine)")
                    if node.kind == .table, let cell = node.firstChild?.firstChild?.next, let at = cell.gfmSourcePosition {
                        out.append("cell \(at.line):\(at.column)")
                    }
                    child = node.next
                }
                return out
            }
        }
        #expect(found == ["paragraph 1", "table 0", "cell 2:7", "paragraph 5"])
    }

    @Test func aRowThatDoesNotMatchTheDelimiterRowStaysText() {
        #expect(Self.blocks("Intro\n| a | b | c |\n| - | - |\n") == [.paragraph])
        #expect(Self.blocks("Intro\na b\n- - -\n") == [.paragraph, .thematicBreak], "no pipe: a thematic break, not a table")
    }

    /// Known limit, documented in ``GFMTable``: an emphasis across the line break before the header row keeps
    /// the whole a paragraph (cmark-gfm splits the lines before parsing inlines and would make a table).
    @Test func anInlineAcrossTheBreakKeepsTheParagraph() {
        #expect(Self.blocks("Intro *em\n| a | b* |\n| - | - |\n") == [.paragraph])
    }

    /// The GFM spec on what interrupts a paragraph (examples of "Thematic breaks", "ATX headings", "Fenced code
    /// blocks", "HTML blocks", "Block quotes", "List items" and "Lists"), as block kinds.
    @Test(arguments: [
        ("Foo\n***\nbar\n", ["paragraph", "thematicBreak", "paragraph"]),
        ("Foo bar\n# baz\nBar foo\n", ["paragraph", "heading", "paragraph"]),
        ("foo\n```\nbar\n```\nbaz\n", ["paragraph", "codeBlock", "paragraph"]),
        ("Foo\n    bar\n", ["paragraph"]),  // indented code cannot interrupt a paragraph
        ("Foo\n<div>\nbar\n</div>\n", ["paragraph", "htmlBlock"]),  // HTML blocks of kinds 1–6 can
        ("Foo\n<a href=\"bar\">\nbaz\n", ["paragraph"]),  // kind 7 cannot
        ("foo\n> bar\n", ["paragraph", "blockQuote"]),
        ("Foo\n- bar\n- baz\n", ["paragraph", "list"]),
        ("The number of windows in my house is\n14.  The number of doors is 6.\n", ["paragraph"]),  // only `1.` can
        ("The number of windows in my house is\n1.  The number of doors is 6.\n", ["paragraph", "list"]),
        ("foo\n*\n\nfoo\n1.\n", ["paragraph", "paragraph"]),  // an empty item cannot
        ("Foo\nbar\n---\n", ["heading"]),  // a setext underline makes the paragraph a heading
    ])
    func otherBlocksInterruptAParagraphAsTheSpecSays(_ markdown: String, _ expected: [String]) {
        #expect(Self.blocks(markdown).map { "\($0)" } == expected, "\(markdown)")
    }
}
