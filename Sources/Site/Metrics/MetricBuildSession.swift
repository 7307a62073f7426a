import POSIXFiles
import Diagnostics
import Localization
import Metrics

/// The metrics of one build: a coordinator that owns one part per job and renders the pages' ```metric blocks.
/// The parts: the ``MetricCatalog`` (the metric files and how blocks name them), the ``MetricDownloadPolicy``
/// (which files are copied and linked), the ``MetricReader`` (metadata and the build's one parse cache), the
/// ``MetricCardRenderer`` (cards, insights and headlines) and the ``MetricPageGenerator`` (a page per metric).
/// Shared by the build's worker threads: every part is read-only after it is made but the two caches
/// (``MetricStore`` and the card renderer's block cache), each behind a `Mutex`.
final class MetricBuildSession: MetricBlockRenderer {
    /// The metric files of the build and the problems found discovering them.
    let catalog: MetricCatalog
    /// Which metric files the build copies and links to.
    let downloads: MetricDownloadPolicy
    /// Reads the metric files (through the build's shared parse cache).
    let reader: MetricReader
    /// Renders the cards of the pages' blocks and the headline figures of series indexes.
    let cards: MetricCardRenderer
    /// Makes the build's metric pages.
    let generator: MetricPageGenerator
    /// Metric files by path inside the content folder.
    var sources: [String: MetricSource] { catalog.sources }
    /// Problems found while discovering metrics (sidecar errors, page clashes).
    var problems: [Diagnostic] { catalog.problems }
    /// The build's files by path inside the content folder.
    var assets: [String: ContentFile] { catalog.assets }
    /// The parse cache of the build, which owns each metric file's errors.
    var store: MetricStore { reader.store }

    let theme: Theme
    /// The site's language and the build's localizers (metric pages take the language of the page that shows them).
    let language: String
    let localizers: LocalizerSet

    /// Finds every metric of a build.
    convenience init(pages: [SourcePage], assets: [ContentFile], theme: Theme, timeZone: String, language: String = "en",
                     localizers: LocalizerSet = .builtIn, rawFiles: RawFilePolicy = .preview(publishDefault: true)) {
        let catalog = MetricCatalog(pages: pages, assets: assets, theme: theme)
        self.init(catalog: catalog,
                  downloads: MetricDownloadPolicy(rawFiles: rawFiles, blockDownloads: catalog.blockDownloads, assets: catalog.assets),
                  reader: MetricReader(store: MetricStore(theme: theme), siteZone: MetricTimeZone(parsing: timeZone) ?? .utc),
                  theme: theme, language: language, localizers: localizers)
    }

    /// A session with `other`'s metric files, sidecars and page owners but an empty parse cache: what a watch
    /// build uses when only metric data files changed (sidecars and pages as they were).
    convenience init(reusingDiscoveryOf other: MetricBuildSession) {
        self.init(catalog: other.catalog, downloads: other.downloads,
                  reader: MetricReader(store: MetricStore(theme: other.theme), siteZone: other.reader.siteZone),
                  theme: other.theme, language: other.language, localizers: other.localizers)
    }

    private init(catalog: MetricCatalog, downloads: MetricDownloadPolicy, reader: MetricReader, theme: Theme,
                 language: String, localizers: LocalizerSet) {
        self.catalog = catalog
        self.downloads = downloads
        self.reader = reader
        self.theme = theme
        self.language = language
        self.localizers = localizers
        self.cards = MetricCardRenderer(catalog: catalog, reader: reader, theme: theme, localizers: localizers)
        self.generator = MetricPageGenerator(catalog: catalog, reader: reader, theme: theme, language: language,
                                             localizers: localizers)
    }

    /// One metric card (or `nil` without data in the page's period): see ``MetricCardRenderer/render(_:context:)``.
    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        try cards.render(block, context: context)
    }

    /// The metric pages of a build whose pages (series pages included) are `pages`.
    func pages(for pages: [SourcePage]) -> [SourcePage] {
        generator.pages(for: pages)
    }

    /// The body HTML of a generated metric page.
    func renderPage(_ generated: GeneratedPage, url: String) throws -> [UInt8] {
        guard let source = sources[generated.metricPath] else {
            throw Diagnostic.error(generated.metricPath, line: 1, column: 1, "no metric file for this page")
        }
        let text = MetricText(localizer: localizers.localizer(for: generated.language ?? language))
        switch generated.view {
        case .overview:
            return try MetricOverviewBuilder(session: self, source: source, overrides: generated.overrides, text: text).render()
        case .period:
            var builder = MetricPageBuilder(session: self, source: source, periodSpec: generated.periodSpec,
                                            overrides: generated.overrides, text: text)
            builder.pageURL = url
            builder.pager = generated.pager
            builder.shownOn = generated.shownOn
            return try builder.render()
        }
    }
}
