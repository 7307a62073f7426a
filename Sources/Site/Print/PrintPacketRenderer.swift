import Basics
import POSIXFiles
import Diagnostics

/// Renders a print packet (``PrintPacket``): the report's body walked again from its Markdown, then the body of
/// each metric period page it links to (rendered by the metric session), each part in its own
/// `.print-packet-part` with ids and links rewritten for the one page (``PrintPacketMarkup``), filled into the
/// page template like any page, with the report's cover and running header.
struct PrintPacketRenderer {
    /// The render stage's job (pages, links, navigation, renderers, kept sources).
    let job: RenderJob

    /// The HTML of the packet page `i`; `nil` when its report has problems (they are reported with the report).
    func render(_ i: Int) throws -> [UInt8]? {
        let page = job.pages[i]
        guard let packet = page.role.printPacket, let r = packet.reportIndex(in: job.pages),
              let session = job.generatedRenderer.metrics.session else {
            throw Diagnostic.error(page.file.displayPath, line: 1, column: 1,
                                   "internal error: a print packet without its report or metric session; please report it")
        }
        guard let report = try reportBody(r) else { return nil }
        let parts = periodPages(linkedFrom: report, reportURL: packet.reportURL)
        var markup = PrintPacketMarkup(packetURL: page.url, urls: [packet.reportURL] + parts.map { job.pages[$0].url })
        markup.register(report, pageURL: packet.reportURL, prefix: nil)
        var bodies: [(url: String, body: [UInt8])] = []
        for j in parts {
            guard let generated = job.pages[j].role.generated else { continue }
            let url = job.pages[j].url
            let body = Self.unwrappingMain(try session.renderPage(generated, url: url))
            markup.register(body, pageURL: url, prefix: PrintPacketMarkup.slug(url))
            bodies.append((url, body))
        }
        var out = Self.part(markup.rewrite(report, pageURL: packet.reportURL),
                            anchor: markup.partAnchors[packet.reportURL] ?? "", report: true)
        for (url, body) in bodies {
            out += Self.part(markup.rewrite(body, pageURL: url), anchor: markup.partAnchors[url] ?? "", report: false)
        }
        return try job.renderer.fill(page: page, pageIndex: i, pages: job.pages, navigation: job.navigation, body: out)
    }

    /// The report's body as its own page shows it, walked from its kept bytes or its file; `nil` with problems.
    private func reportBody(_ r: Int) throws -> [UInt8]? {
        let renderer = job.renderer, pages = job.pages, resolver = job.resolver, navigation = job.navigation
        func walk(_ source: UnsafeRawBufferPointer) -> PageWalker.Outcome {
            renderer.body(ofPage: r, source: source, pages: pages, resolver: resolver, navigation: navigation)
        }
        let outcome: PageWalker.Outcome
        if r < job.sources.count, let source = job.sources[r] {
            outcome = source.withUnsafeBytes(walk)
        } else {
            outcome = try FileSystem.withContents(of: pages[r].file.sourcePath, walk)
        }
        guard case .body(let html, _, _) = outcome else { return nil }
        return html
    }

    /// The metric period pages `body` (the report's, at `reportURL`) links to, in order, each once.
    private func periodPages(linkedFrom body: [UInt8], reportURL: String) -> [Int] {
        var periodPages: [String: Int] = [:]
        for (j, page) in job.pages.enumerated() {
            if case .period? = page.role.generated?.view { periodPages[page.url] = j }
        }
        var found: [Int] = []
        var seen: Set<Int> = []
        for tag in PrintPacketMarkup.startTags(body) where tag.name == "a" {
            guard let href = tag.attribute("href"),
                  let (path, _) = PrintPacketMarkup.sitePath(PrintPacketMarkup.value(href, in: body), from: reportURL),
                  let j = periodPages[path], seen.insert(j).inserted else { continue }
            found.append(j)
        }
        return found
    }

    /// One part of the packet: `body` in a `<section>` with the part's anchor; the report's part, which holds the
    /// page's one `<main>`, in a `<div>` (HTML allows no `<main>` inside a `<section>`).
    static func part(_ body: [UInt8], anchor: String, report: Bool) -> [UInt8] {
        let (tag, kind) = report ? ("div", "print-packet-part print-packet-report") : ("section", "print-packet-part")
        return Array("<\(tag) class=\"\(kind)\" id=\"\(anchor)\">".utf8) + body + Array("</\(tag)>".utf8)
    }

    /// A metric page's body with its `<main>` made a `<div>` (a page has one `<main>`: the report's).
    static func unwrappingMain(_ body: [UInt8]) -> [UInt8] {
        let open = Array("<main".utf8), close = Array("</main>".utf8)
        guard let start = firstRange(of: open, in: body), let end = lastRange(of: close, in: body),
              start.upperBound <= end.lowerBound else { return body }
        return Array(body[..<start.lowerBound]) + Array("<div".utf8) + Array(body[start.upperBound..<end.lowerBound])
            + Array("</div>".utf8) + Array(body[end.upperBound...])
    }

    private static func firstRange(of needle: [UInt8], in body: [UInt8]) -> Range<Int>? {
        ByteSearch.firstIndex(of: needle, in: body).map { $0..<($0 + needle.count) }
    }

    private static func lastRange(of needle: [UInt8], in body: [UInt8]) -> Range<Int>? {
        ByteSearch.lastIndex(of: needle, in: body).map { $0..<($0 + needle.count) }
    }
}

extension PageRenderer {
    /// The body of `pages[r]` walked from `source` (a series page's placeholders replaced first), as its own
    /// page shows it: the print packet's first part.
    func body(ofPage r: Int, source: UnsafeRawBufferPointer, pages: [SourcePage], resolver: LinkResolver,
              navigation: SiteNavigation) -> PageWalker.Outcome {
        let page = pages[r]
        func walk(_ bytes: UnsafeRawBufferPointer) -> PageWalker.Outcome {
            PageWalker.body(page: page, source: bytes, settings: walkerSettings(for: page), resolver: resolver,
                            children: navigation.children[r], pages: pages)
        }
        guard let member = page.role.series?.member else { return walk(source) }
        return member.placeholders.apply(markdown: source).withUnsafeBytes(walk)
    }
}
