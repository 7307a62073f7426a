/// What `publish` checks in a copied file (a file of the built site that is not an HTML page), decided by
/// its name's last extension in any letter case. Which types are markup follows what common servers send:
/// Debian's `/etc/mime.types` (Apache, Python's `http.server`, Caddy) and the mime-db mapping (Node servers)
/// give hundreds of extensions an XML type (`application/…+xml`, `application/xml` for `.xsd` and `.rng`,
/// `application/xhtml+xml` for `.xhtm`), and a server may sniff a file of an unknown type. So the rule is an
/// allow-list the other way round: only the text and binary types listed here are not read as markup;
/// every other name is ``markup`` and is checked by content.
enum CopiedFileType: Equatable {
    /// Runs as a script (`.js`, `.mjs`, `.wasm`, …): refused unless JavaScript is allowed.
    case script
    /// A type browsers run script in that Cardstock does not check (`.xhtml`, `.xsl`, `.svgz`, …): refused.
    case refused
    /// A page (`.html`, `.htm`), checked as HTML.
    case page
    /// `.svg`, parsed as XML and held to the SVG rules.
    case svg
    /// `.xml`, parsed as XML and held to the XML rules.
    case xml
    /// Gzip-compressed (`.gz`): decompressed and checked as the file it stands for, named `inner`.
    case gzip(inner: String)
    /// Compressed in a format Cardstock cannot decompress (`.br`, `.zst`): refused, since a server that
    /// serves precompressed files would send it in place of the file it stands for.
    case uncheckableCompression(format: String)
    /// Served as text a browser shows but does not render (`.css`, `.txt`, `.json`, …): checked as HTML
    /// only when its first bytes sniff as HTML, SVG or XML.
    case text
    /// An image, font, media file or archive: refused when its content starts like markup instead.
    case binary
    /// Anything else (XML types of the MIME tables, unknown types, no extension): checked by content,
    /// as XML or HTML, whenever it starts with markup.
    case markup

    /// The type of the file named `path` (only the last path component counts).
    static func of(_ path: String) -> CopiedFileType {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let type = SiteVerifier.fileExtension(name)
        switch type {
        case "html", "htm": return .page
        case "svg": return .svg
        case "xml": return .xml
        case "gz": return .gzip(inner: String(name.dropLast(3)))
        case "br": return .uncheckableCompression(format: "Brotli")
        case "zst", "zstd": return .uncheckableCompression(format: "Zstandard")
        default: break
        }
        if SiteVerifier.scriptTypes.contains(type) { return .script }
        if SiteVerifier.refusedTypes.contains(type) { return .refused }
        if textTypes.contains(type) { return .text }
        if binaryTypes.contains(type) { return .binary }
        return .markup
    }

    /// Text types no common server maps to an HTML, SVG or XML type.
    static let textTypes: Set<String> = [
        "css", "txt", "text", "csv", "tsv", "json", "jsonld", "geojson", "map", "webmanifest", "md", "markdown",
        "yaml", "yml", "toml", "ini", "ics", "vcf", "vtt", "srt", "log", "asc", "sig",
    ]

    /// Binary types (images, fonts, audio, video, documents, archives) no common server maps to markup.
    static let binaryTypes: Set<String> = [
        "png", "apng", "jpg", "jpeg", "jpe", "jfif", "pjpeg", "pjp", "gif", "webp", "avif", "heic", "heif", "jxl",
        "bmp", "ico", "cur", "tif", "tiff", "psd",
        "woff", "woff2", "ttf", "otf", "eot", "ttc",
        "pdf", "epub", "docx", "xlsx", "pptx", "odt", "ods", "odp",
        "mp3", "m4a", "aac", "oga", "ogg", "opus", "flac", "wav", "weba", "mid", "midi",
        "mp4", "m4v", "mov", "webm", "ogv", "mkv", "avi", "mpg", "mpeg", "3gp",
        "zip", "tar", "tgz", "7z", "rar", "bz2", "xz", "dmg", "iso",
    ]
}
