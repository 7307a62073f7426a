import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock build` into a previous output updates it in place: unchanged files are not rewritten, the
/// result equals a fresh build, and a failed build still leaves the output as it was.
@Suite struct OutputUpdateTests {
    func inode(_ site: TempSite, _ relative: String) -> UInt64? {
        var st = stat()
        guard lstat(site.root + "/" + relative, &st) == 0 else { return nil }
        return UInt64(st.st_ino)
    }

    func site() -> TempSite {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n- [Run](run.md) easy\n- [Walk](walk.md) slow\n")
        site.write("content/run.md", "# Run\n\nBack [home](index.md).\n")
        site.write("content/walk.md", "# Walk\n\nA walk.\n")
        site.write("content/files/data.csv", "date,value\n2026-11-24,1\n")
        site.write("content/report", "a file without an extension, copied as it is\n")
        return site
    }

    @Test func unchangedFilesAreKeptAndTheResultEqualsAFreshBuild() throws {
        let site = site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let walk = try #require(inode(site, "site/walk/index.html"))
        let run = try #require(inode(site, "site/run/index.html"))

        site.write("content/run.md", "# Run\n\nBack [home](index.md), now longer.\n")   // changed
        site.write("content/swim.md", "# Swim\n")                                      // new
        try FileManager.default.removeItem(atPath: site.root + "/content/files/data.csv") // asset gone
        try FileManager.default.removeItem(atPath: site.root + "/content/report")         // file …
        site.write("content/report.md", "# Report\n")                                  // … becomes a folder
        #expect(site.run(["build", "--quiet"]).status == 0)

        #expect(inode(site, "site/walk/index.html") == walk, "an unchanged page is not rewritten")
        #expect(inode(site, "site/run/index.html") != run, "a changed page is replaced")
        #expect(site.read("site/run/index.html")?.contains("now longer") == true)
        #expect(site.exists("site/swim/index.html"))
        #expect(!site.exists("site/files"), "a folder left empty disappears")
        #expect(!site.exists("site/files/data.csv"))
        #expect(site.read("site/report/index.html")?.contains("Report") == true)
        #expect(site.exists("site/.cardstock-output"))
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty, "no temporary folders are left behind")

        #expect(site.run(["build", "--quiet", "--output", "fresh"]).status == 0)
        #expect(site.snapshot("site") == site.snapshot("fresh"))

        // And back: the folder becomes a file again.
        try FileManager.default.removeItem(atPath: site.root + "/content/report.md")
        site.write("content/report", "a file again\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("site/report") == "a file again\n")
        #expect(site.run(["build", "--quiet", "--output", "fresh2"]).status == 0)
        #expect(site.snapshot("site") == site.snapshot("fresh2"))
    }

    @Test func aFailedUpdateChangesNothing() {
        let site = site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let before = site.snapshot("site")
        let walk = inode(site, "site/walk/index.html")
        site.write("content/walk.md", "# Walk\n\nSee [gone](missing.md).\n")
        site.write("content/run.md", "# Run\n\nChanged, but the build fails.\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/walk.md:3:5: error:"))
        #expect(site.snapshot("site") == before)
        #expect(inode(site, "site/walk/index.html") == walk)
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty)
    }

    @Test func aSymlinkInTheOutputIsReplacedByTheFile() throws {
        let site = site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let page = site.root + "/site/walk/index.html"
        let copy = site.root + "/elsewhere.html"
        try FileManager.default.moveItem(atPath: page, toPath: copy)
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: copy)
        #expect(site.run(["build", "--quiet"]).status == 0)
        var st = stat()
        #expect(lstat(page, &st) == 0 && st.st_mode & S_IFMT == S_IFREG, "the same bytes behind a symlink still become a file")
        #expect(site.run(["build", "--quiet", "--output", "fresh"]).status == 0)
        #expect(site.snapshot("site") == site.snapshot("fresh"))
    }

    @Test func aRepeatedBuildWritesNothing() throws {
        let site = site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let files = site.snapshot("site").keys.sorted()
        let inodes = files.map { inode(site, "site/" + $0) }
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(files.map { inode(site, "site/" + $0) } == inodes)
    }
}
