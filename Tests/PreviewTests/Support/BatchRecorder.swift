import Foundation
import Glibc
@testable import Preview

/// Collects the batches a watcher reports, for assertions from the test thread.
final class BatchRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ChangeBatch] = []

    func record(_ batch: ChangeBatch) {
        lock.lock()
        items.append(batch)
        lock.unlock()
    }

    var batches: [ChangeBatch] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    /// Every path reported so far.
    var paths: Set<String> { batches.reduce(into: Set<String>()) { $0.formUnion($1.paths) } }

    /// Waits (at most `timeout` seconds) until `condition` holds; returns whether it did.
    @discardableResult
    func wait(timeout: Double = 10, until condition: (BatchRecorder) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if condition(self) { return true }
            usleep(10_000)
        }
        return condition(self)
    }

    /// Waits until every path in `expected` was reported.
    @discardableResult
    func waitFor(_ expected: Set<String>, timeout: Double = 10) -> Bool {
        wait(timeout: timeout) { expected.isSubset(of: $0.paths) }
    }

    /// Forgets what was recorded.
    func reset() {
        lock.lock()
        items.removeAll()
        lock.unlock()
    }
}
