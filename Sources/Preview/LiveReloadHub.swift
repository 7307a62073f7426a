import Foundation

/// Shared state between ``PreviewServer/notifyReload()`` and the open event streams.
///
/// Each reload bumps a generation number; every stream waiting on the condition wakes up,
/// sees a newer generation than the one it last sent, and sends one `reload` event.
final class LiveReloadHub: @unchecked Sendable {
    private let condition = NSCondition()
    private var generation = 0
    private var stopping = false

    /// What a waiting stream should do next.
    enum Wake: Equatable {
        case reload(Int)
        case keepAlive
        case stop
    }

    /// The current generation (a new stream starts from here, so it only sees later reloads).
    var current: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
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
        condition.unlock()
    }

    /// Blocks until a generation newer than `seen`, shutdown, or the keep-alive timeout.
    func wait(after seen: Int, timeout: TimeInterval) -> Wake {
        let limit = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopping { return .stop }
            if generation != seen { return .reload(generation) }
            if !condition.wait(until: limit) {
                if stopping { return .stop }
                if generation != seen { return .reload(generation) }
                return .keepAlive
            }
        }
    }
}

/// One open `text/event-stream` response; owned by libmicrohttpd through an `Unmanaged` pointer.
final class EventStream {
    let hub: LiveReloadHub
    var seen: Int
    var greeted = false
    let keepAlive: TimeInterval
    /// Bytes produced but not yet handed to the library (when its buffer was smaller).
    var pending: [UInt8] = []

    init(hub: LiveReloadHub, keepAlive: TimeInterval) {
        self.hub = hub
        self.seen = hub.current
        self.keepAlive = keepAlive
    }

    /// Fills `buffer` with the next bytes of the stream, blocking until there is something to send.
    /// Returns the byte count, or -1 (end of stream) when the server stops.
    func fill(_ buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        if pending.isEmpty {
            if !greeted {
                greeted = true
                pending = Array("retry: 1000\n: connected\n\n".utf8)
            } else {
                switch hub.wait(after: seen, timeout: keepAlive) {
                case .stop:
                    return -1
                case .keepAlive:
                    pending = Array(": ping\n\n".utf8)
                case .reload(let g):
                    seen = g
                    pending = Array("event: reload\ndata: \(g)\n\n".utf8)
                }
            }
        }
        let n = Swift.min(max, pending.count)
        pending.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: n)
        }
        pending.removeFirst(n)
        return n
    }
}
