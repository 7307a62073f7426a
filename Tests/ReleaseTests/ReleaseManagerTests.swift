import POSIXFiles
import Diagnostics
import Glibc
import Testing
@testable import Release

/// A clock that starts at 2026-11-29 15:26:43 UTC and never moves (names must still be unique).
let frozenClock: @Sendable () -> Int = { 1_795_966_003 }

@Suite struct ReleaseManagerTests {
    @Test func twoPublishesAndARollback() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        try writeSite(a, marker: "version A")
        try writeSite(b, marker: "version B")
        let manager = ReleaseManager(directory: root.at("out"), now: frozenClock)

        guard case .released(let first) = try manager.publish(from: a.path) else { Issue.record("A not released"); return }
        #expect(first.name.description == "20261129T152643Z-\(try ContentHash.ofFolder(a.path).short)")
        #expect(try ReleaseFiles.linkTarget(root.at("out/current")) == "releases/\(first.name)")
        #expect(try root.read("out/current/index.html").contains("version A"))
        #expect(root.exists("out/.cardstock-releases"))

        guard case .released(let second) = try manager.publish(from: b.path) else { Issue.record("B not released"); return }
        #expect(second.name.description.hasPrefix("20261129T152644Z-"))
        #expect(try root.read("out/current/index.html").contains("version B"))
        #expect(try manager.list().map(\.isCurrent) == [false, true])

        let back = try manager.rollback()
        #expect(back.name == first.name)
        #expect(try root.read("out/current/index.html").contains("version A"))
        #expect(try manager.list().map(\.isCurrent) == [true, false])
        #expect(try manager.current()?.name == first.name)
        #expect(throws: Diagnostic.self) { try manager.rollback() }
        #expect(!root.exists("out/.current.tmp"))
    }

    @Test func identicalContentMakesNoRelease() throws {
        let root = TempFolder(), a = TempFolder(), copy = TempFolder()
        try writeSite(a)
        try writeSite(copy)
        let manager = ReleaseManager(directory: root.at("out"), now: frozenClock)
        guard case .released(let first) = try manager.publish(from: a.path) else { Issue.record("not released"); return }
        #expect(try manager.publish(from: copy.path) == .unchanged(first))
        #expect(try manager.list().count == 1)
        try copy.write("posts/first/index.html", "<p>changed</p>")
        guard case .released = try manager.publish(from: copy.path) else { Issue.record("change not released"); return }
        #expect(try manager.list().count == 2)
    }

    @Test func publishingAfterRollbackSwitchesBack() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        try writeSite(a, marker: "A")
        try writeSite(b, marker: "B")
        let manager = ReleaseManager(directory: root.at("out"), now: frozenClock)
        _ = try manager.publish(from: a.path)
        guard case .released(let second) = try manager.publish(from: b.path) else { Issue.record("not released"); return }
        _ = try manager.rollback()
        // B equals a kept release but not the current one: that release is made current again.
        #expect(try manager.publish(from: b.path) == .switchedBack(second))
        #expect(try manager.list().map(\.name).last == second.name)
        #expect(try manager.list().count == 2)
        #expect(try root.read("out/current/index.html").contains("B"))
    }

    @Test func keepsOnlyTheLastNReleases() throws {
        let root = TempFolder(), site = TempFolder()
        try writeSite(site)
        let manager = ReleaseManager(directory: root.at("out"), keep: 3, hardLink: false, now: frozenClock)
        var names: [ReleaseName] = []
        for k in 0..<6 {
            try site.write("index.html", "<p>release \(k)</p>")
            guard case .released(let r) = try manager.publish(from: site.path) else { Issue.record("no release"); return }
            names.append(r.name)
        }
        #expect(try manager.list().map(\.name) == Array(names.suffix(3)))
        #expect(try ReleaseFiles.names(in: root.at("out/releases")) == names.suffix(3).map(\.description))
        // A rolled-back (oldest) current release survives pruning, even with keep = 1.
        _ = try manager.rollback()
        _ = try manager.rollback()
        var strict = manager
        strict.keep = 1
        try strict.prune(keeping: names[3])
        #expect(try manager.list().map(\.name) == [names[3]])
        #expect(try manager.current()?.name == names[3])
        // The next publish after that is newer than everything kept.
        try site.write("index.html", "<p>release 6</p>")
        guard case .released(let newest) = try manager.publish(from: site.path) else { Issue.record("no release"); return }
        #expect(try manager.list().map(\.name) == [names[3], newest.name])
    }

    @Test func pruningNeverFollowsLinksOutOfTheFolder() throws {
        let root = TempFolder(), outside = TempFolder(), site = TempFolder()
        try outside.write("precious.txt", "keep me")
        try writeSite(site)
        try site.write("escape-hatch", "placeholder")
        unlink(site.at("escape-hatch"))
        #expect(symlink(outside.path, site.at("escape-hatch")) == 0)
        let manager = ReleaseManager(directory: root.at("out"), keep: 1, hardLink: false, now: frozenClock)
        _ = try manager.publish(from: site.path)
        try site.write("index.html", "<p>next</p>")
        _ = try manager.publish(from: site.path)
        #expect(try manager.list().count == 1)
        #expect(try outside.read("precious.txt") == "keep me")
    }

    @Test func failedVerificationReleasesNothing() throws {
        let root = TempFolder(), good = TempFolder(), bad = TempFolder()
        try writeSite(good)
        try writeSite(bad, marker: "bad")
        try bad.write("posts/first/index.html", "<p>\n<a href=\"../nowhere/\">x</a><script>1</script>\n</p>")
        try bad.write("huge.html", String(repeating: "y", count: 300 * 1024))
        try bad.write("index.html", "<link rel=\"stylesheet\" href=\"missing.css\">")
        let manager = ReleaseManager(directory: root.at("out"), now: frozenClock)
        let verifier = SiteVerifier()
        guard case .released(let first) = try manager.publish(from: good.path, verifiedBy: verifier) else {
            Issue.record("good site not released"); return
        }
        do {
            _ = try manager.publish(from: bad.path, verifiedBy: verifier)
            Issue.record("a failing site must not be released")
        } catch let list as DiagnosticList {
            #expect(list.errors.map { "\($0.location!)" } == [
                bad.at("huge.html"), bad.at("index.html") + ":1:30",
                bad.at("posts/first/index.html") + ":2:10", bad.at("posts/first/index.html") + ":2:28",
            ])
        }
        #expect(try ReleaseFiles.linkTarget(root.at("out/current")) == "releases/\(first.name)")
        #expect(try manager.list().map(\.name) == [first.name])
    }

    @Test func refusesAForeignNonEmptyFolderUnlessForced() throws {
        let root = TempFolder(), site = TempFolder()
        try writeSite(site)
        try root.write("out/important.txt", "not ours")
        do {
            _ = try ReleaseManager(directory: root.at("out")).publish(from: site.path)
            Issue.record("must refuse")
        } catch let d as Diagnostic {
            #expect(d.description == "\(root.at("out")): error: is not empty and is not a Cardstock release folder "
                    + "(no .cardstock-releases file); choose an empty or new folder, or pass --force to use it anyway")
        }
        #expect(try ReleaseFiles.names(in: root.at("out")) == ["important.txt"])
        #expect(throws: Diagnostic.self) { try ReleaseManager(directory: root.at("out")).list() }
        _ = try ReleaseManager(directory: root.at("out"), force: true).publish(from: site.path)
        #expect(try root.read("out/important.txt") == "not ours")
        #expect(try ReleaseManager(directory: root.at("out")).list().count == 1)
    }

    @Test func refusesABuildInsideTheReleaseFolder() throws {
        let root = TempFolder()
        try writeSite(root, under: "out/site")
        try root.write("out/.cardstock-releases", "")
        #expect(throws: Diagnostic.self) { try ReleaseManager(directory: root.at("out")).publish(from: root.at("out/site")) }
        #expect(!root.exists("out/releases"))
    }

    @Test func dryRunDiffAgainstTheCurrentRelease() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        try writeSite(a)
        try writeSite(b)
        try b.write("index.html", "<p>new home</p>")
        try b.write("posts/second/index.html", "<p>two</p>")
        unlink(b.at("logo.png"))
        let manager = ReleaseManager(directory: root.at("out"), now: frozenClock)
        #expect(try manager.diff(from: a.path).added.count == 4)
        _ = try manager.publish(from: a.path)
        let diff = try manager.diff(from: b.path)
        #expect(diff == ReleaseDiff(added: ["posts/second/index.html"], changed: ["index.html"], removed: ["logo.png"]))
        #expect(diff.description == """
            added   posts/second/index.html
            changed index.html
            removed logo.png
            1 added, 1 changed, 1 removed
            """)
        #expect(try manager.diff(from: a.path).description == "no changes")
        #expect(try manager.list().count == 1)
    }

    @Test func dryRunOnAnEmptyFolderListsEverythingAndWritesNothing() throws {
        let root = TempFolder(), a = TempFolder()
        try writeSite(a)
        #expect(mkdir(root.at("out"), 0o755) == 0)
        let diff = try ReleaseManager(directory: root.at("out")).diff(from: a.path)
        #expect(diff.added == ["index.html", "logo.png", "posts/first/index.html", "style.css"])
        #expect(try ReleaseFiles.names(in: root.at("out")).isEmpty)
    }

    @Test func leftoversOfAnInterruptedPublishAreCleanedUp() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        try writeSite(a)
        try writeSite(b, marker: "B")
        let manager = ReleaseManager(directory: root.at("out"), now: frozenClock)
        _ = try manager.publish(from: a.path)
        try root.write("out/releases/.staging-20261129T000000Z-00000000/index.html", "half written")
        try root.write("out/releases/.trash-20261128T000000Z-00000000/index.html", "half deleted")
        try root.write("out/releases/notes.txt", "not a release, left alone")
        _ = try manager.publish(from: b.path)
        let names = try ReleaseFiles.names(in: root.at("out/releases"))
        #expect(names.count == 3)
        #expect(names.contains("notes.txt"))
        #expect(!names.contains { $0.hasPrefix(".") })
    }
}
