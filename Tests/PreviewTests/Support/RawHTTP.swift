import Foundation
import Glibc

/// One HTTP response as read from the socket.
struct HTTPResponse {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A tiny HTTP/1.1 client over a raw socket: sends exactly the bytes given (so malformed targets reach the server).
enum RawHTTP {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects to 127.0.0.1:`port` with a 5 s receive timeout.
    static func connect(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var tv = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard rc == 0 else {
            close(fd)
            throw Failure(description: "connect failed: \(String(cString: strerror(errno)))")
        }
        return fd
    }

    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed") }
            sent += n
        }
    }

    /// Reads whatever arrives next (nil on EOF or timeout).
    static func receive(_ fd: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16384)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
        guard n > 0 else { return nil }
        return Array(buffer[0..<n])
    }

    /// Sends a request and reads the response until the server closes the connection.
    static func request(port: UInt16, method: String = "GET", target: String, host: String? = nil,
                        headers: [(String, String)] = []) throws -> HTTPResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        head += "\r\n"
        return try raw(port: port, Array(head.utf8), isHead: method == "HEAD")
    }

    /// Sends raw bytes and parses the response.
    static func raw(port: UInt16, _ request: [UInt8], isHead: Bool = false) throws -> HTTPResponse {
        let fd = try connect(port: port)
        defer { close(fd) }
        try sendAll(fd, request)
        var data: [UInt8] = []
        while let chunk = receive(fd) { data += chunk }
        return try parse(data, isHead: isHead)
    }

    static func parse(_ data: [UInt8], isHead: Bool) throws -> HTTPResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = find(separator, in: data) else { throw Failure(description: "no response head in \(data.count) bytes") }
        let headText = String(decoding: data[0..<end], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(data[(end + 4)...])
        if !isHead, headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    static func find(_ needle: [UInt8], in hay: [UInt8]) -> Int? {
        guard hay.count >= needle.count else { return nil }
        for i in 0...(hay.count - needle.count) where hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
        return nil
    }

    static func dechunk(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < data.count {
            guard let lineEnd = find(Array("\r\n".utf8), in: Array(data[i...])) else { break }
            let sizeText = String(decoding: data[i..<(i + lineEnd)], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = i + lineEnd + 2
            out += data[start..<min(data.count, start + size)]
            i = start + size + 2
        }
        return out
    }
}
