/// What one release holds besides its own site: the record kept in `DIR/.cardstock-assets/<release name>`.
///
/// A release owns the fingerprinted files its build produced (``own``). Before a release is made current,
/// the fingerprinted files of the other kept releases that it lacks are hard-linked into it (``carried``),
/// so that a page of the previous release, loaded a moment before the switch, still finds its stylesheet.
/// Carried files are not part of the release's content: they do not count for its content hash, for
/// "same content" comparisons or for `--dry-run`, and they are deleted once no kept release owns them.
///
/// The record is plain text, one entry a line, sorted, with a header line:
/// ```
/// cardstock-release-assets 1
/// own style.3f9a1c2e.css
/// carried style.0b1d22aa.css
/// folder assets
/// javascript
/// ```
/// `folder` lines name folders created only to hold carried files; `javascript` says the release's own
/// site has JavaScript files (only then are JavaScript files carried into it).
struct ReleaseAssets: Sendable, Equatable {
    /// Fingerprinted files of the release's own build (relative paths).
    var own: Set<String> = []
    /// Files carried in from other releases (relative paths).
    var carried: Set<String> = []
    /// Folders created only to hold carried files (relative paths).
    var folders: Set<String> = []
    /// Whether the release's own site has JavaScript files.
    var hasJavaScript = false

    static let header = "cardstock-release-assets 1"

    /// Every path below the release that is not its own content (carried files and their folders).
    var foreign: Set<String> { carried.union(folders) }

    /// The record's text.
    var text: String {
        func sorted(_ set: Set<String>) -> [String] { set.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        var lines = [ReleaseAssets.header]
        lines += sorted(own).map { "own " + $0 }
        lines += sorted(carried).map { "carried " + $0 }
        lines += sorted(folders).map { "folder " + $0 }
        if hasJavaScript { lines.append("javascript") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a record; `nil` unless it starts with the header. Lines with an unknown keyword or an unsafe
    /// path (absolute, empty, `.` or `..` parts) are skipped, so a damaged record can never name a file
    /// outside its release.
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(ReleaseAssets.header) else { return nil }
        for line in lines.dropFirst() {
            if line == "javascript" { hasJavaScript = true; continue }
            guard let space = line.firstIndex(of: " ") else { continue }
            let path = String(line[line.index(after: space)...])
            guard ReleaseAssets.isSafeRelativePath(path) else { continue }
            switch line[..<space] {
            case "own": own.insert(path)
            case "carried": carried.insert(path)
            case "folder": folders.insert(path)
            default: continue
            }
        }
    }

    /// A record for a release's own files.
    init(own: Set<String> = [], hasJavaScript: Bool = false) {
        self.own = own
        self.hasJavaScript = hasJavaScript
    }

    /// Whether `path` is a relative path made of plain names (no empty, `.` or `..` part, no newline).
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0x0A), !path.utf8.contains(0) else {
            return false
        }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// Whether `path` names an HTML page (never carried: a page is content, not an asset).
    static func isPage(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml")
    }

    /// Whether `path` names a JavaScript file (carried only into releases that have JavaScript of their own).
    static func isJavaScript(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".js") || lower.hasSuffix(".mjs") || lower.hasSuffix(".cjs")
    }
}
