import Site

/// Where `cardstock serve` listens.
package struct ServeOptions: Sendable, Equatable {
    /// The address to bind (default `127.0.0.1`; anything else is announced with a warning).
    package var host: String = "127.0.0.1"
    /// The port (default 8000; 0 picks a free one and prints it).
    package var port: UInt16 = 8000

    /// The defaults.
    package init(host: String = "127.0.0.1", port: UInt16 = 8000) {
        self.host = host
        self.port = port
    }
}

extension ServeOptions {
    /// `--port N` and `--host ADDR` from `serve`'s arguments.
    init(_ arguments: ParsedArguments) throws {
        self.init()
        if let text = arguments.value("--port") {
            guard let port = UInt16(text) else {
                throw arguments.usageError("option '--port' needs a number from 0 to 65535, got '\(text)'")
            }
            self.port = port
        }
        if let host = arguments.value("--host") { self.host = host }
    }
}
