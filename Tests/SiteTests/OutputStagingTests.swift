import POSIXFiles
import Foundation
import Glibc
import OutputSafety
import Testing
@testable import CardstockCLI
@testable import Site

/// Staging folders of killed builds, and the mode of a new output folder.
@Suite struct OutputStagingTests {
    // MARK: Staging folders of killed builds

    @Test func aKilledBuildsStagingFolderIsRemovedByTheNextBuild() throws {
        let box = OutputSandbox()
        // What a build killed with -9 leaves: the marked folder naming a process that is gone, its lock
        // gone with the process; and the holder of an old output it was deleting.
        let dead = try OutputStagingTests.goneProcessID()
        for name in [".site.tmp-k1ll3d", ".site.old-k1ll3d"] {
            box.write("project/\(name)/index.html", "half a site")
            box.write("project/\(name)/\(MarkedFolder.markerName)", "cardstock pid \(dead)\n")
        }
        let killed = (path: box.project + "/.site.tmp-k1ll3d", name: "")
        let result = box.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: killed.path))
        #expect(box.list("project").filter { $0.hasPrefix(".site.tmp-") || $0.hasPrefix(".site.old-") }.isEmpty)
        #expect(!box.exists("project/site/.cardstock-staging"), "the staging marker is never published")
    }

    @Test(.enabled(if: CardstockBinary.available, "needs the cardstock executable: run 'swift build --build-tests' first"))
    func aBuildKilledWithSIGKILLLeavesAStagingFolderThatTheNextBuildRemoves() throws {
        let box = OutputSandbox()
        for i in 0..<2000 { box.write("project/content/p\(i).md", "# Page \(i)\n\nBack [home](index.md).\n") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardstockBinary.path)
        process.arguments = ["build", "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["HOME": box.root + "/home"]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: box.project)
        process.standardError = FileHandle.nullDevice
        try process.run()
        var staging: String?
        let deadline = Date().addingTimeInterval(120)
        while staging == nil && process.isRunning && Date() < deadline {
            staging = box.list("project").first { $0.hasPrefix(".site.tmp-") && box.exists("project/\($0)/.cardstock-staging") }
            if staging == nil { usleep(200) }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try #require(staging, "the build finished before its staging folder was seen")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(box.exists("project/\(left)/.cardstock-staging"), "a killed build leaves its marked staging folder")
        let next = box.run(["build", "--quiet"])
        #expect(next.status == 0, "\(next.err)")
        #expect(!box.exists("project/\(left)"))
        #expect(box.exists("project/site/p1999/index.html"))
    }

    @Test func stagingLikeFoldersWithoutTheMarkerAreLeftAlone() {
        let box = OutputSandbox()
        box.write("project/.site.tmp-abc/mine.txt", "mine\n")
        box.write("project/.site.tmp-abcdef/mine.txt", "mine too\n")
        box.write("project/.site.tmp-ghijkl/.cardstock-staging.new", "not the marker\n")
        #expect(box.run(["build", "--quiet"]).status == 0)
        #expect(box.read("project/.site.tmp-abc/mine.txt") == "mine\n")
        #expect(box.read("project/.site.tmp-abcdef/mine.txt") == "mine too\n")
        #expect(box.exists("project/.site.tmp-ghijkl/.cardstock-staging.new"))
    }

    @Test func theStagingFolderOfALiveBuildIsLeftAlone() throws {
        let box = OutputSandbox()
        let live = try MarkedFolder(in: box.project, prefix: OutputWriter.stagingPrefix(for: box.project + "/site"))
        defer { try? FileSystem.removeTree(live.path); live.unlock() }
        #expect(box.run(["build", "--quiet"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: live.path + "/.cardstock-staging"))
        #expect(MarkedFolder.removeStale(in: box.project, prefix: ".site.tmp-", remove: FileSystem.removeTree).isEmpty)
    }

    /// The pid of a process that has run and been reaped (so `kill(pid, 0)` fails with ESRCH).
    static func goneProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    // MARK: The umask

    @Test(.enabled(if: CardstockBinary.available, "needs the cardstock executable: run 'swift build --build-tests' first"),
          arguments: [("022", 0o755), ("077", 0o700), ("027", 0o750)])
    func theNewOutputFolderHonoursTheUmask(umask: String, mode: Int) throws {
        let box = OutputSandbox()
        let result = try CardstockBinary.run(["build", "--quiet"], in: box.project, home: box.root + "/home", umask: umask)
        #expect(result.status == 0, "\(result.err)")
        var info = stat()
        #expect(stat(box.project + "/site", &info) == 0)
        #expect(Int(info.st_mode & 0o777) == mode)
    }
}
