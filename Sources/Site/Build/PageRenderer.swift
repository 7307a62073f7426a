import Diagnostics
import Templates

/// Phase 2 for one page: Markdown → layout → views → HTML body → page template.
struct PageRenderer: Sendable {
    var config: SiteConfig { didSet { shared = PageContext.Shared(config: config, stylesheet: stylesheet) } }
    var templates: TemplateSet
    var theme: Theme
    var metricRenderer: (any MetricBlockRenderer)?
    var contentDirectory: String
    /// The stylesheet's file name at the site root (`style.css`, fingerprinted when publishing).
    var stylesheet: String = "style.css" {
        didSet { shared = PageContext.Shared(config: config, stylesheet: stylesheet) }
    }
    /// The template values every page shares (`{{site}}`, the stylesheet), made once.
    private var shared: PageContext.Shared

    /// A renderer for a site's pages.
    init(config: SiteConfig, templates: TemplateSet, theme: Theme, metricRenderer: (any MetricBlockRenderer)?,
         contentDirectory: String) {
        self.config = config
        self.templates = templates
        self.theme = theme
        self.metricRenderer = metricRenderer
        self.contentDirectory = contentDirectory
        shared = PageContext.Shared(config: config, stylesheet: "style.css")
    }

    /// The full HTML document for a page.
    func render(pageIndex: Int, pages: [SourcePage], outcomes: [LinkResolver.Outcome],
                navigation: SiteNavigation) throws -> [UInt8] {
        try render(page: pages[pageIndex], pageIndex: pageIndex, pages: pages, outcome: outcomes[pageIndex],
                   navigation: navigation)
    }

    /// The full HTML document for `page` (fully loaded: document, headings, links) at `pageIndex`;
    /// `pages` needs only the index of the other pages (titles, URLs, metadata).
    func render(page: SourcePage, pageIndex: Int, pages: [SourcePage], outcome: LinkResolver.Outcome,
                navigation: SiteNavigation) throws -> [UInt8] {
        if let generated = page.generated, let metrics = metricRenderer as? MetricBuildSession {
            return try fill(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation,
                            body: Array(try metrics.renderPage(generated).utf8))
        }
        var layout = PageMapper(page: page, links: outcome.links, rawHTML: config.rawHTML).map()
        let unlinked = navigation.children[pageIndex].filter { !outcome.linkedPages.contains($0) }
        if !unlinked.isEmpty {
            let rows = unlinked.map { child -> LayoutRow in
                let target = pages[child]
                let subtitle = target.metadata.description ?? target.metadata.date ?? ""
                return .navigation(href: URLMapping.relativeHref(from: page.url, to: target.url),
                                   title: [.text(target.title)], subtitle: subtitle.isEmpty ? [] : [.text(subtitle)],
                                   nested: [])
            }
            layout.sections.append(LayoutSection(title: config.pagesTitle, id: nil, icon: nil,
                                                 tint: page.metadata.tint, horizontal: false, cards: [.list(rows)]))
        }
        let metricContext = MetricBlockContext(path: page.file.displayPath, relativePath: page.file.relativePath,
                                               contentDirectory: contentDirectory, pageURL: page.url,
                                               period: page.metadata.period, from: page.metadata.from,
                                               to: page.metadata.to, sectionTint: nil, timeZone: config.timeZone)
        let body = try BodyRenderer(theme: theme, metricRenderer: metricRenderer, path: page.file.displayPath)
            .render(layout, metricContext: metricContext)
        return try fill(page: page, pageIndex: pageIndex, pages: pages, navigation: navigation, body: body)
    }

    /// The full HTML document for `page` (an index entry from phase 1, not a generated page) written straight
    /// from its file's bytes by ``DirectPageWriter`` (`.body`), the page's metric problems, or `.generalRoute`
    /// when the page needs the general route (``render(page:pageIndex:pages:outcome:navigation:)``), which then
    /// gives the same bytes or the problems.
    func renderDirect(page: SourcePage, source: UnsafeRawBufferPointer, pageIndex: Int, pages: [SourcePage],
                      resolver: LinkResolver, navigation: SiteNavigation) -> DirectPageWriter.Outcome {
        guard page.generated == nil else { return .generalRoute(problems: []) }
        var correctedTitle: String?
        let walked = DirectPageWriter.body(page: page, source: source, settings: walkerSettings, resolver: resolver,
                                           children: navigation.children[pageIndex], pages: pages,
                                           correctedTitle: &correctedTitle)
        guard case .body(let body, let links) = walked else { return walked }
        var shown = page
        if let correctedTitle { shown.title = correctedTitle }
        do {
            return .body(try fill(page: shown, pageIndex: pageIndex, pages: pages, navigation: navigation, body: body),
                         links: links)
        } catch let list as DiagnosticList {
            return .problems(list.items, links: links)
        } catch let diagnostic as Diagnostic {
            return .problems([diagnostic], links: links)
        } catch {
            return .problems([.error(page.file.displayPath, line: 1, column: 1, "\(error)")], links: links)
        }
    }

    /// The full HTML document for `pages[pageIndex]` (fully loaded, its links resolved in `outcomes`) made as
    /// `build` makes it: walked straight from its file by ``DirectPageWriter``, else by the general route, whose
    /// problems are reported together with those the walker found first. `watch` and `serve` render with it.
    func renderWalking(pageIndex: Int, pages: [SourcePage], outcomes: [LinkResolver.Outcome], resolver: LinkResolver,
                       navigation: SiteNavigation) throws -> [UInt8] {
        let page = pages[pageIndex]
        var carried: [Diagnostic] = []
        if page.generated == nil {
            let walked = (try? FileSystem.withContents(of: page.file.sourcePath) {
                renderDirect(page: page, source: $0, pageIndex: pageIndex, pages: pages, resolver: resolver,
                             navigation: navigation)
            }) ?? .generalRoute(problems: [])
            switch walked {
            case .body(let html, _): return html  // its links' problems are in `outcomes` already
            case .problems(let problems, _): throw DiagnosticList(problems)
            case .generalRoute(let problems): carried = problems
            }
        }
        func withCarried(_ found: [Diagnostic]) -> DiagnosticList {
            DiagnosticList(carried + found.filter { !carried.contains($0) })
        }
        do {
            let html = try render(pageIndex: pageIndex, pages: pages, outcomes: outcomes, navigation: navigation)
            if !carried.isEmpty { throw DiagnosticList(carried) }
            return html
        } catch let list as DiagnosticList where !carried.isEmpty {
            throw withCarried(list.items)
        } catch let diagnostic as Diagnostic where !carried.isEmpty {
            throw withCarried([diagnostic])
        }
    }

    /// What the page walker needs of the site.
    var walkerSettings: DirectPageWriter.Settings {
        DirectPageWriter.Settings(rawHTML: config.rawHTML, theme: theme, metricRenderer: metricRenderer,
                                  contentDirectory: contentDirectory, timeZone: config.timeZone,
                                  pagesTitle: config.pagesTitle)
    }

    /// The page template filled with a rendered body.
    private func fill(page: SourcePage, pageIndex: Int, pages: [SourcePage], navigation: SiteNavigation,
                      body: [UInt8]) throws -> [UInt8] {
        guard let template = templates.template(named: page.metadata.layout) else {
            let at = page.metadata.layoutPosition
            throw Diagnostic.error(page.file.displayPath, line: at?.line ?? 1, column: at?.column ?? 1,
                                   "template '\(page.metadata.layout)' not found (the page's layout); add templates/\(page.metadata.layout).html or use one of: \(templates.names.joined(separator: ", "))")
        }
        let context = PageContext.make(page: page, pages: pages, navigation: navigation, pageIndex: pageIndex,
                                       content: body, shared: shared)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + 2048)
        try template.render(context, partials: templates, into: &bytes)
        return bytes
    }
}
