import CMicroHTTPD
import Foundation
import Glibc

/// Keeps slow or numerous clients from taking every connection of the preview server.
///
/// libmicrohttpd reports each connection opening and closing (`MHD_OPTION_NOTIFY_CONNECTION`), each
/// request's headers arriving (the access handler is called) and each request ending
/// (`MHD_OPTION_NOTIFY_COMPLETED`). From that the guard knows which connections are still waiting for a
/// request's headers and since when; it closes
/// - those whose headers have not all arrived ``PreviewServer/Limits/headerDeadline`` after the
///   connection opened or its previous response ended (a deadline that trickled bytes do not reset);
/// - when the server, or one client address, is near its connection limit, the ones that have waited
///   longest, so a new connection (a normal request) always finds a free slot.
///
/// Closing is `shutdown(2)` of the socket: the library then reads the end of input, closes the
/// connection and frees its slot itself. The library reports a connection closed before it closes the
/// socket, and the report takes `lock`, which is held around every `shutdown`, so the guard never
/// touches a socket number that has been reused.
final class ConnectionGuard: @unchecked Sendable {
    /// One open connection.
    struct Record {
        let fd: Int32
        let client: String
        /// Orders connections by when they started waiting for headers (smaller is older).
        var order: UInt64
        var waitingSinceMs: Int64
        /// Whether the connection is waiting for a request's headers (false while a request is handled).
        var waiting: Bool
        /// Whether the guard has shut the socket down (the library has not yet reported it closed).
        var closing: Bool
    }

    private let lock = NSLock()
    private var records: [UInt: Record] = [:]
    private var liveTotal = 0
    private var livePerClient: [String: Int] = [:]
    private var nextOrder: UInt64 = 0
    private var deadlineClosures = 0
    private var evictions = 0
    private let deadlineMs: Int64
    private let totalThreshold: Int
    private let perClientThreshold: Int
    private let reaper: PeriodicThread

    init(limits: PreviewServer.Limits, connectionLimit: Int) {
        deadlineMs = max(1, limits.headerDeadline.wholeMilliseconds)
        totalThreshold = PreviewServer.Limits.evictionThreshold(connectionLimit)
        perClientThreshold = PreviewServer.Limits.evictionThreshold(limits.perClientLimit)
        reaper = PeriodicThread(name: "cardstock-header-deadline", intervalMs: min(250, max(20, deadlineMs / 10)))
    }

    /// Starts the thread that closes connections past the header deadline.
    func start() {
        reaper.start { [weak self] in self?.closeOverdue(nowMs: MonotonicClock.nowMs()) }
    }

    /// Stops that thread and forgets every connection (after the library has stopped).
    func stop() {
        reaper.stop()
        lock.lock()
        records.removeAll()
        livePerClient.removeAll()
        liveTotal = 0
        lock.unlock()
    }

    /// A connection opened (on the library's listening thread): record it, then make room if needed.
    func opened(_ connection: OpaquePointer) {
        let fd = cardstock_connection_fd(connection)
        guard fd >= 0 else { return }
        let client = ConnectionGuard.peerAddress(fd)
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        lock.lock()
        defer { lock.unlock() }
        nextOrder += 1
        records[key] = Record(fd: fd, client: client, order: nextOrder, waitingSinceMs: MonotonicClock.nowMs(),
                              waiting: true, closing: false)
        liveTotal += 1
        livePerClient[client, default: 0] += 1
        while (livePerClient[client] ?? 0) > perClientThreshold, let victim = oldestWaiting(client: client, except: key) {
            shutDownLocked(victim)
            evictions += 1
        }
        while liveTotal > totalThreshold, let victim = oldestWaiting(client: nil, except: key) {
            shutDownLocked(victim)
            evictions += 1
        }
    }

    /// A request's headers arrived (the access handler runs): the deadline no longer applies.
    func requestArrived(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        lock.lock()
        records[key]?.waiting = false
        lock.unlock()
    }

    /// A request ended; a kept-alive connection waits for the next request's headers from now on.
    func requestCompleted(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        lock.lock()
        defer { lock.unlock() }
        guard var record = records[key] else { return }
        nextOrder += 1
        record.order = nextOrder
        record.waitingSinceMs = MonotonicClock.nowMs()
        record.waiting = true
        records[key] = record
    }

    /// The library is about to close the connection's socket.
    func closed(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        lock.lock()
        defer { lock.unlock() }
        guard let record = records.removeValue(forKey: key) else { return }
        if !record.closing { forgetLiveLocked(record.client) }
    }

    /// Shuts down every connection whose headers are overdue; returns how many.
    @discardableResult
    func closeOverdue(nowMs: Int64) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let overdue = records.filter { $0.value.waiting && !$0.value.closing && nowMs - $0.value.waitingSinceMs >= deadlineMs }
        for key in overdue.keys { shutDownLocked(key) }
        deadlineClosures += overdue.count
        return overdue.count
    }

    /// Counts for tests and diagnostics: open connections (including ones being closed), connections
    /// closed by the header deadline, and connections closed to make room.
    var counts: (open: Int, deadline: Int, evicted: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (records.count, deadlineClosures, evictions)
    }

    private func oldestWaiting(client: String?, except: UInt) -> UInt? {
        var best: (key: UInt, order: UInt64)?
        for (key, r) in records where r.waiting && !r.closing && key != except && (client == nil || r.client == client) {
            if best == nil || r.order < best!.order { best = (key, r.order) }
        }
        return best?.key
    }

    private func shutDownLocked(_ key: UInt) {
        guard var record = records[key], !record.closing else { return }
        record.closing = true
        records[key] = record
        forgetLiveLocked(record.client)
        shutdown(record.fd, Int32(SHUT_RDWR))
    }

    private func forgetLiveLocked(_ client: String) {
        liveTotal -= 1
        let left = (livePerClient[client] ?? 1) - 1
        livePerClient[client] = left > 0 ? left : nil
    }

    /// The numeric address of the socket's peer (the key of the per-address limit).
    static func peerAddress(_ fd: Int32) -> String {
        var storage = sockaddr_storage()
        var len = socklen_t(MemoryLayout<sockaddr_storage>.size)
        return withUnsafeMutablePointer(to: &storage) { ptr in
            ptr.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa -> String in
                guard getpeername(fd, sa, &len) == 0 else { return "?" }
                var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
                guard getnameinfo(sa, len, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { return "?" }
                return String(cString: host)
            }
        }
    }
}
