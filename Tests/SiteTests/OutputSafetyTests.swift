import Foundation
import Glibc
import OutputSafety
import Testing
@testable import Site

/// Output-folder safety (issue 14): the folders no command may use as its output, `--force` or not;
/// a `--force` build that keeps every old file; stale staging folders; the umask. Everything happens in
/// throw-away folders; where `$HOME` matters, the real `cardstock` binary runs with a throw-away `HOME`.
@Suite struct OutputSafetyTests {
    /// A project in `root/project` of a throw-away folder (so the project's parent is ours too).
    final class Sandbox {
        let temp = TempSite()
        var root: String { temp.root }
        var project: String { temp.root + "/project" }

        init() {
            write("project/content/index.md", "# Home\n\n- [Run](run.md) easy\n")
            write("project/content/run.md", "---\ntitle: Run\n---\n# Run\n\nBack [home](index.md).\n")
            write("project/cardstock.yaml", "title: Safety\nbase_url: https://example.com/\n")
        }

        func write(_ relative: String, _ text: String) { temp.write(relative, text) }
        func write(_ relative: String, bytes: [UInt8]) {
            temp.write(relative, "")
            FileManager.default.createFile(atPath: root + "/" + relative, contents: Data(bytes))
        }
        func exists(_ relative: String) -> Bool { temp.exists(relative) }
        func read(_ relative: String) -> String? { temp.read(relative) }
        func snapshot(_ relative: String) -> [String: Data] { temp.snapshot(relative) }
        func list(_ relative: String) -> [String] { temp.list(relative) }

        /// Runs the CLI core with `directory` (below the root) as its working directory.
        func run(_ arguments: [String], in directory: String = "project") -> (status: Int32, out: String, err: String) {
            let out = Lines(), err = Lines()
            let cli = CLI(workingDirectory: root + "/" + directory, standardOutput: { out.append($0) },
                          standardError: { err.append($0) })
            let status = cli.run(arguments)
            return (status, out.text, err.text)
        }
    }

    /// The `cardstock` executable this package built.
    static let binary = WatchProcess.executable
    static var hasBinary: Bool { FileManager.default.isExecutableFile(atPath: binary) }

    /// Runs the real binary in `directory` with `HOME` set to `home`, under `umask` when given.
    static func runBinary(_ arguments: [String], in directory: String, home: String,
                          umask: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static func real(_ path: String) -> String { FileSystem.realPath(path) ?? path }

    // MARK: The home folder, through the binary with a throw-away HOME

    @Test(.enabled(if: hasBinary, "needs the cardstock executable: run 'swift build --build-tests' first"),
          arguments: [
              ["build", "--quiet", "--force", "--output", "HOME"],
              ["publish", "--quiet", "--force", "--output", "HOME"],
              ["publish", "--quiet", "--force", "--to", "HOME"],
              ["import", "apple-health", "export.xml", "--force", "--to", "HOME"],
          ])
    func theHomeFolderIsRefusedEvenWithForce(command: [String]) throws {
        let box = Sandbox()
        box.write("home/notes.txt", "my notes\n")
        box.write("home/.profile", "export A=1\n")
        box.write("home/projects/plan.md", "# Plan\n")
        let home = box.root + "/home"
        let before = box.snapshot("home")
        let arguments = command.map { $0 == "HOME" ? home : $0 }
        let result = try Self.runBinary(arguments, in: box.project, home: home)
        #expect(result.status == 1, "\(result.err)")
        let purpose = command.contains("import") ? "the folder an import writes into"
            : command.contains("--to") ? "the release folder" : "the output folder"
        #expect(result.err.contains("error: refusing to use the home folder \(Self.real(home)) as \(purpose)"), "\(result.err)")
        #expect(box.snapshot("home") == before)
        #expect(box.list("home") == [".profile", "notes.txt", "projects"])
        #expect(!box.exists(".cardstock-trash"))
        #expect(box.list("").filter { $0.hasPrefix(".") }.isEmpty, "no staging folder may be left beside the home folder")
    }

    @Test(.enabled(if: hasBinary, "needs the cardstock executable: run 'swift build --build-tests' first"))
    func aFolderInsideTheHomeFolderIsFine() throws {
        let box = Sandbox()
        let result = try Self.runBinary(["build", "--quiet"], in: box.project, home: box.root)
        #expect(result.status == 0, "\(result.err)")
        #expect(box.exists("project/site/index.html"))
    }

    @Test func homeFoldersComeFromHOMEAndThePasswordDatabase() throws {
        let homes = OutputFolderRules.currentHomeFolders()
        let entry = try #require(getpwuid(getuid()))
        let fromDatabase = String(cString: entry.pointee.pw_dir)
        #expect(homes.contains(fromDatabase))
        if let env = ProcessInfo.processInfo.environment["HOME"], env.hasPrefix("/") { #expect(homes.contains(env)) }
    }

    @Test func anInjectedHomeFolderItsSymlinkAndItsAncestorsAreRefused() throws {
        let box = Sandbox()
        box.write("users/me/notes.txt", "mine\n")
        let home = box.root + "/users/me"
        symlink(home, box.root + "/me-link")
        let paths = ResolvedPaths(options: options(box, output: home, force: true))
        #expect {
            try OutputGuard.check(paths, force: true, homeFolders: [home])
        } throws: { error in
            "\(error)".contains("refusing to use the home folder \(Self.real(home)) as the output folder")
        }
        let rules = OutputGuard.rules(paths, homeFolders: [home])
        #expect(rules.refusal(for: box.root + "/me-link") == "the home folder \(Self.real(home))")
        #expect(rules.refusal(for: box.root + "/users") == "a folder that contains the home folder \(Self.real(home))")
        #expect(rules.refusal(for: home + "/www") == nil)
        #expect(box.read("users/me/notes.txt") == "mine\n")
    }

    // MARK: The working directory, the sources, the settings file, version control

    @Test func anAncestorOfTheWorkingDirectoryIsRefusedEvenWithForce() {
        let box = Sandbox()
        box.write("project/deeper/keep.txt", "keep\n")
        let before = box.snapshot("")
        for output in ["..", "../..", box.root] {
            let result = box.run(["build", "--quiet", "--force", "--content", "../content", "--output", output],
                                 in: "project/deeper")
            #expect(result.status == 1)
            #expect(result.err.contains("error: refusing to use a folder that contains the working directory"), "\(result.err)")
        }
        let here = box.run(["build", "--quiet", "--force", "--output", "."])
        #expect(here.err.contains("refusing to use the working directory as the output folder"))
        // watch and serve ask the same guard.
        let watch = IncrementalBuilder(options: options(box, output: "..", force: true))
        #expect {
            _ = try watch.build()
        } throws: { error in
            "\((error as? BuildFailure)?.diagnostics.items ?? [])".contains("refusing to use a folder that contains the working directory")
        }
        #expect(box.snapshot("") == before)
    }

    @Test func theSettingsFilesFolderIsRefusedEvenWithForce() {
        let box = Sandbox()
        box.write("project/conf/site.yaml", "title: Conf\n")
        box.write("project/deep/er/site.yaml", "title: Deep\n")
        box.write("outside/site.yaml", "title: Outside\n")
        let before = box.snapshot("")
        let same = box.run(["build", "--quiet", "--force", "--config", "conf/site.yaml", "--output", "conf"])
        #expect(same.status == 1)
        #expect(same.err.hasPrefix("conf: error: refusing to use the folder of the settings file conf/site.yaml as the output folder"), "\(same.err)")
        let above = box.run(["build", "--quiet", "--force", "--config", "deep/er/site.yaml", "--output", "deep"])
        #expect(above.status == 1)
        #expect(above.err.contains("refusing to use a folder that contains the folder of the settings file deep/er/site.yaml"), "\(above.err)")
        let outside = box.run(["build", "--quiet", "--force", "--config", "../outside/site.yaml", "--output", "../outside"])
        #expect(outside.status == 1)
        #expect(outside.err.contains("refusing to use the folder of the settings file"), "\(outside.err)")
        #expect(box.snapshot("") == before)
    }

    @Test(arguments: [".git", ".hg", ".svn"])
    func aFolderUnderVersionControlIsRefusedEvenWithForce(name: String) {
        let box = Sandbox()
        box.write("project/site/\(name)/HEAD", "ref: refs/heads/main\n")
        box.write("project/site/index.html", "<p>my own page</p>\n")
        let before = box.snapshot("project/site")
        for arguments in [["build", "--quiet", "--force"], ["publish", "--quiet", "--force"]] {
            let result = box.run(arguments)
            #expect(result.status == 1)
            #expect(result.err.contains("site: error: refusing to use a folder under version control (it holds \(name) and no .cardstock-output file) as the output folder"), "\(result.err)")
        }
        #expect(box.snapshot("project/site") == before)
        #expect(!box.exists("project/.cardstock-trash"))
    }

    @Test func aGitFileOfAWorktreeCountsAsVersionControl() {
        let box = Sandbox()
        box.write("project/site/.git", "gitdir: /elsewhere/.git/worktrees/site\n")
        let result = box.run(["build", "--quiet", "--force"])
        #expect(result.status == 1)
        #expect(result.err.contains("refusing to use a folder under version control (it holds .git"))
        #expect(box.read("project/site/.git") == "gitdir: /elsewhere/.git/worktrees/site\n")
    }

    @Test func aPreviousOutputThatIsACheckoutKeepsItsVersionControlFolder() {
        let box = Sandbox()
        #expect(box.run(["build", "--quiet"]).status == 0)
        box.write("project/site/.git/HEAD", "ref: refs/heads/main\n")
        try? FileManager.default.createDirectory(atPath: box.project + "/site/.git/refs/heads", withIntermediateDirectories: true)
        // In place (a normal build), then replaced whole (publish), then watched (first build of a session).
        #expect(box.run(["build", "--quiet"]).status == 0)
        #expect(box.read("project/site/.git/HEAD") == "ref: refs/heads/main\n")
        let published = box.run(["publish", "--quiet"])
        #expect(published.status == 0, "\(published.err)")
        #expect(box.read("project/site/.git/HEAD") == "ref: refs/heads/main\n")
        let builder = IncrementalBuilder(options: options(box, output: "site", force: false))
        #expect(throws: Never.self) { _ = try builder.build() }
        #expect(box.read("project/site/.git/HEAD") == "ref: refs/heads/main\n")
        #expect(box.exists("project/site/.git/refs/heads"), "an empty folder in .git is not pruned")
        #expect(box.exists("project/site/run/index.html"))
    }

    @Test func importFoldersFollowTheSameRules() {
        let box = Sandbox()
        box.write("project/content/metrics/.git/HEAD", "ref: refs/heads/main\n")
        let git = box.run(["import", "apple-health", "export.xml", "--to", "content/metrics"])
        #expect(git.status == 1)
        #expect(git.err.contains("content/metrics: error: refusing to use a folder under version control (it holds .git) as the folder an import writes into"), "\(git.err)")
        let up = box.run(["import", "apple-health", "export.xml", "--force", "--to", "content/data", "--pages", ".."])
        #expect(up.status == 1)
        #expect(up.err.contains("refusing to use a folder that contains the working directory"), "\(up.err)")
    }

    // MARK: --force on a folder that is not a previous output: moved aside, every byte kept

    /// The path a "moved … to Y; to put them back: …" note names, relative to the project.
    func movedTo(_ err: String) -> String? {
        guard let line = err.split(separator: "\n").first(where: { $0.contains(": note: moved ") }),
              let start = line.range(of: " to "), let end = line.range(of: "; to put ") else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
    }

    @Test(arguments: [["build", "--quiet", "--force"], ["publish", "--quiet", "--force"]])
    func forceOnAForeignFolderMovesEveryOldFileAside(command: [String]) throws {
        let box = Sandbox()
        box.write("project/site/precious.txt", "keep me\n")
        box.write("project/site/.hidden", "secret\n")
        box.write("project/site/index.html", "<p>mine, not a build</p>\n")
        box.write("project/site/deep/data.bin", bytes: (0...255).map { UInt8($0) } + [0, 0, 255])
        let before = box.snapshot("project/site")
        let result = box.run(command)
        #expect(result.status == 0, "\(result.err)")
        let notes = result.err.split(separator: "\n").filter { $0.contains("moved the previous contents of site") }
        #expect(notes.count == 1, "\(result.err)")
        let moved = try #require(movedTo(result.err), "\(result.err)")
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
        let box = Sandbox()
        box.write("project/site", "a file, not a folder\n")
        let result = box.run(["build", "--quiet", "--force"])
        #expect(result.status == 0, "\(result.err)")
        let moved = try #require(movedTo(result.err), "\(result.err)")
        #expect(moved.hasPrefix(".cardstock-trash/site-") && moved.hasSuffix("/site"))
        #expect(box.read("project/" + moved) == "a file, not a folder\n")
        #expect(box.exists("project/site/index.html"))
    }

    @Test func twoForcedBuildsGetTwoTrashFolders() throws {
        let box = Sandbox()
        box.write("project/site/a.txt", "first\n")
        let first = box.run(["build", "--quiet", "--force"])
        box.temp.remove("project/site")
        box.write("project/site/a.txt", "second\n")
        let second = box.run(["build", "--quiet", "--force"])
        let one = try #require(movedTo(first.err)), two = try #require(movedTo(second.err))
        #expect(one != two)
        #expect(box.read("project/\(one)/a.txt") == "first\n")
        #expect(box.read("project/\(two)/a.txt") == "second\n")
    }

    @Test func watchWithForceMovesAForeignFolderAsideToo() throws {
        let box = Sandbox()
        box.write("project/site/precious.txt", "keep me\n")
        let builder = IncrementalBuilder(options: options(box, output: "site", force: true))
        let result = try builder.build()
        let note = try #require(result.warnings.first { $0.message.hasPrefix("moved the previous contents of site") })
        let moved = try #require(movedTo(note.description))
        #expect(box.read("project/" + moved + "/precious.txt") == "keep me\n")
        #expect(box.exists("project/site/.cardstock-output"))
    }

    @Test func withoutForceAForeignFolderIsStillRefusedAndUntouched() {
        let box = Sandbox()
        box.write("project/site/precious.txt", "keep me\n")
        let result = box.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("pass --force to move its contents aside into .cardstock-trash/"))
        #expect(box.list("project/site") == ["precious.txt"])
        #expect(!box.exists("project/.cardstock-trash"))
    }

    // MARK: Staging folders of killed builds

    @Test func aKilledBuildsStagingFolderIsRemovedByTheNextBuild() throws {
        let box = Sandbox()
        // What a build killed with -9 leaves: the marked folder, its lock gone with the process.
        var killed = try StagingFolder.make(beside: box.project + "/site")
        box.write("project/" + Paths.lastComponent(killed.path) + "/index.html", "half a site")
        close(killed.lock)
        #expect(box.exists("project/" + Paths.lastComponent(killed.path) + "/.cardstock-staging"))
        let result = box.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: killed.path))
        #expect(box.list("project").filter { $0.hasPrefix(".site.tmp-") }.isEmpty)
        #expect(!box.exists("project/site/.cardstock-staging"), "the staging marker is never published")
        _ = killed
    }

    @Test(.enabled(if: hasBinary, "needs the cardstock executable: run 'swift build --build-tests' first"))
    func aBuildKilledWithSIGKILLLeavesAStagingFolderThatTheNextBuildRemoves() throws {
        let box = Sandbox()
        for i in 0..<2000 { box.write("project/content/p\(i).md", "# Page \(i)\n\nBack [home](index.md).\n") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["build", "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["HOME": box.root + "/home"]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: box.project)
        process.standardError = FileHandle.nullDevice
        try process.run()
        var staging: String?
        let deadline = Date().addingTimeInterval(120)
        while staging == nil && process.isRunning && Date() < deadline {
            staging = box.list("project").first { $0.hasPrefix(".site.tmp-") && box.exists("project/\($0)/.cardstock-staging") }
            if staging == nil { usleep(200) }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try #require(staging, "the build finished before its staging folder was seen")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(box.exists("project/\(left)/.cardstock-staging"), "a killed build leaves its marked staging folder")
        let next = box.run(["build", "--quiet"])
        #expect(next.status == 0, "\(next.err)")
        #expect(!box.exists("project/\(left)"))
        #expect(box.exists("project/site/p1999/index.html"))
    }

    @Test func stagingLikeFoldersWithoutTheMarkerAreLeftAlone() {
        let box = Sandbox()
        box.write("project/.site.tmp-abc/mine.txt", "mine\n")
        box.write("project/.site.tmp-abcdef/mine.txt", "mine too\n")
        box.write("project/.site.tmp-ghijkl/.cardstock-staging.new", "not the marker\n")
        #expect(box.run(["build", "--quiet"]).status == 0)
        #expect(box.read("project/.site.tmp-abc/mine.txt") == "mine\n")
        #expect(box.read("project/.site.tmp-abcdef/mine.txt") == "mine too\n")
        #expect(box.exists("project/.site.tmp-ghijkl/.cardstock-staging.new"))
    }

    @Test func theStagingFolderOfALiveBuildIsLeftAlone() throws {
        let box = Sandbox()
        var live = try StagingFolder.make(beside: box.project + "/site")
        defer { live.release(); try? FileSystem.removeTree(live.path) }
        #expect(box.run(["build", "--quiet"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: live.path + "/.cardstock-staging"))
        #expect(StagingFolder.removeStale(beside: box.project + "/site").isEmpty)
    }

    // MARK: The umask

    @Test(.enabled(if: hasBinary, "needs the cardstock executable: run 'swift build --build-tests' first"),
          arguments: [("022", 0o755), ("077", 0o700), ("027", 0o750)])
    func theNewOutputFolderHonoursTheUmask(umask: String, mode: Int) throws {
        let box = Sandbox()
        let result = try Self.runBinary(["build", "--quiet"], in: box.project, home: box.root + "/home", umask: umask)
        #expect(result.status == 0, "\(result.err)")
        var info = stat()
        #expect(stat(box.project + "/site", &info) == 0)
        #expect(Int(info.st_mode & 0o777) == mode)
    }

    // MARK: Helpers

    func options(_ box: Sandbox, output: String, force: Bool) -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = box.project
        o.outputDirectory = output
        o.force = force
        o.quiet = true
        return o
    }
}
