import Foundation
import Testing
import Diagnostics
@testable import CardstockCLI
@testable import Site

/// Phase 1 reads each page's Markdown once into a ``PageOutline`` from cmark's tree with the GFM layer, the tree
/// the walker writes from, with the walker's heading rule (``HeadingText``): the title, the ids and the data fences
/// it keeps are the walker's.
@Suite struct PageOutlineTests {
    /// Loads `body` as the page `p.md` of a new site (index-only as the build loads pages, its anchors found
    /// unless `lazy`).
    func load(_ body: String, indexOnly: Bool = true, lazy: Bool = false) throws -> SourcePage {
        let site = TempSite()
        site.write("content/p.md", body)
        let file = ContentFile(relativePath: "p.md", sourcePath: site.root + "/content/p.md", displayPath: "content/p.md",
                               isMarkdown: true)
        return try PageLoader(theme: Theme(iconNames: ["heart"]), siteTitle: "Site")
            .load(file, indexOnly: indexOnly, lazyAnchors: lazy)
    }

    @Test func theTitleIsTheFirstLevelOneHeadingsPlainText() throws {
        let cases: [(String, String)] = [
            ("# Report 1109\n\nText.\n", "Report 1109"),
            ("# *Emphasis* title\n", "Emphasis title"),
            ("# A `code` title\n", "A code title"),
            ("# Tom &amp; Jerry\n", "Tom & Jerry"),
            ("# [Link](x.md) title\n", "Link title"),
            ("# Title ##\n", "Title"),
            ("## Level two\n\n# Level one\n", "Level one"),
            ("> # Quoted\n", "Quoted"),
            ("- # Listed\n", "Listed"),
            ("Setext\n===\n", "Setext"),
            ("# ~~Old~~ new\n", "Old new"),
            ("# Noted[^1]\n\n[^1]: The note.\n", "Noted"),
            ("# Styled {icon=heart tint=red}\n", "Styled"),
        ]
        for (body, title) in cases {
            #expect(try load(body).title == title, "\(body)")
            #expect(try load(body, indexOnly: false).title == title, "\(body)")
            #expect(try load(body, lazy: true).title == title, "\(body)")
        }
        #expect(try load("Text only.\n").title == PageTitle.fromFileName("p.md", siteTitle: "Site", isFolderIndex: false))
        #expect(try load("---\ntitle: Front\n---\n# Heading\n").title == "Front")
    }

    /// A page read for its title only stops cmark's parse after a leading `# Title` line without brackets
    /// (``PageLoader/leadingTitleLineEnd(_:)``); its title is the whole parse's in every case.
    @Test func aLeadingTitleLineGivesTheWholeParsesTitle() throws {
        let cases = [
            "# Plain title\n\nText.\n", "   # Indented three\n", "    # Indented four: code\n\n# Real\n",
            "#\tTabbed\n", "\n  \t\n# After blank lines\n", "# Windows\r\nText\r\n", "#NoSpace\n\n# Real one\n",
            "# Trailing \\\n", "# Tom &amp; Jerry *and* `code`\n", "# See www.example.com now\n", "# Closed ###\n",
            "# [Ref] title\n\n[Ref]: x.md\n", "# A ~~struck~~ word\n", "#\n\n# Second\n", "\t# Tab indent: code\n# Real\n",
            "# <span>Raw</span> HTML\n", "# 标题 · 第 48 周\n",
        ]
        for body in cases {
            #expect(try load(body, lazy: true).title == load(body, indexOnly: false).title, "\(body)")
        }
        func end(_ text: String) -> Int? { Array(text.utf8).withUnsafeBytes { PageLoader.leadingTitleLineEnd($0) } }
        #expect(end("# Title\n\nBody [link](x.md)\n") == 7)
        #expect(end("\n\n # Title\r\nBody") == 10)
        #expect(end("# [Ref] title\n") == nil && end("    # Code\n") == nil && end("#Tag\n") == nil)
        #expect(end("Text\n# Title\n") == nil && end("\t# Title\n") == nil && end("") == nil)
    }

    @Test func headingIDsAreTheWalkers() throws {
        let page = try load("# T\n\n## Plan[^1]\n\n## ~~Old~~ plan\n\n## Plan\n\n> ### Deep *one*\n\n[^1]: Note.\n")
        #expect(page.anchors.isSuperset(of: ["t", "plan", "old-plan", "plan-1", "deep-one", "fn:1", "fnref:1"]),
                "\(page.anchors.sorted())")
        #expect(!page.anchors.contains("plan1"), "a footnote reference is not heading text")
    }

    /// A page the build would load without its Markdown but for its title is parsed for the title only: it keeps
    /// no anchors (found again if a link needs them), as a page with a front-matter title.
    @Test func aPageParsedForItsTitleKeepsNoAnchors() throws {
        let lazy = try load("# Title\n\n## Part\n", lazy: true)
        #expect(lazy.title == "Title")
        #expect(lazy.anchorsPending && lazy.anchors.isEmpty)
        let eager = try load("# Title\n\n## Part\n")
        #expect(!eager.anchorsPending && eager.anchors == ["title", "part"])
    }

    @Test func linksAreCollectedOnlyForAFullLoad() throws {
        let body = "# T\n\nSee [a](a.md) and ![i](i.png).\n\n| x |\n|---|\n| [c](c.md) |\n"
        #expect(try load(body).links.isEmpty)
        let links = try load(body, indexOnly: false).links
        #expect(links.map(\.destination) == ["a.md", "i.png", "c.md"])
        #expect(links.map(\.isImage) == [false, true, false])
        #expect(links.map { "\($0.position.line):\($0.position.column)" } == ["3:5", "3:19", "7:3"])
    }

    @Test func dataFencesAtAnyDepthAreKept() throws {
        let body = "# T\n\n```metric\nfile: a.csv\n```\n\n- ```row\tnote\n  a: 1\n  ```\n\n```swift\nlet x = 1\n```\n"
        let fences = try load(body).fences
        #expect(fences.map(\.kind) == [.metric, .row])
        #expect(fences.map(\.literal) == ["file: a.csv\n", "a: 1\n"])
        #expect(fences.map(\.position.line) == [3, 7])
    }

    @Test func attributeProblemsPointAtTheBrace() throws {
        #expect(throws: DiagnosticList.self) { try load("# T\n\n## Heart {icon=nope}\n") }
        do {
            _ = try load("# T\n\n## Héart {icon=nope}\n")
        } catch let list as DiagnosticList {
            #expect(list.items.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["3:10"])
        }
    }

    @Test func sectionsAreCheckedAgainstTopLevelHeadings() throws {
        let page = try load("---\nsections:\n  Kept:\n    tint: orange\n  Missing:\n    tint: red\n---\n# T\n\n## Kept\n\n> ## Missing\n")
        #expect(page.warnings.count == 1)
        #expect(page.warnings.first?.message.contains("'Missing'") == true)
    }
}
