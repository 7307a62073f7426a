import Site
import Diagnostics
import Preview

/// `cardstock watch` and `cardstock serve`: run until Ctrl-C.
extension CLI {
    /// Builds, watches and (with `serve`) previews until `SIGINT`/`SIGTERM`; exit status 0 after a clean
    /// stop, 1 when the port is taken or the watcher cannot start. Build errors never end it.
    func runWatch(_ options: BuildOptions, serve: ServeOptions?) -> Int32 {
        let stopSignal = StopSignal()  // first, so an early Ctrl-C is not lost
        let errorLine = SendableLog(standardError)
        let builder = IncrementalBuilder(options: options, metrics: metrics)
        var server: PreviewServer?
        if let serve {
            if let warning = PreviewServer.bindWarning(host: serve.host) { standardError(warning.description) }
            do {
                server = try PreviewServer(options: PreviewServer.Options(root: builder.outputDirectory,
                                                                          host: serve.host, port: serve.port,
                                                                          notFoundPage: Self.notFoundPage))
            } catch {
                return report(error)
            }
        }
        let session = WatchSession(builder: builder, server: server, log: { errorLine.write($0) })
        do {
            try session.start()
            if let server {
                try server.start()
                let host = serve?.host.contains(":") == true ? "[\(serve?.host ?? "")]" : serve?.host ?? ""
                standardOutput("Serving \(builder.outputDisplay) at http://\(host):\(server.boundPort)/ (Ctrl-C to stop)")
            }
        } catch {
            session.stop()
            server?.stop()
            return report(error)
        }
        stopSignal.wait()
        session.stop()
        server?.stop()
        standardError("Stopped; \(builder.outputDisplay) is kept as it is.")
        return Self.success
    }

    /// The site's 404 page as `cardstock build` writes it: `content/404.md` becomes `404/index.html`.
    static let notFoundPage = "404/index.html"
}

/// Lets the watcher thread print through the CLI's (non-`Sendable`) output callback.
struct SendableLog: @unchecked Sendable {
    let write: (String) -> Void
    init(_ write: @escaping (String) -> Void) { self.write = write }
}
