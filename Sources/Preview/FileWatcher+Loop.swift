import Glibc

extension FileWatcher {
    /// The watcher thread: waits on inotify and the wake-up pipe, polls when needed, releases batches.
    func runLoop(onChange: @Sendable (ChangeBatch) -> Void) {
        let pollEvery = max(10, options.pollInterval.wholeMilliseconds)
        var fds = [pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while !isStopRequested {
            let now = MonotonicClock.nowMs()
            var wake: Int64 = -1
            if let due = batcher.deadline { wake = due }
            if !polledRoots.isEmpty || !missingRoots.isEmpty {
                wake = wake < 0 ? nextPollAt : min(wake, nextPollAt)
            }
            let timeout: Int32 = wake < 0 ? -1 : Int32(clamping: max(0, wake - now))
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno != EINTR { break }
            if fds[1].revents != 0 {
                var sink = [UInt8](repeating: 0, count: 64)
                _ = read(wakeRead, &sink, sink.count)
            }
            if isStopRequested { break }
            let after = MonotonicClock.nowMs()
            if fds[0].revents != 0 { drainInotify(now: after) }
            if after >= nextPollAt {
                if !polledRoots.isEmpty { pollRoots(now: after) }
                if !missingRoots.isEmpty { retryMissingRoots(now: after) }
                nextPollAt = after + pollEvery
            }
            if let batch = batcher.takeIfDue(now: MonotonicClock.nowMs(), exists: FileKind.exists) {
                onChange(batch)
            }
        }
    }
}
