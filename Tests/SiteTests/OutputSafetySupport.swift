import POSIXFiles
import Foundation
import Glibc
import OutputSafety
import Testing
@testable import CardstockCLI
@testable import Site

/// A project in `root/project` of a throw-away folder (so the project's parent is ours too), for the
/// output-safety tests.
final class OutputSandbox {
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

/// The real `cardstock` binary, run as a child process with a throw-away `HOME`.
enum CardstockBinary {
    /// The `cardstock` executable this package built.
    static let path = WatchProcess.executable
    /// Whether it has been built (`swift build --build-tests`).
    static var available: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs the real binary in `directory` with `HOME` set to `home`, under `umask` when given.
    static func run(_ arguments: [String], in directory: String, home: String,
                    umask: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
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

    /// `path` with symlinks resolved, as the rules compare it.
    static func real(_ path: String) -> String { FileSystem.realPath(path) ?? path }
}

extension OutputSandbox {
    /// Build options for the CLI-less builders (`IncrementalBuilder`), in the project.
    func options(output: String, force: Bool) -> BuildOptions {
        var o = BuildOptions()
        o.workingDirectory = project
        o.outputDirectory = output
        o.force = force
        o.quiet = true
        return o
    }

    /// The path a "moved … to Y; to put them back: …" note names, relative to the project.
    static func movedTo(_ err: String) -> String? {
        guard let line = err.split(separator: "\n").first(where: { $0.contains(": note: moved ") }),
              let start = line.range(of: " to "), let end = line.range(of: "; to put ") else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
    }
}
