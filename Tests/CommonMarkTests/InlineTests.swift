import Testing
import CommonMark

@Suite struct InlineTests {
    private func inlines(_ text: String) -> [Inline] {
        Markdown.parse(text).blocks.first?.inlines ?? []
    }

    @Test func everyInlineKind() {
        let result = inlines("a *em* **strong** `co de` <b>x</b> [l](/u \"T\") ![alt *i*](i.png)  \nend")
        var kinds: [String] = []
        for inline in result {
            switch inline.kind {
            case .text(let s): kinds.append("text(\(s))")
            case .softBreak: kinds.append("soft")
            case .lineBreak: kinds.append("br")
            case .code(let s): kinds.append("code(\(s))")
            case .html(let s): kinds.append("html(\(s))")
            case .emphasis(let c): kinds.append("em(\(c.plainText))")
            case .strong(let c): kinds.append("strong(\(c.plainText))")
            case .link(let d, let t, let c): kinds.append("link(\(d),\(t),\(c.plainText))")
            case .image(let s, let t, let a): kinds.append("image(\(s),\(t),\(a.plainText))")
            }
        }
        #expect(kinds == [
            "text(a )", "em(em)", "text( )", "strong(strong)", "text( )", "code(co de)", "text( )",
            "html(<b>)", "text(x)", "html(</b>)", "text( )", "link(/u,T,l)", "text( )",
            "image(i.png,,alt i)", "br", "text(end)",
        ])
    }

    @Test func entitiesAndEscapesAreDecodedAndTextMerged() {
        let result = inlines("Fish &amp; chips \\*not em\\* [x]")
        #expect(result.count == 1)
        #expect(result.plainText == "Fish & chips *not em* [x]")
    }

    @Test func dangerousURLsAreReturnedRaw() {
        let result = inlines("[x](javascript:alert(1))")
        guard case .link(let destination, _, _) = result.first?.kind else { Issue.record("no link"); return }
        #expect(destination == "javascript:alert(1)")
    }

    @Test func plainTextOfNestedInlines() {
        let result = inlines("**Run *fast*** with `code` and [link ![img](x)](y)<br>")
        #expect(result.plainText == "Run fast with code and link img")
        #expect(result[0].plainText == "Run fast")
    }

    @Test func inlinePositionsOnFirstLine() {
        let result = inlines("ab *c* `d`")
        #expect(result.map(\.position.column) == [1, 4, 7, 8])
    }

    @Test func codeSpanPositionsIncludeBackticks() {
        let doc = Markdown.parse("x ``a`b`` `c`\n  y `d`\n")
        let codes = (doc.blocks.first?.inlines ?? []).filter {
            if case .code = $0.kind { return true } else { return false }
        }
        #expect(codes.map(\.position) == [SourcePosition(line: 1, column: 3), SourcePosition(line: 1, column: 11),
                                          SourcePosition(line: 2, column: 5)])
    }
}
