import Diagnostics
import Dispatch
import Glibc
import Synchronization
import HTMLSafety

/// The checks of files that are not pages: refused types, SVG and XML parsed as XML, and any other file whose
/// first bytes a browser would sniff as HTML or XML checked as that.
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
            let found = all[index].kind == .symlink ? checkLink(all[index].path, in: tree) : checkFile(all[index].path, in: tree)
            if !found.isEmpty { problems.withLock { $0.append(contentsOf: found) } }
        }
        return problems.withLock { $0 }
    }

    private func checkLink(_ path: String, in tree: FileTree) -> [Diagnostic] {
        let type = SiteVerifier.fileExtension(path)
        let checked = SiteVerifier.scriptTypes.contains(type) || SiteVerifier.refusedTypes.contains(type)
            || ["html", "htm", "svg", "xml"].contains(type)
        guard checked, !(options.allowJavaScript && SiteVerifier.scriptTypes.contains(type)) else { return [] }
        return [.error(tree.fullPath(path), "is a symbolic link to a `.\(type)` file, which publish cannot check; "
                       + "put the file itself in the site")]
    }

    private func checkFile(_ path: String, in tree: FileTree) -> [Diagnostic] {
        let full = tree.fullPath(path)
        let type = SiteVerifier.fileExtension(path)
        if SiteVerifier.scriptTypes.contains(type) {
            return options.allowJavaScript ? [] : [.error(full, "JavaScript file in a site that allows none (`.\(type)` "
                                                          + "files run as scripts); remove it or set `allow_javascript: true`")]
        }
        if SiteVerifier.refusedTypes.contains(type) {
            return [.error(full, "`.\(type)` files can run script in browsers and Cardstock cannot check them; "
                           + "remove the file or publish it as .html, .svg or a download archive")]
        }
        let kind: ContentKind?
        switch type {
        case "svg": kind = .svg
        case "xml": kind = .xml
        default: kind = SiteVerifier.sniff(SiteVerifier.prefix(of: full))
        }
        guard let kind else { return [] }
        guard let bytes = try? ReleaseFiles.read(full) else { return [.error(full, "could not read the file to check it")] }
        switch kind {
        case .html:
            return HTMLSafetyChecker(allowJavaScript: options.allowJavaScript).diagnostics(in: bytes, path: full).map {
                var item = $0
                if type != "html" && type != "htm" { item.message += " (browsers may read this file as HTML)" }
                return item
            }
        case .svg, .xml:
            let problems = XMLSafetyChecker(allowJavaScript: options.allowJavaScript)
                .problems(in: bytes, as: kind == .svg ? .svg : .xml)
            return problems.map { .error(full, line: $0.line, column: $0.column, $0.message) }
        }
    }

    /// The first bytes of a file (up to 512), or none when it cannot be read.
    static func prefix(of path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 512) }
        return n > 0 ? Array(buffer[0..<n]) : []
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
