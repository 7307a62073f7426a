import POSIXFiles
import Foundation
import Glibc
import Testing
@testable import OutputSafety

@Suite struct TreeRemovalTests {
    @Test func removesATreeButNeverWhatItsLinksPointAt() throws {
        let base = ScratchFolder(), outside = ScratchFolder()
        try outside.write("keep/precious.txt", "mine\n")
        try outside.write("file.txt", "also mine\n")
        try base.write("tree/a/b/c.txt", "x")
        try base.write("tree/d.txt", "y")
        #expect(symlink(outside.at("keep"), base.at("tree/a/linked-folder")) == 0)
        #expect(symlink(outside.at("file.txt"), base.at("tree/linked-file")) == 0)
        #expect(symlink("/nonexistent/dangling", base.at("tree/a/b/dangling")) == 0)
        try TreeRemoval.remove(base.at("tree"))
        #expect(!base.exists("tree"))
        #expect(try outside.read("keep/precious.txt") == "mine\n")
        #expect(try outside.read("file.txt") == "also mine\n")
    }

    @Test func aLinkGivenAsTheTreeIsRemovedItself() throws {
        let base = ScratchFolder(), outside = ScratchFolder()
        try outside.write("keep/precious.txt", "mine\n")
        #expect(symlink(outside.at("keep"), base.at("link")) == 0)
        try TreeRemoval.remove(base.at("link"))
        #expect(!base.exists("link"))
        #expect(try outside.read("keep/precious.txt") == "mine\n")
    }

    @Test func aMissingPathIsFine() throws {
        let base = ScratchFolder()
        try TreeRemoval.remove(base.at("not-there"))
        #expect(!base.exists("not-there"))
    }

    @Test func aFailureNamesWhatCouldNotBeDone() throws {
        // A path through a file cannot be inspected: the error carries the path and errno (ENOTDIR).
        let base = ScratchFolder()
        try base.write("file", "x")
        #expect(throws: TreeRemoval.Failure.self) { try TreeRemoval.remove(base.at("file/child")) }
        do { try TreeRemoval.remove(base.at("file/child")) } catch {
            #expect(error.path == base.at("file/child"))
            #expect(error.code == ENOTDIR)
        }
    }
}
