import Diagnostics
import Foundation
import Glibc
import Testing
@testable import Preview

/// Real inotify in a temporary folder; every wait is bounded and assertions are on the reported batches.
@Suite struct FileWatcherTests {
    /// Starts a watcher on `roots` (relative to `dir`) and returns it with its recorder.
    func watch(_ dir: TempDir, roots: [String] = [""], forcePolling: Bool = false,
               debounce: Duration = .milliseconds(50), maxBatchDelay: Duration = .milliseconds(300)) throws -> (FileWatcher, BatchRecorder) {
        let rootPaths = roots.map { $0.isEmpty ? dir.path : dir.file($0) }
        let watcher = try FileWatcher(options: .init(roots: rootPaths, debounce: debounce, maxBatchDelay: maxBatchDelay,
                                                     forcePolling: forcePolling, pollInterval: .milliseconds(100)))
        let recorder = BatchRecorder()
        watcher.start { recorder.record($0) }
        return (watcher, recorder)
    }

    @Test func reportsCreatedEditedAndDeletedFiles() throws {
        let dir = try TempDir("watch-basic")
        defer { dir.remove() }
        try dir.write("existing.md", "one")
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }

        try dir.write("new.md", "hello")
        #expect(rec.waitFor([dir.file("new.md")]))
        rec.reset()
        try dir.write("existing.md", "two")
        #expect(rec.waitFor([dir.file("existing.md")]))
        rec.reset()
        try dir.delete("new.md")
        #expect(rec.waitFor([dir.file("new.md")]))
        #expect(!rec.batches.contains { $0.needsFullRescan })
    }

    @Test func renameReportsOldAndNewName() throws {
        let dir = try TempDir("watch-rename")
        defer { dir.remove() }
        try dir.write("a.md", "a")
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        try dir.move("a.md", "b.md")
        #expect(rec.waitFor([dir.file("a.md"), dir.file("b.md")]))
    }

    @Test func atomicSaveByRenameReportsTheOriginalAndNotTheTemporaryFile() throws {
        let dir = try TempDir("watch-atomic")
        defer { dir.remove() }
        try dir.write("page.md", "v1")
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        // Vim-style (`.page.md.swp`, the `4913` probe, a `~` backup) and a generic `.tmp` then rename.
        try dir.write(".page.md.swp", "swap")
        try dir.write("4913", "")
        try dir.delete("4913")
        try dir.write("page.md~", "v1")
        try dir.write("page.md.tmp", "v2")
        try dir.move("page.md.tmp", "page.md")
        #expect(rec.waitFor([dir.file("page.md")]))
        #expect(try dir.read("page.md") == "v2")
        let seen = rec.paths
        for ignored in [".page.md.swp", "4913", "page.md~", "page.md.tmp"] {
            #expect(!seen.contains(dir.file(ignored)), "\(ignored) must be ignored")
        }
    }

    @Test func saveThroughAnUnignoredTemporaryNameReportsOnlyTheOriginal() throws {
        let dir = try TempDir("watch-jetbrains")
        defer { dir.remove() }
        try dir.write("page.md", "v1")
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        try dir.write("page.md___jb_tmp___", "v2")
        try dir.move("page.md___jb_tmp___", "page.md")
        #expect(rec.waitFor([dir.file("page.md")]))
        #expect(rec.paths == [dir.file("page.md")])
    }

    @Test func missingRootIsPickedUpWhenCreated() throws {
        let dir = try TempDir("watch-missing-root")
        defer { dir.remove() }
        let (watcher, rec) = try watch(dir, roots: ["content"])
        defer { watcher.stop() }
        try dir.write("content/posts/first.md", "1")
        #expect(rec.waitFor([dir.file("content"), dir.file("content/posts/first.md")]))
        rec.reset()
        try dir.write("content/posts/second.md", "2")
        #expect(rec.waitFor([dir.file("content/posts/second.md")]))
    }

    @Test func overflowAsksForARescanAndWatchesFoldersItMissed() throws {
        let dir = try TempDir("watch-overflow")
        defer { dir.remove() }
        let watcher = try FileWatcher(options: .init(roots: [dir.path]))
        watcher.setUpWatches()  // no thread: events are fed by hand
        try dir.mkdir("missed/inner")
        watcher.handleEvent(wd: -1, mask: UInt32(IN_Q_OVERFLOW), name: "", now: 0)
        #expect(watcher.table.byPath[dir.file("missed/inner")] != nil)
        #expect(watcher.batcher.takeIfDue(now: 1_000)?.needsFullRescan == true)
    }

    @Test func ignoredNamesProduceNothing() throws {
        let dir = try TempDir("watch-ignored")
        defer { dir.remove() }
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        for name in [".hidden", "x.swp", "x.swx", "notes~", ".#lock", "4913"] { try dir.write(name, "x") }
        try dir.mkdir(".git/objects")
        try dir.write(".git/objects/abc", "blob")
        // A real change afterwards proves the watcher was running while the ignored names were written.
        try dir.write("sentinel.md", "s")
        #expect(rec.waitFor([dir.file("sentinel.md")]))
        #expect(rec.paths == [dir.file("sentinel.md")])
    }

    @Test func newNestedFoldersAreWatchedAndTheirEarlyFilesReported() throws {
        let dir = try TempDir("watch-nested")
        defer { dir.remove() }
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        // Created in one go, before the watcher can add watches for b and c.
        try dir.write("a/b/c/deep.md", "deep")
        try dir.write("a/b/mid.md", "mid")
        #expect(rec.waitFor([dir.file("a/b/c/deep.md"), dir.file("a/b/mid.md")]))
        rec.reset()
        try dir.write("a/b/c/later.md", "later")
        #expect(rec.waitFor([dir.file("a/b/c/later.md")]))
    }

    @Test func deletedFolderIsReportedAndARecreatedOneIsWatched() throws {
        let dir = try TempDir("watch-delete-folder")
        defer { dir.remove() }
        try dir.write("posts/one.md", "1")
        try dir.write("posts/sub/two.md", "2")
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        try dir.delete("posts")
        #expect(rec.waitFor([dir.file("posts")]))
        rec.reset()
        try dir.write("posts/sub/three.md", "3")
        #expect(rec.waitFor([dir.file("posts/sub/three.md")]))
        rec.reset()
        try dir.write("posts/sub/four.md", "4")
        #expect(rec.waitFor([dir.file("posts/sub/four.md")]))
    }

    @Test func renamedFolderIsFollowedUnderItsNewName() throws {
        let dir = try TempDir("watch-rename-folder")
        defer { dir.remove() }
        try dir.write("old/page.md", "p")
        let (watcher, rec) = try watch(dir)
        defer { watcher.stop() }
        try dir.move("old", "new")
        #expect(rec.waitFor([dir.file("old"), dir.file("new"), dir.file("new/page.md")]))
        rec.reset()
        try dir.write("new/page.md", "edited")
        #expect(rec.waitFor([dir.file("new/page.md")]))
        #expect(!rec.paths.contains(dir.file("old/page.md")))
    }

    @Test func replacedRootIsWatchedAgainAndAsksForARescan() throws {
        let dir = try TempDir("watch-root-replaced")
        defer { dir.remove() }
        try dir.write("content/a.md", "a")
        let (watcher, rec) = try watch(dir, roots: ["content"])
        defer { watcher.stop() }
        try dir.write("content.new/b.md", "b")
        try dir.move("content", "content.old")
        try dir.move("content.new", "content")
        #expect(rec.waitFor([dir.file("content"), dir.file("content/b.md")]))
        #expect(rec.batches.contains { $0.needsFullRescan })
        #expect(!rec.paths.contains(dir.file("content.new/b.md")))
        rec.reset()
        try dir.write("content/c.md", "c")
        #expect(rec.waitFor([dir.file("content/c.md")]))
        try dir.write("content.old/ignored.md", "outside the root now")
        try dir.write("content/d.md", "d")
        #expect(rec.waitFor([dir.file("content/d.md")]))
        #expect(!rec.paths.contains(dir.file("content.old/ignored.md")))
    }

    @Test func singleFileRootReportsOnlyThatFile() throws {
        let dir = try TempDir("watch-file-root")
        defer { dir.remove() }
        try dir.write("site.yaml", "title: a")
        let (watcher, rec) = try watch(dir, roots: ["site.yaml"])
        defer { watcher.stop() }
        try dir.write("other.txt", "not watched")
        try dir.write("site.yaml.tmp", "title: b")
        try dir.move("site.yaml.tmp", "site.yaml")
        #expect(rec.waitFor([dir.file("site.yaml")]))
        #expect(rec.paths == [dir.file("site.yaml")])
    }

    @Test func burstOf200WritesGivesAtMostTwoBatches() throws {
        let dir = try TempDir("watch-burst")
        defer { dir.remove() }
        try dir.mkdir("pages")
        // Windows wide enough that a loaded CI machine (other processes, slow disk) cannot split the burst by
        // stalling between two writes: the behaviour under test is coalescing, not a latency figure.
        let (watcher, rec) = try watch(dir, debounce: .milliseconds(400), maxBatchDelay: .seconds(5))
        defer { watcher.stop() }
        var expected = Set<String>()
        for i in 0..<200 {
            try dir.write("pages/p\(i).md", "page \(i)")
            expected.insert(dir.file("pages/p\(i).md"))
        }
        #expect(rec.waitFor(expected))
        // A trailing batch would arrive within the quiet period; give it a bounded chance to show up.
        rec.wait(timeout: 1.0) { $0.batches.count > 2 }
        #expect(rec.batches.count <= 2)
    }

    @Test func pollingFallbackSeesCreateEditAndDelete() throws {
        let dir = try TempDir("watch-poll")
        defer { dir.remove() }
        try dir.write("a.md", "a")
        let (watcher, rec) = try watch(dir, forcePolling: true)
        defer { watcher.stop() }
        try dir.write("sub/b.md", "b")
        #expect(rec.waitFor([dir.file("sub/b.md")]))
        rec.reset()
        try dir.write("a.md", "a changed in size")
        #expect(rec.waitFor([dir.file("a.md")]))
        rec.reset()
        try dir.delete("sub/b.md")
        #expect(rec.waitFor([dir.file("sub/b.md")]))
    }

    @Test func watchLimitFallsBackToPollingWithAWarning() throws {
        let dir = try TempDir("watch-limit")
        defer { dir.remove() }
        for name in ["a", "b", "c", "d"] { try dir.write("\(name)/page.md", name) }
        let warnings = WarningBox()
        let watcher = try FileWatcher(options: .init(roots: [dir.path], pollInterval: .milliseconds(100),
                                                     onWarning: { warnings.add($0) }))
        watcher.watchLimitForTesting = 2
        let rec = BatchRecorder()
        watcher.start { rec.record($0) }
        defer { watcher.stop() }
        #expect(warnings.items.count == 1)
        #expect(warnings.items.first?.severity == .warning)
        #expect(warnings.items.first?.message.contains("inotify watch limit is reached") == true)
        #expect(warnings.items.first?.message.contains("max_user_watches") == true)
        try dir.write("d/page.md", "changed size")
        try dir.write("e/new.md", "new folder")
        #expect(rec.waitFor([dir.file("d/page.md"), dir.file("e/new.md")]))
    }

    @Test func stopEndsTheThreadAndNoMoreBatchesArrive() throws {
        let dir = try TempDir("watch-stop")
        defer { dir.remove() }
        let (watcher, rec) = try watch(dir)
        watcher.stop()
        try dir.write("after.md", "x")
        rec.wait(timeout: 0.3) { !$0.batches.isEmpty }
        #expect(rec.batches.isEmpty)
    }

    @Test func defaultIgnoreRule() {
        for name in [".swp", "a.swp", "a.swx", "a~", ".#a.md", "4913", ".DS_Store", "x.tmp", ""] {
            #expect(FileWatcher.isIgnored(name), "\(name)")
        }
        for name in ["a.md", "index.html", "data.csv", "4914", "swp"] {
            #expect(!FileWatcher.isIgnored(name), "\(name)")
        }
    }
}

/// Collects warnings from the watcher thread.
final class WarningBox: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Diagnostic] = []
    func add(_ d: Diagnostic) { lock.lock(); list.append(d); lock.unlock() }
    var items: [Diagnostic] { lock.lock(); defer { lock.unlock() }; return list }
}
