import Diagnostics
import Foundation
import Glibc
import Synchronization

/// Watches folders (recursively) and single files with Linux inotify and reports changes in batches.
///
/// Runs on its own thread; `poll(2)` waits on the inotify descriptor and a wake-up pipe, so
/// ``stop()`` returns promptly. New folders are watched as they appear (and scanned for files
/// created before the watch existed); deleted, renamed and replaced folders, including a root
/// itself, are handled; editors' atomic saves (write a temporary file, rename it over the original)
/// show up as a change of the original path. Swap, backup and hidden files are ignored. When the
/// inotify watch limit is reached, the affected root falls back to polling every 500 ms and a
/// warning is reported.
package final class FileWatcher: @unchecked Sendable {
    /// What to watch and how to batch changes.
    package struct Options: Sendable {
        /// Folders (watched recursively) or single files (their folder is watched and filtered).
        package var roots: [String]
        /// Quiet period: a batch is released after this long without new events.
        package var debounce: Duration
        /// A batch is released at the latest this long after its first event (grows during long bursts).
        package var maxBatchDelay: Duration
        /// Decides from a file or folder name whether it is ignored.
        package var ignore: @Sendable (String) -> Bool
        /// Poll (mtime/size snapshot every ``pollInterval``) instead of using inotify, e.g. on network mounts.
        package var forcePolling: Bool
        /// How often a polled root is rescanned.
        package var pollInterval: Duration
        /// Receives warnings, e.g. that the inotify watch limit was reached and polling is used.
        package var onWarning: (@Sendable (Diagnostic) -> Void)?

        /// Creates options with the defaults (50 ms quiet period, 300 ms maximum batch delay).
        package init(roots: [String],
                    debounce: Duration = .milliseconds(50),
                    maxBatchDelay: Duration = .milliseconds(300),
                    ignore: @escaping @Sendable (String) -> Bool = FileWatcher.isIgnored,
                    forcePolling: Bool = false,
                    pollInterval: Duration = .milliseconds(500),
                    onWarning: (@Sendable (Diagnostic) -> Void)? = nil) {
            self.roots = roots
            self.debounce = debounce
            self.maxBatchDelay = maxBatchDelay
            self.ignore = ignore
            self.forcePolling = forcePolling
            self.pollInterval = pollInterval
            self.onWarning = onWarning
        }
    }

    /// The default ignore rule: swap and backup files of editors and hidden names.
    ///
    /// Ignores names starting with `.` (which covers `.#lock` files of Emacs and `.swp`/`.swx`
    /// files of Vim), names ending in `~`, `.swp`, `.swx` or `.tmp`, and Vim's `4913` probe file.
    @Sendable package static func isIgnored(_ name: String) -> Bool {
        let u = name.utf8
        guard let first = u.first else { return true }
        if first == UInt8(ascii: ".") { return true }
        if u.last == UInt8(ascii: "~") { return true }
        if name == "4913" { return true }
        return name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".tmp")
    }

    let options: Options
    /// Roots without trailing slashes.
    let roots: [String]
    let inotifyFD: Int32
    let wakeRead: Int32
    let wakeWrite: Int32
    /// The watcher thread once started, and whether a stop was asked for.
    private struct Lifecycle {
        var thread: Thread?
        var stopRequested = false
    }
    private let lifecycle = Mutex(Lifecycle())
    private let finished = DispatchSemaphore(value: 0)

    // State below is owned by the watcher thread once started.
    var table = WatchTable()
    var batcher: ChangeBatcher
    var polledRoots: [String: [String: PolledFileStamp]] = [:]
    var missingRoots: Set<String> = []
    var nextPollAt: Int64 = 0
    var warnedAboutLimit = false
    /// Simulates the kernel's watch limit in tests (adding more watches fails like ENOSPC).
    var watchLimitForTesting: Int?

    /// Creates a watcher; throws a ``Diagnostic`` if inotify or the wake-up pipe cannot be created.
    package init(options: Options) throws {
        self.options = options
        self.roots = options.roots.map(FileWatcher.normalizeRoot)
        self.batcher = ChangeBatcher(quietMs: options.debounce.wholeMilliseconds,
                                     capMs: options.maxBatchDelay.wholeMilliseconds)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if fd < 0 {
            throw Diagnostic(.error, at: nil, "cannot start the file watcher (inotify_init1: \(String(cString: strerror(errno)))); raise fs.inotify.max_user_instances or close other watchers")
        }
        var fds: [Int32] = [0, 0]
        if pipe(&fds) != 0 {
            close(fd)
            throw Diagnostic(.error, at: nil, "cannot start the file watcher (pipe: \(String(cString: strerror(errno))))")
        }
        for p in fds {
            _ = fcntl(p, F_SETFL, fcntl(p, F_GETFL) | O_NONBLOCK)
            _ = fcntl(p, F_SETFD, FD_CLOEXEC)
        }
        inotifyFD = fd
        wakeRead = fds[0]
        wakeWrite = fds[1]
    }

    deinit {
        stop()
        close(inotifyFD)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts watching on a dedicated thread; `onChange` is called on that thread for every batch.
    ///
    /// Calling `start` twice has no effect.
    package func start(onChange: @escaping @Sendable (ChangeBatch) -> Void) {
        lifecycle.withLock { lifecycle in
            guard lifecycle.thread == nil, !lifecycle.stopRequested else { return }
            setUpWatches()
            let t = Thread { [self] in
                self.runLoop(onChange: onChange)
                self.finished.signal()
            }
            t.name = "cardstock.watcher"
            lifecycle.thread = t
            t.start()
        }
    }

    /// Stops the watcher thread and waits for it (unless called from a change callback).
    package func stop() {
        let (t, already) = lifecycle.withLock { lifecycle in
            defer { lifecycle.stopRequested = true }
            return (lifecycle.thread, lifecycle.stopRequested)
        }
        guard !already, let t else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        if Thread.current != t { finished.wait() }
    }

    var isStopRequested: Bool { lifecycle.withLock { $0.stopRequested } }

    static func normalizeRoot(_ root: String) -> String {
        var r = root
        while r.count > 1 && r.hasSuffix("/") { r.removeLast() }
        return r.isEmpty ? "." : r
    }

    func warn(_ diagnostic: Diagnostic) {
        options.onWarning?(diagnostic)
    }
}
