import Site

/// Where `cardstock serve` listens.
public struct ServeOptions: Sendable, Equatable {
    /// The address to bind (default `127.0.0.1`; anything else is announced with a warning).
    public var host: String = "127.0.0.1"
    /// The port (default 8000; 0 picks a free one and prints it).
    public var port: UInt16 = 8000

    /// The defaults.
    public init(host: String = "127.0.0.1", port: UInt16 = 8000) {
        self.host = host
        self.port = port
    }
}

extension ArgumentParser {
    /// `watch [build options]` and `serve [--port N] [--host ADDR] [build options]`.
    static func parseWatch(_ arguments: [String], command: String) throws -> Command {
        var serve = ServeOptions()
        let options = try parseBuildOptions(arguments, command: command) { name, value in
            guard command == "serve" else { return false }
            switch name {
            case "--port":
                let text = try value()
                guard let port = UInt16(text) else {
                    throw UsageError("option '--port' needs a number from 0 to 65535, got '\(text)'", command: command)
                }
                serve.port = port
                return true
            case "--host":
                serve.host = try value()
                return true
            default:
                return false
            }
        }
        guard let options else { return .help(topic: command) }
        return command == "serve" ? .serve(options, serve) : .watch(options)
    }
}
