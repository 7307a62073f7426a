import Testing
@testable import CardstockCLI
@testable import Site

/// The first-heading scanner either agrees with the full cmark parse on the page title or declines.
@Suite struct FirstHeadingScannerTests {
    static let bodies: [String] = [
        "# Report 1109\n\nText.\n",
        "\n\n   # Indented three  \n\nText.\n",
        "# Ünïcode title — ok\n",
        "# Title ##\n",
        "#Title\n",
        "    # Code, not a heading\n\n# Real\n",
        "```\n# In a fence\n```\n\n# After\n",
        "<div>\n# In HTML\n</div>\n\n# After\n",
        "Setext first\n===\n\n# Later\n",
        "## Level two\n\n# Level one\n",
        "# *Emphasis* title\n",
        "# A `code` title\n",
        "# Tom &amp; Jerry\n",
        "# [Link](x.md) title\n",
        "# Back\\slash\n",
        "#\n\n# Second\n",
        "# Title\r\n\r\nText\r\n",
        "\t# Tabbed\n",
        "> # Quoted\n",
        "- # Listed\n",
        "Paragraph\n# Heading after paragraph\n",
        "",
    ]

    @Test func agreesWithTheFullParseOrDeclines() throws {
        let site = TempSite()
        let loader = PageLoader(theme: Theme(iconNames: []), siteTitle: "Site")
        for (n, body) in Self.bodies.enumerated() {
            let relative = "content/p\(n).md"
            site.write(relative, body)
            let file = ContentFile(relativePath: "p\(n).md", sourcePath: site.root + "/" + relative,
                                   displayPath: relative, isMarkdown: true)
            let full = try loader.load(file)
            if let scanned = FirstHeadingScanner.title(Array(body.utf8), from: 0) {
                #expect(scanned == full.title, "body \(n): \(body.debugDescription)")
            }
            let lazy = try loader.load(file, indexOnly: true, lazyAnchors: true)
            #expect(lazy.title == full.title, "body \(n): \(body.debugDescription)")
        }
    }

    @Test func answersForPlainLeadingHeadingsAndDeclinesOtherwise() {
        func title(_ s: String) -> String? { FirstHeadingScanner.title(Array(s.utf8), from: 0) }
        #expect(title("# Report 1109\n\nText.\n") == "Report 1109")
        #expect(title("\n  # Spaced   \r\n") == "Spaced")
        #expect(title("# Ünïcode — ok") == "Ünïcode — ok")
        #expect(title("    # Code\n") == nil)
        #expect(title("Setext\n===\n# Later\n") == nil)
        #expect(title("## Two\n# One\n") == nil)
        #expect(title("# *Emphasis*\n") == nil)
        #expect(title("# Closing ##\n") == nil)
        #expect(title("#\n") == nil)
        #expect(title("") == nil)
        let front = Array("---\ntitle: x\n---\n# After front\n".utf8)
        #expect(FirstHeadingScanner.title(front, from: 17) == "After front")
    }
}
