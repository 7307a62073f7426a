import Foundation
import Glibc
import OutputSafety
import Testing
@testable import CardstockCLI
@testable import Site

/// Output-folder safety (issue 14): the folders no command may use as its output, `--force` or not. Everything
/// happens in throw-away folders; where `$HOME` matters, the real binary runs with a throw-away `HOME`.
@Suite struct OutputSafetyTests {
    // MARK: The home folder, through the binary with a throw-away HOME

    @Test(.enabled(if: CardstockBinary.available, "needs the cardstock executable: run 'swift build --build-tests' first"),
          arguments: [
              ["build", "--quiet", "--force", "--output", "HOME"],
              ["publish", "--quiet", "--force", "--output", "HOME"],
              ["publish", "--quiet", "--force", "--to", "HOME"],
              ["import", "apple-health", "export.xml", "--force", "--to", "HOME"],
          ])
    func theHomeFolderIsRefusedEvenWithForce(command: [String]) throws {
        let box = OutputSandbox()
        box.write("home/notes.txt", "my notes\n")
        box.write("home/.profile", "export A=1\n")
        box.write("home/projects/plan.md", "# Plan\n")
        let home = box.root + "/home"
        let before = box.snapshot("home")
        let arguments = command.map { $0 == "HOME" ? home : $0 }
        let result = try CardstockBinary.run(arguments, in: box.project, home: home)
        #expect(result.status == 1, "\(result.err)")
        let purpose = command.contains("import") ? "the folder an import writes into"
            : command.contains("--to") ? "the release folder" : "the output folder"
        #expect(result.err.contains("error: refusing to use the home folder \(CardstockBinary.real(home)) as \(purpose)"), "\(result.err)")
        #expect(box.snapshot("home") == before)
        #expect(box.list("home") == [".profile", "notes.txt", "projects"])
        #expect(!box.exists(".cardstock-trash"))
        #expect(box.list("").filter { $0.hasPrefix(".") }.isEmpty, "no staging folder may be left beside the home folder")
    }

    @Test(.enabled(if: CardstockBinary.available, "needs the cardstock executable: run 'swift build --build-tests' first"))
    func aFolderInsideTheHomeFolderIsFine() throws {
        let box = OutputSandbox()
        let result = try CardstockBinary.run(["build", "--quiet"], in: box.project, home: box.root)
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
        let box = OutputSandbox()
        box.write("users/me/notes.txt", "mine\n")
        let home = box.root + "/users/me"
        symlink(home, box.root + "/me-link")
        let paths = ResolvedPaths(options: box.options(output: home, force: true))
        #expect {
            try OutputGuard.check(paths, force: true, homeFolders: [home])
        } throws: { error in
            "\(error)".contains("refusing to use the home folder \(CardstockBinary.real(home)) as the output folder")
        }
        let rules = OutputGuard.rules(paths, homeFolders: [home])
        #expect(rules.refusal(for: box.root + "/me-link") == "the home folder \(CardstockBinary.real(home))")
        #expect(rules.refusal(for: box.root + "/users") == "a folder that contains the home folder \(CardstockBinary.real(home))")
        #expect(rules.refusal(for: home + "/www") == nil)
        #expect(box.read("users/me/notes.txt") == "mine\n")
    }

    // MARK: The working directory, the sources, the settings file, version control

    @Test func anAncestorOfTheWorkingDirectoryIsRefusedEvenWithForce() {
        let box = OutputSandbox()
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
        let watch = IncrementalBuilder(options: box.options(output: "..", force: true))
        #expect {
            _ = try watch.build()
        } throws: { error in
            "\((error as? BuildFailure)?.diagnostics.items ?? [])".contains("refusing to use a folder that contains the working directory")
        }
        #expect(box.snapshot("") == before)
    }

    @Test func theSettingsFilesFolderIsRefusedEvenWithForce() {
        let box = OutputSandbox()
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
        let box = OutputSandbox()
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
        let box = OutputSandbox()
        box.write("project/site/.git", "gitdir: /elsewhere/.git/worktrees/site\n")
        let result = box.run(["build", "--quiet", "--force"])
        #expect(result.status == 1)
        #expect(result.err.contains("refusing to use a folder under version control (it holds .git"))
        #expect(box.read("project/site/.git") == "gitdir: /elsewhere/.git/worktrees/site\n")
    }

    @Test func aPreviousOutputThatIsACheckoutKeepsItsVersionControlFolder() {
        let box = OutputSandbox()
        #expect(box.run(["build", "--quiet"]).status == 0)
        box.write("project/site/.git/HEAD", "ref: refs/heads/main\n")
        try? FileManager.default.createDirectory(atPath: box.project + "/site/.git/refs/heads", withIntermediateDirectories: true)
        // In place (a normal build), then replaced whole (publish), then watched (first build of a session).
        #expect(box.run(["build", "--quiet"]).status == 0)
        #expect(box.read("project/site/.git/HEAD") == "ref: refs/heads/main\n")
        let published = box.run(["publish", "--quiet"])
        #expect(published.status == 0, "\(published.err)")
        #expect(box.read("project/site/.git/HEAD") == "ref: refs/heads/main\n")
        let builder = IncrementalBuilder(options: box.options(output: "site", force: false))
        #expect(throws: Never.self) { _ = try builder.build() }
        #expect(box.read("project/site/.git/HEAD") == "ref: refs/heads/main\n")
        #expect(box.exists("project/site/.git/refs/heads"), "an empty folder in .git is not pruned")
        #expect(box.exists("project/site/run/index.html"))
    }

    @Test func importFoldersFollowTheSameRules() {
        let box = OutputSandbox()
        box.write("project/content/metrics/.git/HEAD", "ref: refs/heads/main\n")
        let git = box.run(["import", "apple-health", "export.xml", "--to", "content/metrics"])
        #expect(git.status == 1)
        #expect(git.err.contains("content/metrics: error: refusing to use a folder under version control (it holds .git) as the folder an import writes into"), "\(git.err)")
        let up = box.run(["import", "apple-health", "export.xml", "--force", "--to", "content/data", "--pages", ".."])
        #expect(up.status == 1)
        #expect(up.err.contains("refusing to use a folder that contains the working directory"), "\(up.err)")
    }
}
