/// The rules for a production base URL: every canonical link, the sitemap and the feed start with it, so it
/// must be a plain absolute address that needs no escaping anywhere it is written.
extension ProductionSettings {
    /// Why `url` cannot be the base URL of a published site, or `nil`: it must be `http://` or `https://`,
    /// have a host (letters, digits, `-`, `.`, or an `[IPv6]` address) and optionally a port, and a path of
    /// characters that need no escaping (`%XX` escapes allowed); no user name, query or fragment.
    package static func baseURLProblem(_ url: String) -> String? {
        let bytes = Array(url.utf8)
        let lower = url.lowercased()
        let schemeLength = lower.hasPrefix("https://") ? 8 : lower.hasPrefix("http://") ? 7 : 0
        guard schemeLength > 0 else { return "is not an absolute http(s) URL" }
        let rest = bytes[schemeLength...]
        let authorityEnd = rest.firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? bytes.count
        let authority = bytes[schemeLength..<authorityEnd]
        if let problem = authorityProblem(authority) { return problem }
        for (index, byte) in bytes[authorityEnd...].enumerated() {
            switch byte {
            case 0x3F: return "has a query (`?…`); the base URL is a folder address, so remove the query"
            case 0x23: return "has a fragment (`#…`); the base URL is a folder address, so remove the fragment"
            case 0x25:
                let at = authorityEnd + index
                guard at + 2 < bytes.count, isHexDigit(bytes[at + 1]), isHexDigit(bytes[at + 2]) else {
                    return "has a `%` that is not followed by two hex digits; write `%25` for a percent sign"
                }
            default:
                guard isPathCharacter(byte) else { return characterProblem(byte) }
            }
        }
        return nil
    }

    /// Why `host[:port]` is not acceptable, or `nil`.
    private static func authorityProblem(_ authority: ArraySlice<UInt8>) -> String? {
        if authority.isEmpty { return "has no host; use an address like https://example.com/" }
        if authority.contains(0x40) { return "holds a user name (`…@`); remove it from the public address" }
        var host = authority
        if let colon = authority.lastIndex(of: 0x3A), !authority[colon...].contains(0x5D) {
            let port = authority[(colon + 1)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let number = Int(String(decoding: port, as: UTF8.self)), number <= 65535 else {
                return "has a port that is not a number from 0 to 65535"
            }
            host = authority[..<colon]
        }
        if host.first == 0x5B {
            guard host.last == 0x5D, host.dropFirst().dropLast().allSatisfy({ isHexDigit($0) || $0 == 0x3A || $0 == 0x2E })
            else { return "has a malformed [IPv6] host" }
            return nil
        }
        if host.isEmpty { return "has no host; use an address like https://example.com/" }
        for byte in host where !(isLetterOrDigit(byte) || byte == 0x2D || byte == 0x2E) {
            if byte >= 0x80 {
                return "has a host that is not ASCII; write the host's punycode form (xn--…)"
            }
            return "has the character \(describe(byte)) in its host; a host holds letters, digits, `-` and `.`"
        }
        return nil
    }

    private static func characterProblem(_ byte: UInt8) -> String {
        if byte >= 0x80 {
            return "holds characters that are not ASCII; percent-encode them (`é` is `%C3%A9`)"
        }
        return "holds the character \(describe(byte)), which must be percent-encoded in a URL; "
            + "write `%\(String(byte, radix: 16, uppercase: true))` or remove it"
    }

    private static func describe(_ byte: UInt8) -> String {
        byte < 0x20 || byte == 0x7F ? "U+00\(String(byte, radix: 16, uppercase: true))" : "`\(Character(Unicode.Scalar(byte)))`"
    }

    /// Characters allowed unescaped in the path: RFC 3986 unreserved, sub-delimiters, `:`, `@` and `/`,
    /// except `'`, which would need escaping in HTML attributes and XML.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || "-._~!$&()*+,;=:@/".utf8.contains(byte)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
    }
}
