extension PreviewServer {
    /// How much of the machine one client of the preview server may take (issue 14: the server stays up under abuse).
    ///
    /// Anyone on the machine can connect to `127.0.0.1`, so the limits assume hostile local clients:
    /// a request's headers must arrive within ``headerDeadline`` (not reset by each trickled byte), one
    /// address holds at most ``perClientLimit`` connections, and when the server or one address nears its
    /// limit, the connections that have waited longest for their headers are closed first, so a normal
    /// request is always served.
    package struct Limits: Sendable {
        /// How long a connection may take to send a request's complete headers, counted from its opening
        /// (or from the end of its previous response); closed after that.
        package var headerDeadline: Duration
        /// How long a connection may make no progress at all (libmicrohttpd's idle timeout), in seconds.
        package var idleTimeoutSeconds: UInt32
        /// The most connections open at once (each has its own thread).
        package var connectionLimit: Int
        /// The most connections open at once from one address (libmicrohttpd refuses more).
        package var perClientLimit: Int
        /// The most open live-reload streams; a new one closes the oldest.
        package var liveReloadLimit: Int

        /// Creates limits; the defaults are 5 s for headers, 10 s idle, 512 connections, 64 per address
        /// and 32 live-reload streams.
        package init(headerDeadline: Duration = .seconds(5), idleTimeoutSeconds: UInt32 = 10,
                    connectionLimit: Int = 512, perClientLimit: Int = 64, liveReloadLimit: Int = 32) {
            self.headerDeadline = headerDeadline
            self.idleTimeoutSeconds = idleTimeoutSeconds
            self.connectionLimit = connectionLimit
            self.perClientLimit = perClientLimit
            self.liveReloadLimit = liveReloadLimit
        }

        /// Above this many open connections (counted against `limit`: the total or the per-address one)
        /// the oldest still waiting for headers are closed; the rest of the limit is room for connections
        /// that are closing but not yet freed by the library.
        static func evictionThreshold(_ limit: Int) -> Int {
            max(1, limit - max(2, limit / 4))
        }
    }
}
