import Diagnostics

/// The printable packet of a report page with `print: full`: a page at `<report>/print/` holding the report and,
/// after it, each metric period page the report links to (its cards' pages, in card order, each once), so that one
/// print gives the whole packet. The report keeps its cover, running header and page numbers; each metric page
/// starts on a new sheet (see the stylesheet's print rules). It is made by the build's expand stage after the
/// metric pages (``pages(for:)``) and rendered from the report's walked body and the metric pages' bodies
/// (``PrintPacketRenderer``, ``PrintPacketMarkup``).
///
/// Its breadcrumb leads back to the report; it is nobody's child page, and `publish` leaves it out of the sitemap
/// and the feed (it repeats pages that are there already).
struct PrintPacket: Sendable, Hashable {
    /// The report's content path (a series page's own, `weeks/2026-W48/index.md`).
    var reportPath: String
    /// The report's URL.
    var reportURL: String
    /// What makes the report's text besides its file (a series page's placeholders and neighbours): a change
    /// renders the packet again in `watch`.
    var reportFingerprint: UInt64

    /// The folder the packet has under its report's URL.
    static let folder = "print/"

    /// The packets of `pages`: one for every page with `print: full` (not a series' index or a generated page).
    /// A page without a period gets a warning instead: its cards link to whole-history pages, not period pages.
    static func pages(for pages: [SourcePage]) -> (pages: [SourcePage], problems: [Diagnostic]) {
        var made: [SourcePage] = []
        var problems: [Diagnostic] = []
        // Read in place: copying every page would retain and release a dozen references each.
        for i in pages.indices where pages[i].metadata.printMode == .full && pages[i].role.generated == nil
            && pages[i].role.printPacket == nil && pages[i].role.series?.index == nil {
            let page = pages[i]
            guard page.metadata.reportPeriod != nil else {
                let at = page.metadata.printPosition
                problems.append(.warning(page.file.displayPath, line: at?.line ?? 1, column: at?.column ?? 1,
                    "'print: full' appends the metric pages of the page's period, but the page has no 'period:' (or "
                    + "'from:' and 'to:'); add one, or remove 'print: full'"))
                continue
            }
            made.append(packet(of: page))
        }
        return (made, problems)
    }

    /// The packet page of `report`: its title, metadata and language, at `<report URL>/print/`.
    static func packet(of report: SourcePage) -> SourcePage {
        var page = report
        page.url = report.url + folder
        page.file = ContentFile(relativePath: page.url + "index.md", sourcePath: report.file.sourcePath,
                                displayPath: report.file.displayPath, isMarkdown: true, isFolderIndex: false)
        page.fences = []
        page.anchors = []
        page.anchorsPending = false
        page.links = []
        page.warnings = []
        page.pager = nil
        page.metadata.repeats = nil
        var fingerprint = InputHash()
        report.addSeriesFingerprint(to: &fingerprint)
        page.role = .printPacket(PrintPacket(reportPath: report.file.relativePath, reportURL: report.url,
                                             reportFingerprint: fingerprint.value))
        return page
    }

    /// The index of the packet's report among `pages`.
    func reportIndex(in pages: [SourcePage]) -> Int? {
        pages.firstIndex { $0.url == reportURL && $0.role.printPacket == nil && $0.role.generated == nil }
    }
}

extension SourcePage {
    /// Whether the page is a report's printable packet (``PrintPacket``): `publish` keeps it out of the sitemap.
    package var isPrintPacket: Bool { role.printPacket != nil }
}
