import Testing
import CommonMark

@Suite struct LinkPositionTests {
    @Test func severalLinksOnOneLine() {
        let doc = linkPositions("See [a](x.md), [b](y.md) and ![i](p.png).")
        #expect(doc == ["[a](x.md)@1:5", "[b](y.md)@1:16", "![i](p.png)@1:30"])
    }

    @Test func linksOnSeveralLinesOfAParagraph() {
        let doc = linkPositions("intro [a](1)\n   indented [b](2) [c](3)\nlast [d](4)\n")
        #expect(doc == ["[a](1)@1:7", "[b](2)@2:13", "[c](3)@2:20", "[d](4)@3:6"])
    }

    @Test func linksInsideListItems() {
        let text = "- [one](1)\n- two [b](2)\n  more [c](3)\n     deeper [d](4)\n  - nested [e](5)\n1. [f](6)\n"
        #expect(linkPositions(text) ==
                ["[one](1)@1:3", "[b](2)@2:7", "[c](3)@3:8", "[d](4)@4:13", "[e](5)@5:12", "[f](6)@6:4"])
    }

    @Test func linksInsideBlockQuotes() {
        let text = "> q [a](1)\n> more [b](2)\n>    spaced [c](3)\nlazy [d](4)\n\n> > deep [e](5)\n> > [f](6)\n> [g](7)\n"
        #expect(linkPositions(text) ==
                ["[a](1)@1:5", "[b](2)@2:8", "[c](3)@3:13", "[d](4)@4:6", "[e](5)@6:10", "[f](6)@7:5", "[g](7)@8:3"])
    }

    @Test func quoteInsideListItem() {
        let text = "1. x\n   > y ![h](i) and `code`\n   >  zz [j](k)\n"
        #expect(linkPositions(text) == ["![h](i)@2:8", "[j](k)@3:10"])
    }

    @Test func linkTextSpanningLines() {
        let text = "start [multi\nline](m) then [p](q)\n"
        #expect(linkPositions(text) == ["[multi line](m)@1:7", "[p](q)@2:15"])
    }

    @Test func linksInHeadings() {
        let text = "# Title [a](1)\n\nSetext [b](2)\n  under [c](3)\n===\n"
        #expect(linkPositions(text) == ["[a](1)@1:9", "[b](2)@3:8", "[c](3)@4:9"])
    }

    @Test func tabsCountAsOneByte() {
        let text = "a\n\ttab [g](t)\n\n-\titem [h](u)\n"
        #expect(linkPositions(text) == ["[g](t)@2:6", "[h](u)@4:8"])
    }

    @Test func escapesAndCodeBeforeLinks() {
        let text = "x &amp; \\[ `[no](x)` [k](l)\n"
        #expect(linkPositions(text) == ["[k](l)@1:22"])
    }

    @Test func lineOffsetIsAdded() {
        let text = "para\n- item [a](1)\n  next [b](2)\n> [c](3)\n"
        #expect(linkPositions(text, lineOffset: 5) == ["[a](1)@7:8", "[b](2)@8:8", "[c](3)@9:3"])
    }

    @Test func crlfLineEndings() {
        let text = "a [x](1)\r\n  b [y](2)\r\n\r\n- [z](3)\r\n"
        #expect(linkPositions(text) == ["[x](1)@1:3", "[y](2)@2:5", "[z](3)@4:3"])
        let oldMac = "a [x](1)\r  b [y](2)\r\r> [z](3)\r"
        #expect(linkPositions(oldMac) == ["[x](1)@1:3", "[y](2)@2:5", "[z](3)@4:3"])
    }

    @Test func referenceLinks() {
        let text = "Use [the ref][r] and\n  [r] again.\n\n[r]: /target \"T\"\n"
        #expect(linkPositions(text) == ["[the ref](/target)@1:5", "[r](/target)@2:3"])
    }

    @Test func autolinks() {
        let text = "a <http://x.y> b\n  c <mailto:q@r.s> [z](w) <me@x.org>\n"
        #expect(linkPositions(text) ==
                ["[http://x.y](http://x.y)@1:3", "[mailto:q@r.s](mailto:q@r.s)@2:5", "[z](w)@2:20",
                 "[me@x.org](mailto:me@x.org)@2:27"])
    }

    @Test func linkThatLooksLikeAnAutolink() {
        let text = "x\n  [http://a.b](http://a.b)\n"
        #expect(linkPositions(text) == ["[http://a.b](http://a.b)@2:3"])
    }

    @Test func indentedATXHeadingAndEmptyLinkTexts() {
        #expect(linkPositions("   ## T [a](b) ##\n") == ["[a](b)@1:9"])
        #expect(linkPositions("[](x) [\n](y)\n") == ["[](x)@1:1", "[ ](y)@1:7"])
    }

    @Test func imageInsideLink() {
        #expect(linkPositions("a\n  go [![icon](i.png) home](/)\n") ==
                ["[icon home](/)@2:6", "![icon](i.png)@2:7"])
    }

    @Test func invalidUTF8BeforeALinkKeepsByteColumns() {
        let bytes: [UInt8] = Array("[a](b) ".utf8) + [0xFF] + Array(" [c](d)\n".utf8)
        let doc = bytes.withUnsafeBytes { linkPositions($0) }
        #expect(doc == ["[a](b)@1:1", "[c](d)@1:10"])
    }

    /// Columns count Unicode scalar values (an editor's characters), not UTF-8 bytes: the `[` after
    /// "héllo " is column 7 though it is byte 8.
    @Test func multiByteCharactersCountAsOneColumnEach() {
        let text = "héllo [a](b)\n  ünï 🏃 [c](d)\n> ö [e](f)\n"
        #expect(linkPositions(text) == ["[a](b)@1:7", "[c](d)@2:9", "[e](f)@3:5"])
    }

    /// Chinese, an emoji and a combining mark (e + U+0301 is two scalars, two columns) before links.
    @Test func chineseEmojiAndCombiningMarksBeforeALink() {
        let text = "这是第一周的训练，详情请看[上周](w.md)\n😀 e\u{301} [c](d)\n- 跑步：[e](f)\n"
        #expect(linkPositions(text) == ["[上周](w.md)@1:14", "[c](d)@2:6", "[e](f)@3:6"])
    }
}
