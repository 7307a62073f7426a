import Diagnostics
import Localization
import Surfaces
import Templates

/// The settings stage's result: what every page of a build shares.
struct SiteSettings: Sendable {
    var config: SiteConfig
    var templates: TemplateSet
    var localizers: LocalizerSet
    /// The stylesheet's bytes (empty when it could not be read: the error is among the diagnostics).
    var stylesheet: [UInt8]
    var theme: Theme
}

/// The drafts a build leaves out: their paths, their folders (a draft index) and their warnings.
struct DraftSet: Sendable {
    var paths: Set<String> = []
    var folders: Set<String> = []
    var warnings: [Diagnostic] = []

    /// Leaves `page` out as a draft.
    mutating func add(_ page: SourcePage) {
        warnings.append(contentsOf: page.warnings)
        paths.insert(page.file.relativePath)
        if page.isIndex { folders.insert(URLMapping.sourceFolder(page.file.relativePath)) }
    }
}

/// The load stage's result: the pages kept, each with what the caller loaded along with it (`Extra`: the
/// source bytes for `build`, the file stamp for `watch`), and the drafts left out.
struct LoadedPages<Extra> {
    var pages: [SourcePage] = []
    var extras: [Extra] = []
    var drafts = DraftSet()
}

/// Where a page the expand stage added comes from.
enum PageOrigin: Equatable {
    /// A folder without an index page: a generated index (no source file).
    case folderIndex
    /// A report series' page: its template, at this page index.
    case seriesMember(template: Int)
    /// A metric file's generated page.
    case metricFile
    /// A report's print packet (`print: full`, ``PrintPacket``): its source is the report's file.
    case printPacket
}

/// The expand stage's result.
struct Expansion {
    /// The metric session (metric pages, the cards of ```metric blocks).
    var metricBuild: MetricBuild
    /// The site's privacy settings.
    var privacy: SitePrivacy
    /// Where each added page comes from: the last `origins.count` pages are the added ones.
    var origins: [PageOrigin]

    /// Brings a per-page array of the loaded pages up to the expanded page count: a series page shares its
    /// template's entry, other added pages get `make(origin, page index)`.
    func extend<Extra>(_ extras: inout [Extra], pageCount: Int, _ make: (PageOrigin, Int) -> Extra) {
        let first = pageCount - origins.count
        extras.reserveCapacity(pageCount)
        for (n, origin) in origins.enumerated() {
            if case .seriesMember(let template) = origin, template < extras.count {
                extras.append(extras[template])
            } else {
                extras.append(make(origin, first + n))
            }
        }
    }
}

/// The index stage's result.
struct SiteIndex {
    var resolver: LinkResolver
    var navigation: SiteNavigation
    /// The output folders to make (a staging build only).
    var folders: OutputWriter.FolderPlan?
}

/// What the render stage made of one page.
struct PageOutcome: Sendable {
    /// Problems of the page's links (as found while walking it).
    var links: [Diagnostic] = []
    /// The page walker's own warnings (raw HTML not shown, …).
    var warnings: [Diagnostic] = []
    /// The raw-HTML safety check's warnings (``RawHTMLCheck``).
    var rawHTML: [Diagnostic] = []
    /// The page's problems (it was not written), or the reason it could not be written.
    var problems: [Diagnostic] = []
    /// Whether the page could not be written (the output failed, not the page).
    var unwritten = false
    /// Whether the page was walked from Markdown and handed to the sink.
    var walked = false
}

/// What the render stage needs of the site.
struct RenderJob {
    var pages: [SourcePage]
    var resolver: LinkResolver
    var navigation: SiteNavigation
    /// Renders Markdown pages, series indexes and folder indexes (its metric renderer may record what they read).
    var renderer: PageRenderer
    /// Renders generated metric pages.
    var generatedRenderer: PageRenderer
    /// Source bytes kept from the load stage, by page (missing or `nil`: read from the file).
    var sources: [[UInt8]?] = []
    /// The raw-HTML safety check (`raw_html: true`), run on every rendered page.
    var rawHTMLCheck: RawHTMLCheck?
}
