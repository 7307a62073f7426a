import Foundation
import Testing
@testable import Site

/// The GitHub-style corpus (`Scripts/make-github-corpus.py`: READMEs, docs and proposals as people write them
/// for GitHub, with `<a name>` anchors, task lists, numbered and nested lists, long URLs and folders without
/// `index.md`) built by the real binary: exit 0, no missing anchor (every `#x` it links exists as a heading or
/// in raw HTML), a target for each raw HTML anchor, and an index page for every folder.
@Suite struct GitHubCorpusTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let canRun = python != nil && ExampleSiteTests.builtExecutable != nil

    /// Runs `executable` with `arguments` in `folder`: status, standard output and standard error.
    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test(.enabled(if: canRun, "needs python3 and .build/debug/cardstock ('swift build')"))
    func theCorpusBuildsWithEveryAnchorFoundAndEveryFolderIndexed() throws {
        let python = try #require(Self.python), executable = try #require(ExampleSiteTests.builtExecutable)
        let site = TempSite()
        let made = try Self.run(python, [Fixtures.repositoryRoot + "/Scripts/make-github-corpus.py", site.root], in: site.root)
        try #require(made.0 == 0, "make-github-corpus.py failed: \(made.2)")
        let pages = Fixtures.files(below: site.root + "/content", suffix: ".md")
        #expect(pages.count >= 50)
        let sources = pages.map { Fixtures.text(site.root + "/content/" + $0) ?? "" }
        #expect(sources.contains { $0.contains("<a name=\"") } && sources.contains { $0.contains("- [x] ") })

        let built = try Self.run(executable, ["build", "--quiet"], in: site.root)
        #expect(built.0 == 0, "\(built.2)")
        #expect(!built.2.contains("missing anchor"), "\(built.2)")
        #expect(!built.2.contains("error:"), "\(built.2)")

        // Every folder with pages has an index page (three of them are generated).
        let html = Fixtures.files(below: site.root + "/site", suffix: ".html")
        var folders: Set<String> = []
        for file in html {
            var parts = file.split(separator: "/").dropLast(2)  // `a/b/index.html` is the page of folder `a`
            while true {
                folders.insert(parts.joined(separator: "/"))
                if parts.isEmpty { break }
                parts.removeLast()
            }
        }
        for folder in folders {
            #expect(html.contains(folder.isEmpty ? "index.html" : folder + "/index.html"), "no index for \(folder)/")
        }
        let docs = try #require(Fixtures.text(site.root + "/site/docs/index.html"))
        #expect(docs.contains("<h1>Docs</h1>"))
        let proposals = try #require(Fixtures.text(site.root + "/site/proposals/index.html"))
        let rows = FolderIndexTests.rowLinks(proposals)
        #expect(rows.count == 30 && rows.first?.hasPrefix("0001-") == true && rows.last?.hasPrefix("0030-") == true,
                "proposals in file order: \(rows.prefix(3))")

        // A raw HTML anchor is written as a target where the HTML was dropped, and links to it resolve.
        let first = try #require(html.first { $0.hasPrefix("proposals/0001-") })
        let proposal = try #require(Fixtures.text(site.root + "/site/" + first))
        #expect(proposal.contains("<span class=\"anchor-target\" id=\"alternatives\"></span>"))
        let readme = try #require(Fixtures.text(site.root + "/site/index.html"))
        #expect(readme.contains("id=\"legacy-notes\"") && readme.contains("href=\"#legacy-notes\""))
        #expect(readme.contains("<ol class=\"divided-card list\">") && readme.contains("<input type=\"checkbox\" disabled checked>"))

        // GitHub's extensions: every pipe table is a table card, no delimiter row is left as text, footnote
        // references link to their notes.
        let tableSources = sources.filter { $0.contains("| ---") || $0.contains("|---") || $0.contains("| :--") }
        #expect(!tableSources.isEmpty, "the corpus has pipe tables")
        let builtPages = html.compactMap { Fixtures.text(site.root + "/site/" + $0) }
        #expect(builtPages.filter { $0.contains("class=\"table-card") }.count >= tableSources.count)
        for (path, page) in zip(html, builtPages) {
            #expect(!page.contains("| ---") && !page.contains("|---") && !page.contains("| :--"), "raw table text in \(path)")
            #expect(!page.contains("[^"), "an unresolved footnote reference in \(path)")
        }
        #expect(builtPages.contains { $0.contains("href=\"#fn:1\"") })
    }
}
