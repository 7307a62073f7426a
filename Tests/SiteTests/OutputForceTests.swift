import Foundation
import Glibc
import OutputSafety
import Testing
@testable import CardstockCLI
@testable import Site

/// `--force` on a folder (or file) that is not a previous Cardstock output: moved aside into
/// `.cardstock-trash/`, every byte kept, one note saying where and how to put it back.
@Suite struct OutputForceTests {
    @Test(arguments: [["build", "--quiet", "--force"], ["publish", "--quiet", "--force"]])
    func forceOnAForeignFolderMovesEveryOldFileAside(command: [String]) throws {
        let box = OutputSandbox()
        box.write("project/site/precious.txt", "keep me\n")
        box.write("project/site/.hidden", "secret\n")
        box.write("project/site/index.html", "<p>mine, not a build</p>\n")
        box.write("project/site/deep/data.bin", bytes: (0...255).map { UInt8($0) } + [0, 0, 255])
        let before = box.snapshot("project/site")
        let result = box.run(command)
        #expect(result.status == 0, "\(result.err)")
        let notes = result.err.split(separator: "\n").filter { $0.contains("moved the previous contents of site") }
        #expect(notes.count == 1, "\(result.err)")
        let moved = try #require(OutputSandbox.movedTo(result.err), "\(result.err)")
        #expect(moved.hasPrefix(".cardstock-trash/site-"))
        #expect(notes.first?.hasSuffix("to put them back: rm -r site && mv \(moved) site") == true)
        #expect(box.snapshot("project/" + moved) == before, "every old file, byte for byte, at the printed path")
        #expect(box.exists("project/site/.cardstock-output"))
        #expect(!box.exists("project/site/precious.txt"))
        #expect(box.read("project/site/index.html") != "<p>mine, not a build</p>\n")
        // The printed command puts them back.
        let restore = Process()
        restore.executableURL = URL(fileURLWithPath: "/bin/sh")
        restore.arguments = ["-c", "rm -r site && mv \(moved) site"]
        restore.currentDirectoryURL = URL(fileURLWithPath: box.project)
        try restore.run()
        restore.waitUntilExit()
        #expect(box.snapshot("project/site") == before)
    }

    @Test func forceOnAFileAtTheOutputPathMovesItAside() throws {
        let box = OutputSandbox()
        box.write("project/site", "a file, not a folder\n")
        let result = box.run(["build", "--quiet", "--force"])
        #expect(result.status == 0, "\(result.err)")
        let moved = try #require(OutputSandbox.movedTo(result.err), "\(result.err)")
        #expect(moved.hasPrefix(".cardstock-trash/site-") && moved.hasSuffix("/site"))
        #expect(box.read("project/" + moved) == "a file, not a folder\n")
        #expect(box.exists("project/site/index.html"))
    }

    @Test func twoForcedBuildsGetTwoTrashFolders() throws {
        let box = OutputSandbox()
        box.write("project/site/a.txt", "first\n")
        let first = box.run(["build", "--quiet", "--force"])
        box.temp.remove("project/site")
        box.write("project/site/a.txt", "second\n")
        let second = box.run(["build", "--quiet", "--force"])
        let one = try #require(OutputSandbox.movedTo(first.err)), two = try #require(OutputSandbox.movedTo(second.err))
        #expect(one != two)
        #expect(box.read("project/\(one)/a.txt") == "first\n")
        #expect(box.read("project/\(two)/a.txt") == "second\n")
    }

    @Test func watchWithForceMovesAForeignFolderAsideToo() throws {
        let box = OutputSandbox()
        box.write("project/site/precious.txt", "keep me\n")
        let builder = IncrementalBuilder(options: box.options(output: "site", force: true))
        let result = try builder.build()
        let note = try #require(result.warnings.first { $0.message.hasPrefix("moved the previous contents of site") })
        let moved = try #require(OutputSandbox.movedTo(note.description))
        #expect(box.read("project/" + moved + "/precious.txt") == "keep me\n")
        #expect(box.exists("project/site/.cardstock-output"))
    }

    @Test func withoutForceAForeignFolderIsStillRefusedAndUntouched() {
        let box = OutputSandbox()
        box.write("project/site/precious.txt", "keep me\n")
        let result = box.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("pass --force to move its contents aside into .cardstock-trash/"))
        #expect(box.list("project/site") == ["precious.txt"])
        #expect(!box.exists("project/.cardstock-trash"))
    }
}
