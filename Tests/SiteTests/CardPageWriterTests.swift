import CommonMark
import Testing
@testable import Site

/// The fast body writer makes exactly the bytes the Surfaces views make, for every page shape it covers,
/// and falls back to the views for the rest.
@Suite struct CardPageWriterTests {
    let theme = Theme(iconNames: ["figure.run", "heart.fill", "bed.double.fill"])

    /// Both renderings of one body; `fast` is nil when the writer leaves the page to the views.
    func render(_ layout: PageLayout, metricHTML: String = "<div class=\"metric\">m &amp; n</div>") throws
        -> (fast: String?, views: String) {
        let sections = layout.sections.enumerated().compactMap { index, section -> ReadySection? in
            let cards = section.cards.compactMap { card -> ReadyCard? in
                if case .metric = card { return .metric(metricHTML) }
                return .card(card)
            }
            return cards.isEmpty ? nil : ReadySection(index: index, section: section, cards: cards)
        }
        let renderer = BodyRenderer(theme: theme, metricRenderer: nil, path: "t.md")
        let views = try renderer.viewBody(title: layout.title, titleID: layout.titleID, sections: sections)
        let fast = CardPageWriter.write(title: layout.title, titleID: layout.titleID, sections: sections)
        return (fast.map { String(decoding: $0, as: UTF8.self) }, views)
    }

    /// The layout of a Markdown page, links resolved to pages except `nope.md` and `javascript:` ones.
    func layout(_ markdown: String, rawHTML: Bool = false) throws -> PageLayout {
        let site = TempSite()
        site.write("page.md", markdown)
        let file = ContentFile(relativePath: "page.md", sourcePath: site.root + "/page.md", displayPath: "page.md",
                               isMarkdown: true)
        let page = try PageLoader(theme: theme, siteTitle: "Site").load(file)
        var links: [SourcePosition: ResolvedLink] = [:]
        for link in page.links where !link.destination.contains("nope") {
            links[link.position] = .href(link.destination.hasSuffix(".md")
                ? "../" + URLMapping.pageURL(forMarkdown: link.destination) : link.destination)
        }
        return PageMapper(page: page, links: links, rawHTML: rawHTML).map()
    }

    static let pages: [String] = [
        "# Report\n\nIntro with **bold**, *em*, `code` & <angle> \"quotes\".\n\n## Vitals\n\nText.\n\n- [Run](run.md) — Tuesday · 5 km\n- [Walk](walk.md)\n- [Broken](nope.md) text\n- Plain row with [link](a.md)\n",
        "---\ntitle: Front\ntint: red\n---\n\n## One {icon=figure.run tint=orange}\n\n> A quote with a [link](x.md).\n>\n> ### Deep heading\n>\n> ```swift\n> let x = 1\n> ```\n\n```\nno language\n```\n\n## Two {icon=heart.fill}\n\n### Sub {#custom}\n\npara  \nwith break\nand soft break ![img](pic.png) ![bad](javascript:alert(1))\n",
        "# T\n\n## Steps\n\n- Steps: 9,500\n- Sleep: 7 h 10 min\n- Rest: **62** bpm\n",
        "# T\n\n## Mixed\n\n- [Run](run.md)\n  - nested\n- plain\n",
        "# T\n\n## Strip {layout=horizontal}\n\n> card one\n\n> card two\n",
        "# T\n\n- \n- [](empty.md)\n\n---\n\n---\n\nAfter breaks.\n\n## Empty\n\n## Code\n\n```metric\nfile: m.csv\n```\n\n```c++ {.x}\nint a < b;\n```\n",
        "Untitled page body only.\n\n1. one\n2. two\n\n> > nested quote\n> - list in quote\n",
        "# Links\n\n- [**Bold** title](a.md): subtitle with [inner](b.md) link\n- [x](javascript:alert(1)) unsafe\n- [Anchor](#links)\n- [Web](https://example.com/?a=1&b=<2>)\n",
        "# T\n\n## Unknown icon {icon=no.such.icon}\n\ntext\n",
        "# T\n\n<div>raw block</div>\n\nInline <b>raw</b> html.\n",
    ]

    @Test func markdownPagesRenderTheSameBothWays() throws {
        for (i, markdown) in Self.pages.enumerated() {
            for rawHTML in [false, true] {
                let layout: PageLayout
                do { layout = try self.layout(markdown, rawHTML: rawHTML) } catch { continue }  // e.g. unknown icon
                let (fast, views) = try render(layout)
                if let fast {
                    #expect(fast == views, "page \(i), rawHTML \(rawHTML)")
                } else {
                    #expect(rawHTML || ![0, 1, 6, 7].contains(i), "page \(i) should not need the views")
                }
            }
        }
    }

    @Test func everyFixtureAndExamplePageRendersTheSameBothWays() throws {
        var sources: [String] = []
        for base in [Fixtures.root + "/valid", Fixtures.repositoryRoot + "/content"] {
            for path in Fixtures.files(below: base, suffix: ".md") {
                if let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) { sources.append(text) }
            }
        }
        #expect(sources.count >= 20)
        var covered = 0
        for (i, markdown) in sources.enumerated() {
            guard let layout = try? self.layout(markdown, rawHTML: markdown.contains("raw_html")) else { continue }
            let (fast, views) = try render(layout)
            if let fast {
                covered += 1
                #expect(fast == views, "source \(i)")
            }
        }
        #expect(covered * 2 >= sources.count, "the writer should cover most real pages")
    }

    @Test func generatedLayoutsRenderTheSameBothWays() throws {
        var generator = LayoutGenerator(seed: 7)
        var covered = 0
        for _ in 0..<1500 {
            let layout = generator.page()
            let (fast, views) = try render(layout)
            if let fast {
                covered += 1
                #expect(fast == views)
                if fast != views { break }
            }
        }
        #expect(covered >= 600, "covered \(covered) of 1500")
    }

    @Test func fallsBackForShapesOnlyViewsDraw() throws {
        let strip = PageLayout(title: "T", titleID: nil, sections: [
            LayoutSection(title: "S", id: "s", icon: nil, tint: nil, horizontal: true, cards: [.quote([.paragraph([.text("x")])])]),
        ])
        #expect(try render(strip).fast == nil)
        let nested = PageLayout(title: "T", titleID: "t", sections: [
            LayoutSection(title: nil, id: nil, icon: nil, tint: nil, horizontal: false, cards: [
                .list([.navigation(href: "a/", title: [.text("A")], subtitle: [], nested: [.paragraph([.text("n")])])]),
            ]),
        ])
        #expect(try render(nested).fast == nil)
    }
}

/// Deterministic random page layouts over every case of the layout model.
struct LayoutGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }

    mutating func word() -> String {
        ["heart", "A & B", "<tag>", "\"q\"", "it's", "5 km", "Zürich", "", " "][next(9)]
    }

    mutating func href() -> String {
        ["../a/", "b/#x", "https://example.com/?a=1&b=2", "javascript:alert(1)", "pic.png", ""][next(6)]
    }

    mutating func inlines(depth: Int = 0) -> [LayoutInline] {
        (0..<(1 + next(4))).map { _ in
            switch next(depth > 1 ? 4 : 10) {
            case 0, 1: return .text(word())
            case 2: return .code(word())
            case 3: return next(2) == 0 ? .softBreak : .lineBreak
            case 4: return .strong(inlines(depth: depth + 1))
            case 5: return .emphasis(inlines(depth: depth + 1))
            case 6: return .link(href: href(), inlines(depth: depth + 1))
            case 7: return .image(src: href(), alt: word())
            case 8: return next(12) == 0 ? .rawHTML("<b>raw</b>") : .text(word())
            default: return .text(word())
            }
        }
    }

    mutating func blocks(depth: Int = 0) -> [LayoutBlock] {
        (0..<(1 + next(3))).map { _ in
            switch next(depth > 0 ? 3 : 8) {
            case 0, 1: return .paragraph(inlines())
            case 2: return .heading(level: 3 + next(5), id: next(3) == 0 ? "" : "h-\(next(9))", inlines())
            case 3: return .code(language: next(2) == 0 ? nil : "Swift <x>", code: "a < b && c\n")
            case 4: return .quote(blocks(depth: depth + 1))
            case 5: return .list(rows(depth: depth + 1))
            case 6: return .rawHTML("<hr>")
            default: return .paragraph(inlines())
            }
        }
    }

    mutating func rows(depth: Int = 0) -> [LayoutRow] {
        (0..<next(4)).map { _ in
            switch next(depth > 1 ? 2 : 12) {
            case 0: return .navigation(href: href(), title: inlines(), subtitle: next(2) == 0 ? [] : inlines(), nested: [])
            case 1: return .content([.paragraph(inlines())])
            case 2: return .content([.paragraph([.text("Label: \(next(99))")])])
            case 3: return .navigation(href: href(), title: inlines(), subtitle: [], nested: blocks(depth: depth + 1))
            case 4: return .content(blocks(depth: depth + 1))
            case 5: return .content([])
            default: return next(2) == 0 ? .content([.paragraph(inlines())]) : .navigation(href: href(), title: inlines(), subtitle: inlines(), nested: [])
            }
        }
    }

    mutating func cards() -> [LayoutCard] {
        (0..<next(4)).map { _ in
            switch next(8) {
            case 0, 1: return .text(blocks())
            case 2, 3: return .list(rows())
            case 4: return .quote(blocks())
            case 5: return .code(language: next(2) == 0 ? nil : "js", code: "x <y>")
            case 6: return .rawHTML("<aside>raw</aside>")
            default: return .metric(MetricBlock(yaml: "file: m.csv", line: 1, column: 1))
            }
        }
    }

    mutating func page() -> PageLayout {
        let tints: [String?] = [nil, "red", "blue", "no-such-colour"]
        let icons: [String?] = [nil, nil, "figure.run", "heart.fill"]
        let sections = (0..<(next(5))).map { i -> LayoutSection in
            LayoutSection(title: i == 0 && next(2) == 0 ? nil : word(), id: next(3) == 0 ? nil : (next(4) == 0 ? "" : "s\(i)"),
                          icon: icons[next(icons.count)], tint: tints[next(tints.count)],
                          horizontal: next(30) == 0, cards: cards())
        }
        return PageLayout(title: word(), titleID: next(3) == 0 ? nil : "title", sections: sections)
    }
}
