import Diagnostics
import Dispatch
import Glibc

/// Checks a built site folder before it is released: internal links and anchors resolve, referenced
/// assets exist, no HTML page is over the size budget, and there is no JavaScript unless allowed.
///
/// ```swift
/// let problems = try SiteVerifier(options: .init(baseURL: "https://example.com/")).verify(folder: "site")
/// if !problems.isEmpty { throw DiagnosticList(problems) }
/// ```
public struct SiteVerifier: Sendable {
    /// What to check and how strictly.
    public struct Options: Sendable {
        /// The largest HTML page allowed, in bytes (default 200 KB = 204 800 bytes).
        public var pageBudget: Int
        /// Whether `<script>` elements, handler attributes, `javascript:` URLs and `.js` files are allowed.
        public var allowJavaScript: Bool
        /// The production base URL; absolute links that start with it are checked as internal links,
        /// and root-relative links are resolved below its path.
        public var baseURL: String?

        /// Creates options; the defaults are the production rules.
        public init(pageBudget: Int = 200 * 1024, allowJavaScript: Bool = false, baseURL: String? = nil) {
            self.pageBudget = pageBudget
            self.allowJavaScript = allowJavaScript
            self.baseURL = baseURL
        }
    }

    /// The options in use.
    public var options: Options

    /// Creates a verifier.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Checks every file below `folder` and returns all problems found, sorted by `path:line:col`.
    /// Paths in diagnostics are `folder/relative/path.html`. Throws only when the folder cannot be read.
    public func verify(folder: String) throws -> [Diagnostic] {
        let tree = try FileTree(root: folder)
        var kinds: [String: FileSystem.Kind] = [:]
        kinds.reserveCapacity(tree.entries.count)
        for entry in tree.entries { kinds[entry.path] = entry.kind }
        var problems: [Diagnostic] = []
        let pages = tree.files.filter { SiteVerifier.isHTML($0.path) }
        for entry in tree.files where !options.allowJavaScript && SiteVerifier.isJavaScript(entry.path) {
            problems.append(.error(tree.fullPath(entry.path),
                                   "JavaScript file in a site that allows none; remove it or allow JavaScript"))
        }
        for page in pages where page.size > options.pageBudget {
            problems.append(.error(tree.fullPath(page.path),
                                   "page is \(page.size) bytes, over the budget of \(options.pageBudget) bytes; "
                                   + "split the page or raise the page budget"))
        }
        let scans = try SiteVerifier.scanAll(pages.map(\.path), in: tree)
        var idsByPage: [String: Set<String>] = [:]
        for (index, page) in pages.enumerated() { idsByPage[page.path] = scans[index].scan.ids }
        let resolver = LinkResolver(baseURL: options.baseURL)
        for (index, page) in pages.enumerated() {
            let (scan, lines) = scans[index]
            let path = tree.fullPath(page.path)
            func report(_ offset: Int, _ message: String) {
                let at = lines.location(of: offset)
                problems.append(.error(path, line: at.line, column: at.column, message))
            }
            if !options.allowJavaScript {
                for use in scan.scripts {
                    report(use.offset, "\(use.what) in a site that allows no JavaScript; remove it or allow JavaScript")
                }
            }
            for reference in scan.references {
                if let message = check(reference, from: page.path, resolver: resolver, kinds: kinds,
                                       idsByPage: idsByPage, tree: tree) {
                    report(reference.offset, message)
                }
            }
        }
        return DiagnosticList(problems).sorted
    }

    /// Why `reference` does not resolve, or `nil` when it does.
    private func check(_ reference: HTMLScan.Reference, from page: String, resolver: LinkResolver,
                       kinds: [String: FileSystem.Kind], idsByPage: [String: Set<String>], tree: FileTree) -> String? {
        if !options.allowJavaScript && reference.element == "script" { return nil }
        let what = reference.isAsset ? "asset" : "link"
        switch resolver.resolve(reference.url, from: page) {
        case .external:
            return nil
        case .outside:
            return "\(what) `\(reference.url)` points outside the site; use a path inside the built folder"
        case .file(let path, let fragment):
            guard let target = SiteVerifier.existingFile(path, kinds: kinds, tree: tree) else {
                let fix = reference.isAsset ? "add the file or fix the reference" : "fix the link or add the page"
                return "\(what) `\(reference.url)` does not resolve: no `\(path)` in the built site; \(fix)"
            }
            guard let fragment, !fragment.isEmpty, fragment != "top", SiteVerifier.isHTML(target),
                  let ids = idsByPage[target] else { return nil }
            if ids.contains(fragment) { return nil }
            return "anchor `#\(fragment)` of `\(reference.url)` does not exist in `\(target)`; "
                + "link to an existing id or add id=\"\(fragment)\""
        }
    }

    /// The file a resolved path names: the file itself, or `index.html` inside a directory.
    private static func existingFile(_ path: String, kinds: [String: FileSystem.Kind], tree: FileTree) -> String? {
        switch kinds[path] {
        case .file?: return path
        case .directory?:
            let index = path + "/index.html"
            return kinds[index] == .file ? index : nil
        case .symlink?:
            switch FileSystem.resolvedKind(tree.fullPath(path)) {
            case .file?: return path
            case .directory?:
                return FileSystem.resolvedKind(tree.fullPath(path + "/index.html")) == .file ? path + "/index.html" : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Reads and scans pages on all cores; results in the order of `paths`.
    private static func scanAll(_ paths: [String], in tree: FileTree) throws -> [(scan: HTMLScan, lines: LineIndex)] {
        final class Box: @unchecked Sendable {
            var results: [Result<(scan: HTMLScan, lines: LineIndex), Diagnostic>?]
            init(_ n: Int) { results = Array(repeating: nil, count: n) }
        }
        let box = Box(paths.count)
        let lock = PThreadMutex()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result: Result<(scan: HTMLScan, lines: LineIndex), Diagnostic>
            do {
                let bytes = try FileSystem.read(tree.fullPath(paths[index]))
                result = .success((HTMLScan(bytes), LineIndex(bytes)))
            } catch let error as Diagnostic {
                result = .failure(error)
            } catch {
                result = .failure(.error(tree.fullPath(paths[index]), "could not read the page"))
            }
            lock.withLock { box.results[index] = result }
        }
        return try box.results.map { try $0!.get() }
    }

    static func isHTML(_ path: String) -> Bool { path.hasSuffix(".html") || path.hasSuffix(".htm") }
    static func isJavaScript(_ path: String) -> Bool { path.hasSuffix(".js") || path.hasSuffix(".mjs") }
}
