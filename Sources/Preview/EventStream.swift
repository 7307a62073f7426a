import CMicroHTTPD
import Foundation
import Glibc

/// One open `text/event-stream` response; owned by libmicrohttpd through an `Unmanaged` pointer.
///
/// Its connection's thread waits here for the next event. While it waits it looks at the socket
/// every ``peerCheckMs`` milliseconds (without blocking), so a client that left frees its slot at
/// once, not when a later write fails.
final class EventStream {
    /// How often a waiting stream checks whether its client has gone.
    static let peerCheckMs: Int64 = 200

    let hub: LiveReloadHub
    let id: Int
    /// The connection's socket (valid while the library calls ``fill(_:max:)``); -1 if unknown.
    let fd: Int32
    var seen: Int
    var greeted = false
    let keepAlive: TimeInterval
    /// Bytes produced but not yet handed to the library (when its buffer was smaller).
    var pending: [UInt8] = []
    /// Set once the stream was dropped: after `pending`, the connection is closed.
    var closeAfterPending = false

    init(hub: LiveReloadHub, fd: Int32, keepAlive: TimeInterval) {
        self.hub = hub
        self.fd = fd
        self.keepAlive = keepAlive
        self.seen = hub.current
        self.id = hub.join()
    }

    deinit {
        hub.leave(id)
    }

    /// Fills `buffer` with the next bytes of the stream, blocking until there is something to send.
    /// Returns the byte count, `MHD_CONTENT_READER_END_OF_STREAM` when the server stops, or
    /// `MHD_CONTENT_READER_END_WITH_ERROR` (close the connection) when the client left or was dropped.
    func fill(_ buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        if pending.isEmpty {
            if closeAfterPending { return end(MHD_CONTENT_READER_END_WITH_ERROR) }
            if !greeted {
                greeted = true
                pending = Array("retry: 1000\n: connected\n\n".utf8)
            } else if let result = waitForEvent() {
                return result
            }
        }
        let n = Swift.min(max, pending.count)
        pending.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: n)
        }
        pending.removeFirst(n)
        return n
    }

    /// Waits until there is an event to send (then `pending` holds it and the result is nil), or
    /// the stream must end (the library's end code).
    private func waitForEvent() -> Int? {
        let pingAt = Date(timeIntervalSinceNow: keepAlive)
        while true {
            if EventStream.peerHasLeft(fd) { return end(MHD_CONTENT_READER_END_WITH_ERROR) }
            let slice = Date(timeIntervalSinceNow: Double(EventStream.peerCheckMs) / 1_000)
            switch hub.wait(id, after: seen, until: min(pingAt, slice)) {
            case .stop:
                return end(MHD_CONTENT_READER_END_OF_STREAM)
            case .dropped:
                // The reload script closes its EventSource on `bye` instead of reconnecting.
                pending = Array("event: bye\ndata: too many live-reload clients\n\n".utf8)
                closeAfterPending = true
                return nil
            case .reload(let g):
                seen = g
                pending = Array("event: reload\ndata: \(g)\n\n".utf8)
                return nil
            case .timedOut:
                if Date() >= pingAt {
                    pending = Array(": ping\n\n".utf8)
                    return nil
                }
            }
        }
    }

    private func end(_ code: Int) -> Int {
        hub.leave(id)
        return code
    }

    /// Whether the client closed its side or the connection failed. Bytes the client sent on the
    /// stream (it should send none) are read and dropped, so its end of input is seen behind them.
    static func peerHasLeft(_ fd: Int32) -> Bool {
        guard fd >= 0 else { return false }
        var scratch = [UInt8](repeating: 0, count: 512)
        while true {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 0) > 0 else { return false }
            if entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
            let n = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, Int32(MSG_DONTWAIT)) }
            if n == 0 { return true }
            if n < 0 { return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR }
        }
    }
}
