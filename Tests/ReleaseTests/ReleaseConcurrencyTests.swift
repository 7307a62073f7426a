import POSIXFiles
import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing
@testable import Release

/// What the reader thread saw, shared under a mutex.
final class ReaderLog: Sendable {
    private struct State {
        var stopped = false
        var reads = 0
        var failures: [String] = []
        var releasesSeen: Set<String> = []
    }
    private let state = Mutex(State())

    var isStopped: Bool { state.withLock { $0.stopped } }
    var reads: Int { state.withLock { $0.reads } }
    var failures: [String] { state.withLock { $0.failures } }
    var releasesSeen: Set<String> { state.withLock { $0.releasesSeen } }
    func stop() { state.withLock { $0.stopped = true } }
    func fail(_ message: String) { state.withLock { $0.failures.append(message) } }
    func read(release: String) { state.withLock { $0.reads += 1; $0.releasesSeen.insert(release) } }
}

@Suite struct ReleaseConcurrencyTests {
    /// Opens `DIR/current/index.html` like a web server would, then checks the page's stylesheet
    /// exists in the very release the page was read from (found through `/proc/self/fd`).
    static func readOnce(_ directory: String, _ log: ReaderLog) {
        let fd = open(directory + "/current/index.html", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { log.fail("open failed: \(String(cString: strerror(errno)))"); return }
        defer { close(fd) }
        guard let bytes = try? FileSystem.readAll(fd, size: -1, path: "index.html"),
              let real = try? ReleaseFiles.linkTarget("/proc/self/fd/\(fd)") else {
            log.fail("read failed"); return
        }
        let release = Paths.parent(real)
        guard let stylesheet = HTMLScan(bytes).stylesheets.first else { log.fail("no stylesheet in \(real)"); return }
        guard FileSystem.existingKind(Paths.join(release, stylesheet)) == .file else {
            log.fail("\(real) references \(stylesheet), missing from its release"); return
        }
        log.read(release: Paths.lastComponent(release))
    }

    @Test func readerAlwaysSeesAWholeRelease() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        try writeSite(a, css: "body { color: red }", marker: "A")
        try writeSite(b, css: "body { color: blue }", marker: "B")
        let styleA = try Fingerprint.apply(to: "style.css", in: a.path)
        let styleB = try Fingerprint.apply(to: "style.css", in: b.path)
        #expect(styleA != styleB)
        let directory = root.at("out")
        // Keep every release, so that a release is never deleted while the reader is inside it.
        let manager = ReleaseManager(directory: directory, keep: 25, now: frozenClock)
        _ = try manager.publish(from: a.path)

        let log = ReaderLog()
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            repeat { ReleaseConcurrencyTests.readOnce(directory, log) } while !log.isStopped
            finished.signal()
        }
        reader.start()
        var released = 0, switchedBack = 0
        for k in 0..<20 {
            switch try manager.publish(from: k % 2 == 0 ? b.path : a.path) {
            case .released: released += 1
            case .switchedBack: switchedBack += 1
            case .unchanged: break
            }
        }
        log.stop()
        finished.wait()
        // B is released once; every later publish switches between the two kept releases.
        #expect(released == 1 && switchedBack == 19)
        #expect(log.failures.count == 0, "first failures: \(log.failures.prefix(3))")
        #expect(log.reads > 0)
        #expect(try manager.list().count == 2)
        #expect(try root.read("out/current/index.html").contains(">A<"))
    }

    /// Like a browser: reads `DIR/current/index.html`, then asks `DIR/current` (perhaps another release by
    /// now) for the page's stylesheet. Counts a missing stylesheet as a failure.
    static func readPageThenStylesheet(_ directory: String, _ log: ReaderLog) {
        guard let bytes = try? ReleaseFiles.read(directory + "/current/index.html") else {
            log.fail("page missing"); return
        }
        guard let stylesheet = HTMLScan(bytes).stylesheets.first else { log.fail("no stylesheet"); return }
        guard FileSystem.existingKind(directory + "/current/" + stylesheet) == .file else {
            log.fail("stylesheet \(stylesheet) missing after the page was read"); return
        }
        log.read(release: stylesheet)
    }

    @Test func aPageOfThePreviousReleaseKeepsItsStylesheet() throws {
        let root = TempFolder(), site = TempFolder()
        let directory = root.at("out")
        let manager = ReleaseManager(directory: directory, keep: 25, hardLink: false, now: frozenClock)
        func write(_ k: Int) throws {
            try ReleaseFiles.removeTree(site.path)
            try writeSite(site, css: "body { margin: \(k)px }", marker: "v\(k)")
            try Fingerprint.apply(to: "style.css", in: site.path)
        }
        try write(0)
        _ = try manager.publish(from: site.path)
        let log = ReaderLog()
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            repeat { ReleaseConcurrencyTests.readPageThenStylesheet(directory, log) } while !log.isStopped
            finished.signal()
        }
        reader.start()
        var released = 0
        for k in 1...20 {
            try write(k)
            if case .released = try manager.publish(from: site.path) { released += 1 }
        }
        log.stop()
        finished.wait()
        #expect(released == 20)
        #expect(log.failures.count == 0, "first failures: \(log.failures.prefix(3))")
        #expect(log.releasesSeen.count > 1, "the reader saw \(log.reads) pages of \(log.releasesSeen.count) releases")
        #expect(try manager.list().count == 21)
    }
}

@Suite struct ReleaseLockingTests {
    @Test func concurrentPublishersAreSerialised() throws {
        let root = TempFolder()
        let sites = (0..<8).map { _ in TempFolder() }
        for (k, site) in sites.enumerated() { try writeSite(site, marker: "site \(k)") }
        let directory = root.at("out")
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: sites.count) { k in
            do {
                _ = try ReleaseManager(directory: directory, keep: 20, now: frozenClock).publish(from: sites[k].path)
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let releases = try ReleaseManager(directory: directory).list()
        #expect(releases.count == sites.count)
        #expect(Set(releases.map(\.name)).count == sites.count)
        #expect(releases.last?.isCurrent == true)
    }
}
