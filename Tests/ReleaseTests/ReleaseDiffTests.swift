import Glibc
import Testing
@testable import Release

@Suite struct ReleaseDiffTests {
    @Test func comparesWithAnExistingOutputFolder() throws {
        let old = TempFolder(), new = TempFolder()
        try old.write("a.html", "same")
        try old.write("b.html", "before")
        try old.write("z/gone.css", "x")
        try new.write("a.html", "same")
        try new.write("b.html", "after!")
        try new.write("c/new.html", "c")
        #expect(symlink("a.html", new.at("link.html")) == 0)
        let diff = try ReleaseDiff.compare(new: new.path, old: old.path)
        #expect(diff.added == ["c/new.html", "link.html"])
        #expect(diff.changed == ["b.html"])
        #expect(diff.removed == ["z/gone.css"])
        #expect(!diff.isEmpty)
    }

    @Test func missingOldFolderMeansEverythingIsAdded() throws {
        let new = TempFolder()
        try new.write("b.html", "b")
        try new.write("a.html", "a")
        let diff = try ReleaseDiff.compare(new: new.path, old: new.at("nope"))
        #expect(diff.added == ["a.html", "b.html"])
        #expect(try ReleaseDiff.compare(new: new.path, old: new.path).isEmpty)
    }

    @Test func contentHashDependsOnPathsAndBytesOnly() throws {
        let a = TempFolder(), b = TempFolder()
        try a.write("x/y.html", "1")
        try b.write("x/y.html", "1")
        #expect(try ContentHash.ofFolder(a.path) == ContentHash.ofFolder(b.path))
        try b.write("x/z.html", "")
        #expect(try ContentHash.ofFolder(a.path) != ContentHash.ofFolder(b.path))
    }

    @Test func releaseNamesRoundTrip() {
        let name = ReleaseName(time: 1_795_966_003, hash: "3f9a1c2e")
        #expect(name.description == "20261129T152643Z-3f9a1c2e")
        #expect(ReleaseName("20261129T152643Z-3f9a1c2e") == name)
        #expect(ReleaseName("20261329T152643Z-3f9a1c2e") == nil)
        #expect(ReleaseName("20261129T152643Z-3F9A1C2E") == nil)
        #expect(ReleaseName("../../etc") == nil)
    }
}
