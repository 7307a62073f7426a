import CMicroHTTPD
import Glibc

/// The C callbacks handed to libmicrohttpd: static members (they run on the library's threads), with
/// the ``ServerCore`` (or an ``EventStream``) as context through `Unmanaged`.
extension PreviewServer {
    /// The access handler: called once a request's headers have arrived.
    static let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, _, _, _ in
        guard let cls, let connection, let url, let method else { return .NO }
        let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
        return core.handle(connection: connection, url: url, method: method)
    }

    /// Connections opening and closing, for the ``ConnectionGuard``.
    static let connectionNotice: MHD_NotifyConnectionCallback = { cls, connection, _, code in
        guard let cls, let connection else { return }
        let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
        if code == .CONNECTION_NOTIFY_STARTED {
            core.connections.opened(connection)
        } else {
            core.connections.closed(connection)
        }
    }

    /// A request ended (its response was sent, or the connection failed).
    static let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, _, _ in
        guard let cls, let connection else { return }
        let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
        core.connections.requestCompleted(connection)
    }

    /// Leaves the URL percent-encoded, so the server decodes it exactly once itself (and sees `%00`).
    static let keepEscaped: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = { _, _, s in
        guard let s else { return 0 }
        return strlen(s)
    }

    /// Produces the bytes of a live-reload event stream (blocks; allowed with one thread per connection).
    static let eventReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
        guard let cls, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
        let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
        return stream.fill(buffer, max: max)
    }

    /// Releases an event stream when its response is destroyed.
    static let eventFree: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        Unmanaged<EventStream>.fromOpaque(cls).release()
    }

    /// A C function pointer as a variadic option argument.
    static func pointer<F>(_ function: F) -> Int {
        Int(bitPattern: unsafeBitCast(function, to: UnsafeRawPointer.self))
    }
}
