import Foundation
import Glibc
import Testing
@testable import Release

/// Starts `executable` with `arguments` (posix_spawn) and returns its process id; the caller reaps it.
func spawn(_ executable: String, _ arguments: [String]) throws -> pid_t {
    var pid: pid_t = 0
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let code = posix_spawn(&pid, executable, nil, nil, argv, environ)
    guard code == 0 else { throw FileSystem.failure(executable, "start the program", code: code) }
    return pid
}

/// The pid of a process that has run and been reaped (so `kill(pid, 0)` fails with ESRCH).
func goneProcessID() throws -> pid_t {
    let pid = try spawn("/bin/true", [])
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    return pid
}

@Suite struct MarkedBuildFolderTests {
    static let prefix = "cardstock-publish-"
    static let hasFlockTool = FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")

    /// A folder made like ``MarkedBuildFolder`` does, with a marker naming `pid` and nobody holding the lock.
    func leftover(_ base: TempFolder, _ name: String, pid: pid_t) throws -> String {
        try base.write(name + "/site/index.html", "<p>half built")
        try base.write(name + "/" + MarkedBuildFolder.markerName, "cardstock-build pid \(pid)\n")
        return base.at(name)
    }

    @Test func aLiveOwnersFolderStays() throws {
        let base = TempFolder()
        let folder = try MarkedBuildFolder(in: base.path, prefix: Self.prefix)
        #expect(FileSystem.lastComponent(folder.path).hasPrefix(Self.prefix))
        #expect(try base.read(FileSystem.lastComponent(folder.path) + "/.cardstock-build") == "cardstock-build pid \(getpid())\n")
        #expect(MarkedBuildFolder.removeStale(in: base.path, prefix: Self.prefix).isEmpty)
        #expect(FileSystem.kind(folder.path) == .directory)
        folder.remove()
        #expect(FileSystem.kind(folder.path) == nil)
    }

    @Test func aFolderOfAGoneOwnerIsRemoved() throws {
        let base = TempFolder()
        let stale = try leftover(base, Self.prefix + "dead01", pid: try goneProcessID())
        try base.write("unrelated/keep.txt", "other program")
        #expect(MarkedBuildFolder.removeStale(in: base.path, prefix: Self.prefix) == [stale])
        #expect(FileSystem.kind(stale) == nil)
        #expect(base.exists("unrelated/keep.txt"))
    }

    @Test func nothingWithoutTheMarkerIsDeleted() throws {
        let base = TempFolder(), outside = TempFolder()
        try base.write(Self.prefix + "nomark/site/index.html", "no marker")
        try base.write(Self.prefix + "badmark/" + MarkedBuildFolder.markerName, "something else\n")
        try base.write(Self.prefix + "dirmark/" + MarkedBuildFolder.markerName + "/x", "a folder, not a file")
        // A marker that is a link, and a prefixed name that is a link to a marked folder elsewhere.
        try outside.write("real-marker", "cardstock-build pid \(try goneProcessID())\n")
        try base.write(Self.prefix + "linkmark/file", "x")
        #expect(symlink(outside.at("real-marker"), base.at(Self.prefix + "linkmark/" + MarkedBuildFolder.markerName)) == 0)
        _ = try leftover(outside, "marked", pid: try goneProcessID())
        #expect(symlink(outside.at("marked"), base.at(Self.prefix + "link")) == 0)
        #expect(MarkedBuildFolder.removeStale(in: base.path, prefix: Self.prefix).isEmpty)
        for name in ["nomark", "badmark", "dirmark", "linkmark", "link"] { #expect(base.exists(Self.prefix + name)) }
        #expect(outside.exists("marked/site/index.html"))
    }

    @Test func aRunningProcessWithTheMarkedPidKeepsItsFolder() throws {
        // The lock is free but the pid names a running process (this one): left alone.
        let base = TempFolder()
        let folder = try leftover(base, Self.prefix + "alive1", pid: getpid())
        #expect(MarkedBuildFolder.removeStale(in: base.path, prefix: Self.prefix).isEmpty)
        #expect(FileSystem.kind(folder) == .directory)
    }

    @Test(.enabled(if: hasFlockTool, "needs /usr/bin/flock to hold the marker's lock in another process"))
    func aKilledOwnersFolderIsRemovedOnceItIsGone() throws {
        let base = TempFolder()
        let name = Self.prefix + "killed"
        try base.write(name + "/site/index.html", "<p>half built")
        // Another process holds the marker's lock while it "builds", like a publish does.
        let marker = base.at(name + "/" + MarkedBuildFolder.markerName)
        try base.write(name + "/" + MarkedBuildFolder.markerName, "")
        let owner = try spawn("/usr/bin/flock", ["--no-fork", "--exclusive", marker, "/bin/sleep", "30"])
        var reaped = false, status: Int32 = 0
        defer { if !reaped { kill(owner, SIGKILL); waitpid(owner, &status, 0) } }
        try FileSystem.write(Array("cardstock-build pid \(owner)\n".utf8), to: marker)
        // Wait until it has the lock (at most 5 s).
        for _ in 0..<500 {
            let fd = open(marker, O_RDONLY | O_CLOEXEC)
            let free = flock(fd, LOCK_EX | LOCK_NB) == 0
            close(fd)
            if !free { break }
            usleep(10_000)
        }
        #expect(MarkedBuildFolder.removeStale(in: base.path, prefix: Self.prefix).isEmpty)
        #expect(base.exists(name + "/site/index.html"))
        // kill -9, as a user or the OOM killer would; the lock goes with the process.
        #expect(kill(owner, SIGKILL) == 0)
        #expect(waitpid(owner, &status, 0) == owner)
        reaped = true
        #expect(MarkedBuildFolder.removeStale(in: base.path, prefix: Self.prefix) == [base.at(name)])
        #expect(!base.exists(name))
    }

    @Test func ownerIDsAreParsedStrictly() {
        #expect(MarkedBuildFolder.ownerPID("cardstock-build pid 1234\n") == 1234)
        #expect(MarkedBuildFolder.ownerPID("cardstock-build pid 0\n") == nil)
        #expect(MarkedBuildFolder.ownerPID("cardstock-build pid -5\n") == nil)
        #expect(MarkedBuildFolder.ownerPID("cardstock-build pid 99999999999\n") == nil)
        #expect(MarkedBuildFolder.ownerPID("pid 12\n") == nil)
    }
}
