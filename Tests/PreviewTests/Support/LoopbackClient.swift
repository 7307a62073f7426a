import Foundation
import Glibc
@testable import Preview

/// Raw client sockets to the preview server, only ever to and from 127.0.0.x loopback addresses.
enum LoopbackClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects to 127.0.0.1:`port`, first binding the source address `source` (a 127.0.0.x address) if given.
    /// Receives time out after `receiveTimeoutMs`.
    static func connect(port: UInt16, from source: String? = nil, receiveTimeoutMs: Int = 5_000) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed: \(String(cString: strerror(errno)))") }
        var tv = timeval(tv_sec: receiveTimeoutMs / 1_000, tv_usec: Int((receiveTimeoutMs % 1_000) * 1_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        if let source {
            precondition(source.hasPrefix("127."), "abuse tests stay on loopback")
            var local = address(source, port: 0)
            let rc = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard rc == 0 else {
                close(fd)
                throw Failure(description: "bind \(source) failed: \(String(cString: strerror(errno)))")
            }
        }
        var remote = address("127.0.0.1", port: port)
        let rc = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else {
            close(fd)
            throw Failure(description: "connect failed: \(String(cString: strerror(errno)))")
        }
        return fd
    }

    static func address(_ ip: String, port: UInt16) -> sockaddr_in {
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr(ip)
        return addr
    }

    /// Whether the server has closed (or reset) the connection; reads nothing.
    static func hasClosed(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        if entry.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    /// Sends `bytes` without blocking or `SIGPIPE`; false when the connection is gone.
    static func trySend(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        return n == bytes.count
    }

    /// Reads until `marker` has arrived, the connection ends or `timeoutMs` passes; returns everything read.
    static func read(_ fd: Int32, until marker: String, timeoutMs: Int64 = 5_000) -> String {
        var text = ""
        let end = MonotonicClock.nowMs() + timeoutMs
        while !text.contains(marker), MonotonicClock.nowMs() < end {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) >= 0 else { break }
            if entry.revents == 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, Int32(MSG_DONTWAIT)) }
            if n <= 0 { break }
            text += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        return text
    }

    /// Waits up to `timeoutMs` for the server to close the connection; returns the milliseconds waited, nil if it stayed open.
    static func waitForClose(_ fd: Int32, timeoutMs: Int64) -> Int64? {
        let start = MonotonicClock.nowMs()
        while MonotonicClock.nowMs() - start < timeoutMs {
            if hasClosed(fd) { return MonotonicClock.nowMs() - start }
            usleep(20_000)
        }
        return nil
    }

    /// Raises this process's soft open-file limit to at least `wanted` (up to the hard limit); returns the new soft limit.
    @discardableResult
    static func raiseFileLimit(to wanted: rlim_t) -> rlim_t {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
        if limit.rlim_cur < wanted {
            limit.rlim_cur = min(wanted, limit.rlim_max)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        }
        return limit.rlim_cur
    }
}
