import Foundation
import Testing
@testable import Site

/// Folders without `index.md` get a generated index (``FolderIndexes``); child lists sort by weight, then
/// file name (or `sort: title|date`); long lists are grouped; `watch`'s incremental builds keep the generated
/// indexes right (the same bytes as a clean build after every change).
@Suite struct FolderIndexTests {
    private func options(_ site: TempSite, output: String = "site") -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = site.root
        o.outputDirectory = output
        o.quiet = true
        return o
    }

    private func clean(_ site: TempSite) throws -> [String: Data] {
        let folder = "clean-\(UInt32.random(in: 0...UInt32.max))"
        defer { site.remove(folder) }
        _ = try SiteBuilder(options: options(site, output: folder), metrics: .none).build()
        return site.snapshot(folder)
    }

    /// The navigation rows' hrefs of a built page, in order.
    static func rowLinks(_ html: String?) -> [String] {
        (html ?? "").components(separatedBy: "<a class=\"navigation\" href=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func aSiteWithoutIndexesGetsAHomePageAndFolderIndexesInFileOrder() throws {
        let site = TempSite()
        site.write("content/proposals/0002-second.md", "# Zebra proposal\n")
        site.write("content/proposals/0001-first.md", "# Yak proposal\n")
        site.write("content/proposals/0010-tenth.md", "---\nweight: 1\n---\n# Pinned proposal\n")
        site.write("content/proposals/drafts/0003-idea.md", "# Idea\n")
        site.write("content/about.md", "# About\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty, "no warning without --strict, and --quiet prints no note: \(result.err)")
        // Without --quiet: one note for the whole build saying how to name the first unnamed folder.
        let plain = site.run(["build"])
        #expect(plain.err.hasPrefix("content/proposals:1:1: note: folder 'content/proposals/' has no index.md (and 1 more folder without one); its page is titled 'Proposals'. To name it, write content/proposals/_folder.yaml with 'title: …' (also 'icon:', 'sort:'), or add content/proposals/index.md\n"), "\(plain.err)")
        let home = site.read("site/index.html")
        #expect(home?.contains("<h1>Cardstock</h1>") == true, "the home page is titled with the site title")
        #expect(Self.rowLinks(home) == ["about/", "proposals/"])
        let proposals = site.read("site/proposals/index.html")
        #expect(proposals?.contains("<h1>Proposals</h1>") == true)
        // Weight first, then file names (the subfolder by its name), not titles.
        #expect(Self.rowLinks(proposals) == ["0010-tenth/", "0001-first/", "0002-second/", "drafts/"])
        #expect(site.read("site/proposals/drafts/index.html")?.contains("<h1>Drafts</h1>") == true)
        // --strict names each folder in a warning, which it makes an error: the build fails, the output stays.
        let before = site.read("site/proposals/index.html")
        let strict = site.run(["build", "--quiet", "--strict"])
        #expect(strict.status == 1, "\(strict.err)")
        for (folder, title, rows) in [("content", "Cardstock", "2 pages"), ("content/proposals", "Proposals", "4 pages"),
                                      ("content/proposals/drafts", "Drafts", "1 page")] {
            #expect(strict.err.contains("\(folder):1:1: error: folder '\(folder)/' has no index.md; Cardstock made one (title '\(title)', \(rows)). Add \(folder)/index.md to choose its title and text"), "\(strict.err)")
        }
        #expect(site.read("site/proposals/index.html") == before, "a failed build leaves the output as it was")
        #expect(!strict.err.contains("content/about"))
    }

    @Test func sortSettingsChangeTheOrder() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/b-first.md", "---\ndate: 2026-01-05\n---\n# Apple\n")
        site.write("content/a-second.md", "---\ndate: 2026-03-01\n---\n# Banana\n")
        site.write("content/c-third.md", "# Cherry\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(Self.rowLinks(site.read("site/index.html")) == ["a-second/", "b-first/", "c-third/"])
        site.write("cardstock.yaml", "sort: title\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(Self.rowLinks(site.read("site/index.html")) == ["b-first/", "a-second/", "c-third/"])
        site.write("content/index.md", "---\nsort: date\n---\n# Home\n")  // the index's own setting wins
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(Self.rowLinks(site.read("site/index.html")) == ["a-second/", "b-first/", "c-third/"])
        site.write("content/index.md", "---\nsort: size\n---\n# Home\n")
        let bad = site.run(["build", "--quiet"])
        #expect(bad.status == 1)
        #expect(bad.err.contains("content/index.md:2:7: error: 'sort' must be file, title, date or period (not 'size')"), "\(bad.err)")
    }

    @Test func aFolderIndexIsNotGeneratedWhereAPageHasItsURL() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/guide.md", "# Guide\n")
        site.write("content/guide/step.md", "# Step\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(site.read("site/guide/index.html")?.contains(">Guide</h1>") == true, "guide.md, not a generated index")
    }

    @Test func longListsAreGroupedByHundredsLettersOrYears() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        for i in 1...130 { site.write("content/se/\(String(format: "%04d", i))-p.md", "# Proposal \(i)\n") }
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = try #require(site.read("site/se/index.html"))
        #expect(html.contains("<h3>0000–0099</h3>") && html.contains("<h3>0100–0199</h3>"))
        #expect(html.components(separatedBy: "<ul class=\"divided-card list\">").count == 3)
        #expect(Self.rowLinks(html).first == "0001-p/" && Self.rowLinks(html).last == "0130-p/")
        site.write("cardstock.yaml", "sort: title\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("site/se/index.html")?.contains("<h3>P</h3>") == false, "one letter: not grouped")
        for i in 1...60 {
            let year = 2020 + i % 3
            site.write("content/log/e\(i).md", "---\ndate: \(year)-01-\(String(format: "%02d", 1 + i % 28))\n---\n# Entry \(i)\n")
        }
        site.write("content/log/index.md", "---\nsort: date\n---\n# Log\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let log = try #require(site.read("site/log/index.html"))
        let years = ["2022", "2021", "2020"].map { log.range(of: "<h3>\($0)</h3>")?.lowerBound }
        #expect(years.allSatisfy { $0 != nil } && years[0]! < years[1]! && years[1]! < years[2]!, "newest year first")
    }

    @Test func incrementalBuildsKeepGeneratedIndexesRight() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/notes/a.md", "# Alpha\n")
        let builder = IncrementalBuilder(options: options(site), metrics: .none)
        _ = try builder.build()
        #expect(Self.rowLinks(site.read("site/notes/index.html")) == ["a/"])

        // A page added to the index-less folder shows up in its generated index.
        site.write("content/notes/b.md", "# Beta\n")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/b.md"])
        #expect(Self.rowLinks(site.read("site/notes/index.html")) == ["a/", "b/"])
        #expect(site.snapshot("site") == (try clean(site)))

        // A title edited in place (the fast path) updates the row.
        site.write("content/notes/a.md", "# Alpha, renamed\n")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/a.md"])
        #expect(site.read("site/notes/index.html")?.contains("Alpha, renamed") == true)
        #expect(site.snapshot("site") == (try clean(site)))

        // A new folder gets its index; writing an index.md replaces the generated one.
        site.write("content/more/deep/c.md", "# Gamma\n")
        _ = try builder.build(changedPaths: [site.root + "/content/more/deep/c.md"])
        #expect(Self.rowLinks(site.read("site/more/index.html")) == ["deep/"])
        #expect(site.snapshot("site") == (try clean(site)))
        site.write("content/notes/index.md", "# My notes\n\nWritten by hand.\n")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/index.md"])
        #expect(site.read("site/notes/index.html")?.contains("Written by hand.") == true)
        #expect(site.snapshot("site") == (try clean(site)))

        // Removing the last page of a folder removes its generated index.
        site.remove("content/more/deep/c.md")
        _ = try builder.build(changedPaths: [site.root + "/content/more/deep/c.md"])
        #expect(!site.exists("site/more/index.html"))
        #expect(site.snapshot("site") == (try clean(site)))
    }

    @Test func watchSeesAFolderSettingsFileAddedEditedAndRemoved() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/notes/a.md", "# Alpha\n")
        let builder = IncrementalBuilder(options: options(site), metrics: .none)
        _ = try builder.build()
        // `_folder.yaml` is not a page or a copied file: its change must still rename the generated index.
        site.write("content/notes/_folder.yaml", "title: 笔记\n")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/_folder.yaml"])
        #expect(site.read("site/notes/index.html")?.contains("笔记") == true)
        #expect(site.snapshot("site") == (try clean(site)))
        site.write("content/notes/_folder.yaml", "title: 读书笔记\n")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/_folder.yaml"])
        #expect(site.read("site/notes/index.html")?.contains("读书笔记") == true)
        #expect(site.snapshot("site") == (try clean(site)))
        site.remove("content/notes/_folder.yaml")
        _ = try builder.build(changedPaths: [site.root + "/content/notes/_folder.yaml"])
        #expect(site.read("site/notes/index.html")?.contains("笔记") == false)
        #expect(site.snapshot("site") == (try clean(site)))
    }
}
