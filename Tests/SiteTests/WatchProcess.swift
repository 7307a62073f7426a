import Foundation
import Glibc
import Testing

/// A real `cardstock` process (the executable in this package's build folder) with its stderr and
/// stdout collected line by line, for the `watch`/`serve` integration tests.
final class WatchProcess: @unchecked Sendable {
    /// `.build/debug/cardstock` next to this package, found from this file's path.
    static var executable: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        for configuration in ["debug", "release"] {
            let candidate = url.appendingPathComponent(".build/\(configuration)/cardstock").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return url.appendingPathComponent(".build/debug/cardstock").path
    }

    let process = Process()
    private let lock = NSLock()
    private var errLines: [String] = []
    private var outLines: [String] = []
    private var errBuffer: [UInt8] = []
    private var outBuffer: [UInt8] = []

    /// Starts `cardstock ARGS` in `directory` (with `HOME` set to `home` when given); records an issue and
    /// returns nil when the executable is missing.
    static func start(_ arguments: [String], in directory: String, home: String? = nil) -> WatchProcess? {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            Issue.record("cardstock executable not found at \(executable): run 'swift build --build-tests' first")
            return nil
        }
        let watch = WatchProcess()
        let p = watch.process
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let home {
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home
            p.environment = environment
        }
        let err = Pipe(), out = Pipe()
        p.standardError = err
        p.standardOutput = out
        err.fileHandleForReading.readabilityHandler = { [weak watch] h in watch?.take(h.availableData, error: true) }
        out.fileHandleForReading.readabilityHandler = { [weak watch] h in watch?.take(h.availableData, error: false) }
        do { try p.run() } catch {
            Issue.record("cannot start \(executable): \(error)")
            return nil
        }
        return watch
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
    }

    private func take(_ data: Data, error: Bool) {
        lock.lock()
        defer { lock.unlock() }
        var buffer = error ? errBuffer : outBuffer
        buffer.append(contentsOf: data)
        while let newline = buffer.firstIndex(of: 10) {
            let line = String(decoding: buffer[..<newline], as: UTF8.self)
            if error { errLines.append(line) } else { outLines.append(line) }
            buffer.removeSubrange(...newline)
        }
        if error { errBuffer = buffer } else { outBuffer = buffer }
    }

    /// Lines written to stderr so far.
    var stderrLines: [String] { lock.lock(); defer { lock.unlock() }; return errLines }
    /// Lines written to stdout so far.
    var stdoutLines: [String] { lock.lock(); defer { lock.unlock() }; return outLines }
    /// All of stderr, for failure messages.
    var stderrText: String { stderrLines.joined(separator: "\n") }

    /// Waits (bounded) for a stderr line after the first `after` lines that contains one of `needles`;
    /// returns it, or nil on timeout.
    @discardableResult
    func waitForLine(after: Int, containing needles: [String], timeout: Double = 15) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let lines = stderrLines
            if lines.count > after {
                for line in lines[after...] where needles.contains(where: { line.contains($0) }) { return line }
            }
            if !process.isRunning { break }
            usleep(5_000)
        }
        return nil
    }

    /// Waits (bounded) until `condition` holds, checking after every new stderr line (and every 50 ms).
    func waitUntil(timeout: Double = 15, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Waits (bounded) for a stdout line containing `needle`.
    func waitForStdout(containing needle: String, timeout: Double = 15) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let line = stdoutLines.first(where: { $0.contains(needle) }) { return line }
            if !process.isRunning { break }
            usleep(5_000)
        }
        return nil
    }

    /// Sends a signal and waits (bounded) for the exit; returns the exit status, or nil on timeout.
    func stop(signal: Int32 = SIGINT, timeout: Double = 15) -> Int32? {
        kill(process.processIdentifier, signal)
        return waitForExit(timeout: timeout)
    }

    /// Waits (bounded) for the process to end; its exit status, or nil on timeout.
    func waitForExit(timeout: Double = 15) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { return nil }
        usleep(50_000)  // let the pipes drain
        return process.terminationStatus
    }
}
