import Foundation
import Synchronization
import Testing
@testable import CardstockCLI
@testable import Site

/// The progress line of long imports and builds: its text, its timing, and the real binary on a
/// pseudo-terminal (`script -q`) and on a pipe.
@Suite struct ProgressLineTests {
    @Test func textShowsDoneOfTotalRateAndTimeLeft() {
        #expect(ProgressLine.text(phase: "Importing export.zip", done: 412_300_000, total: 1_070_000_000, seconds: 4,
                                  unit: .bytes, elapsed: 4)
                == "Importing export.zip: 412.3 MB of 1.07 GB (38%) · 103.1 MB/s · 7 s left")
        #expect(ProgressLine.text(phase: "Rendering 40,000 pages…", done: 12_400, total: 40_000, seconds: 2,
                                  unit: .pages, elapsed: 3)
                == "Rendering: 12,400 of 40,000 pages (31%) · 6,200 pages/s · 5 s left")
        #expect(ProgressLine.text(phase: "Loading 1,204 pages…", done: 0, total: 0, seconds: 1.2, unit: .pages, elapsed: 1.25)
                == "Loading 1,204 pages… 1.3 s")
        #expect(ProgressLine.text(phase: "Importing x", done: 0, total: 5_000, seconds: 0, unit: .bytes, elapsed: 0)
                == "Importing x: 0.0 kB of 5.0 kB (0%)")
        #expect(ProgressLine.duration(125) == "2 min 05 s")
        #expect(ProgressLine.duration(0.2) == "1 s")
    }

    @Test func drawsInPlaceAfterTheDelayAndErasesItself() throws {
        let written = Mutex<[String]>([])
        let line = ProgressLine(phase: "Importing x", unit: .bytes, delay: .zero) { text in written.withLock { $0.append(text) } }
        line.counter.begin(total: 2_000_000)
        line.counter.add(500_000)
        line.start()
        Thread.sleep(forTimeInterval: 0.35)
        line.stop()
        line.stop()
        let texts = written.withLock { $0 }
        try #require(texts.count >= 2)
        #expect(texts.count <= 6, "at most about ten redraws a second")
        #expect(texts.first?.hasPrefix("\rImporting x: 500.0 kB of 2.0 MB (25%)") == true, "\(texts)")
        #expect(texts.dropLast().allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("\u{1B}[K") && !$0.contains("\n") })
        #expect(texts.last == "\r\u{1B}[K", "the line is erased before the summary")

        let quick = Mutex<[String]>([])
        let late = ProgressLine(phase: "Building", unit: .pages, delay: .seconds(5)) { text in quick.withLock { $0.append(text) } }
        late.start()
        late.stop()
        #expect(quick.withLock { $0 }.isEmpty, "work shorter than the delay shows no line")
    }

    static let script = "/usr/bin/script"

    /// Runs `command` (a shell line) with the output a pipe, or inside `script -q` (a pseudo-terminal).
    static func run(_ command: String, terminal: Bool) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: terminal ? script : "/bin/sh")
        process.arguments = terminal ? ["-q", "-e", "-c", command, "/dev/null"] : ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        environment["CARDSTOCK_PROGRESS_AFTER"] = "0"
        environment["TERM"] = "dumb"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = Mutex(Data())
        let reader = Thread { errData.withLock { $0 = err.fileHandleForReading.readDataToEndOfFile() } }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while reader.isExecuting || !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self),
                String(decoding: errData.withLock { $0 }, as: UTF8.self))
    }

    static var canRun: Bool {
        ExampleSiteTests.builtExecutable != nil && FileManager.default.isExecutableFile(atPath: script)
    }

    @Test(.enabled(if: ProgressLineTests.canRun, "needs .build/debug/cardstock ('swift build') and /usr/bin/script (bsdutils)"))
    func anImportOnATerminalShowsTheLineAndOnAPipeOnlyTheSummary() throws {
        let executable = try #require(ExampleSiteTests.builtExecutable)
        let site = TempSite()
        let make = try Self.run("python3 '\(Fixtures.repositoryRoot)/Scripts/make-health-export.py' --size-mb 40 '\(site.root)/gen' >/dev/null",
                                terminal: false)
        try #require(make.status == 0, "make-health-export.py failed: \(make.err)")
        let command = "cd '\(site.root)' && '\(executable)' import apple-health gen/export.xml"

        let tty = try Self.run(command, terminal: true)
        #expect(tty.status == 0, "\(tty.out)")
        let lines = tty.out.components(separatedBy: "\r").filter { $0.hasPrefix("Importing gen/export.xml: ") }
        #expect(!lines.isEmpty, "no progress line in \(tty.out.prefix(600))")
        #expect(lines.contains { $0.contains(" MB of ") && $0.contains("MB/s") && $0.contains(" left") },
                "\(lines.prefix(5))")
        let summary = try #require(tty.out.components(separatedBy: "\r\u{1B}[K").last)
        #expect(summary.contains("metric files") || summary.contains("records"), "the summary follows the erased line: \(summary.prefix(300))")

        let pipe = try Self.run(command + " --force", terminal: false)
        #expect(pipe.status == 0, "\(pipe.err)")
        #expect(!pipe.err.contains("\r") && !pipe.err.contains("Importing"), "\(pipe.err.prefix(300))")
        #expect(!pipe.out.contains("\r"))
        #expect(!pipe.out.isEmpty, "the summary")
        let quiet = try Self.run(command + " --quiet", terminal: true)
        #expect(quiet.status == 0)
        #expect(!quiet.out.contains("Importing") && !quiet.out.contains("records"), "--quiet: neither line nor summary")
    }

    @Test(.enabled(if: ProgressLineTests.canRun, "needs .build/debug/cardstock ('swift build') and /usr/bin/script (bsdutils)"))
    func aBuildOnATerminalShowsTheLineAndOnAPipeOnlyTheSummary() throws {
        let executable = try #require(ExampleSiteTests.builtExecutable)
        let site = TempSite()
        for i in 0..<1_500 { site.write("content/notes/\(i).md", "# Note \(i)\n\nSome text for page \(i).\n") }
        site.write("content/index.md", "# Notes\n")
        site.write("content/notes/_folder.yaml", "title: Notes\n")  // named: no note before the summary
        let tty = try Self.run("cd '\(site.root)' && '\(executable)' build", terminal: true)
        #expect(tty.status == 0, "\(tty.out)")
        let drawn = tty.out.components(separatedBy: "\r").dropFirst()
        #expect(drawn.contains { $0.hasPrefix("Building") || $0.hasPrefix("Loading") || $0.hasPrefix("Rendering") },
                "no progress line in \(tty.out.prefix(600))")
        // 1,500 notes, the home page and the notes/ folder's generated index.
        #expect(tty.out.contains("\r\u{1B}[KBuilt 1,502 pages in "), "the line is erased, then the summary")

        let pipe = try Self.run("cd '\(site.root)' && '\(executable)' build", terminal: false)
        #expect(pipe.status == 0)
        #expect(pipe.err.hasPrefix("Built 1,502 pages in ") && !pipe.err.contains("\r"), "\(pipe.err.prefix(300))")
        let quiet = try Self.run("cd '\(site.root)' && '\(executable)' build --quiet", terminal: true)
        #expect(quiet.status == 0)
        #expect(quiet.out.isEmpty, "--quiet draws no line: \(quiet.out.prefix(300))")
    }
}
