import Diagnostics
import CommonMark
import Localization
import Metrics

/// A build's metric pages: for every metric file an overview at `metrics/<name>/` (its whole history), a page
/// for every period a page's cards show at `metrics/<name>/<period>/` (`2026-W48`, `2026-11`,
/// `2026-11-17--2026-11-23`), whose breadcrumb leads back to that page, and a page for every month with data
/// (the overview's history, with the month's values), each period kind linked to the one before and after. Only read after it is made (safe to share across threads).
struct MetricPageGenerator: Sendable {
    /// The metric files that get pages.
    let catalog: MetricCatalog
    /// Reads the files (through the build's shared parse cache).
    let reader: MetricReader
    let theme: Theme
    /// The site's language (a metric page takes the language of the page that shows it) and the build's localizers.
    let language: String
    let localizers: LocalizerSet

    /// The page that shows a metric: its path, its period and the block's metadata overrides.
    struct Linking: Sendable {
        var path: String
        var title: String
        var url: String
        var spec: MetricPeriodSpec
        var overrides: MetricMetadata
        var language: String?
    }

    /// The URL of a metric's page for `period` (`nil`: its overview).
    static func pageURL(_ source: MetricSource, period: ReportPeriod?) -> String {
        guard let period else { return source.pageURL }
        return source.pageURL + period.slug + "/"
    }

    /// A metric's page for one period and the page it leads back to.
    typealias PeriodLink = (period: ReportPeriod, link: Linking)

    /// The metric pages of a build whose pages (series pages included) are `pages`.
    func pages(for pages: [SourcePage]) -> [SourcePage] {
        let (overview, periods) = linkings(MetricPageGenerator.pagesWithBlocks(pages), pages: pages)
        // Every month with data has a page (the overview's history), led back to the overview.
        let paged = catalog.pagedSources
        let months: [[ReportPeriod]] = Parallel.map(paged.count) { k in
            let source = paged[k]
            let overrides = overview[source.relativePath]?.overrides ?? MetricMetadata()
            guard let (file, column) = try? self.reader.load(source, metadata: self.reader.metadata(source, overrides: overrides), reportsErrors: false) else { return [] }
            return ReportPeriod.periods(holding: file.series.daysWithData(column: column), kind: .month)
        }
        var out: [SourcePage] = []
        out.reserveCapacity(paged.count * 2)
        for (k, source) in paged.enumerated() {
            let link = overview[source.relativePath]
            let language = link?.language ?? self.language
            let localizer = localizers.localizer(for: language)
            let overviewPage = makeOverview(source, linking: link, localizer: localizer)
            out.append(overviewPage)
            var own = periods[source.relativePath] ?? [:]
            for month in months[k] where own[month.slug] == nil {
                own[month.slug] = (month, Linking(path: overviewPage.file.relativePath, title: overviewPage.title,
                                                  url: overviewPage.url, spec: .exactly(month),
                                                  overrides: link?.overrides ?? MetricMetadata(), language: link?.language))
            }
            appendPeriodPages(source, periods: Array(own.values), overviewTitle: overviewPage.title, to: &out)
        }
        return out
    }

    /// Pages with metric blocks, shallowest first (then path order): the first to show a metric is its
    /// overview's parent, the first to show a period that period page's.
    private static func pagesWithBlocks(_ pages: [SourcePage]) -> [(depth: Int, index: Int, blocks: [MetricBlock])] {
        var ordered: [(depth: Int, index: Int, blocks: [MetricBlock])] = []
        for i in pages.indices where !pages[i].fences.isEmpty && pages[i].role.series?.index == nil {
            let blocks = MetricCatalog.metricBlocks(pages[i].fences)
            if blocks.isEmpty { continue }
            let path = pages[i].file.relativePath
            ordered.append((path.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }, i, blocks))
        }
        ordered.sort { a, b in
            a.depth != b.depth ? a.depth < b.depth
                : pages[a.index].file.relativePath.utf8.lexicographicallyPrecedes(pages[b.index].file.relativePath.utf8)
        }
        return ordered
    }

    /// For each metric file shown, the page its overview leads back to, and for each period a page shows it for
    /// (by slug), the first page showing it.
    private func linkings(_ ordered: [(depth: Int, index: Int, blocks: [MetricBlock])], pages: [SourcePage])
        -> (overview: [String: Linking], periods: [String: [String: PeriodLink]]) {
        var overview: [String: Linking] = [:]
        var periods: [String: [String: PeriodLink]] = [:]
        // A block's file and overrides depend only on its text and where it is resolved from: a series' pages
        // (copies of one template) parse each block once.
        var resolved: [String: (path: String, overrides: MetricMetadata)?] = [:]
        for (_, i, blocks) in ordered {
            let page = pages[i]
            let spec = MetricPeriodSpec(period: page.metadata.period, from: page.metadata.from, to: page.metadata.to)
            for block in blocks {
                let key = page.resolutionPath + "\u{0}" + block.yaml
                let found: (path: String, overrides: MetricMetadata)?
                if let cached = resolved[key] { found = cached } else {
                    found = resolveBlock(block, page: page)
                    resolved[key] = .some(found)
                }
                guard let (path, overrides) = found, let source = catalog.sources[path] else { continue }
                let link = Linking(path: page.file.relativePath, title: page.title, url: page.url, spec: spec,
                                   overrides: overrides, language: page.metadata.language)
                if overview[path] == nil { overview[path] = link }
                guard !spec.isEmpty, let period = period(of: source, overrides: overrides, spec: spec) else { continue }
                if periods[path]?[period.slug] == nil {
                    var exact = link
                    exact.spec = .exactly(period)
                    periods[path, default: [:]][period.slug] = (period, exact)
                }
            }
        }
        return (overview, periods)
    }

    /// Appends `source`'s period pages: each kind in time order, linked to its neighbours.
    private func appendPeriodPages(_ source: MetricSource, periods: [PeriodLink], overviewTitle: String,
                                   to out: inout [SourcePage]) {
        let byKind = Dictionary(grouping: periods, by: { MetricPageGenerator.kindOrder($0.period.kind) })
        for kind in byKind.keys.sorted() {
            let list = (byKind[kind] ?? []).sorted { $0.period.start < $1.period.start }
            // With one language for the whole list (the usual case), each period's name is made once.
            let uniform = Set(list.map { $0.link.language ?? self.language }).count == 1
            let names: [String]? = uniform ? list.map {
                SeriesPlaceholders.name(of: $0.period, text: MetricText(localizer: localizers.localizer(for: $0.link.language ?? self.language)))
            } : nil
            for (j, entry) in list.enumerated() {
                let words = localizers.localizer(for: entry.link.language ?? self.language)
                func neighbour(_ at: Int) -> SeriesPager.Neighbour? {
                    guard at >= 0, at < list.count else { return nil }
                    return SeriesPager.Neighbour(url: MetricPageGenerator.pageURL(source, period: list[at].period),
                                                 title: names?[at] ?? SeriesPlaceholders.name(of: list[at].period, text: MetricText(localizer: words)))
                }
                let pager = SeriesPager(previous: neighbour(j - 1), next: neighbour(j + 1), kind: entry.period.kind)
                out.append(makePeriodPage(source, period: entry.period, linking: entry.link, pager: pager,
                                          overviewTitle: overviewTitle, localizer: words))
            }
        }
    }

    /// The metric file a block shows (its path among `sources`' keys, as resolved from `page`) and its overrides;
    /// `nil` without a `file:` that resolves. The block's own errors are reported when its page renders.
    private func resolveBlock(_ block: MetricBlock, page: SourcePage) -> (path: String, overrides: MetricMetadata)? {
        guard let name = MetricBlockSpec.fileName(of: block),
              let path = MetricCatalog.resolve(name, from: page.resolutionPath, assets: catalog.assets) else { return nil }
        let overrides = (try? MetricBlockSpec.parse(block, path: page.file.displayPath, theme: theme))?.overrides ?? MetricMetadata()
        return (path, overrides)
    }

    /// The order period kinds are listed in (days, weeks, months, years, ranges).
    private static func kindOrder(_ kind: ReportPeriod.Kind) -> Int {
        switch kind {
        case .day: return 0
        case .week: return 1
        case .month: return 2
        case .year: return 3
        case .range: return 4
        }
    }

    /// The period `spec` means for a metric (as its card resolves it), or `nil` without data or with an error
    /// (reported by the card).
    func period(of source: MetricSource, overrides: MetricMetadata, spec: MetricPeriodSpec) -> ReportPeriod? {
        if let text = spec.period { return ReportPeriod(parsing: text) }
        guard let (file, _) = try? reader.load(source, metadata: reader.metadata(source, overrides: overrides), reportsErrors: false) else { return nil }
        return try? spec.resolve(for: file.series, path: source.displayPath, line: 0, column: 0)
    }

    private func makeOverview(_ source: MetricSource, linking: Linking?, localizer: Localizer) -> SourcePage {
        let metadata = reader.metadata(source, overrides: linking?.overrides ?? MetricMetadata())
        let title = metadata.title ?? MetricText.title(fromBaseName: source.baseName)
        var page = makePage(source, url: source.pageURL, title: title,
                            description: localizer("page.description", ["title": title]), metadata: metadata,
                            language: linking?.language, isFolderIndex: true)
        page.role = .generated(GeneratedPage(parentPath: linking?.path ?? "index.md", metricPath: source.relativePath,
                                             databasePath: source.database?.sourcePath,
                                             periodSpec: MetricPeriodSpec(), overrides: linking?.overrides ?? MetricMetadata(),
                                             language: linking?.language, view: .overview))
        return page
    }

    private func makePeriodPage(_ source: MetricSource, period: ReportPeriod, linking: Linking, pager: SeriesPager,
                                overviewTitle: String, localizer: Localizer) -> SourcePage {
        let metadata = reader.metadata(source, overrides: linking.overrides)
        let name = SeriesPlaceholders.name(of: period, text: MetricText(localizer: localizer))
        let title = (metadata.title ?? MetricText.title(fromBaseName: source.baseName)) + " · " + name
        var page = makePage(source, url: MetricPageGenerator.pageURL(source, period: period), title: title,
                            description: localizer("page.description", ["title": title]), metadata: metadata,
                            language: linking.language, isFolderIndex: false)
        page.metadata.period = linking.spec.period
        page.metadata.from = linking.spec.from
        page.metadata.to = linking.spec.to
        var generated = GeneratedPage(parentPath: linking.path, metricPath: source.relativePath,
                                      databasePath: source.database?.sourcePath, periodSpec: linking.spec,
                                      overrides: linking.overrides, language: linking.language, view: .period(period))
        generated.pager = pager
        generated.shownOn = linking.url == source.pageURL ? nil : SeriesPager.Neighbour(url: linking.url, title: linking.title)
        page.role = .generated(generated)
        return page
    }

    private func makePage(_ source: MetricSource, url: String, title: String, description: String,
                          metadata: MetricMetadata, language: String?, isFolderIndex: Bool) -> SourcePage {
        var pageMetadata = PageMetadata()
        pageMetadata.title = title
        pageMetadata.description = description
        pageMetadata.language = language
        pageMetadata.icon = metadata.icon
        pageMetadata.tint = metadata.tint
        let file = ContentFile(relativePath: url + "index.md", sourcePath: source.sourcePath,
                               displayPath: source.displayPath, isMarkdown: true, isFolderIndex: isFolderIndex)
        return SourcePage(file: file, url: url, metadata: pageMetadata, fences: [],
                          title: title, anchors: MetricPageBuilder.anchors, links: [])
    }
}
