import Testing
import CommonMark

@Suite struct BlockTests {
    @Test func headingsKeepLevelTextAndPosition() {
        let doc = Markdown.parse("# Title\n\ntext\n\n### Deep *one*\n")
        #expect(doc.blocks.count == 3)
        guard case .heading(let level, let inlines) = doc.blocks[0].kind else { Issue.record("not a heading"); return }
        #expect(level == 1)
        #expect(inlines.plainText == "Title")
        #expect(doc.blocks[0].position == SourcePosition(line: 1, column: 1))
        guard case .heading(3, let deep) = doc.blocks[2].kind else { Issue.record("not an h3"); return }
        #expect(deep.plainText == "Deep one")
        #expect(doc.blocks[2].position == SourcePosition(line: 5, column: 1))
    }

    @Test func setextHeading() {
        let doc = Markdown.parse("Big\n===\n\nSmall\n---\n")
        guard case .heading(1, let a) = doc.blocks[0].kind, case .heading(2, let b) = doc.blocks[1].kind else {
            Issue.record("expected two headings"); return
        }
        #expect(a.plainText == "Big")
        #expect(b.plainText == "Small")
    }

    @Test func paragraphWithSoftBreak() {
        let doc = Markdown.parse("one\ntwo")
        guard case .paragraph(let inlines) = doc.blocks[0].kind else { Issue.record("not a paragraph"); return }
        #expect(inlines.count == 3)
        if case .softBreak = inlines[1].kind {} else { Issue.record("expected a soft break") }
        #expect(inlines.plainText == "one two")
    }

    @Test func bulletAndOrderedLists() {
        let doc = Markdown.parse("- a\n- b\n\n3. x\n\n4. y\n")
        guard case .list(let ordered, let start, let tight, let items) = doc.blocks[0].kind else {
            Issue.record("not a list"); return
        }
        #expect(!ordered && start == 1 && tight)
        #expect(items.map { $0.blocks.first?.inlines.plainText } == ["a", "b"])
        #expect(items.map(\.position) == [SourcePosition(line: 1, column: 1), SourcePosition(line: 2, column: 1)])
        guard case .list(true, 3, false, let numbered) = doc.blocks[1].kind else {
            Issue.record("expected a loose ordered list starting at 3"); return
        }
        #expect(numbered.count == 2)
        #expect(numbered[1].position == SourcePosition(line: 6, column: 1))
    }

    @Test func nestedListsStayNested() {
        let doc = Markdown.parse("- outer\n  - inner 1\n  - inner 2\n    1. deepest\n- second\n")
        #expect(doc.blocks.count == 1)
        let items = doc.blocks[0].listItems
        #expect(items.count == 2)
        #expect(items[0].blocks.count == 2)
        let inner = items[0].blocks[1].listItems
        #expect(inner.map { $0.blocks[0].inlines.plainText } == ["inner 1", "inner 2"])
        #expect(inner[0].position == SourcePosition(line: 2, column: 3))
        let deepest = inner[1].blocks[1]
        guard case .list(true, 1, _, let d) = deepest.kind else { Issue.record("expected ordered list"); return }
        #expect(d[0].blocks[0].inlines.plainText == "deepest")
        #expect(d[0].position == SourcePosition(line: 4, column: 5))
    }

    @Test func blockQuoteHoldsBlocks() {
        let doc = Markdown.parse("> # In quote\n> para\n>\n> - item\n")
        guard case .blockQuote(let children) = doc.blocks[0].kind else { Issue.record("not a quote"); return }
        #expect(children.count == 3)
        #expect(children[1].position == SourcePosition(line: 2, column: 3))
        if case .list = children[2].kind {} else { Issue.record("expected a list in the quote") }
    }

    @Test func codeBlocksKeepInfoAndLiteral() {
        let doc = Markdown.parse("```swift title\nlet x = 1 < 2\n```\n\n    indented\n")
        guard case .codeBlock(let info, let literal) = doc.blocks[0].kind else { Issue.record("no code"); return }
        #expect(info == "swift title")
        #expect(literal == "let x = 1 < 2\n")
        guard case .codeBlock("", "indented\n") = doc.blocks[1].kind else { Issue.record("no indented code"); return }
    }

    @Test func rawHTMLBlockIsKept() {
        let doc = Markdown.parse("<div class=\"x\">\n<script>alert(1)</script>\n</div>\n\ntext")
        guard case .htmlBlock(let html) = doc.blocks[0].kind else { Issue.record("no html block"); return }
        #expect(html.contains("<script>alert(1)</script>"))
        #expect(doc.blocks.count == 2)
    }

    @Test func thematicBreak() {
        let doc = Markdown.parse("a\n\n***\n\nb")
        guard case .thematicBreak = doc.blocks[1].kind else { Issue.record("no break"); return }
        #expect(doc.blocks[1].position == SourcePosition(line: 3, column: 1))
    }

    @Test func lineOffsetShiftsBlockLines() {
        let doc = Markdown.parse("# T\n\n- a\n", lineOffset: 4)
        #expect(doc.blocks[0].position == SourcePosition(line: 5, column: 1))
        #expect(doc.blocks[1].listItems[0].position == SourcePosition(line: 7, column: 1))
    }

    @Test func emptyInput() {
        #expect(Markdown.parse("").blocks.isEmpty)
        #expect(Markdown.parse("\n\n  \n").blocks.isEmpty)
    }

    @Test func invalidUTF8IsReplacedNotCrashing() {
        let bytes: [UInt8] = Array("# Ti".utf8) + [0xFF, 0xC3] + Array("tle\n\n[a".utf8) + [0x80] + Array("](b)\n".utf8)
        let doc = bytes.withUnsafeBytes { Markdown.parse($0) }
        #expect(doc.blocks.count == 2)
        #expect(doc.blocks[0].inlines.plainText.contains("\u{FFFD}"))
        #expect(linkPositions(doc).count == 1)
    }

    @Test func largeDocumentParses() {
        var text = ""
        for i in 0..<2_500 {
            text += "## Section \(i)\n\n- [Item \(i)](page\(i).md) detail\n- plain *item*\n\n"
        }
        let doc = Markdown.parse(text)
        #expect(text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } == 12_500)
        #expect(doc.blocks.count == 5_000)
        let links = linkPositions(doc)
        #expect(links.count == 2_500)
        #expect(links.last == "[Item 2499](page2499.md)@12498:3")
    }

    @Test func pathologicalNestingIsFlattenedNotCrashing() {
        let quotes = Markdown.parse(String(repeating: "> ", count: 20_000) + "deep [x](y)\n")
        var depth = 0
        var blocks = quotes.blocks
        while let first = blocks.first, case .blockQuote(let children) = first.kind {
            depth += 1
            blocks = children
        }
        #expect(depth >= 32 && depth < 20_000)
        #expect(blocks.first?.inlines.plainText == "deep x")

        let emphasis = Markdown.parse(String(repeating: "*a ", count: 10_000) + "b" + String(repeating: "*", count: 10_000))
        #expect(emphasis.blocks.count == 1)
        #expect(emphasis.blocks[0].inlines.plainText.hasSuffix("a b"))

        let lists = Markdown.parse((0..<2_000).map { String(repeating: "  ", count: $0) + "- i\($0)" }.joined(separator: "\n"))
        #expect(lists.blocks.count == 1)
    }
}
