import POSIXFiles
import CommonMark
import Diagnostics
import YAML
import Glibc

/// Phase 1 for one Markdown file: read it once, split and parse the front matter, parse the body once,
/// and read its outline (``PageOutline``): the title, heading anchors, links and data fences.
struct PageLoader: Sendable {
    /// Known icons and tints.
    var theme: Theme
    /// The site title (fallback title for the root index).
    var siteTitle: String

    /// Loads a page; throws a ``Diagnostic`` or ``DiagnosticList`` for user mistakes.
    ///
    /// The Markdown body is parsed once into cmark's tree and read into a ``PageOutline`` (title, anchors, links,
    /// data fences); the tree is dropped. With `indexOnly` only what other pages need is kept (metadata, title,
    /// anchors, data fences, warnings): the links are not collected (the walker resolves them again).
    ///
    /// `knownMetadata` (the page's metadata from an earlier load) skips parsing the front matter again.
    ///
    /// `lazyAnchors` (with `indexOnly`) skips the Markdown parse altogether when nothing else needs it —
    /// the front matter has a title and no `sections`, and the body has no `{` (heading attributes) and no
    /// `metric` (metric blocks): the page then has ``SourcePage/anchorsPending`` set and its anchors are
    /// computed only if another page links to one of them (see ``PendingAnchors``). A page that would qualify
    /// but for its title is parsed, read for the title only (``OutlineReader/titleOnly``) and keeps nothing else.
    ///
    /// `source` is the file's content when the caller already has it (read once per build: see
    /// ``SourceBudget``); otherwise the file is read here, into this thread's reused read buffer
    /// (``FileSystem/withContents(of:_:)``). Either way the page keeps only copies of what it needs.
    func load(_ file: ContentFile, source: [UInt8]? = nil, indexOnly: Bool = false,
              knownMetadata: PageMetadata? = nil, lazyAnchors: Bool = false) throws -> SourcePage {
        if let source {
            return try source.withUnsafeBytes { bytes in
                try load(file, bytes: bytes, indexOnly: indexOnly, knownMetadata: knownMetadata, lazyAnchors: lazyAnchors)
            }
        }
        do {
            return try FileSystem.withContents(of: file.sourcePath) { bytes in
                try load(file, bytes: bytes, indexOnly: indexOnly, knownMetadata: knownMetadata, lazyAnchors: lazyAnchors)
            }
        } catch let error as FileSystemError {
            throw Diagnostic.error(file.displayPath, line: 1, column: 1, "\(error)")
        }
    }

    private func load(_ file: ContentFile, bytes: UnsafeRawBufferPointer, indexOnly: Bool, knownMetadata: PageMetadata?,
                      lazyAnchors: Bool) throws -> SourcePage {
        let path = file.displayPath
        try Self.checkSize(bytes.count, path: path)
        let front = try FrontMatter.split(bytes, path: path)
        var problems = DiagnosticList()
        let metadata = try knownMetadata ?? self.metadata(front, path: path, problems: &problems)
        let url = URLMapping.pageURL(forMarkdown: file.relativePath, isFolderIndex: file.isFolderIndex)
        let lazy = indexOnly && lazyAnchors && problems.items.isEmpty && metadata.sectionLocations.isEmpty
            && Self.bodyNeedsNoOutline(bytes, from: front.bodyOffset)
        if lazy, let title = metadata.title {
            var page = SourcePage(file: file, url: url, metadata: metadata, fences: [], title: title, anchors: [], links: [])
            page.anchorsPending = true
            return page
        }
        let outline = try self.outline(bytes, front: front, path: path, collectsLinks: !indexOnly, titleOnly: lazy)
        problems.append(contentsOf: outline.problems)
        if !problems.items.isEmpty { throw problems }
        let title = metadata.title ?? outline.title
            ?? PageTitle.fromFileName(file.relativePath, siteTitle: siteTitle, isFolderIndex: file.isFolderIndex)
        var page = SourcePage(file: file, url: url, metadata: metadata, fences: outline.fences, title: title,
                              anchors: outline.anchors, links: outline.links)
        if !metadata.sectionLocations.isEmpty {
            page.warnings += Self.unmatchedSections(metadata, outline: outline, path: path)
        }
        if lazy {  // read only for its title, like a page with one: its anchors are found if a link needs them
            page.anchors = []
            page.fences = []
            page.anchorsPending = true
        }
        return page
    }

    /// The outline of the page body after `front` (cmark's tree with the GFM layer, as the walker parses it, read
    /// once by ``OutlineReader`` and dropped). Raw HTML is read for anchors only when the body may hold some.
    private func outline(_ bytes: UnsafeRawBufferPointer, front: FrontMatter, path: String,
                         collectsLinks: Bool, titleOnly: Bool) throws -> PageOutline {
        var body = UnsafeRawBufferPointer(rebasing: bytes[min(front.bodyOffset, bytes.count)...])
        // For the title only, cmark parses no further than a leading `# Title` line when that line is the title.
        if titleOnly, let end = Self.leadingTitleLineEnd(body) { body = UnsafeRawBufferPointer(rebasing: body[..<end]) }
        var reader = OutlineReader(path: path, theme: theme, source: body, lineOffset: front.bodyLineOffset,
                                   collectsLinks: collectsLinks,
                                   readsHTML: RawHTMLAnchors.mayHoldAnchors(bytes, from: front.bodyOffset),
                                   titleOnly: titleOnly)
        guard Markdown.withUnsafeTree(body, { reader.read($0) }) != nil else {
            throw Diagnostic.error(path, line: 1, column: 1,
                                   "out of memory while parsing the page; build again with fewer jobs running")
        }
        return reader.outline
    }

    /// The front matter's metadata (empty when there is none); its problems are appended to `problems`.
    private func metadata(_ front: FrontMatter, path: String, problems: inout DiagnosticList) throws -> PageMetadata {
        guard let yaml = front.yaml else { return PageMetadata() }
        do {
            let node = try YAML.parse(yaml, path: path, lineOffset: front.yamlFirstLine - 1)
            return try PageMetadata.parse(node, path: path, theme: theme)
        } catch let list as DiagnosticList {
            problems.append(contentsOf: list.items)
        } catch let diagnostic as Diagnostic {
            problems.append(diagnostic)
        }
        return PageMetadata()
    }

    /// A warning for every `sections` entry whose title no top-level `#`/`##` heading of the page (but the
    /// title's) has.
    private static func unmatchedSections(_ metadata: PageMetadata, outline: PageOutline, path: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for (title, position) in metadata.sectionLocations.sorted(by: { $0.value < $1.value })
        where !outline.sectionTitles.contains(title) {
            warnings.append(.warning(path, line: position.line, column: position.column,
                                     "'sections' has an entry for '\(title)', but the page has no '## \(title)' heading; fix the title or remove the entry"))
        }
        return warnings
    }
}

extension PageLoader {
    /// The most bytes a Markdown page may hold (8 MiB, a long book): checked before anything is parsed.
    /// cmark's tree of a page takes about 12 times its size for prose and up to about 150 times for text that
    /// is all markup (a one-letter line or an emphasis every few characters), so the limit keeps one page's
    /// parse under about 1.5 GB; documented in the safety guide.
    static let maxPageBytes = 8 << 20

    /// Throws the error of a page of `count` bytes past ``maxPageBytes``, at `path`.
    static func checkSize(_ count: Int, path: String) throws {
        guard count > maxPageBytes else { return }
        let tenths = (count >> 20) * 10 + ((count & ((1 << 20) - 1)) * 10) >> 20  // MiB, rounded down to a tenth
        let size = "\(tenths / 10).\(tenths % 10)"
        throw Diagnostic.error(path, line: 1, column: 1,
                               "the page is \(size) MiB; a Markdown page may hold at most \(maxPageBytes >> 20) MiB (its parse would take too much memory): split it into several pages")
    }

    /// A page's file content.
    ///
    /// `contentFolder`, the content folder open as a descriptor, lets the kernel look up only the names
    /// below it (`openat`) instead of the whole absolute path.
    static func read(_ file: ContentFile, contentFolder: Int32? = nil) throws -> [UInt8] {
        if let contentFolder, contentFolder >= 0 { return try FileSystem.read(file.relativePath, relativeTo: contentFolder) }
        return try FileSystem.read(file.sourcePath)
    }

    /// Whether the body cannot hold heading attributes (`{`) or metric blocks (`metric`): one byte scan.
    static func bodyNeedsNoOutline(_ bytes: [UInt8], from offset: Int) -> Bool {
        bytes.withUnsafeBytes { bodyNeedsNoOutline($0, from: offset) }
    }

    /// ``bodyNeedsNoOutline(_:from:)`` on raw bytes.
    static func bodyNeedsNoOutline(_ b: UnsafeRawBufferPointer, from offset: Int) -> Bool {
        let start = min(offset, b.count)
        guard let raw = b.baseAddress, start < b.count else { return true }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        let count = b.count - start
        if memchr(base + start, Int32(UInt8(ascii: "{")), count) != nil { return false }
        // Every `m` found with memchr is checked for "metric" (memmem is not exported to Swift here).
        let end = base + b.count
        var from = base + start
        while from < end, let found = memchr(from, Int32(UInt8(ascii: "m")), end - from) {
            let m = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
            if end - m >= 6 && memcmp(m, "metric", 6) == 0 { return false }
            from = m + 1
        }
        return true
    }

    /// Where cmark may stop parsing a body for its title: the end of its first non-blank line when that line is a
    /// level-1 ATX heading (`#` after at most three spaces, then a space, a tab or the line's end) holding no `[`
    /// or `]`; `nil` otherwise (the whole body is parsed).
    ///
    /// Such a line opens the body's first block, so its heading is the first level-1 heading, and without
    /// brackets its inlines cannot depend on the rest of the body (only link reference definitions and footnotes
    /// reach across blocks): cmark's parse of the prefix gives the heading the whole parse gives. This decides
    /// where to stop, not what the heading says: that is cmark's, read by ``HeadingText``.
    static func leadingTitleLineEnd(_ body: UnsafeRawBufferPointer) -> Int? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var i = 0
        while i < body.count {  // skip blank lines (spaces and tabs only)
            var j = i
            while j < body.count, body[j] == space || body[j] == tab { j += 1 }
            guard j < body.count else { return nil }
            if body[j] == lf || body[j] == cr {
                i = j + 1
                continue
            }
            guard j - i <= 3, body[j] == UInt8(ascii: "#"), !body[i..<j].contains(tab) else { return nil }
            i = j + 1
            break
        }
        guard i < body.count, body[i] == space || body[i] == tab || body[i] == lf || body[i] == cr else { return nil }
        while i < body.count, body[i] != lf, body[i] != cr {
            if body[i] == UInt8(ascii: "[") || body[i] == UInt8(ascii: "]") { return nil }
            i += 1
        }
        return i
    }
}
