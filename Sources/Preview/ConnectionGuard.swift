import CMicroHTTPD
import Foundation
import Glibc
import Synchronization

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
/// socket, and the report takes the table's lock, which is held around every `shutdown`, so the guard never
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

    /// The open connections and the counters, all behind one lock.
    private struct Table {
        var records: [UInt: Record] = [:]
        var liveTotal = 0
        var livePerClient: [String: Int] = [:]
        var nextOrder: UInt64 = 0
        var deadlineClosures = 0
        var evictions = 0

        func oldestWaiting(client: String?, except: UInt) -> UInt? {
            var best: (key: UInt, order: UInt64)?
            for (key, r) in records where r.waiting && !r.closing && key != except && (client == nil || r.client == client) {
                if best == nil || r.order < best!.order { best = (key, r.order) }
            }
            return best?.key
        }

        /// Shuts the connection's socket down (under the lock, so its number cannot have been reused).
        mutating func shutDown(_ key: UInt) {
            guard var record = records[key], !record.closing else { return }
            record.closing = true
            records[key] = record
            forgetLive(record.client)
            shutdown(record.fd, Int32(SHUT_RDWR))
        }

        mutating func forgetLive(_ client: String) {
            liveTotal -= 1
            let left = (livePerClient[client] ?? 1) - 1
            livePerClient[client] = left > 0 ? left : nil
        }
    }

    private let table = Mutex(Table())
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
        table.withLock { table in
            table.records.removeAll()
            table.livePerClient.removeAll()
            table.liveTotal = 0
        }
    }

    /// A connection opened (on the library's listening thread): record it, then make room if needed.
    func opened(_ connection: OpaquePointer) {
        let fd = cardstock_connection_fd(connection)
        guard fd >= 0 else { return }
        let client = ConnectionGuard.peerAddress(fd)
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        let (perClientThreshold, totalThreshold) = (self.perClientThreshold, self.totalThreshold)
        table.withLock { table in
            table.nextOrder += 1
            table.records[key] = Record(fd: fd, client: client, order: table.nextOrder,
                                        waitingSinceMs: MonotonicClock.nowMs(), waiting: true, closing: false)
            table.liveTotal += 1
            table.livePerClient[client, default: 0] += 1
            while (table.livePerClient[client] ?? 0) > perClientThreshold,
                  let victim = table.oldestWaiting(client: client, except: key) {
                table.shutDown(victim)
                table.evictions += 1
            }
            while table.liveTotal > totalThreshold, let victim = table.oldestWaiting(client: nil, except: key) {
                table.shutDown(victim)
                table.evictions += 1
            }
        }
    }

    /// A request's headers arrived (the access handler runs): the deadline no longer applies.
    func requestArrived(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        table.withLock { $0.records[key]?.waiting = false }
    }

    /// A request ended; a kept-alive connection waits for the next request's headers from now on.
    func requestCompleted(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        table.withLock { table in
            guard var record = table.records[key] else { return }
            table.nextOrder += 1
            record.order = table.nextOrder
            record.waitingSinceMs = MonotonicClock.nowMs()
            record.waiting = true
            table.records[key] = record
        }
    }

    /// The library is about to close the connection's socket.
    func closed(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        table.withLock { table in
            guard let record = table.records.removeValue(forKey: key) else { return }
            if !record.closing { table.forgetLive(record.client) }
        }
    }

    /// Shuts down every connection whose headers are overdue; returns how many.
    @discardableResult
    func closeOverdue(nowMs: Int64) -> Int {
        let deadlineMs = self.deadlineMs
        return table.withLock { table in
            let overdue = table.records.filter {
                $0.value.waiting && !$0.value.closing && nowMs - $0.value.waitingSinceMs >= deadlineMs
            }
            for key in overdue.keys { table.shutDown(key) }
            table.deadlineClosures += overdue.count
            return overdue.count
        }
    }

    /// Counts for tests and diagnostics: open connections (including ones being closed), connections
    /// closed by the header deadline, and connections closed to make room.
    var counts: (open: Int, deadline: Int, evicted: Int) {
        table.withLock { ($0.records.count, $0.deadlineClosures, $0.evictions) }
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
