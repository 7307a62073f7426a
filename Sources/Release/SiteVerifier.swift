import POSIXFiles
import Diagnostics
import Dispatch
import Glibc
import Synchronization
import HTMLSafety

/// Checks a built site folder before it is released: internal links and anchors resolve, referenced
/// assets exist, no HTML page is over the size budget, every page holds only allowed markup and URLs
/// (``HTMLSafetyChecker``; no JavaScript unless allowed), and copied files are checked by name and content
/// (``CopiedFileType``: scripts and uncheckable types refused; SVG, XML and any type a server may send as
/// markup parsed as XML or HTML; `.gz` files decompressed and checked as the file they stand for).
///
/// ```swift
/// let problems = try SiteVerifier(options: .init(baseURL: "https://example.com/")).verify(folder: "site")
/// if !problems.isEmpty { throw DiagnosticList(problems) }
/// ```
package struct SiteVerifier: Sendable {
    /// What to check and how strictly.
    package struct Options: Sendable {
        /// The largest HTML page allowed, in bytes (default 200 KB = 204 800 bytes).
        package var pageBudget: Int
        /// Whether `<script>` elements, handler attributes, `javascript:` URLs and script files (`.js`, `.mjs`,
        /// `.cjs`, … in any letter case) are allowed.
        package var allowJavaScript: Bool
        /// The production base URL; absolute links that start with it are checked as internal links,
        /// and root-relative links are resolved below its path.
        package var baseURL: String?
        /// The built pages (paths relative to the folder) whose head is checked: each must have a
        /// `<link rel="canonical">`, and with ``requireNoIndex`` a `<meta name="robots" content="noindex…">`
        /// (a private site's). Copied HTML files are not in it.
        package var pagesWithHead: Set<String>
        /// Whether the pages in ``pagesWithHead`` must keep search engines away.
        package var requireNoIndex: Bool

        /// Creates options; the defaults are the production rules.
        package init(pageBudget: Int = 200 * 1024, allowJavaScript: Bool = false, baseURL: String? = nil,
                     pagesWithHead: Set<String> = [], requireNoIndex: Bool = false) {
            self.pageBudget = pageBudget
            self.allowJavaScript = allowJavaScript
            self.baseURL = baseURL
            self.pagesWithHead = pagesWithHead
            self.requireNoIndex = requireNoIndex
        }
    }

    /// The options in use.
    package var options: Options

    /// Creates a verifier.
    package init(options: Options = Options()) {
        self.options = options
    }

    /// Checks every file below `folder` and returns all problems found, sorted by `path:line:col`.
    /// Paths in diagnostics are `folder/relative/path.html`. Throws only when the folder cannot be read.
    package func verify(folder: String) throws -> [Diagnostic] {
        let tree = try FileTree(root: folder)
        var kinds: [String: FileSystem.Kind] = [:]
        kinds.reserveCapacity(tree.entries.count)
        for entry in tree.entries { kinds[entry.path] = entry.kind }
        var problems: [Diagnostic] = []
        let pages = tree.files.filter { SiteVerifier.isHTML($0.path) }
        problems += checkFiles(tree.files.filter { !SiteVerifier.isHTML($0.path) }, in: tree)
        for page in pages where page.size > options.pageBudget {
            problems.append(.error(tree.fullPath(page.path),
                                   "page is \(page.size) bytes, over the budget of \(options.pageBudget) bytes; "
                                   + "split the page or raise the page budget"))
        }
        let scans = try SiteVerifier.scanAll(pages.map(\.path), in: tree,
                                             safety: HTMLSafetyChecker(allowJavaScript: options.allowJavaScript))
        var idsByPage: [String: Set<String>] = [:]
        for (index, page) in pages.enumerated() { idsByPage[page.path] = scans[index].ids }
        let resolver = BuiltURLResolver(baseURL: options.baseURL)
        let found = Mutex(problems)
        let (fileKinds, pageIDs) = (kinds, idsByPage)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let more = check(page: pages[index].path, scan: scans[index], resolver: resolver, kinds: fileKinds,
                             idsByPage: pageIDs, tree: tree)
            if !more.isEmpty { found.withLock { $0.append(contentsOf: more) } }
        }
        return DiagnosticList(found.withLock { $0 }).sorted
    }

    /// The problems of one page, located by re-reading the page only when there are any.
    private func check(page: String, scan: HTMLScan, resolver: BuiltURLResolver, kinds: [String: FileSystem.Kind],
                       idsByPage: [String: Set<String>], tree: FileTree) -> [Diagnostic] {
        var found: [(offset: Int, message: String)] = []
        for problem in scan.unsafe { found.append((problem.offset, problem.message)) }
        for message in headProblems(page: page, scan: scan) { found.append((0, message)) }
        let directory = BuiltURLResolver.directory(of: page)
        var cache: [String: String?] = [:]
        for reference in scan.references {
            let key = reference.isAsset ? "a" + reference.url : "l" + reference.url
            let message: String?
            if let known = cache[key] {
                message = known
            } else {
                message = check(reference, from: page, directory: directory, resolver: resolver, kinds: kinds,
                                idsByPage: idsByPage, tree: tree)
                cache[key] = .some(message)
            }
            if let message { found.append((reference.offset, message)) }
        }
        guard !found.isEmpty else { return [] }
        let path = tree.fullPath(page)
        guard let bytes = try? ReleaseFiles.read(path) else {
            return found.map { .error(path, $0.message) }
        }
        let lines = LineIndex(bytes)
        return found.map { item in
            let at = lines.location(of: item.offset)
            return .error(path, line: at.line, column: at.column, item.message)
        }
    }

    /// What the page's head lacks of what ``Options/pagesWithHead`` and ``Options/requireNoIndex`` ask for:
    /// both are written by the page template, so the fix is there.
    private func headProblems(page: String, scan: HTMLScan) -> [String] {
        guard options.pagesWithHead.contains(page) else { return [] }
        var problems: [String] = []
        if !scan.hasCanonical {
            problems.append("page has no <link rel=\"canonical\">: the page template's <head> must write it; add "
                            + "{{#canonical_url}}<link rel=\"canonical\" href=\"{{canonical_url}}\">{{/canonical_url}} "
                            + "to templates/base.html, as the default one has")
        }
        if options.requireNoIndex && !scan.hasNoIndex {
            problems.append("page of a private site has no <meta name=\"robots\" content=\"noindex, nofollow\">, so "
                            + "search engines could index it; add {{#private_site}}<meta name=\"robots\" "
                            + "content=\"noindex, nofollow\"><meta name=\"referrer\" content=\"no-referrer\">"
                            + "{{/private_site}} to the <head> of templates/base.html, as the default one has")
        }
        return problems
    }

    /// Why `reference` does not resolve, or `nil` when it does.
    private func check(_ reference: HTMLScan.Reference, from page: String, directory: [UInt8], resolver: BuiltURLResolver,
                       kinds: [String: FileSystem.Kind], idsByPage: [String: Set<String>], tree: FileTree) -> String? {
        if !options.allowJavaScript && reference.element == "script" { return nil }
        let what = reference.isAsset ? "asset" : "link"
        switch resolver.resolve(reference.url, inDirectory: directory, page: page) {
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
            switch FileSystem.existingKindFollowingLinks(tree.fullPath(path)) {
            case .file?: return path
            case .directory?:
                return FileSystem.existingKindFollowingLinks(tree.fullPath(path + "/index.html")) == .file ? path + "/index.html" : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Reads and scans pages on all cores; results in the order of `paths`.
    private static func scanAll(_ paths: [String], in tree: FileTree, safety: HTMLSafetyChecker) throws -> [HTMLScan] {
        let results = Mutex([Result<HTMLScan, Diagnostic>](repeating: .success(HTMLScan([])), count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result: Result<HTMLScan, Diagnostic>
            do {
                result = .success(HTMLScan(try ReleaseFiles.read(tree.fullPath(paths[index])), safety: safety))
            } catch {
                result = .failure(error as? Diagnostic ?? .error(tree.fullPath(paths[index]), "could not read the page"))
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { try $0.get() }
    }

    /// Whether `path` is an HTML page (`.html`, `.htm`, any letter case).
    static func isHTML(_ path: String) -> Bool {
        let type = fileExtension(path)
        return type == "html" || type == "htm"
    }
}
