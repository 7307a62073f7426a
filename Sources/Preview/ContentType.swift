/// Maps file extensions to the `Content-Type` the preview server sends.
enum ContentType {
    /// The content type for a file name, by its extension (case-insensitive); `application/octet-stream` if unknown.
    static func forFile(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "application/octet-stream" }
        let ext = String(name[name.utf8.index(after: dot)...]).lowercased()
        return table[ext] ?? "application/octet-stream"
    }

    /// Whether a content type is HTML (the only kind that gets the live-reload script and overlay).
    static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }

    static let table: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "json": "application/json",
        "xml": "application/xml",
        "rss": "application/rss+xml",
        "atom": "application/atom+xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "webmanifest": "application/manifest+json",
        "map": "application/json",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
    ]
}
