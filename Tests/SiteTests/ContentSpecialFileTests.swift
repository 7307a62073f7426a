import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// A FIFO, socket or device in the content folder is an error at its path (issue 27), in `build` and in
/// `watch`; it is never opened (a FIFO would block), and watch keeps the last good output.
@Suite struct ContentSpecialFileTests {
    /// Where the special file goes in the watch sample, replacing what was there (or new).
    static let places = ["content/img/dot.svg", "content/b.md", "content/notes/index.md",
                         "content/data/steps.csv", "content/data/steps.yaml", "content/new.png"]

    /// What the watch sample held at the places it has a file at.
    static let originals = [
        "content/img/dot.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        "content/b.md": "---\ntitle: Beta\n---\n# Beta\n\nBeta again, back [home](index.md).\n",
        "content/notes/index.md": "---\ntitle: Notes\n---\n# Notes\n\nAll notes, again.\n",
        "content/data/steps.csv": "date,value\n2026-11-01,1000\n",
    ]

    private func options(_ site: TempSite) -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = site.root
        o.outputDirectory = "site"
        o.quiet = true
        return o
    }

    @Test(arguments: places) func aFIFOIsAnErrorAtItsPathAndTheOutputStays(place: String) throws {
        let site = TempSite.watchSample()
        try #require(site.run(["build", "--quiet"]).status == 0)
        let before = site.snapshot("site")
        unlink(site.root + "/" + place)
        try #require(mkfifo(site.root + "/" + place, 0o644) == 0)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("\(place):1:1: error: is a FIFO (named pipe), not a regular file"), "\(result.err)")
        #expect(!result.err.contains("not found"), "\(result.err)")
        #expect(site.snapshot("site") == before)
    }

    @Test func aSocketIsAnErrorAtItsPath() throws {
        let site = TempSite.watchSample()
        let path = site.root + "/content/notes/listen.sock"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/notes/listen.sock:1:1: error: is a socket, not a regular file"), "\(result.err)")
        #expect(!site.exists("site"))
    }

    @Test(.enabled(if: getuid() == 0, "making a device node needs root"))
    func aDeviceNodeIsAnErrorAtItsPath() throws {
        let site = TempSite.watchSample()
        try #require(mknod(site.root + "/content/zero", S_IFCHR | 0o644, dev_t((1 << 8) | 5)) == 0)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/zero:1:1: error: is a device, not a regular file"), "\(result.err)")
    }

    @Test func aLinkToAFIFOInsideTheContentIsAnErrorToo() throws {
        let site = TempSite.watchSample()
        try #require(mkfifo(site.root + "/content/pipe", 0o644) == 0)
        symlink("pipe", site.root + "/content/_hidden-is-skipped")
        unlink(site.root + "/content/img/dot.svg")
        symlink("../pipe", site.root + "/content/img/dot.svg")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/img/dot.svg:1:1: error: is a symbolic link to"), "\(result.err)")
        #expect(result.err.contains("content/pipe:1:1: error: is a FIFO (named pipe)"), "\(result.err)")
        #expect(!result.err.contains("_hidden"), "\(result.err)")
    }

    @Test(arguments: places) func watchReportsItAndKeepsTheLastGoodOutput(place: String) throws {
        let site = TempSite.watchSample()
        let builder = IncrementalBuilder(options: options(site))
        _ = try builder.build()
        let good = site.snapshot("site")
        unlink(site.root + "/" + place)
        try #require(mkfifo(site.root + "/" + place, 0o644) == 0)
        #expect {
            try builder.build(changedPaths: [site.root + "/" + place])
        } throws: { error in
            "\(error)".contains("\(place):1:1: error: is a FIFO (named pipe), not a regular file")
        }
        #expect(site.snapshot("site") == good, "no output file may go because its source became unreadable")
        // Fixed: the next build catches up and matches a clean build.
        unlink(site.root + "/" + place)
        if let original = Self.originals[place] { site.write(place, original) }
        _ = try builder.build(changedPaths: [site.root + "/" + place])
        #expect(site.snapshot("site") == site.cleanBuild())
    }
}
