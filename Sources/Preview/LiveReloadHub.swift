import Foundation

/// Shared state between ``PreviewServer/notifyReload()`` and the open event streams.
///
/// Each reload bumps a generation number; every stream waiting on the condition wakes up,
/// sees a newer generation than the one it last sent, and sends one `reload` event.
/// At most `limit` streams are open: a stream that joins when the hub is full drops the oldest
/// one, which is told to say goodbye and close.
final class LiveReloadHub: @unchecked Sendable {
    private let condition = NSCondition()
    private var generation = 0
    private var stopping = false
    private let limit: Int
    private var nextID = 0
    /// Open streams, oldest first.
    private var members: [Int] = []
    /// Streams dropped to make room that have not yet left.
    private var dropped: Set<Int> = []

    /// What a waiting stream should do next.
    enum Wake: Equatable {
        case reload(Int)
        case timedOut
        case dropped
        case stop
    }

    /// A hub for at most `limit` streams at once (at least 1).
    init(limit: Int = 32) {
        self.limit = max(1, limit)
    }

    /// The current generation (a new stream starts from here, so it only sees later reloads).
    var current: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }

    /// How many streams are open (dropped ones no longer count).
    var clientCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return members.count
    }

    /// Adds a stream and returns its number; drops the oldest streams beyond the limit.
    func join() -> Int {
        condition.lock()
        defer { condition.unlock() }
        nextID += 1
        while members.count >= limit {
            dropped.insert(members.removeFirst())
        }
        members.append(nextID)
        condition.broadcast()
        return nextID
    }

    /// Removes a stream (it ended); calling it again does nothing.
    func leave(_ id: Int) {
        condition.lock()
        members.removeAll { $0 == id }
        dropped.remove(id)
        condition.unlock()
    }

    /// Wakes every stream with a new generation.
    func notify() {
        condition.lock()
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Ends every stream (before the daemon stops and joins its threads).
    func shutDown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    /// Re-opens after ``shutDown()`` (a server that is started again).
    func reset() {
        condition.lock()
        stopping = false
        members.removeAll()
        dropped.removeAll()
        condition.unlock()
    }

    /// Blocks stream `id` until a generation newer than `seen`, its drop, shutdown, or `limit`.
    func wait(_ id: Int, after seen: Int, until limit: Date) -> Wake {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopping { return .stop }
            if dropped.contains(id) { return .dropped }
            if generation != seen { return .reload(generation) }
            if !condition.wait(until: limit) {
                if stopping { return .stop }
                if dropped.contains(id) { return .dropped }
                if generation != seen { return .reload(generation) }
                return .timedOut
            }
        }
    }
}
