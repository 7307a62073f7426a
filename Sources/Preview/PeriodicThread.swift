import Foundation

/// A thread that runs one piece of work every few milliseconds until stopped (stopping waits for it).
final class PeriodicThread: @unchecked Sendable {
    private let name: String
    private let intervalMs: Int64
    private let condition = NSCondition()
    private var running = false
    private var finished = true

    init(name: String, intervalMs: Int64) {
        self.name = name
        self.intervalMs = max(1, intervalMs)
    }

    /// Starts the thread (nothing happens if it already runs); `work` runs on it every interval.
    func start(_ work: @escaping @Sendable () -> Void) {
        condition.lock()
        defer { condition.unlock() }
        guard !running, finished else { return }
        running = true
        finished = false
        let thread = Thread { [self] in loop(work) }
        thread.name = name
        thread.start()
    }

    /// Stops the thread and returns once it has finished its current run.
    func stop() {
        condition.lock()
        running = false
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private func loop(_ work: @Sendable () -> Void) {
        condition.lock()
        while running {
            condition.unlock()
            work()
            condition.lock()
            if running { _ = condition.wait(until: Date(timeIntervalSinceNow: Double(intervalMs) / 1_000)) }
        }
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
