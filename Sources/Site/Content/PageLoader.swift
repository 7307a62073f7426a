import POSIXFiles
import CommonMark
import Diagnostics
import YAML
import Glibc

/// Phase 1 for one Markdown file: read it once, split and parse the front matter, parse the body once,
/// and collect the title, heading anchors and links.
struct PageLoader: Sendable {
    /// Known icons and tints.
    var theme: Theme
    /// The site title (fallback title for the root index).
    var siteTitle: String

    /// Loads a page; throws a ``Diagnostic`` or ``DiagnosticList`` for user mistakes.
    ///
    /// With `indexOnly` only what other pages need is built (metadata, title, anchors, warnings): the
    /// Markdown tree keeps just headings and is dropped, like ``SourcePage/indexOnly``.
    ///
    /// `knownMetadata` (the page's metadata from an earlier load) skips parsing the front matter again.
    ///
    /// `lazyAnchors` (with `indexOnly`) skips the Markdown parse altogether when nothing else needs it —
    /// the front matter has a title (or the body starts with a plain `# Title` line, see
    /// ``FirstHeadingScanner``) and no `sections`, and the body has no `{` (heading attributes) and no
    /// `metric` (metric blocks): the page then has ``SourcePage/anchorsPending`` set and its anchors are
    /// computed only if another page links to one of them (see ``PendingAnchors``).
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
        if indexOnly && lazyAnchors && problems.items.isEmpty, metadata.sectionLocations.isEmpty,
           Self.bodyNeedsNoOutline(bytes, from: front.bodyOffset),
           let title = metadata.title ?? FirstHeadingScanner.title(bytes, from: front.bodyOffset) {
            var page = SourcePage(file: file, url: URLMapping.pageURL(forMarkdown: file.relativePath, isFolderIndex: file.isFolderIndex),
                                  metadata: metadata, document: MarkdownDocument(blocks: []), title: title,
                                  titleHeading: nil, headings: [:], anchors: [], links: [])
            page.anchorsPending = true
            return page
        }
        let body = UnsafeRawBufferPointer(rebasing: bytes[min(front.bodyOffset, bytes.count)...])
        // Raw HTML anchors (`<a name>`, `id`) are link targets too: a page that may hold them is parsed whole.
        let headingsOnly = indexOnly && !RawHTMLAnchors.mayHoldAnchors(bytes, from: front.bodyOffset)
        let document = Markdown.parse(body, lineOffset: front.bodyLineOffset, headingsOnly: headingsOnly)
        var page = SourcePage(file: file, url: URLMapping.pageURL(forMarkdown: file.relativePath, isFolderIndex: file.isFolderIndex), metadata: metadata,
                              document: document, title: "", titleHeading: nil, headings: [:], anchors: [], links: [])
        var collector = Collector(path: path, theme: theme, headingCount: document.headingCount,
                                  linkCount: document.linkCount)
        collector.visit(document.blocks)
        problems.append(contentsOf: collector.problems.items)
        if !problems.items.isEmpty { throw problems }
        page.headings = collector.headings
        page.anchors = collector.anchors
        page.anchors.formUnion(document.footnoteAnchors)
        page.links = collector.links
        page.titleHeading = collector.firstH1
        if !metadata.sectionLocations.isEmpty {
            page.warnings += Self.unmatchedSections(metadata, document: document, collector: collector, path: path)
        }
        if let title = metadata.title {
            page.title = title
        } else if let h1 = collector.firstH1, let info = collector.headings[h1] {
            page.title = info.inlines.plainText
        } else {
            page.title = PageTitle.fromFileName(file.relativePath, siteTitle: siteTitle, isFolderIndex: file.isFolderIndex)
        }
        return indexOnly ? page.indexOnly : page
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

    /// A warning for every `sections` entry whose title no `#`/`##` heading of the page (but the title's) has.
    private static func unmatchedSections(_ metadata: PageMetadata, document: MarkdownDocument, collector: Collector,
                                          path: String) -> [Diagnostic] {
        var titles: Set<String> = []
        for block in document.blocks {
            if case .heading(let level, _) = block.kind, level <= 2, block.position != collector.firstH1,
               let info = collector.headings[block.position] {
                titles.insert(info.inlines.plainText)
            }
        }
        var warnings: [Diagnostic] = []
        for (title, position) in metadata.sectionLocations.sorted(by: { $0.value < $1.value }) where !titles.contains(title) {
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
}

/// Walks a document in order, giving headings their ids, collecting links and raw HTML's anchors
/// (``RawHTMLAnchors``).
private struct Collector {
    var path: String
    var theme: Theme
    var slugger = Slugger()
    var headings: [SourcePosition: HeadingInfo] = [:]
    var anchors: Set<String> = []
    var links: [LinkReference] = []
    var firstH1: SourcePosition?
    var problems = DiagnosticList()

    /// `headingCount` and `linkCount` (from the parser) size the collections up front.
    init(path: String, theme: Theme, headingCount: Int, linkCount: Int) {
        self.path = path
        self.theme = theme
        if headingCount > 0 {
            slugger = Slugger(expected: headingCount)
            headings.reserveCapacity(headingCount)
            anchors.reserveCapacity(headingCount)
        }
        if linkCount > 0 { links.reserveCapacity(linkCount) }
    }

    mutating func visit(_ blocks: [Block]) {
        for block in blocks { visit(block) }
    }

    mutating func visit(_ block: Block) {
        switch block.kind {
        case .heading(let level, let inlines):
            var cleaned = inlines
            var style = SectionStyle()
            do {
                (cleaned, style) = try HeadingAttributes.split(inlines, at: block.position, path: path, theme: theme)
            } catch let list as DiagnosticList {
                problems.append(contentsOf: list.items)
            } catch {
                problems.append(.error(path, line: block.position.line, column: block.position.column, "\(error)"))
            }
            let id = slugger.next(cleaned.plainText)
            anchors.insert(id)
            headings[block.position] = HeadingInfo(id: id, inlines: cleaned, style: style)
            if level == 1 && firstH1 == nil { firstH1 = block.position }
            visit(cleaned)
        case .paragraph(let inlines):
            visit(inlines)
        case .list(_, _, _, let items):
            for item in items { visit(item.blocks) }
        case .blockQuote(let blocks):
            visit(blocks)
        case .htmlBlock(let html):
            anchors.formUnion(RawHTMLAnchors.anchors(in: html))
        case .codeBlock, .thematicBreak:
            break
        }
    }

    mutating func visit(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline.kind {
            case .emphasis(let children), .strong(let children):
                visit(children)
            case .link(let destination, _, let children):
                links.append(LinkReference(destination: destination, position: inline.position, isImage: false))
                visit(children)
            case .image(let source, _, let alt):
                links.append(LinkReference(destination: source, position: inline.position, isImage: true))
                visit(alt)
            case .html(let html):
                anchors.formUnion(RawHTMLAnchors.anchors(in: html))
            default:
                break
            }
        }
    }
}
