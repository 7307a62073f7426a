import Escaping
import POSIXFiles
import CommonMark
import Diagnostics

/// What a link destination becomes in the output.
enum ResolvedLink: Sendable, Equatable {
    /// Rewritten or kept href.
    case href(String)
    /// Dropped (unsafe scheme or broken): the link text is kept as plain text.
    case dropped
}

/// Resolves and checks every link after phase 1, when all pages, anchors and files are known.
struct LinkResolver {
    /// Pages by their path inside the content folder.
    var pagesByPath: [String: Int]
    /// Every page (for URLs and anchors).
    var pages: [SourcePage]
    /// Non-Markdown files by path inside the content folder.
    var assets: Set<String>
    /// Markdown files skipped because they are drafts.
    var draftPaths: Set<String>
    /// Files a production build keeps out of the site (raw metric and route files; see ``PrivacyReport``).
    var withheldFiles: Set<String> = []
    /// Report broken links as warnings instead of errors.
    var brokenLinksAreWarnings: Bool
    /// Folder (inside the content folder, `""` for the root) → its index page.
    var indexByFolder: [String: Int] = [:]
    /// Folders whose index is a skipped draft.
    var draftFolders: Set<String> = []
    /// Computes anchors of pages loaded without their Markdown (``SourcePage/anchorsPending``).
    var pendingAnchors: PendingAnchors?
    /// ``pagesByPath``, ``indexByFolder`` and ``assets`` as one byte-keyed table (built by
    /// ``init(site:assets:draftPaths:draftFolders:brokenLinksAreWarnings:)``): the fast route for the
    /// common link, a relative path to a page or file that exists. `nil`: every link takes the `String` route.
    var targets: LinkTargetTable?

    /// The outcome for one page: resolved links by position, diagnostics, and pages it links to.
    struct Outcome {
        var links: [SourcePosition: ResolvedLink] = [:]
        var diagnostics: [Diagnostic] = []
        var linkedPages: Set<Int> = []
    }

    /// Resolves every link of one page.
    func resolve(pageIndex: Int) -> Outcome {
        resolve(page: pages[pageIndex])
    }

    /// Resolves every link of a fully loaded page (``pages`` may hold only the index: URLs, anchors, files).
    func resolve(page: SourcePage) -> Outcome {
        var outcome = Outcome()
        outcome.links.reserveCapacity(page.links.count)
        outcome.linkedPages.reserveCapacity(page.links.count)
        let folder = URLMapping.sourceFolder(page.resolutionPath)
        var folderCopy = folder, url = page.url
        folderCopy.withUTF8 { folderBytes in
            url.withUTF8 { urlBytes in
                func resolveAll(_ view: LinkTargetTable.View?) {
                    var href: [UInt8] = []
                    for reference in page.links {
                        var result: ResolvedLink?
                        if let view {
                            var destination = reference.destination
                            href.removeAll(keepingCapacity: true)
                            if destination.withUTF8({
                                fastResolve(destination: $0, folder: folderBytes, url: urlBytes, view: view,
                                            outcome: &outcome, href: &href)
                            }) {
                                result = .href(String(decoding: href, as: UTF8.self))
                            }
                        }
                        outcome.links[reference.position] = result
                            ?? resolve(reference, in: page, folder: folder, outcome: &outcome)
                    }
                }
                if let targets { targets.withView { resolveAll($0) } } else { resolveAll(nil) }
            }
        }
        return outcome
    }

    /// A URL the policy does not allow: not written, and a warning (under `--strict` an error) says why.
    private func refused(_ destination: String, _ context: URLPolicy.Context, _ reference: LinkReference,
                         _ page: SourcePage, _ outcome: inout Outcome) -> ResolvedLink {
        let why = URLPolicy.refusal(Array(destination.utf8), context: context) ?? "it is not allowed"
        let shown = destination.count > 60 ? String(destination.prefix(57)) + "…" : destination
        outcome.diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: page.file.displayPath,
                                                                           line: reference.position.line,
                                                                           column: reference.position.column),
            "\(reference.isImage ? "image" : "link") `\(shown)` is not written: \(why); use an http(s), mailto or tel URL or a path inside the site"))
        return .dropped
    }

    private func broken(_ message: String, _ reference: LinkReference, _ page: SourcePage,
                        _ outcome: inout Outcome) -> ResolvedLink {
        let diagnostic = Diagnostic(brokenLinksAreWarnings ? .warning : .error,
                                    at: SourceLocation(path: page.file.displayPath, line: reference.position.line,
                                                       column: reference.position.column),
                                    message)
        outcome.diagnostics.append(diagnostic)
        return .dropped
    }

    /// The `String` route for one link (every link ``fastResolve(destination:folder:url:view:outcome:href:)`` declines):
    /// its problems are appended to `outcome` at the reference's position.
    func resolve(_ reference: LinkReference, in page: SourcePage, folder: String,
                 outcome: inout Outcome) -> ResolvedLink {
        let destination = reference.destination.trimmingSpaces
        if destination.isEmpty { return .dropped }
        if URLPolicy.hasScheme(destination) {
            let context: URLPolicy.Context = reference.isImage ? .image : .link
            if URLPolicy.allows(destination, context: context) { return .href(destination) }
            return refused(destination, context, reference, page, &outcome)
        }
        if destination.hasPrefix("//") { return .href(destination) }
        if destination.hasPrefix("#") {
            let anchor = String(destination.dropFirst())
            if anchor.isEmpty || page.anchors.contains(anchor) { return .href(destination) }
            return broken("link to missing anchor '#\(anchor)' on this page (anchors: \(anchorList(page.anchors)))"
                          + Self.anchorSuggestion(anchor, among: page.anchors),
                          reference, page, &outcome)
        }
        // Split `path?query#fragment` on UTF-8 bytes (both separators are ASCII): one pass over the bytes.
        var bytes = destination
        let (hashOffset, markOffset, hasPercent) = bytes.withUTF8 { b -> (Int?, Int?, Bool) in
            var hash: Int?, mark: Int?, percent = false
            for i in 0..<b.count {
                switch b[i] {
                case UInt8(ascii: "#"): hash = i
                case UInt8(ascii: "?") where mark == nil: mark = i
                case UInt8(ascii: "%") where mark == nil: percent = true
                default: continue
                }
                if hash != nil { break }
            }
            return (hash, mark, percent)
        }
        let utf8 = destination.utf8
        var pathEnd = utf8.endIndex
        var fragment = ""
        if let hashOffset {
            let hash = utf8.index(utf8.startIndex, offsetBy: hashOffset)
            fragment = String(destination[hash...])
            pathEnd = hash
        }
        var query = ""
        if let markOffset {
            let mark = utf8.index(utf8.startIndex, offsetBy: markOffset)
            query = String(destination[mark..<pathEnd])
            pathEnd = mark
        }
        let pathPart = destination[..<pathEnd]
        let target: String
        if hasPercent {
            let decoded = PercentDecoding.decode(String(pathPart))
            target = Paths.normalize(decoded.hasPrefix("/") ? String(decoded.dropFirst()) : Paths.join(folder, decoded))
        } else {
            target = Paths.joinNormalized(folder: folder, pathPart)
        }
        if target == ".." || target.hasPrefix("../") {
            return broken("link '\(destination)' points outside the content folder; link to a page or file inside it",
                          reference, page, &outcome)
        }
        let shown = target == "." ? "" : target
        var pagePath: String?
        let isMarkdown = ContentScanner.isMarkdown(shown)
        var folderTarget: Int?
        if isMarkdown {
            pagePath = shown
        } else if !assets.contains(shown) {
            folderTarget = indexByFolder[shown]
            if folderTarget != nil || draftFolders.contains(shown) { pagePath = Paths.join(shown, "index.md") }
        }
        if let pagePath {
            guard let targetIndex = folderTarget ?? pagesByPath[pagePath] else {
                if draftFolders.contains(shown) && !isMarkdown {
                    return broken("link to draft page '\(destination)': it is built only with --drafts; remove 'draft: true' or the link",
                                  reference, page, &outcome)
                }
                if draftPaths.contains(pagePath) {
                    return broken("link to draft page '\(destination)': it is built only with --drafts; remove 'draft: true' or the link",
                                  reference, page, &outcome)
                }
                return broken("link to missing page '\(destination)' (no file \(Paths.join(contentRootDisplay(page), pagePath))); fix the path or remove the link"
                              + suggestion(for: shown, from: folder, fragment: fragment),
                              reference, page, &outcome)
            }
            outcome.linkedPages.insert(targetIndex)
            if fragment.utf8.count > 1 {
                let targetPage = pages[targetIndex]
                let anchors = pendingAnchors?.anchors(of: targetPage, index: targetIndex) ?? targetPage.anchors
                if !anchors.contains(String(fragment.dropFirst())) {
                    return broken("link to missing anchor '\(fragment)' in \(targetPage.file.displayPath) (anchors: \(anchorList(anchors)))"
                                  + Self.anchorSuggestion(String(fragment.dropFirst()), among: anchors,
                                                          prefix: String(destination[..<pathEnd]) + "#"),
                                  reference, page, &outcome)
                }
            }
            let href = URLMapping.relativeHref(from: page.url, to: pages[targetIndex].url)
            return .href(fragment.isEmpty ? href : href + fragment)
        }
        if assets.contains(shown) {
            return .href(URLMapping.relativeHref(from: page.url, to: shown) + query + fragment)
        }
        if withheldFiles.contains(shown) {
            return broken("link to '\(destination)', a raw data file that publish keeps home (it is not in the published site); "
                          + "remove the link, or set 'downloads: true' in cardstock.yaml or the metric's sidecar to publish it",
                          reference, page, &outcome)
        }
        return broken("link to missing file '\(destination)' (no file \(Paths.join(contentRootDisplay(page), shown))); fix the path or remove the link"
                      + suggestion(for: shown, from: folder, query: query, fragment: fragment),
                      reference, page, &outcome)
    }

    private func contentRootDisplay(_ page: SourcePage) -> String {
        let display = page.file.displayPath
        let relative = page.file.relativePath
        if display == relative { return "" }
        if display.hasSuffix("/" + relative) { return String(display.dropLast(relative.count + 1)) }
        return ""
    }

    private func anchorList(_ anchors: Set<String>) -> String {
        let sorted = anchors.sorted()
        if sorted.isEmpty { return "none" }
        let shown = sorted.prefix(12).joined(separator: ", ")
        return sorted.count > 12 ? shown + ", …" : shown
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and newlines.
    var trimmingSpaces: String {
        func isSpace(_ b: UInt8?) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }
        if !isSpace(utf8.first) && !isSpace(utf8.last) { return self }
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}

extension LinkResolver {
    /// The resolver for a whole site: pages indexed by path and by folder, the copied files and the
    /// skipped drafts. The clean and the incremental build both start from this one setup, so they
    /// resolve links identically.
    init(site pages: [SourcePage], assets: [String], draftPaths: Set<String>, draftFolders: Set<String>,
         brokenLinksAreWarnings: Bool) {
        var byPath: [String: Int] = [:]
        var byFolder: [String: Int] = [:]
        byPath.reserveCapacity(pages.count)
        // By index, not `enumerated()`: that copies every page (a dozen references to retain and release).
        for i in pages.indices {
            byPath[pages[i].file.relativePath] = i
            if pages[i].isIndex { byFolder[URLMapping.sourceFolder(pages[i].file.relativePath)] = i }
        }
        self.init(pagesByPath: byPath, pages: pages, assets: Set(assets), draftPaths: draftPaths,
                  brokenLinksAreWarnings: brokenLinksAreWarnings)
        indexByFolder = byFolder
        self.draftFolders = draftFolders
        targets = LinkTargetTable(pages: pages, indexByFolder: byFolder, assets: self.assets)
    }
}
