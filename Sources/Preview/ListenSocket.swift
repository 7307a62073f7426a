import Diagnostics
import Glibc

/// A bound, listening TCP socket that is handed to libmicrohttpd.
///
/// Binding ourselves (instead of letting the library bind) gives a precise error when the port is
/// taken and the real port when port 0 (any free port) was asked for.
struct ListenSocket {
    let fd: Int32
    let port: UInt16
    let isIPv6: Bool

    /// Resolves `host` (numeric address or `localhost`), binds `port` and listens.
    static func open(host: String, port: UInt16) throws -> ListenSocket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let name = HostCheck.stripBrackets(host)
        let rc = getaddrinfo(name, String(port), &hints, &list)
        guard rc == 0, let first = list else {
            throw Diagnostic(.error, at: nil, "cannot listen on host '\(host)': \(String(cString: gai_strerror(rc))); pass --host with an address of this machine, such as 127.0.0.1")
        }
        defer { freeaddrinfo(list) }
        let ai = first.pointee
        let fd = socket(ai.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else {
            throw Diagnostic(.error, at: nil, "cannot create a socket: \(String(cString: strerror(errno)))")
        }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if bind(fd, ai.ai_addr, ai.ai_addrlen) != 0 {
            let err = errno
            close(fd)
            if err == EADDRINUSE {
                throw Diagnostic(.error, at: nil, "port \(port) is already in use: pass --port N to use another port, or stop the program that uses it")
            }
            if err == EACCES {
                throw Diagnostic(.error, at: nil, "port \(port) needs administrator rights: pass --port N with a number above 1023")
            }
            throw Diagnostic(.error, at: nil, "cannot listen on \(host):\(port): \(String(cString: strerror(err))); pass --host 127.0.0.1 or another --port")
        }
        if listen(fd, 1024) != 0 {
            let err = errno
            close(fd)
            throw Diagnostic(.error, at: nil, "cannot listen on \(host):\(port): \(String(cString: strerror(err)))")
        }
        var storage = sockaddr_storage()
        var len = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let bound: UInt16 = withUnsafeMutablePointer(to: &storage) { ptr in
            ptr.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa -> UInt16 in
                guard getsockname(fd, sa, &len) == 0 else { return port }
                if Int32(sa.pointee.sa_family) == AF_INET6 {
                    return sa.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                }
                return sa.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        }
        return ListenSocket(fd: fd, port: bound, isIPv6: ai.ai_family == AF_INET6)
    }
}
