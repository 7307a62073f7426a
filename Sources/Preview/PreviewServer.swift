import CMicroHTTPD
import Diagnostics
import Foundation
import Glibc
import Synchronization

/// The local preview server of `cardstock serve`: serves the output folder over HTTP with live reload.
///
/// Built on libmicrohttpd (one thread per connection, so an open live-reload stream never blocks
/// other requests). It serves files with their content types, `index.html` for folders, the site's
/// 404 page, `GET` and `HEAD` only, and never a byte outside the folder. Requests whose `Host` or
/// `Origin` is not local are refused (DNS-rebinding defence). HTML responses get the live-reload
/// script and, while a build is failing, an error overlay; neither is ever written to disk.
/// Anyone on the machine can connect, so ``Limits`` bound what one client can hold: a deadline for a
/// request's headers, connections per address, live-reload streams (see `ConnectionGuard`).
package final class PreviewServer: @unchecked Sendable {
    /// Where to serve from and how.
    package struct Options: Sendable {
        /// The folder to serve (the build output).
        package var root: String
        /// The address to bind; `127.0.0.1` unless the user explicitly asks for another (warn them).
        package var host: String
        /// The port; 0 picks any free port (see ``PreviewServer/boundPort``).
        package var port: UInt16
        /// The page served with status 404, relative to ``root``; nil for a plain-text 404.
        package var notFoundPage: String?
        /// Whether HTML responses get the live-reload script and the event stream is served.
        package var injectLiveReload: Bool
        /// How often an idle event stream sends a comment, so dead connections are noticed.
        package var keepAliveInterval: Duration
        /// The limits that keep slow or numerous clients from stopping the server.
        package var limits: Limits

        /// Creates options with the defaults (127.0.0.1:8000, `404.html`, live reload on, default limits).
        package init(root: String, host: String = "127.0.0.1", port: UInt16 = 8000,
                    notFoundPage: String? = "404.html", injectLiveReload: Bool = true,
                    keepAliveInterval: Duration = .seconds(15), limits: Limits = Limits()) {
            self.root = root
            self.host = host
            self.port = port
            self.notFoundPage = notFoundPage
            self.injectLiveReload = injectLiveReload
            self.keepAliveInterval = keepAliveInterval
            self.limits = limits
        }
    }

    let core: ServerCore
    /// The listening socket and the running daemon, changed only by ``start()`` and ``stop()``.
    private struct Running {
        var socket: ListenSocket?
        var daemon: OpaquePointer?
    }
    private let running: Mutex<Running>
    private let port: UInt16

    /// The port the server listens on (the real one when port 0 was asked for).
    package var boundPort: UInt16 { port }

    /// How many live-reload streams are open (for tests).
    var liveReloadClientCount: Int { core.hub.clientCount }

    /// Open connections, connections closed by the header deadline, connections closed to make room (for tests).
    var connectionCounts: (open: Int, deadline: Int, evicted: Int) { core.connections.counts }

    /// Binds the port; throws a ``Diagnostic`` when it is taken or the host is not an address of this machine.
    package init(options: Options) throws {
        let s = try ListenSocket.open(host: options.host, port: options.port)
        running = Mutex(Running(socket: s, daemon: nil))
        port = s.port
        core = ServerCore(options: options)
    }

    deinit {
        stop()
        if let s = running.withLock({ $0.socket }) { close(s.fd) }
    }

    /// Starts serving on libmicrohttpd's threads (and ignores `SIGPIPE` process-wide); throws a ``Diagnostic`` if the library refuses to start.
    package func start() throws {
        try running.withLock { running in try start(&running) }
    }

    private func start(_ running: inout Running) throws {
        guard running.daemon == nil else { return }
        let s = try running.socket ?? ListenSocket.open(host: core.options.host, port: port)
        running.socket = s
        core.hub.reset()
        // A browser that closes a tab mid-response must not kill the process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var flags = MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
        if MHD_is_feature_supported(.FEATURE_POLL) == .YES { flags |= MHD_USE_POLL.rawValue }
        if s.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(core).toOpaque()
        let contextArg = Int(bitPattern: context)
        let limits = core.options.limits
        let args: [CVarArg] = [
            Int32(bitPattern: MHD_OPTION.LISTEN_SOCKET.rawValue), s.fd,
            Int32(bitPattern: MHD_OPTION.CONNECTION_TIMEOUT.rawValue), max(1, limits.idleTimeoutSeconds),
            Int32(bitPattern: MHD_OPTION.CONNECTION_LIMIT.rawValue), UInt32(clamping: core.connectionLimit),
            Int32(bitPattern: MHD_OPTION.PER_IP_CONNECTION_LIMIT.rawValue), UInt32(clamping: max(1, limits.perClientLimit)),
            Int32(bitPattern: MHD_OPTION.NOTIFY_CONNECTION.rawValue), PreviewServer.pointer(PreviewServer.connectionNotice), contextArg,
            Int32(bitPattern: MHD_OPTION.NOTIFY_COMPLETED.rawValue), PreviewServer.pointer(PreviewServer.requestCompleted), contextArg,
            Int32(bitPattern: MHD_OPTION.UNESCAPE_CALLBACK.rawValue), PreviewServer.pointer(PreviewServer.keepEscaped), Int(0),
            Int32(bitPattern: MHD_OPTION.END.rawValue),
        ]
        core.connections.start()
        let d = withVaList(args) { va in
            MHD_start_daemon_va(flags, port, nil, nil, PreviewServer.accessHandler, context, va)
        }
        guard let d else {
            core.connections.stop()
            throw Diagnostic(.error, at: nil, "the preview server could not start on \(core.options.host):\(port); try another --port")
        }
        running.daemon = d
    }

    /// Stops serving: ends live-reload streams, closes connections and frees the port. Never touches the folder.
    package func stop() {
        running.withLock { running in
            guard let d = running.daemon else { return }
            core.hub.shutDown()
            MHD_stop_daemon(d)  // also closes the listening socket it was given
            core.connections.stop()
            running.daemon = nil
            running.socket = nil
        }
    }

    /// Sends one `reload` event to every connected live-reload client.
    package func notifyReload() {
        core.hub.notify()
    }

    /// Shows `diagnostics` (one line each) under `heading` as an overlay on every served HTML page; nil clears it.
    ///
    /// Call ``notifyReload()`` afterwards so open pages show (or drop) the overlay.
    package func setErrorOverlay(_ diagnostics: [String]?, heading: String? = nil) {
        core.setOverlay(diagnostics, heading: heading ?? LiveReloadInjection.defaultHeading)
    }

    /// The warning the command line prints when the user binds a host other than the loopback; nil for loopback.
    package static func bindWarning(host: String) -> Diagnostic? {
        let h = HostCheck.stripBrackets(host.lowercased())
        if HostCheck.loopback.contains(h) { return nil }
        return Diagnostic(.warning, at: nil, "the preview server listens on \(host), so other machines on the network can read your unpublished site; leave out --host to keep it on 127.0.0.1")
    }
}
