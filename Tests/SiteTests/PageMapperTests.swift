import CommonMark
import Testing
@testable import Site

/// Mapping rules checked on the layout model (before rendering).
@Suite struct PageMapperTests {
    let theme = Theme(iconNames: ["figure.run", "heart.fill"])

    func layout(_ markdown: String, path: String = "index.md", links: Set<String> = ["run.md", "walk.md"]) throws -> PageLayout {
        let site = TempSite()
        site.write(path, markdown)
        let file = ContentFile(relativePath: path, sourcePath: site.root + "/" + path, displayPath: path, isMarkdown: true)
        let page = try PageLoader(theme: theme, siteTitle: "Site").load(file)
        var resolved: [SourcePosition: ResolvedLink] = [:]
        for link in page.links {
            resolved[link.position] = links.contains(link.destination) || link.destination.hasPrefix("https:")
                ? .href(URLMapping.pageURL(forMarkdown: link.destination)) : .dropped
        }
        return PageMapper(page: page, links: resolved, rawHTML: false).map()
    }

    @Test func titleIntroAndSections() throws {
        let result = try layout("# Title\n\nIntro.\n\n## One {icon=figure.run tint=orange}\n\nText.\n\n## Two\n")
        #expect(result.title == "Title")
        #expect(result.titleID == "title")
        #expect(result.sections.map(\.title) == [nil, "One", "Two"])
        #expect(result.sections[1].icon == "figure.run")
        #expect(result.sections[1].tint == "orange")
        #expect(result.sections[1].id == "one")
        #expect(result.sections[0].cards == [.text([.paragraph([.text("Intro.")])])])
        #expect(result.sections[2].cards.isEmpty)
    }

    @Test func frontMatterSectionStylesAndHeadingOverride() throws {
        let md = "---\ntint: red\nsections:\n  One: {icon: heart.fill, tint: blue, layout: horizontal}\n---\n# T\n\n## One {tint=orange}\n\nx\n\n## Two\n\ny\n"
        let result = try layout(md)
        #expect(result.sections[1].icon == "heart.fill")
        #expect(result.sections[1].tint == "orange")
        #expect(result.sections[1].horizontal)
        #expect(result.sections[2].tint == "red")
        #expect(!result.sections[2].horizontal)
    }

    @Test func navigationRowsAndContentRows() throws {
        let md = "# T\n\n- [Run](run.md) — Tuesday · 5 km\n- Before [Walk](walk.md)\n- [Broken](nope.md) text\n- [Run](run.md)\n  - nested\n"
        let result = try layout(md)
        guard case .list(let rows)? = result.sections.first?.cards.first else {
            Issue.record("expected a list card")
            return
        }
        #expect(rows.count == 4)
        #expect(rows[0] == .navigation(href: "run/", title: [.text("Run")], subtitle: [.text("Tuesday · 5 km")], nested: []))
        #expect(rows[1] == .content([.paragraph([.text("Before "), .link(href: "walk/", [.text("Walk")])])]))
        #expect(rows[2] == .content([.paragraph([.text("Broken"), .text(" text")])]))
        #expect(rows[3] == .navigation(href: "run/", title: [.text("Run")], subtitle: [],
                                       nested: [.list([.content([.paragraph([.text("nested")])])])]))
    }

    @Test func thematicBreakEndsCardAndQuotesAndCodeAreCards() throws {
        let md = "# T\n\n## S\n\na\n\n---\n\nb\n\n> q\n\n```swift\nlet x = 1\n```\n\n```metric\nfile: m.csv\n```\n"
        let cards = try layout(md).sections[1].cards
        #expect(cards.count == 5)
        #expect(cards[0] == .text([.paragraph([.text("a")])]))
        #expect(cards[1] == .text([.paragraph([.text("b")])]))
        #expect(cards[2] == .quote([.paragraph([.text("q")])]))
        #expect(cards[3] == .code(language: "swift", code: "let x = 1\n"))
        #expect(cards[4] == .metric(MetricBlock(yaml: "file: m.csv\n", line: 17, column: 1)))
    }

    @Test func repeatedHeadingsGetNumberedIDs() throws {
        let result = try layout("# T\n\n## Notes\n\nx\n\n## Notes\n\ny\n\n### Notes\n")
        #expect(result.sections.compactMap(\.id) == ["notes", "notes-1"])
        #expect(result.sections[2].cards == [.text([.paragraph([.text("y")]), .heading(level: 3, id: "notes-2", [.text("Notes")])])])
    }
}
