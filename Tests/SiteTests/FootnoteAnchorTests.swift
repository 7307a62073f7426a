import Foundation
import Testing
import CommonMark
@testable import Site

/// The ids the footnote rendering writes (`fn:N`, `fnref:N`, `fnref:N:K`) are link targets from phase 1 on
/// (``PageOutline/anchors``, read from the notes of phase 1's one parse), so a hand-written `[see note](#fn:1)`
/// is checked like a link to a heading.
@Suite struct FootnoteAnchorTests {
    /// The footnote ids among phase 1's anchors of a page whose body is `text`.
    static func noteAnchors(_ text: String, indexOnly: Bool = true) throws -> Set<String> {
        let site = TempSite()
        site.write("content/p.md", text)
        let file = ContentFile(relativePath: "p.md", sourcePath: site.root + "/content/p.md", displayPath: "content/p.md",
                               isMarkdown: true)
        let page = try PageLoader(theme: Theme(iconNames: []), siteTitle: "Site").load(file, indexOnly: indexOnly)
        return page.anchors.filter { $0.hasPrefix("fn") }
    }

    @Test func phaseOneCountsTheNotesAsTheWalkerNumbersThem() throws {
        let text = """
            First[^b], second[^a] and again[^b]. `[^a]` in code is no reference, [^nope] is undefined.

            [^a]: A note that refers to another[^c].
            [^b]: B.
            [^c]: C.
            [^unused]: Never referenced.

            """
        #expect(try Self.noteAnchors(text) == ["fn:1", "fnref:1", "fnref:1:2", "fn:2", "fnref:2", "fn:3", "fnref:3"])
        #expect(try Self.noteAnchors("No notes [^x] here.\n").isEmpty)
        // A full load (links collected) reads the same.
        #expect(try Self.noteAnchors(text, indexOnly: false) == Self.noteAnchors(text))
    }

    @Test func theCountMatchesTheRenderedIDs() throws {
        let text = "A[^1] b[^2] c[^1] d[^1].\n\n[^1]: One[^3].\n[^2]: Two.\n[^3]: Three.\n"
        let anchors = try Self.noteAnchors(text)
        var written: [String] = []
        _ = Array(text.utf8).withUnsafeBytes { raw in
            Markdown.withUnsafeTree(raw) { root in
                func visit(_ node: UnsafeMarkdownNode) {
                    if node.kind == .footnoteReference {
                        let (n, k) = (node.footnoteNumber, node.footnoteOccurrence)
                        written.append(k > 1 ? "fnref:\(n):\(k)" : "fnref:\(n)")
                    }
                    if node.kind == .footnote { written.append("fn:\(node.footnoteNumber)") }
                    var child = node.firstChild
                    while let current = child { visit(current); child = current.next }
                }
                visit(root)
            }
        }
        #expect(Set(anchors) == Set(written), "phase 1: \(anchors), the walker's tree: \(written)")
        #expect(anchors.count == written.count)
    }

    @Test func linksToNotesResolveOnThePageAndFromOthers() throws {
        let site = TempSite()
        site.write("content/index.md", """
            # Home

            A claim[^src] and another[^src]. [See the note](#fn:1), [back to the second reference](#fnref:1:2),
            [the other page's note](other.md#fn:2).

            [^src]: The source.

            """)
        // A title in the front matter and no `{`: phase 1 skips this page's parse; its anchors are computed
        // when the home page links to one.
        site.write("content/other.md", "---\ntitle: Other\n---\nOne[^a], two[^b].\n\n[^a]: A.\n[^b]: B.\n")
        let result = site.run(["build", "--quiet", "--strict"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty, "\(result.err)")
        let home = try #require(site.read("site/index.html"))
        #expect(home.contains("href=\"#fn:1\""))
        #expect(home.contains("id=\"fn:1\"") && home.contains("id=\"fnref:1:2\""))
        #expect(home.contains("href=\"other/#fn:2\""), "\(home)")
        #expect(site.read("site/other/index.html")?.contains("id=\"fn:2\"") == true)
        // A note that does not exist is still a missing anchor, on the page and across pages.
        site.write("content/index.md", "# Home\n\nA claim[^src]. [Nowhere](#fn:2), [nor there](other.md#fn:3).\n\n[^src]: The source.\n")
        let broken = site.run(["build", "--quiet"])
        #expect(broken.status == 1)
        #expect(broken.err.contains("link to missing anchor '#fn:2' on this page (anchors: fn:1, fnref:1, home)"), "\(broken.err)")
        #expect(broken.err.contains("link to missing anchor '#fn:3' in content/other.md (anchors: fn:1, fn:2, fnref:1, fnref:2)"), "\(broken.err)")
    }
}
