import Foundation
import Glibc
import Testing
@testable import OutputSafety

/// A fresh folder under /tmp, deleted when the value goes away.
final class ScratchFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "cardstock-marked-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func at(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let full = at(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: at(relative))), as: UTF8.self)
    }

    /// Whether `relative` exists (without following a final link).
    func exists(_ relative: String) -> Bool {
        var st = stat()
        return lstat(at(relative), &st) == 0
    }
}

/// Starts `executable` with `arguments` (posix_spawn) and returns its process id; the caller reaps it.
func spawn(_ executable: String, _ arguments: [String]) throws -> pid_t {
    var pid: pid_t = 0
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let code = posix_spawn(&pid, executable, nil, nil, argv, environ)
    guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    return pid
}

/// The pid of a process that has run and been reaped (so `kill(pid, 0)` fails with ESRCH).
func goneProcessID() throws -> pid_t {
    let pid = try spawn("/bin/true", [])
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    return pid
}

/// Removes a tree (the tests' stand-in for the callers' race-safe removal).
func removeTree(_ path: String) throws { try FileManager.default.removeItem(atPath: path) }

@Suite struct MarkedFolderTests {
    static let prefix = "cardstock-publish-"
    static let hasFlockTool = FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")

    /// A folder made like ``MarkedFolder`` does, with a marker naming `pid` and nobody holding the lock.
    func leftover(_ base: ScratchFolder, _ name: String, pid: pid_t) throws -> String {
        try base.write(name + "/site/index.html", "<p>half built")
        try base.write(name + "/" + MarkedFolder.markerName, "cardstock pid \(pid)\n")
        return base.at(name)
    }

    @Test func aLiveOwnersFolderStays() throws {
        let base = ScratchFolder()
        let folder = try MarkedFolder(in: base.path, prefix: Self.prefix)
        let name = (folder.path as NSString).lastPathComponent
        #expect(name.hasPrefix(Self.prefix))
        #expect(try base.read(name + "/.cardstock-staging") == "cardstock pid \(getpid())\n")
        #expect(MarkedFolder.removeStale(in: base.path, prefix: Self.prefix, remove: removeTree).isEmpty)
        #expect(base.exists(name))
        try removeTree(folder.path)
        folder.unlock()
        #expect(!base.exists(name))
    }

    @Test func removingTheMarkerUnlocksAndLeavesTheFolder() throws {
        let base = ScratchFolder()
        let folder = try MarkedFolder(in: base.path, prefix: ".site.tmp-")
        let name = (folder.path as NSString).lastPathComponent
        folder.removeMarker()
        #expect(base.exists(name))
        #expect(!base.exists(name + "/" + MarkedFolder.markerName), "the marker is never published")
        #expect(MarkedFolder.removeStale(in: base.path, prefix: ".site.tmp-", remove: removeTree).isEmpty)
    }

    @Test func aFolderOfAGoneOwnerIsRemoved() throws {
        let base = ScratchFolder()
        let stale = try leftover(base, Self.prefix + "dead01", pid: try goneProcessID())
        try base.write("unrelated/keep.txt", "other program")
        #expect(MarkedFolder.removeStale(in: base.path, prefix: Self.prefix, remove: removeTree) == [stale])
        #expect(!base.exists(Self.prefix + "dead01"))
        #expect(base.exists("unrelated/keep.txt"))
    }

    @Test func nothingWithoutTheMarkerIsDeleted() throws {
        let base = ScratchFolder(), outside = ScratchFolder()
        try base.write(Self.prefix + "nomark/site/index.html", "no marker")
        try base.write(Self.prefix + "badmark/" + MarkedFolder.markerName, "something else\n")
        try base.write(Self.prefix + "pending/" + MarkedFolder.markerName + ".new", "cardstock pid 1\n")
        try base.write(Self.prefix + "dirmark/" + MarkedFolder.markerName + "/x", "a folder, not a file")
        // A marker that is a link, and a prefixed name that is a link to a marked folder elsewhere.
        try outside.write("real-marker", "cardstock pid \(try goneProcessID())\n")
        try base.write(Self.prefix + "linkmark/file", "x")
        #expect(symlink(outside.at("real-marker"), base.at(Self.prefix + "linkmark/" + MarkedFolder.markerName)) == 0)
        _ = try leftover(outside, "marked", pid: try goneProcessID())
        #expect(symlink(outside.at("marked"), base.at(Self.prefix + "link")) == 0)
        #expect(MarkedFolder.removeStale(in: base.path, prefix: Self.prefix, remove: removeTree).isEmpty)
        for name in ["nomark", "badmark", "pending", "dirmark", "linkmark", "link"] {
            #expect(base.exists(Self.prefix + name), "\(name)")
        }
        #expect(outside.exists("marked/site/index.html"))
    }

    @Test func aRunningProcessWithTheMarkedPidKeepsItsFolder() throws {
        // The lock is free but the pid names a running process (this one): left alone.
        let base = ScratchFolder()
        _ = try leftover(base, Self.prefix + "alive1", pid: getpid())
        #expect(MarkedFolder.removeStale(in: base.path, prefix: Self.prefix, remove: removeTree).isEmpty)
        #expect(base.exists(Self.prefix + "alive1"))
    }

    @Test(.enabled(if: hasFlockTool, "needs /usr/bin/flock to hold the marker's lock in another process"))
    func aKilledOwnersFolderIsRemovedOnceItIsGone() throws {
        let base = ScratchFolder()
        let name = Self.prefix + "killed"
        try base.write(name + "/site/index.html", "<p>half built")
        // Another process holds the marker's lock while it "builds", as a build or publish does.
        let marker = base.at(name + "/" + MarkedFolder.markerName)
        try base.write(name + "/" + MarkedFolder.markerName, "")
        let owner = try spawn("/usr/bin/flock", ["--no-fork", "--exclusive", marker, "/bin/sleep", "30"])
        var reaped = false, status: Int32 = 0
        defer { if !reaped { kill(owner, SIGKILL); waitpid(owner, &status, 0) } }
        try base.write(name + "/" + MarkedFolder.markerName, "cardstock pid \(owner)\n")
        // Wait until it has the lock (at most 5 s).
        for _ in 0..<500 {
            let fd = open(marker, O_RDONLY | O_CLOEXEC)
            let free = flock(fd, LOCK_EX | LOCK_NB) == 0
            close(fd)
            if !free { break }
            usleep(10_000)
        }
        #expect(MarkedFolder.removeStale(in: base.path, prefix: Self.prefix, remove: removeTree).isEmpty)
        #expect(base.exists(name + "/site/index.html"))
        // kill -9, as a user or the OOM killer would; the lock goes with the process.
        #expect(kill(owner, SIGKILL) == 0)
        #expect(waitpid(owner, &status, 0) == owner)
        reaped = true
        #expect(MarkedFolder.removeStale(in: base.path, prefix: Self.prefix, remove: removeTree) == [base.at(name)])
        #expect(!base.exists(name))
    }

    @Test func ownerIDsAreParsedStrictly() {
        #expect(MarkedFolder.ownerPID("cardstock pid 1234\n") == 1234)
        #expect(MarkedFolder.ownerPID("cardstock pid 0\n") == nil)
        #expect(MarkedFolder.ownerPID("cardstock pid -5\n") == nil)
        #expect(MarkedFolder.ownerPID("cardstock pid 99999999999\n") == nil)
        #expect(MarkedFolder.ownerPID("pid 12\n") == nil)
    }
}
