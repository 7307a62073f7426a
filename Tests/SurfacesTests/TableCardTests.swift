import Foundation
import Testing
@testable import Surfaces

/// ``TableCard`` and ``FootnoteList``: their markup, escaping, and that their class names and rules live in
/// their own files only.
@Suite struct TableCardTests {
    @Test func viewWritesTheTableMarkup() {
        let card = TableCard(label: "Table: A, B", alignments: [.left, .right], header: ["A", "B <b>"],
                             rows: [["1", "2"], ["only one"]])
        #expect(html(card) == "<div class=\"table-card\" role=\"region\" tabindex=\"0\" aria-label=\"Table: A, B\"><table>"
            + "<thead><tr><th scope=\"col\" class=\"column-left\">A</th><th scope=\"col\" class=\"column-right\">B &lt;b&gt;</th></tr></thead>"
            + "<tbody><tr><td class=\"column-left\">1</td><td class=\"column-right\">2</td></tr>"
            + "<tr><td class=\"column-left\">only one</td><td class=\"column-right\"></td></tr></tbody></table></div>")
    }

    @Test func headerOnlyTableHasNoBodyAndLabelIsEscaped() {
        let out = html(TableCard(label: "x\"y", alignments: [.none], header: ["H"], rows: []))
        #expect(out.contains("aria-label=\"x&quot;y\""))
        #expect(!out.contains("<tbody>"))
        #expect(out.contains("<th scope=\"col\">H</th>"))
    }

    @Test func modifiersWrapTheCard() {
        let out = html(TableCard(label: "T", alignments: [.center], header: ["H"], rows: [["c"]]).padding())
        #expect(out.hasPrefix("<div class=\""))
        #expect(out.contains("<div class=\"table-card\""))
        #expect(out.hasSuffix("</table></div></div>"))
    }

    @Test func stylesheetScrollsTheCardSidewaysWithEdgeShadows() {
        let css = Stylesheet().css
        #expect(css.contains(".table-card{display:block;max-width:100%;min-width:0;overflow-x:auto"))
        #expect(css.contains("no-repeat local"))  // the covers that hide a shadow at an edge
        for cls in ["column-left", "column-center", "column-right", "footnote-list", "footnote-ref", "footnote-backref"] {
            #expect(css.contains(".\(cls)"), "no rule for \(cls)")
        }
    }

    @Test func footnoteMarkup() {
        var buffer = HTMLBuffer()
        FootnoteList.writeReference(number: 2, occurrence: 3, into: &buffer)
        FootnoteList.writeBackLinks(number: 2, references: 2, into: &buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self)
            == "<sup class=\"footnote-ref\"><a href=\"#fn:2\" id=\"fnref:2:3\" aria-label=\"Note 2\">2</a></sup>"
            + " <a href=\"#fnref:2\" class=\"footnote-backref\" aria-label=\"Back to reference 2\">↩</a>"
            + " <a href=\"#fnref:2:2\" class=\"footnote-backref\" aria-label=\"Back to reference 2 (2)\">↩</a>")
    }

    /// The table card's class names are spelled in `TableCard.swift` only (the stylesheet takes them from it).
    @Test func classNamesAreSpelledInOneFile() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(atPath: sources.path) else {
            Issue.record("no Sources folder at \(sources.path)")
            return
        }
        var spelled: [String] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            if text.contains("\"table-card") || text.contains("column-center") || text.contains("\"footnote-") { spelled.append(file) }
        }
        #expect(spelled.sorted() == ["Surfaces/Primitives/FootnoteList.swift", "Surfaces/Primitives/TableCard.swift"])
    }
}
