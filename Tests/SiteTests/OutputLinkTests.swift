import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// A symbolic link, or a FIFO, put inside the output where a folder or page belongs (issue 27): `build`,
/// `watch` (the incremental builder, with an edit) and `serve` replace it by a real folder or file,
/// remove only the link itself, and never write through it. Everything happens in throw-away folders;
/// the real binary runs with a throw-away `HOME`.
@Suite struct OutputLinkTests {
    /// What is planted in the output of a finished build, in place of `site/a/` or `site/a/index.html`.
    enum Plant: String, CaseIterable, Sendable {
        case folderLink, pageLink, fifoFolder, fifoPage
    }

    /// The watch sample, built once, with `plant` in its output; `elsewhere/index.html` is the sentinel.
    private func plantedSite(_ plant: Plant) throws -> TempSite {
        let site = TempSite.watchSample()
        site.write("home/.profile", "export A=1\n")
        site.write("elsewhere/index.html", "SENTINEL\n")
        let built = site.run(["build", "--quiet"])
        try #require(built.status == 0, "\(built.err)")
        try #require(site.exists("site/a/index.html"))
        plantAgain(plant, in: site)
        return site
    }

    private func plantAgain(_ plant: Plant, in site: TempSite) {
        let a = site.root + "/site/a"
        switch plant {
        case .folderLink:
            site.remove("site/a")
            symlink(site.root + "/elsewhere", a)
        case .pageLink:
            unlink(a + "/index.html")
            symlink(site.root + "/elsewhere/index.html", a + "/index.html")
        case .fifoFolder:
            site.remove("site/a")
            mkfifo(a, 0o644)
        case .fifoPage:
            unlink(a + "/index.html")
            mkfifo(a + "/index.html", 0o644)
        }
    }

    /// The sentinel is untouched, nothing else appeared beside it, and the output holds a real folder
    /// with the real page.
    private func expectReplaced(_ site: TempSite, pageText: String = "Alpha text.",
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(site.read("elsewhere/index.html") == "SENTINEL\n", sourceLocation: sourceLocation)
        #expect(site.list("elsewhere") == ["index.html"], sourceLocation: sourceLocation)
        var st = stat()
        #expect(lstat(site.root + "/site/a", &st) == 0 && st.st_mode & S_IFMT == S_IFDIR,
                "site/a must be a real folder", sourceLocation: sourceLocation)
        #expect(lstat(site.root + "/site/a/index.html", &st) == 0 && st.st_mode & S_IFMT == S_IFREG,
                "site/a/index.html must be a regular file", sourceLocation: sourceLocation)
        #expect(site.read("site/a/index.html")?.contains(pageText) == true, sourceLocation: sourceLocation)
    }

    private func options(_ site: TempSite) -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = site.root
        o.outputDirectory = "site"
        o.quiet = true
        return o
    }

    @Test(arguments: Plant.allCases) func buildReplacesWhatWasPlantedInTheOutput(plant: Plant) throws {
        let site = try plantedSite(plant)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        expectReplaced(site)
        #expect(site.snapshot("site") == site.cleanBuild())
    }

    @Test(arguments: Plant.allCases) func buildReplacesItWhenThePageDidNotChange(plant: Plant) throws {
        // The page through the link already holds the new bytes: still a real file in a real folder.
        let site = try plantedSite(plant)
        if plant == .folderLink || plant == .pageLink {
            site.write("elsewhere/index.html", site.cleanBuild()["a/index.html"].map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        let sentinel = site.read("elsewhere/index.html")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("elsewhere/index.html") == sentinel)
        #expect(site.snapshot("site") == site.cleanBuild())
    }

    @Test(arguments: Plant.allCases) func watchStartingOnThePlantedOutputReplacesIt(plant: Plant) throws {
        let site = try plantedSite(plant)
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        expectReplaced(site)
        #expect(site.snapshot("site") == site.cleanBuild())
    }

    @Test(arguments: Plant.allCases) func anEditWhileWatchRunsReplacesIt(plant: Plant) throws {
        let site = try plantedSite(plant)
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        plantAgain(plant, in: site)
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nAlpha edited.\n")
        _ = try builder.build(changedPaths: [site.root + "/content/a.md"])
        expectReplaced(site, pageText: "Alpha edited.")
        // A full rebuild while watching (no hints) does the same.
        plantAgain(plant, in: site)
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nAlpha again.\n")
        _ = try builder.build()
        expectReplaced(site, pageText: "Alpha again.")
        #expect(site.snapshot("site") == site.cleanBuild())
    }

    @Test(.enabled(if: CardstockBinary.available, "needs the cardstock executable: run 'swift build --build-tests' first"),
          arguments: Plant.allCases)
    func serveReplacesItAndServesTheRealPage(plant: Plant) throws {
        let site = try plantedSite(plant)
        guard let serve = WatchProcess.start(["serve", "--port", "0"], in: site.root, home: site.root + "/home") else { return }
        #expect(serve.waitForStdout(containing: "http://") != nil, "\(serve.stderrText)")
        expectReplaced(site)
        plantAgain(plant, in: site)
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nServed edit.\n")
        #expect(serve.waitUntil { site.read("site/a/index.html")?.contains("Served edit.") == true }, "\(serve.stderrText)")
        #expect(serve.stop() == 0)
        expectReplaced(site, pageText: "Served edit.")
    }
}
