import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// The committed example output `site/` is exactly what `cardstock build` makes of `content/` today.
@Suite struct ExampleSiteTests {
    @Test func committedSiteMatchesFreshBuild() throws {
        let repo = Fixtures.repositoryRoot
        let out = TempSite()
        let errors = Lines()
        let status = CLI(workingDirectory: repo, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--strict", "--output", out.root + "/site"])
        #expect(status == 0, "example build failed: \(errors.text)")
        let fresh = out.snapshot("site")
        var committed: [String: Data] = [:]
        for file in Fixtures.files(below: repo + "/site") {
            committed[file] = FileManager.default.contents(atPath: repo + "/site/" + file)
        }
        committed[OutputGuard.marker] = FileManager.default.contents(atPath: repo + "/site/" + OutputGuard.marker)
        #expect(fresh.keys.sorted() == committed.keys.sorted(),
                "file list differs: rebuild with `cardstock build` in the repository root and commit site/")
        for (file, data) in fresh.sorted(by: { $0.key < $1.key }) {
            #expect(committed[file] == data, "site/\(file) is stale: rebuild with `cardstock build` and commit site/")
        }
    }

    /// The `cardstock` binary next to the test bundle, when this configuration built one.
    static let builtExecutable: String? = {
        let repo = Fixtures.repositoryRoot
        let candidates = [".build/debug/cardstock", ".build/release/cardstock",
                          ".build/x86_64-unknown-linux-gnu/debug/cardstock"].map { repo + "/" + $0 }
        return candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    }()

    @Test(.enabled(if: ExampleSiteTests.builtExecutable != nil,
                   "no cardstock binary in .build: run 'swift build --build-tests' first"))
    func builtExecutableRuns() throws {
        let executable = try #require(ExampleSiteTests.builtExecutable)
        func run(_ arguments: [String]) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let version = try run(["--version"])
        #expect(version.0 == 0)
        #expect(version.1 == "cardstock 0.1.0\n")
        let usage = try run(["build", "--nope"])
        #expect(usage.0 == 64)
        #expect(usage.1.contains("unknown option '--nope'"))
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n[missing](gone.md)\n")
        let failed = try run(["build", "--quiet", "--content", site.root + "/content", "--output", site.root + "/site"])
        #expect(failed.0 == 1)
        #expect(failed.1.contains("index.md:3:1: error: link to missing page 'gone.md'"))
    }
}
