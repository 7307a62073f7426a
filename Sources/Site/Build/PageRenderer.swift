import POSIXFiles
import Diagnostics
import Localization
import Templates

/// Phase 2 for one page: Markdown walked into the HTML body (``PageWalker``), then the page template.
struct PageRenderer: Sendable {
    var config: SiteConfig { didSet { remakeShared() } }
    /// The build's languages: built-in strings and `templates/strings/*.yaml` (see ``SiteStrings``).
    var localizers: LocalizerSet = .builtIn { didSet { remakeShared() } }
    var templates: TemplateSet
    var theme: Theme
    /// The build's metric support: the renderer of metric blocks and the session of generated pages.
    var metrics: MetricBuild
    var contentDirectory: String
    /// The stylesheet's file name at the site root (`style.css`, fingerprinted when publishing).
    var stylesheet: String = "style.css" { didSet { remakeShared() } }
    /// What a published page's head says (`{{canonical_url}}`, …); `nil` in a normal build.
    var publishedHead: PublishedHead? { didSet { remakeShared() } }
    /// The template values every page shares (`{{site}}`, the stylesheet), made once.
    private var shared: PageContext.Shared

    /// A renderer for a site's pages.
    init(config: SiteConfig, templates: TemplateSet, theme: Theme, metrics: MetricBuild,
         contentDirectory: String) {
        self.config = config
        self.templates = templates
        self.theme = theme
        self.metrics = metrics
        self.contentDirectory = contentDirectory
        shared = PageContext.Shared(config: config, stylesheet: "style.css")
    }

    /// The shared template values made again after a setting changed.
    private mutating func remakeShared() {
        shared = PageContext.Shared(config: config, stylesheet: stylesheet, localizers: localizers, head: publishedHead)
    }

    /// The full HTML document for a generated (metric) page: it has no Markdown source.
    func renderGenerated(page: SourcePage, pageIndex: Int, pages: [SourcePage],
                         navigation: SiteNavigation) throws -> [UInt8] {
        guard let generated = page.role.generated, let session = metrics.session else {
            throw Diagnostic.error(page.file.displayPath, line: 1, column: 1,
                                   "internal error: a generated page without its metric session; please report it")
        }
        return try fill(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation,
                        body: try session.renderPage(generated, url: page.url))
    }

    /// The full HTML document for a series' index (its template's URL): its pages newest first (``SeriesIndexBuilder``).
    func renderSeriesIndex(page: SourcePage, pageIndex: Int, pages: [SourcePage],
                           navigation: SiteNavigation) throws -> [UInt8] {
        guard let index = page.role.series?.index else {
            throw Diagnostic.error(page.file.displayPath, line: 1, column: 1,
                                   "internal error: a series index without its pages; please report it")
        }
        let language = page.metadata.language ?? config.language
        let builder = SeriesIndexBuilder(page: page, index: index, session: metrics.session,
                                         localizer: localizers.localizer(for: language), contentDirectory: contentDirectory,
                                         timeZone: config.timeZone, language: language,
                                         children: navigation.children[pageIndex].filter { pages[$0].role.series?.member == nil },
                                         pages: pages)
        return try fill(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation, body: builder.render())
    }

    /// The full HTML document for `page` (an index entry from phase 1, not a generated page) written straight
    /// from its file's bytes `source` by ``PageWalker`` (`.body`, with its links' problems), or the page's
    /// problems (metric blocks, nesting, icons, its template; the page is not written).
    func renderDirect(page: SourcePage, source: UnsafeRawBufferPointer, pageIndex: Int, pages: [SourcePage],
                      resolver: LinkResolver, navigation: SiteNavigation) -> PageWalker.Outcome {
        if page.role.series?.index != nil {  // a series' index is made from its pages, not walked
            do {
                return .body(try renderSeriesIndex(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation),
                             links: [], warnings: [])
            } catch {
                return .problems(Self.diagnostics(error, page: page), links: [])
            }
        }
        if let member = page.role.series?.member {  // a series page: its template with the placeholders replaced
            let markdown = member.placeholders.apply(markdown: source)
            return markdown.withUnsafeBytes { walk(page: page, source: $0, pageIndex: pageIndex, pages: pages,
                                                   resolver: resolver, navigation: navigation) }
        }
        return walk(page: page, source: source, pageIndex: pageIndex, pages: pages, resolver: resolver, navigation: navigation)
    }

    private func walk(page: SourcePage, source: UnsafeRawBufferPointer, pageIndex: Int, pages: [SourcePage],
                      resolver: LinkResolver, navigation: SiteNavigation) -> PageWalker.Outcome {
        let walked = PageWalker.body(page: page, source: source, settings: walkerSettings(for: page), resolver: resolver,
                                     children: navigation.children[pageIndex], pages: pages)
        guard case .body(let body, let links, let warnings) = walked else { return walked }
        do {
            return .body(try fill(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation, body: body),
                         links: links, warnings: warnings)
        } catch {
            return .problems(Self.diagnostics(error, page: page), links: links)
        }
    }

    /// The full HTML document for `pages[pageIndex]` as `build` makes it (walked straight from its file by
    /// ``PageWalker``, or a generated page); `watch` and `serve` render with it. Its links' problems are in
    /// the outcomes already; the page's own problems are thrown.
    func renderWalking(pageIndex: Int, pages: [SourcePage], resolver: LinkResolver,
                       navigation: SiteNavigation) throws -> (html: [UInt8], warnings: [Diagnostic]) {
        let page = pages[pageIndex]
        if page.role.generated != nil {
            return (try renderGenerated(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation), [])
        }
        let walked: PageWalker.Outcome
        if page.file.isGenerated {  // a folder's generated index: an empty body and its list of pages
            walked = renderDirect(page: page, source: UnsafeRawBufferPointer(start: nil, count: 0), pageIndex: pageIndex,
                                  pages: pages, resolver: resolver, navigation: navigation)
        } else {
            do {
                walked = try FileSystem.withContents(of: page.file.sourcePath) {
                    renderDirect(page: page, source: $0, pageIndex: pageIndex, pages: pages, resolver: resolver,
                                 navigation: navigation)
                }
            } catch {
                throw DiagnosticList([.error(page.file.displayPath, line: 1, column: 1, "cannot read the page: \(error)")])
            }
        }
        switch walked {
        case .body(let html, _, let warnings): return (html, warnings)
        case .problems(let problems, _): throw DiagnosticList(problems)
        }
    }

    /// An error thrown while a page was made, as diagnostics.
    static func diagnostics(_ error: any Error, page: SourcePage) -> [Diagnostic] {
        if let list = error as? DiagnosticList { return list.items }
        if let diagnostic = error as? Diagnostic { return [diagnostic] }
        return [.error(page.file.displayPath, line: 1, column: 1, "\(error)")]
    }

    /// What the page walker needs of the site, in `page`'s language: the "Pages" section is titled in it
    /// unless `pages_title` is set.
    func walkerSettings(for page: SourcePage) -> PageWalker.Settings {
        let language = page.metadata.language ?? config.language
        let pagesTitle = config.pagesTitle == SiteConfig().pagesTitle
            ? localizers.localizer(for: language)("pages.title") : config.pagesTitle
        return PageWalker.Settings(rawHTML: config.rawHTML, theme: theme, metricRenderer: metrics.blocks,
                                   contentDirectory: contentDirectory, timeZone: config.timeZone,
                                   pagesTitle: pagesTitle, language: language, sort: config.sort,
                                   localizer: localizers.localizer(for: language))
    }

    /// The page template filled with a rendered body.
    func fill(page: SourcePage, pageIndex: Int, pages: [SourcePage], navigation: SiteNavigation,
                      body: [UInt8]) throws -> [UInt8] {
        guard let template = templates.template(named: page.metadata.layout) else {
            let at = page.metadata.layoutPosition
            throw Diagnostic.error(page.file.displayPath, line: at?.line ?? 1, column: at?.column ?? 1,
                                   "template '\(page.metadata.layout)' not found (the page's layout); add templates/\(page.metadata.layout).html or use one of: \(templates.names.joined(separator: ", "))")
        }
        let context = PageContext.make(page: page, pages: pages, navigation: navigation, pageIndex: pageIndex,
                                       content: PrintCover.cover(page: page, body: body, shared: shared), shared: shared)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + 2048)
        try template.render(context, partials: templates, into: &bytes)
        return bytes
    }
}
