/// The DNS-rebinding defence: only requests addressed to this machine by a local name are served.
///
/// A page on another site can make a browser send requests to `127.0.0.1` under a name it
/// controls; such requests carry that foreign name in `Host` (and usually `Origin`), so both
/// headers must name `localhost`, `127.0.0.1`, `[::1]` or the host the server was explicitly bound to.
struct HostCheck: Sendable {
    /// Host names accepted besides the loopback names (lowercased, without brackets).
    let extraHosts: Set<String>

    /// Accepts the loopback names and, when given, the explicitly configured bind host.
    init(configuredHost: String) {
        let h = HostCheck.stripBrackets(configuredHost.lowercased())
        extraHosts = HostCheck.loopback.contains(h) || h.isEmpty ? [] : [h]
    }

    static let loopback: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// Whether a `Host` header value (`name`, `name:port`, `[v6]`, `[v6]:port`) names this server.
    func allowsHost(_ value: String?) -> Bool {
        guard let value, let name = HostCheck.hostName(of: value) else { return false }
        return HostCheck.loopback.contains(name) || extraHosts.contains(name)
    }

    /// Whether an `Origin` header is acceptable: absent, or `http://` plus an allowed host.
    func allowsOrigin(_ value: String?) -> Bool {
        guard let value else { return true }
        let lower = value.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        return allowsHost(String(lower.dropFirst(7)))
    }

    /// The lowercased host name of a `Host` value, or nil if it is malformed.
    static func hostName(of value: String) -> String? {
        let v = value.lowercased()
        var name: Substring
        var rest: Substring
        if v.hasPrefix("[") {
            guard let close = v.firstIndex(of: "]") else { return nil }
            name = v[v.index(after: v.startIndex)..<close]
            rest = v[v.index(after: close)...]
        } else if let colon = v.firstIndex(of: ":") {
            name = v[..<colon]
            rest = v[colon...]
        } else {
            name = v[...]
            rest = ""
        }
        if !rest.isEmpty {
            guard rest.first == ":" else { return nil }
            let digits = rest.dropFirst()
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        }
        guard !name.isEmpty, !name.contains("/"), !name.contains("@") else { return nil }
        return String(name)
    }

    static func stripBrackets(_ s: String) -> String {
        if s.hasPrefix("[") && s.hasSuffix("]") { return String(s.dropFirst().dropLast()) }
        return s
    }
}
