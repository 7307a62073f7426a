import POSIXFiles
import Glibc
import Testing
@testable import Release

/// Only folders carrying Cardstock's release marker (a record in `DIR/.cardstock-assets`) are releases:
/// a user's folder in `DIR/releases` that is merely named like one is never pruned, listed or rolled back to.
@Suite struct ReleaseMarkerTests {
    @Test func pruningLeavesAnUnmarkedFolderNamedLikeAReleaseAlone() throws {
        let root = TempFolder(), site = TempFolder()
        try writeSite(site)
        let manager = ReleaseManager(directory: root.at("out"), keep: 1, hardLink: false, now: frozenClock)
        try site.write("index.html", "<p>first</p>")
        guard case .released(let first) = try manager.publish(from: site.path) else { Issue.record("no release"); return }
        #expect(manager.isMarked(first.name))
        // Older than every release, so it would be the first to go if it counted.
        let mine = "20000101T000000Z-0badcafe"
        try root.write("out/releases/\(mine)/notes.txt", "my own notes")
        #expect(try manager.list().map(\.name) == [first.name])

        for k in 2...3 {
            try site.write("index.html", "<p>release \(k)</p>")
            _ = try manager.publish(from: site.path)
        }
        #expect(try root.read("out/releases/\(mine)/notes.txt") == "my own notes")
        let kept = try manager.list()
        #expect(kept.count == 1 && kept[0].isCurrent)
        #expect(try ReleaseFiles.names(in: root.at("out/releases")).sorted() == [mine, kept[0].name.description])
        #expect(throws: (any Error).self) { try manager.rollback() }
        #expect(try root.read("out/releases/\(mine)/notes.txt") == "my own notes")
    }

    @Test func anUnmarkedCurrentReleaseOfAnEarlierCardstockStays() throws {
        let root = TempFolder(), site = TempFolder()
        try writeSite(site)
        let manager = ReleaseManager(directory: root.at("out"), keep: 1, hardLink: false, now: frozenClock)
        guard case .released(let old) = try manager.publish(from: site.path) else { Issue.record("no release"); return }
        // As an earlier Cardstock left it: no record.
        #expect(unlink(root.at("out/.cardstock-assets/\(old.name)")) == 0)
        #expect(try manager.list().map(\.name) == [old.name], "the current release is listed even without a record")
        try site.write("index.html", "<p>new</p>")
        guard case .released(let new) = try manager.publish(from: site.path) else { Issue.record("no release"); return }
        #expect(root.exists("out/releases/\(old.name)/index.html"))
        #expect(try manager.list().map(\.name) == [new.name])
    }
}
