import Basics

/// A request path checked for safety: percent-decoded once, split into plain segments.
///
/// Anything that could name a file outside the served folder is refused: `.` and `..` segments
/// (also when percent-encoded), backslashes, NUL and other control bytes, a `%` sequence that is
/// not two hex digits, and paths that do not start with `/`. Double-encoded input such as
/// `%252e%252e` decodes once to the literal name `%2e%2e`, which is never decoded again.
struct RequestPath: Equatable {
    /// The decoded segments, without empty ones (`//` collapses).
    var segments: [String]
    /// Whether the path ended with `/` (a folder was asked for).
    var hasTrailingSlash: Bool

    /// Why a path was refused.
    enum Refusal: Error, Equatable {
        /// The path tries to leave the folder or hides bytes (403).
        case forbidden
        /// The path names a hidden file (404, as if it did not exist).
        case hidden
    }

    /// Parses the raw (still percent-encoded) path of a request.
    static func parse(_ raw: [UInt8]) -> Result<RequestPath, Refusal> {
        guard raw.first == UInt8(ascii: "/") else { return .failure(.forbidden) }
        guard let decoded = PercentCoding.decodeStrictly(raw) else { return .failure(.forbidden) }
        var segments: [String] = []
        var hidden = false
        for part in decoded.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            for b in part where b < 0x20 || b == 0x7F || b == UInt8(ascii: "\\") {
                return .failure(.forbidden)
            }
            if part.elementsEqual([UInt8(ascii: ".")]) || part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                return .failure(.forbidden)
            }
            if part.first == UInt8(ascii: ".") && !part.elementsEqual(".well-known".utf8) { hidden = true }
            segments.append(String(decoding: part, as: UTF8.self))
        }
        if hidden { return .failure(.hidden) }
        return .success(RequestPath(segments: segments, hasTrailingSlash: decoded.last == UInt8(ascii: "/")))
    }

    /// The segments joined as a relative file path (`a/b.html`; empty for the root).
    var relativePath: String { segments.joined(separator: "/") }

    /// The canonical URL path of this folder with a trailing slash, percent-encoded (for redirects).
    var folderURL: String {
        var out = "/"
        for s in segments {
            out += RequestPath.percentEncode(s)
            out += "/"
        }
        return out
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    static func percentEncode(_ s: String) -> String {
        PercentCoding.encode(s)
    }
}
