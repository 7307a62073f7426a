import Testing
@testable import CommonMark

/// The GFM layer's cases beyond the spec examples: footnote definitions cmark would take for link reference
/// definitions, positions kept for diagnostics, tables in quotes, references in cells.
@Suite struct GFMLayerTests {
    func html(_ markdown: String) -> String {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { GFMTestRenderer.render($0) }
        } ?? ""
    }

    @Test func oneWordFootnoteIsANoteNotALinkDefinition() {
        let out = html("Text[^1].\n\n[^1]: note\n")
        #expect(out.contains("<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1\">1</a></sup>"))
        #expect(out.contains("<li id=\"fn1\">\n<p>note <a href=\"#fnref1\" class=\"footnote-backref\">↩</a></p>"))
        #expect(!out.contains("<a href=\"note\""))
    }

    @Test func consecutiveDefinitionsAndRepeatedReferences() {
        let out = html("a[^x] b[^y] c[^X]\n[^x]: First one.\n[^y]: Second one.\n")
        #expect(out.hasPrefix("<p>a<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1\">1</a></sup> b"))
        #expect(out.contains("id=\"fnref1-2\""))  // `[^X]` is the second reference to note 1
        #expect(out.contains("<p>First one. <a href=\"#fnref1\" class=\"footnote-backref\">↩</a><a href=\"#fnref1-2\""))
        #expect(out.contains("<li id=\"fn2\">\n<p>Second one."))
    }

    @Test func definitionsInFencedCodeAndUndefinedReferencesStayText() {
        let out = html("```\n[^1]: not a note\n```\n\nSee [^1].\n")
        #expect(out == "<pre><code>[^1]: not a note\n</code></pre>\n<p>See [^1].</p>\n")
    }

    @Test func blankedDefinitionsKeepOtherPositions() {
        var bytes = Array("[^n]: a note\n\nText [link](x) here[^n].\n".utf8)
        let positions = bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { root -> [Int] in
                guard let paragraph = root.firstChild else { return [] }
                return [paragraph.startLine, paragraph.startColumn]
            }
        }
        #expect(positions == [3, 1])
    }

    @Test func tableCellsKnowWhereTheyStart() {
        var bytes = Array("Intro.\n\n| a | b |\n|---|:-:|\n| x |  y |\n".utf8)
        let cells = bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { root -> [String] in
                var found: [String] = []
                var row = root.firstChild?.next?.firstChild
                while let current = row {
                    var cell = current.firstChild
                    while let c = cell {
                        if let p = c.gfmSourcePosition { found.append("\(p.line):\(p.column):\(c.tableAlignment)") }
                        cell = c.next
                    }
                    row = current.next
                }
                return found
            }
        }
        #expect(cells == ["3:3:none", "3:7:center", "5:3:none", "5:8:center"])
    }

    @Test func tableInAQuoteAndReferenceLinksInCells() {
        let out = html("> | a | b |\n> | - | - |\n> | [x][r] | `c\\|d` |\n\n[r]: /target\n")
        #expect(out == """
        <blockquote>
        <table>
        <thead>
        <tr>
        <th>a</th>
        <th>b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td><a href="/target">x</a></td>
        <td><code>c|d</code></td>
        </tr>
        </tbody>
        </table>
        </blockquote>

        """)
    }

    /// Plain ASCII cells are made without a parse, the others come from the cells' parse: order is kept.
    @Test func plainAndMarkdownCellsMix() {
        let out = html("| a | *b* | c |\n|---|---|---|\n| 1 | 2 | [x](/y) |\n| ~~z~~ | www.q.org | caf\u{e9} |\n")
        #expect(out.contains("<th>a</th>\n<th><em>b</em></th>\n<th>c</th>"))
        #expect(out.contains("<td>1</td>\n<td>2</td>\n<td><a href=\"/y\">x</a></td>"))
        #expect(out.contains("<td><del>z</del></td>\n<td><a href=\"http://www.q.org\">www.q.org</a></td>\n<td>caf\u{e9}</td>"))
    }

    @Test func cellsDoNotStartBlocks() {
        let out = html("| # a | > b | - c |\n|---|---|---|\n")
        #expect(out.contains("<th># a</th>\n<th>&gt; b</th>\n<th>- c</th>"))
    }

    @Test func textWithoutExtensionsIsPlainCommonMark() {
        #expect(html("a | b\n\n- x\n") == "<p>a | b</p>\n<ul>\n<li><p>x</p>\n</li>\n</ul>\n")
        #expect(html("~~~ and ~~~x~~~\n") == "<pre><code class=\"language-and\"></code></pre>\n")
        #expect(html("a ~~~b~~~ c\n") == "<p>a ~~~b~~~ c</p>\n")
        #expect(html("mail me: a@b, www, http:/x\n") == "<p>mail me: a@b, www, http:/x</p>\n")
        #expect(html("http://localhost:8080/x www.x\n")
                == "<p><a href=\"http://localhost:8080/x\">http://localhost:8080/x</a> <a href=\"http://www.x\">www.x</a></p>\n")
    }

    @Test func nestedAndUnmatchedTildes() {
        #expect(html("~~a ~b~ c~~ and ~~d~\n") == "<p><del>a <del>b</del> c</del> and ~~d~</p>\n")
        #expect(html("*~~x~~* ~~*y*~~\n") == "<p><em><del>x</del></em> <del><em>y</em></del></p>\n")
    }

    /// Inputs that would take quadratic time with a naive scan finish (each is ~100 KB).
    @Test func pathologicalInputsStayLinear() {
        let closers = String(repeating: "a~ ", count: 30_000)
        #expect(html(closers).count > 90_000)
        let parens = "www.a.bc/" + String(repeating: ")", count: 60_000)
        #expect(html(parens).hasPrefix("<p><a href=\"http://www.a.bc/\">www.a.bc/</a>)))"))
        let ats = String(repeating: "a", count: 50_000) + String(repeating: "@", count: 50_000)
        #expect(html(ats).count > 100_000)
        let pipes = "| a |\n| - |\n" + String(repeating: "| x |\n", count: 10_000)
        #expect(occurrences("<tr>", in: html(pipes)) == 10_001)
    }

    func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func tagFilter() {
        #expect(GFMTagFilter.filtered("<script>x</script><scripts>") == "&lt;script>x&lt;/script><scripts>")
        #expect(GFMTagFilter.filtered("<TEXTAREA\n><b>") == "&lt;TEXTAREA\n><b>")
        #expect(GFMTagFilter.filtered("<em>plain</em>") == "<em>plain</em>")
    }
}
