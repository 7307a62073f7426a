import Foundation
import Testing
@testable import Site

/// How a long automatic child list is grouped (`PageWalker+Pages`): by subfolder when rows live in one, else by
/// hundreds of numbered file names, first letters of titles or years of dates. Golden pages in
/// `Fixtures/grouping/` (re-record with `CARDSTOCK_RECORD=1`).
@Suite struct ChildListGroupingTests {
    /// A site with one long list of each kind: the home page lists `guide/` and `archive/` pages (those
    /// folders have no index of their own: `guide.md` and `archive.md` take their URLs), `proposals/` has
    /// 130 numbered pages and no index, `log/` 60 dated entries sorted by date.
    static func site() -> TempSite {
        let site = TempSite()
        site.write("content/index.md", "# Library\n")
        site.write("content/about.md", "# About\n")
        site.write("content/guide.md", "---\ndescription: Read this first\n---\n# The guide\n")
        for i in 1...30 { site.write("content/guide/step-\(String(format: "%02d", i)).md", "# Step \(i)\n") }
        site.write("content/archive.md", "# Archive\n")
        for i in 1...120 { site.write("content/archive/\(String(format: "%04d", i))-old.md", "# Old \(i)\n") }
        for i in 1...130 { site.write("content/proposals/\(String(format: "%04d", i))-p.md", "# Proposal \(i)\n") }
        site.write("content/log/index.md", "---\nsort: date\n---\n# Log\n")
        for i in 1...60 {
            site.write("content/log/e\(String(format: "%02d", i)).md",
                       "---\ndate: \(2020 + i % 3)-01-\(String(format: "%02d", 1 + i % 28))\n---\n# Entry \(i)\n")
        }
        return site
    }

    static func headings(_ html: String) -> [String] {
        html.components(separatedBy: "<h3>").dropFirst().compactMap { $0.components(separatedBy: "</h3>").first }
    }

    @Test func rowsInSubfoldersAreGroupedBySubfolder() throws {
        let site = Self.site()
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let home = try #require(site.read("site/index.html"))
        // The folder's own rows first (no heading), then each subfolder in file-name order under the title of
        // the page with its URL; the archive's 120 rows are split again by hundreds.
        #expect(Self.headings(home) == ["Archive · 0000–0099", "Archive · 0100–0199", "The guide"], "\(Self.headings(home))")
        let links = FolderIndexTests.rowLinks(home)
        #expect(links.prefix(5) == ["about/", "archive/", "guide/", "log/", "proposals/"])
        #expect(links.dropFirst(5).first == "archive/0001-old/" && links.last == "guide/step-30/")
        #expect(links.count == 5 + 30 + 120)
        try Self.matchGolden(home, "subfolders.html")
    }

    @Test func numberedNamesGoByHundredsAndDatesByYear() throws {
        let site = Self.site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let proposals = try #require(site.read("site/proposals/index.html"))
        #expect(Self.headings(proposals) == ["0000–0099", "0100–0199"])
        try Self.matchGolden(proposals, "numbered.html")
        let log = try #require(site.read("site/log/index.html"))
        #expect(Self.headings(log) == ["2022", "2021", "2020"])
        try Self.matchGolden(log, "years.html")
    }

    @Test func shortListsAndOneKeyListsAreNotGrouped() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/guide.md", "# Guide\n")
        for i in 1...10 { site.write("content/guide/s\(i).md", "# Step \(i)\n") }
        for i in 1...60 { site.write("content/many/page-\(i).md", "# Page \(i)\n") }
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(Self.headings(site.read("site/index.html") ?? "").isEmpty, "12 rows: one card, even across folders")
        #expect(Self.headings(site.read("site/many/index.html") ?? "").isEmpty, "60 rows, one first letter: one card")
    }

    @Test func theSubfolderOfARow() {
        func page(_ path: String, index: Bool = false) -> SourcePage {
            let file = ContentFile(relativePath: path, sourcePath: "", displayPath: path, isMarkdown: true, isFolderIndex: index)
            return SourcePage(file: file, url: "", metadata: PageMetadata(), fences: [], title: "",
                              anchors: [], links: [])
        }
        #expect(PageWalker.subfolder(of: page("a.md"), below: "") == nil)
        #expect(PageWalker.subfolder(of: page("guide/index.md", index: true), below: "") == nil)
        #expect(PageWalker.subfolder(of: page("guide/s.md"), below: "") == "guide")
        #expect(PageWalker.subfolder(of: page("docs/guide/deep/s.md"), below: "docs") == "guide")
        #expect(PageWalker.subfolder(of: page("docs/s.md"), below: "docs") == nil)
        #expect(PageWalker.subfolder(of: page("docsx/s.md"), below: "docs") == nil, "not below the folder")
    }

    static func matchGolden(_ html: String, _ name: String) throws {
        let path = Fixtures.root + "/grouping/" + name
        if Fixtures.recording {
            Fixtures.record(html, to: path)
            return
        }
        let golden = try #require(Fixtures.text(path), "missing golden \(path); record it with CARDSTOCK_RECORD=1")
        #expect(html == golden, "\(name) differs from its golden file")
    }
}
