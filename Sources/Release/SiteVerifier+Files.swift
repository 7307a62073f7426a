import Diagnostics
import Dispatch
import Glibc
import Synchronization
import HTMLSafety

/// The checks of files that are not pages, by name first (``CopiedFileType``): refused types, scripts,
/// compressed files; then by content (``SiteVerifier/checkCopied(_:)``).
extension SiteVerifier {
    /// Script files, refused unless JavaScript is allowed (extensions compared in lower case).
    static let scriptTypes: Set<String> = ["js", "mjs", "cjs", "jsx", "ts", "tsx", "wasm", "vbs", "hta"]
    /// Types browsers run scripts in that Cardstock does not check: always refused.
    static let refusedTypes: Set<String> = ["xhtml", "xht", "shtml", "mht", "mhtml", "xsl", "xslt", "svgz"]

    /// What a file's content is checked as.
    enum ContentKind: Equatable { case html, svg, xml }

    /// The lowercased extension of the last path component (`JS` → `js`), or empty.
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// The problems of every non-page file (and symbolic link), checked on all cores.
    func checkFiles(_ files: [FileTree.Entry], in tree: FileTree) -> [Diagnostic] {
        let links = tree.entries.filter { $0.kind == .symlink }
        let all = files + links
        let problems = Mutex<[Diagnostic]>([])
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            let entry = all[index]
            let found = entry.kind == .symlink ? checkLink(entry.path, in: tree) : checkCopied(tree.fullPath(entry.path))
            if !found.isEmpty { problems.withLock { $0.append(contentsOf: found) } }
        }
        return problems.withLock { $0 }
    }

    /// A link is refused unless its name says text or binary content (what it points at may change later).
    private func checkLink(_ path: String, in tree: FileTree) -> [Diagnostic] {
        switch CopiedFileType.of(path) {
        case .text, .binary: return []
        case .script where options.allowJavaScript: return []
        default:
            let type = SiteVerifier.fileExtension(path)
            let what = type.isEmpty ? "a file without an extension" : "a `.\(type)` file"
            return [.error(tree.fullPath(path), "is a symbolic link to \(what), which publish cannot check; "
                           + "put the file itself in the site")]
        }
    }

    /// Why a file of `type` is refused by its name alone, or `nil`. `note` is added to the message.
    func nameRefusal(_ type: CopiedFileType, name: String, path: String, note: String) -> Diagnostic? {
        let ext = SiteVerifier.fileExtension(name)
        switch type {
        case .script where !options.allowJavaScript:
            return .error(path, "JavaScript file in a site that allows none (`.\(ext)` files run as scripts)\(note); "
                          + "remove it or set `allow_javascript: true`")
        case .refused:
            return .error(path, "`.\(ext)` files can run script in browsers and Cardstock cannot check them\(note); "
                          + "remove the file or publish it as .html, .svg or a download archive")
        case .uncheckableCompression(let format):
            let inner = String(name.split(separator: "/").last?.dropLast(ext.count + 1) ?? "")
            return .error(path, "is \(format)-compressed, which publish cannot decompress to check\(note), and a server "
                          + "that serves precompressed files sends it in place of `\(inner)`; remove it and let the "
                          + "server compress, or publish a `.gz` file, which publish checks")
        default:
            return nil
        }
    }

    private static let htmlSignatures = ["<!doctype html", "<html", "<head", "<script", "<iframe", "<h1", "<div",
                                         "<font", "<table", "<a", "<style", "<title", "<b", "<body", "<br", "<p",
                                         "<!--"]

    /// What the first bytes look like to a browser that sniffs: HTML (the WHATWG MIME sniffing patterns),
    /// SVG (`<svg`), XML (`<?xml`), or nothing; leading whitespace and a UTF-8 byte order mark are skipped.
    static func sniff(_ head: [UInt8]) -> ContentKind? {
        var k = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { k = 3 }
        while k < head.count, head[k] == 0x20 || head[k] == 0x09 || head[k] == 0x0A || head[k] == 0x0D || head[k] == 0x0C {
            k += 1
        }
        let rest = head[k...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        func starts(_ text: String, terminated: Bool) -> Bool {
            let t = Array(text.utf8)
            guard rest.count >= t.count, rest[0..<t.count].elementsEqual(t) else { return false }
            guard terminated else { return true }
            guard rest.count > t.count else { return true }
            let after = rest[t.count]
            return after == 0x20 || after == 0x3E || after == 0x2F || after == 0x09 || after == 0x0A || after == 0x0D
                || after == 0x0C
        }
        if starts("<?xml", terminated: false) { return .xml }
        if starts("<svg", terminated: true) { return .svg }
        for signature in htmlSignatures where starts(signature, terminated: signature != "<!--") { return .html }
        return nil
    }
}
