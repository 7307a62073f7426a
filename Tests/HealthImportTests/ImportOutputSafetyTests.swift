import Foundation
import Glibc
import Testing
import Diagnostics
import OutputSafety
@testable import HealthImport

/// `import apple-health --force` never overwrites a file it did not write: such files are moved aside into
/// `<parent>/.cardstock-trash/<folder>-<UTC time>/`, byte for byte, and a note says where.
@Suite struct ImportOutputSafetyTests {
    /// The folder a "moved … to HOLDER; to put them back: …" note names.
    func holder(_ note: Diagnostic) -> String? {
        guard let start = note.message.range(of: " did not write to "), let end = note.message.range(of: "; to put ") else { return nil }
        return String(note.message[start.upperBound..<end.lowerBound])
    }

    @Test func temporaryFilesOfAKilledImportAreRemovedByTheNext() throws {
        let f = try Fixture()
        let source = try f.generate()
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = "content/metrics/.steps.csv.cardstock-import-\(gone.processIdentifier)"
        let alive = "content/metrics/.steps.csv.cardstock-import-1"        // pid 1 always runs
        let other = "content/metrics/.steps.csv.cardstock-import-mine"     // not a pid: not ours
        for name in [dead, alive, other] { try f.write(name, "half written\n") }
        _ = try HealthImporter.run(f.options(source))
        #expect(!FileManager.default.fileExists(atPath: f.root + "/" + dead))
        #expect(FileManager.default.fileExists(atPath: f.root + "/" + alive))
        #expect(FileManager.default.fileExists(atPath: f.root + "/" + other))
        #expect(FileManager.default.fileExists(atPath: f.root + "/content/metrics/steps.csv"))
    }

    @Test func aLinkOrFIFOWhereAFileGoesIsReplacedNeverWrittenThrough() throws {
        let f = try Fixture()
        let source = try f.generate()
        try f.write("elsewhere/steps.csv", "SENTINEL\n")
        try f.write("content/metrics/keep.txt", "x\n")
        let metrics = f.root + "/content/metrics"
        symlink(f.root + "/elsewhere/steps.csv", metrics + "/steps.csv")
        #expect(mkfifo(metrics + "/steps.yaml", 0o644) == 0)
        // The importer's own temporary name, taken by a link and a FIFO: removed, never written through or waited on.
        symlink(f.root + "/elsewhere/steps.csv", metrics + "/.heart-rate.csv.cardstock-import-\(getpid())")
        #expect(mkfifo(metrics + "/.sleep.csv.cardstock-import-\(getpid())", 0o644) == 0)
        var forced = f.options(source)
        forced.force = true
        _ = try HealthImporter.run(forced)
        #expect(f.read("elsewhere/steps.csv") == "SENTINEL\n")
        for name in ["steps.csv", "steps.yaml"] {
            var st = stat()
            #expect(lstat(metrics + "/" + name, &st) == 0 && st.st_mode & S_IFMT == S_IFREG, "\(name)")
        }
        #expect(f.read("content/metrics/steps.csv")?.hasPrefix("date,") == true)
    }

    @Test func aFolderWhereAFileGoesIsAnErrorThatSaysToMoveItAndIsKept() throws {
        let f = try Fixture()
        let source = try f.generate()
        try f.write("content/metrics/steps.csv/mine.txt", "MINE\n")
        for force in [false, true] {
            var options = f.options(source)
            options.force = force
            let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(options) }
            let folder = try #require(error.items.first { $0.location?.path == f.root + "/content/metrics/steps.csv" },
                                      "force \(force): \(error)")
            #expect(folder.message == "a folder is where this file goes; move or rename the folder, then run again")
            #expect(f.read("content/metrics/steps.csv/mine.txt") == "MINE\n", "the folder is kept (force \(force))")
            // All or nothing: no other file is written, and no temporary file is left.
            let names = try FileManager.default.contentsOfDirectory(atPath: f.root + "/content/metrics")
            #expect(names == ["steps.csv"], "force \(force): \(names)")
        }
    }

    @Test func forcedImportMovesForeignFilesAsideInsteadOfOverwriting() throws {
        let f = try Fixture()
        let source = try f.generate()
        let mySteps = "title: My steps\ncolumn: steps\n"
        let myRun = "---\ntitle: My run\n---\n\nNotes I wrote myself.\n"
        let myIndex = "---\ntitle: My workouts\n---\n\n# My workouts\n"
        try f.write("content/metrics/steps.yaml", mySteps)
        try f.write("content/metrics/steps.csv", "date,steps\n2020-01-01,1\n")
        try f.write("content/workouts/2026-11-24-running.md", myRun)
        try f.write("content/workouts/index.md", myIndex)
        var forced = f.options(source)
        forced.force = true
        let report = try HealthImporter.run(forced)
        let notes = report.warnings.filter { $0.severity == .note }
        #expect(notes.count == 1, "one note per folder: \(report.warnings)")
        let metrics = try #require(notes.first { $0.location?.path == f.root + "/content/metrics" })
        #expect(metrics.message.hasPrefix("moved 2 files that `cardstock import apple-health` did not write to \(f.root)/content/.cardstock-trash/metrics-"))
        // The workouts' pages come from one template: the user's own index.md is kept (even with --force),
        // and their page, which the importer no longer writes, is not touched.
        #expect(report.keptTemplates == [f.root + "/content/workouts/index.md"])
        #expect(report.description.contains("kept \(f.root)/content/workouts/index.md: it differs"))
        #expect(f.read("content/workouts/index.md") == myIndex)
        #expect(f.read("content/workouts/2026-11-24-running.md") == myRun)
        let metricsHolder = try #require(holder(metrics))
        // metrics-YYYYMMDDTHHMMSSZ (UTC)
        let stamp = Array(metricsHolder.dropFirst((f.root + "/content/.cardstock-trash/metrics-").count))
        #expect(stamp.count == 16 && stamp[8] == "T" && stamp[15] == "Z", "\(metricsHolder)")
        #expect(metrics.message.hasSuffix("to put them back: mv \(metricsHolder)/* \(f.root)/content/metrics/"))
        #expect(FileManager.default.contents(atPath: metricsHolder + "/steps.yaml") == Data(mySteps.utf8))
        #expect(FileManager.default.contents(atPath: metricsHolder + "/steps.csv") == Data("date,steps\n2020-01-01,1\n".utf8))
        #expect(f.read("content/metrics/steps.yaml")?.hasPrefix(HealthOutput.marker) == true)
        // Files the import wrote before are replaced as usual, nothing is moved for them.
        let again = try HealthImporter.run(forced)
        #expect(again.warnings.allSatisfy { $0.severity != .note })
    }

    @Test func withoutForceNothingIsMovedOrWritten() throws {
        let f = try Fixture()
        let source = try f.generate()
        try f.write("content/metrics/steps.yaml", "title: My steps\ncolumn: steps\n")
        #expect(throws: DiagnosticList.self) { try HealthImporter.run(f.options(source)) }
        #expect(!FileManager.default.fileExists(atPath: f.root + "/content/.cardstock-trash"))
        #expect(f.read("content/metrics/steps.yaml") == "title: My steps\ncolumn: steps\n")
    }

    @Test func theImportFoldersFollowTheOutputRules() throws {
        let f = try Fixture()
        try f.write("project/content/metrics/.hg/store", "x")
        let rules = OutputFolderRules(workingDirectory: f.root + "/project", homeFolders: [f.root + "/home"])
        #expect(rules.refusal(for: f.root + "/home") == "the home folder \(real(f.root) + "/home")")
        #expect(rules.refusal(for: f.root + "/project") == "the working directory")
        #expect(rules.refusal(for: f.root)?.hasPrefix("a folder that contains") == true)
        #expect(rules.refusal(for: f.root + "/project/content/metrics") == "a folder under version control (it holds .hg)")
        #expect(rules.refusal(for: f.root + "/project/content/workouts") == nil)
        #expect(rules.refusal(for: "/") == "the root folder /")
    }
}

/// `path` with symlinks resolved (the rules compare real paths; the temporary folder may be a link).
private func real(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The timestamp in trash folder names.
@Suite struct OutputTrashTimestampTests {
    @Test func timestampIsUTCWhateverTZSays() {
        #expect(OutputTrash.timestamp(0) == "19700101T000000Z")
        #expect(OutputTrash.timestamp(1_796_083_199) == "20261130T235959Z")
    }

    @Test func shellQuotingKeepsPlainPathsAndQuotesOthers() {
        #expect(OutputTrash.shellQuoted(".cardstock-trash/site-20261201T093857Z") == ".cardstock-trash/site-20261201T093857Z")
        #expect(OutputTrash.shellQuoted("my site") == "'my site'")
        #expect(OutputTrash.shellQuoted("it's") == "'it'\\''s'")
    }
}
