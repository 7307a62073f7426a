import Foundation
import Glibc
@testable import Preview

/// Many loopback clients that each open a connection and send a request's headers one byte at a time
/// (every 200 ms by default), never finishing them: the "slowloris" attack on a thread-per-connection server.
final class SlowClients: @unchecked Sendable {
    /// Headers that never end (no blank line), longer than any test trickles.
    static let header = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 4_000)

    private let lock = NSLock()
    private var fds: [Int32] = []
    private var sent: [Int] = []
    private var gone: [Bool] = []
    private var trickling = false
    private var thread: Thread?
    private let stopped = DispatchSemaphore(value: 0)
    /// Connections that could not even be opened (refused or reset at once).
    private(set) var failedToConnect = 0

    /// Opens `count` connections to `port`, client `i` from source address `source(i)` (nil: 127.0.0.1).
    init(count: Int, port: UInt16, source: (Int) -> String? = { _ in nil }) {
        for i in 0..<count {
            if let fd = try? LoopbackClient.connect(port: port, from: source(i)) {
                fds.append(fd)
                sent.append(0)
                gone.append(false)
            } else {
                failedToConnect += 1
            }
        }
    }

    /// Sends the next header byte on every open connection every `intervalMs`, on a thread of its own.
    func startTrickling(intervalMs: UInt32 = 200) {
        lock.lock()
        trickling = true
        lock.unlock()
        let thread = Thread { [self] in
            while tick() { usleep(intervalMs * 1_000) }
            stopped.signal()
        }
        self.thread = thread
        thread.start()
    }

    /// One round of bytes; false once trickling was stopped.
    private func tick() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard trickling else { return false }
        for i in fds.indices where !gone[i] {
            if LoopbackClient.hasClosed(fds[i]) || !LoopbackClient.trySend(fds[i], [SlowClients.header[sent[i] % SlowClients.header.count]]) {
                gone[i] = true
            } else {
                sent[i] += 1
            }
        }
        return true
    }

    /// How many connections the server still keeps open.
    var openCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fds.indices.filter { !gone[$0] && !LoopbackClient.hasClosed(fds[$0]) }.count
    }

    /// How many connections were opened (accepted by the kernel).
    var connectedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fds.count
    }

    /// The fewest bytes any still-open connection has sent.
    var fewestBytesSentByOpen: Int {
        lock.lock()
        defer { lock.unlock() }
        return fds.indices.filter { !gone[$0] }.map { sent[$0] }.min() ?? 0
    }

    /// Stops trickling and closes every socket.
    func close() {
        lock.lock()
        let wasTrickling = trickling
        trickling = false
        lock.unlock()
        if wasTrickling { stopped.wait() }
        lock.lock()
        for fd in fds { Glibc.close(fd) }
        fds.removeAll()
        lock.unlock()
    }

    deinit { close() }
}
