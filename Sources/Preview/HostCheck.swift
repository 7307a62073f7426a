/// The DNS-rebinding defence: only requests addressed to this machine by a local name are served.
///
/// A page on another site can make a browser send requests to `127.0.0.1` under a name it
/// controls; such requests carry that foreign name in `Host` (and usually `Origin`), so both
/// headers must name `localhost`, `127.0.0.1`, `[::1]` or the host the server was explicitly bound to.
struct HostCheck: Sendable {
    /// Host names accepted besides the loopback names (lowercased, without brackets).
    let extraHosts: Set<String>
    /// Bound to every interface (`0.0.0.0`, `::`): any IP literal is accepted, still no domain names.
    let acceptsIPLiterals: Bool

    /// Accepts the loopback names and, when given, the explicitly configured bind host.
    init(configuredHost: String) {
        let h = HostCheck.stripBrackets(configuredHost.lowercased())
        extraHosts = HostCheck.loopback.contains(h) || h.isEmpty ? [] : [h]
        acceptsIPLiterals = h == "0.0.0.0" || h == "::"
    }

    static let loopback: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// Whether a `Host` header value (`name`, `name:port`, `[v6]`, `[v6]:port`) names this server.
    ///
    /// A DNS-rebinding attack needs a domain name, so IP literals are safe when the user bound every interface.
    func allowsHost(_ value: String?) -> Bool {
        guard let value, let name = HostCheck.hostName(of: value) else { return false }
        if HostCheck.loopback.contains(name) || extraHosts.contains(name) { return true }
        return acceptsIPLiterals && HostCheck.isIPLiteral(name)
    }

    /// Whether `name` is a dotted IPv4 address or an IPv6 address (hex digits, colons, dots).
    static func isIPLiteral(_ name: String) -> Bool {
        if name.contains(":") {
            return name.utf8.allSatisfy { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") || ($0 >= 48 && $0 <= 57)
                || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f")) }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { p in
            !p.isEmpty && p.count <= 3 && p.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } && Int(p).map { $0 <= 255 } == true
        }
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
