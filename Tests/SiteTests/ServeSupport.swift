import Foundation
import Glibc

/// A minimal HTTP/1.1 client on a raw socket, so tests see exactly what the server sends.
struct RawHTTP {
    /// One response.
    struct Response {
        var status: Int
        /// Header names lowercased.
        var headers: [String: String]
        var body: String
    }

    let port: UInt16

    /// Connects to 127.0.0.1:port with a receive timeout; -1 on failure.
    func connect(timeout: Int = 5) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if fd < 0 { return -1 }
        var tv = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if ok != 0 { close(fd); return -1 }
        return fd
    }

    /// Sends raw request bytes.
    static func send(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Sends `METHOD target` with the given Host and reads the whole response (the server closes).
    func request(_ target: String, method: String = "GET", host: String? = nil) -> Response? {
        let fd = connect()
        if fd < 0 { return nil }
        defer { close(fd) }
        Self.send(fd, "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        return Self.parse(data)
    }

    /// Parses status line, headers and body.
    static func parse(_ data: [UInt8]) -> Response? {
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return nil }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = head.first, statusLine.split(separator: " ").count >= 2,
              let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    /// Reads from an open socket until `needle` appears in what was received (or timeout/EOF); returns it all.
    static func read(_ fd: Int32, until needle: String, timeout: Double = 10) -> String {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n > 0 {
                data += buffer[0..<n]
                if String(decoding: data, as: UTF8.self).contains(needle) { break }
            } else if n == 0 {
                break
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                break
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
