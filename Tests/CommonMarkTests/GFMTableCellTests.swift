import Testing
@testable import CommonMark

/// How ``GFMTable`` makes its cells: the digits of a cell's position, escaped pipes dropped from the cells'
/// parse, rows cut or padded to the header's width, and positions past line and column 9.
@Suite struct GFMTableCellTests {
    func html(_ markdown: String) -> String {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { GFMTestRenderer.render($0) }
        } ?? ""
    }

    @Test(arguments: [0, 7, 9, 10, 99, 100, 1_000, 123_456_789, Int.max])
    func digitsAreDecimal(_ value: Int) {
        let data = UnsafeMutablePointer<CChar>.allocate(capacity: 24)
        defer { data.deallocate() }
        data[0] = CChar(bitPattern: UInt8(ascii: "x"))
        let end = GFMTable.writeDigits(value, to: data, at: 1)
        let bytes = (1..<end).map { UInt8(bitPattern: data[$0]) }
        #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        #expect(data[0] == CChar(bitPattern: UInt8(ascii: "x")))
    }

    @Test func escapedPipesInParsedAndPlainCells() {
        let out = html("| a \\| *b* | \\|x\\| | c |\n|---|---|---|\n| `p\\|q` | *r* \\| s | t |\n")
        #expect(out.contains("<th>a | <em>b</em></th>\n<th>|x|</th>\n<th>c</th>"))
        #expect(out.contains("<td><code>p|q</code></td>\n<td><em>r</em> | s</td>\n<td>t</td>"))
    }

    /// A plain cell without anything for the GFM passes keeps its text in the cell (no paragraph); `~`, `www.`,
    /// `@` and `://` keep a text node, so strikethrough and autolinks still apply.
    @Test func literalCellsAndCellsTheGFMPassesRead() {
        let text = "| a | ~~b~~ | www.example.com | x@y.z | 3.7 km | see https://e.org |\n|---|---|---|---|---|---|\n"
        let out = html(text)
        #expect(out.contains("<th>a</th>\n<th><del>b</del></th>\n"))
        #expect(out.contains("href=\"http://www.example.com\""))
        #expect(out.contains("href=\"mailto:x@y.z\""))
        #expect(out.contains("<th>3.7 km</th>"))
        #expect(out.contains("href=\"https://e.org\""))
        var bytes = Array(text.utf8)
        let kept = bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { root -> [String] in
                var found: [String] = []
                var cell = root.firstChild?.firstChild?.firstChild
                while let current = cell {
                    found.append(current.tableCellText.map { String(decoding: $0, as: UTF8.self) } ?? "-")
                    #expect((current.tableCellText == nil) == (current.firstChild != nil))
                    #expect(current.gfmSourcePosition?.line == 1)
                    cell = current.next
                }
                return found
            }
        }
        #expect(kept == ["a", "-", "-", "-", "3.7 km", "-"])
    }

    @Test func rowsAreCutAndPaddedToTheHeader() {
        let out = html("| a | b |\n|---|---|\n| *1* | 2 | 3 | 4 |\n| *5* |\n| 6 | `7` |\n")
        #expect(out.contains("<tr>\n<td><em>1</em></td>\n<td>2</td>\n</tr>"))
        #expect(out.contains("<tr>\n<td><em>5</em></td>\n<td></td>\n</tr>"))
        #expect(out.contains("<tr>\n<td>6</td>\n<td><code>7</code></td>\n</tr>"))
        #expect(!out.contains("3") && !out.contains("4"))
    }

    /// Cells after ten lines and past column 100 keep their whole-file positions (several digits each).
    @Test func positionsWithSeveralDigits() {
        let wide = String(repeating: "w", count: 100)
        let text = String(repeating: "line\n\n", count: 6) + "| \(wide) | *b* |\n|---|--:|\n| x | [y](z) |\n"
        var bytes = Array(text.utf8)
        let cells = bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { root -> [String] in
                var table = root.firstChild
                while let current = table, current.kind != .table { table = current.next }
                var found: [String] = []
                var row = table?.firstChild
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
        #expect(cells == ["13:3:none", "13:106:right", "15:3:none", "15:7:right"])
    }
}
