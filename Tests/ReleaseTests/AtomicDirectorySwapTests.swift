import POSIXFiles
import Diagnostics
import Glibc
import Testing
@testable import Release

@Suite struct AtomicDirectorySwapTests {
    @Test func replacesAnExistingFolderAndRemovesTheOldContents() throws {
        let root = TempFolder()
        try root.write("site/old.html", "old")
        try root.write("site/nested/keep.txt", "old nested")
        let staging = AtomicDirectorySwap.stagingPath(for: root.at("site"))
        #expect(Paths.parent(staging) == root.path)
        try root.write(Paths.lastComponent(staging) + "/new.html", "new")
        try AtomicDirectorySwap.replace(root.at("site"), with: staging)
        #expect(try ReleaseFiles.names(in: root.at("site")) == ["new.html"])
        #expect(try ReleaseFiles.names(in: root.path) == ["site"])
    }

    @Test func createsAMissingTarget() throws {
        let root = TempFolder()
        try root.write("staged/a.html", "a")
        try AtomicDirectorySwap.replace(root.at("site/"), with: root.at("staged"))
        #expect(try root.read("site/a.html") == "a")
        #expect(!root.exists("staged"))
    }

    @Test func twoRenameFallbackGivesTheSameResult() throws {
        let root = TempFolder()
        try root.write("site/old.html", "old")
        try root.write("staged/new.html", "new")
        try AtomicDirectorySwap.swapWithTwoRenames(root.at("site"), root.at("staged"))
        #expect(try ReleaseFiles.names(in: root.at("site")) == ["new.html"])
        #expect(try ReleaseFiles.names(in: root.path) == ["site"])
    }

    @Test func refusesToReplaceAFile() throws {
        let root = TempFolder()
        try root.write("site", "a file")
        try root.write("staged/new.html", "new")
        #expect(throws: Diagnostic.self) { try AtomicDirectorySwap.replace(root.at("site"), with: root.at("staged")) }
        #expect(try root.read("site") == "a file")
    }

    @Test func removeTreeDeletesLinksNotTheirTargets() throws {
        let root = TempFolder(), outside = TempFolder()
        try outside.write("data/keep.txt", "keep")
        try root.write("tree/a/b.txt", "b")
        #expect(symlink(outside.at("data"), root.at("tree/a/link")) == 0)
        try ReleaseFiles.removeTree(root.at("tree"))
        #expect(!root.exists("tree"))
        #expect(try outside.read("data/keep.txt") == "keep")
    }
}
