import CMicroHTTPD
import Foundation
import Glibc
import POSIXFiles
import Synchronization

/// The request logic of ``PreviewServer``, shared with libmicrohttpd's threads through an `Unmanaged` pointer.
final class ServerCore: @unchecked Sendable {
    let options: PreviewServer.Options
    let hostCheck: HostCheck
    let hub: LiveReloadHub
    /// The most connections libmicrohttpd accepts at once (the configured limit, lowered to fit the open-file limit).
    let connectionLimit: Int
    let connections: ConnectionGuard
    private let overlayHTML = Mutex<String?>(nil)

    init(options: PreviewServer.Options) {
        self.options = options
        self.hostCheck = HostCheck(configuredHost: options.host)
        self.hub = LiveReloadHub(limit: options.limits.liveReloadLimit)
        self.connectionLimit = ServerCore.fittingConnectionLimit(options.limits.connectionLimit)
        self.connections = ConnectionGuard(limits: options.limits, connectionLimit: connectionLimit)
    }

    /// `wanted`, lowered so every connection (one socket each) fits in the process's open-file limit
    /// with room for the files being served and the watcher.
    static func fittingConnectionLimit(_ wanted: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return max(1, wanted)
        }
        let room = Int(clamping: limit.rlim_cur) - 128
        return max(1, min(wanted, max(16, room)))
    }

    func setOverlay(_ messages: [String]?, heading: String = LiveReloadInjection.defaultHeading) {
        let html = messages.map { LiveReloadInjection.overlay($0, heading: heading) }
        overlayHTML.withLock { $0 = html }
    }

    var overlay: String? { overlayHTML.withLock { $0 } }

    /// Answers one request.
    func handle(connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>) -> MHD_Result {
        connections.requestArrived(connection)
        let host = header(connection, "Host")
        let origin = header(connection, "Origin")
        guard hostCheck.allowsHost(host), hostCheck.allowsOrigin(origin) else {
            return text(connection, 403, "403 Forbidden: the preview server only answers requests for localhost.\n")
        }
        let verb = String(cString: method)
        guard verb == "GET" || verb == "HEAD" else {
            return text(connection, 405, "405 Method Not Allowed\n", extra: [("Allow", "GET, HEAD")])
        }
        let raw = UnsafeRawBufferPointer(start: url, count: strlen(url))
        let bytes = [UInt8](raw)
        if bytes.starts(with: LiveReloadInjection.reservedPrefix.utf8) {
            return reserved(connection, String(decoding: bytes, as: UTF8.self), isHead: verb == "HEAD")
        }
        switch RequestPath.parse(bytes) {
        case .failure(.forbidden):
            return text(connection, 403, "403 Forbidden\n")
        case .failure(.hidden):
            return notFound(connection)
        case .success(let path):
            return serve(connection, path)
        }
    }

    private func reserved(_ connection: OpaquePointer, _ path: String, isHead: Bool) -> MHD_Result {
        guard options.injectLiveReload else { return notFound(connection) }
        if path == LiveReloadInjection.scriptPath {
            return send(connection, 200, Array(LiveReloadInjection.script.utf8), type: "text/javascript; charset=utf-8")
        }
        if path == LiveReloadInjection.eventsPath {
            // A HEAD request gets the headers only and takes no live-reload place.
            if isHead { return send(connection, 200, [], type: "text/event-stream; charset=utf-8") }
            return events(connection)
        }
        return notFound(connection)
    }

    private func serve(_ connection: OpaquePointer, _ path: RequestPath) -> MHD_Result {
        guard let rootReal = SafeFiles.realPath(options.root) else { return notFound(connection) }
        let candidate = path.segments.isEmpty ? rootReal : rootReal + "/" + path.relativePath
        guard let real = SafeFiles.realPath(candidate) else { return notFound(connection) }
        guard SafeFiles.isInside(real, root: rootReal) else { return text(connection, 403, "403 Forbidden\n") }
        var st = stat()
        guard stat(real, &st) == 0 else { return notFound(connection) }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            if !path.hasTrailingSlash {
                return send(connection, 301, Array("Moved to \(path.folderURL)\n".utf8), type: "text/plain; charset=utf-8",
                            extra: [("Location", path.folderURL)])
            }
            guard let index = SafeFiles.realPath(real + "/index.html"), SafeFiles.isInside(index, root: rootReal) else {
                return notFound(connection)
            }
            return file(connection, index, status: 200) ?? notFound(connection)
        }
        guard (st.st_mode & S_IFMT) == S_IFREG, !path.hasTrailingSlash else { return notFound(connection) }
        return file(connection, real, status: 200) ?? notFound(connection)
    }

    /// The site's 404 page with status 404, or a plain-text one.
    private func notFound(_ connection: OpaquePointer) -> MHD_Result {
        if let page = options.notFoundPage, let rootReal = SafeFiles.realPath(options.root),
           let real = SafeFiles.realPath(rootReal + "/" + page), SafeFiles.isInside(real, root: rootReal),
           let result = file(connection, real, status: 404, baseHref: LiveReloadInjection.baseHref(forPage: page)) {
            return result
        }
        return text(connection, 404, "404 Not Found\n")
    }

    /// Serves one regular file (already checked to be inside the root); nil if it cannot be opened.
    /// `baseHref` (for the 404 page, which is shown at any URL) adds a `<base>` so its relative links work.
    private func file(_ connection: OpaquePointer, _ path: String, status: UInt32, baseHref: String? = nil) -> MHD_Result? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return nil
        }
        let type = ContentType.forFile(path)
        let overlay = self.overlay
        if ContentType.isHTML(type) && (options.injectLiveReload || overlay != nil || baseHref != nil) {
            defer { close(fd) }
            guard var html = try? FileSystem.readAll(fd, size: st.st_size > 0 ? Int(st.st_size) : -1, path: path) else { return nil }
            if let baseHref { html = LiveReloadInjection.insertBase(baseHref, into: html) }
            var snippet = overlay ?? ""
            if options.injectLiveReload { snippet += LiveReloadInjection.scriptTag }
            return send(connection, status, snippet.isEmpty ? html : LiveReloadInjection.inject(snippet, into: html), type: type)
        }
        guard let response = MHD_create_response_from_fd64(UInt64(st.st_size), fd) else {
            close(fd)
            return nil
        }
        return queue(connection, status, response, type: type, extra: [])
    }

    /// Opens a live-reload event stream.
    private func events(_ connection: OpaquePointer) -> MHD_Result {
        let seconds = max(0.05, Double(options.keepAliveInterval.wholeMilliseconds) / 1_000)
        // The stream is silent between pings; the idle timeout must not end it, only a stalled client.
        let timeout = max(options.limits.idleTimeoutSeconds, UInt32(min(3_600, (3 * seconds).rounded(.up))))
        _ = cardstock_set_connection_timeout(connection, timeout)
        let stream = EventStream(hub: hub, fd: cardstock_connection_fd(connection), keepAlive: seconds)
        let context = Unmanaged.passRetained(stream).toOpaque()
        guard let response = MHD_create_response_from_callback(UInt64.max, 1024, PreviewServer.eventReader,
                                                                context, PreviewServer.eventFree) else {
            Unmanaged<EventStream>.fromOpaque(context).release()
            return .NO
        }
        return queue(connection, 200, response, type: "text/event-stream; charset=utf-8", extra: [])
    }

    private func text(_ connection: OpaquePointer, _ status: UInt32, _ body: String,
                      extra: [(String, String)] = []) -> MHD_Result {
        send(connection, status, Array(body.utf8), type: "text/plain; charset=utf-8", extra: extra)
    }

    private func send(_ connection: OpaquePointer, _ status: UInt32, _ body: [UInt8], type: String,
                      extra: [(String, String)] = []) -> MHD_Result {
        let response: OpaquePointer? = body.withUnsafeBytes { raw in
            MHD_create_response_from_buffer(raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        return queue(connection, status, response, type: type, extra: extra)
    }

    private func queue(_ connection: OpaquePointer, _ status: UInt32, _ response: OpaquePointer, type: String,
                       extra: [(String, String)]) -> MHD_Result {
        MHD_add_response_header(response, "Content-Type", type)
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
        for (name, value) in extra { MHD_add_response_header(response, name, value) }
        let result = MHD_queue_response(connection, status, response)
        MHD_destroy_response(response)
        return result
    }

    private func header(_ connection: OpaquePointer, _ name: String) -> String? {
        guard let value = MHD_lookup_connection_value(connection, .HEADER_KIND, name) else { return nil }
        return String(cString: value)
    }
}
