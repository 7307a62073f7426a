import POSIXFiles
import CommonMark
import Diagnostics
import Localization
import Metrics
import Surfaces
import Synchronization

/// The metrics of one build: it owns the build's ``MetricCatalog`` (the metric files and how blocks name them),
/// its ``MetricDownloadPolicy``, one shared parse cache, and renders the cards of blocks and a generated page per
/// metric. Shared by the build's worker threads: everything is read-only but the caches (``MetricStore`` and the
/// block cache, both behind a `Mutex`).
final class MetricBuildSession: MetricBlockRenderer {
    /// The metric files of the build and the problems found discovering them.
    let catalog: MetricCatalog
    /// Which metric files the build copies and links to.
    let downloads: MetricDownloadPolicy
    /// Metric files by path inside the content folder.
    var sources: [String: MetricSource] { catalog.sources }
    /// Problems found while discovering metrics (sidecar errors, page clashes).
    var problems: [Diagnostic] { catalog.problems }
    /// The metric files that get pages (one per base name), in path order.
    var pagedSources: [MetricSource] { catalog.pagedSources }
    /// The build's files by path inside the content folder.
    var assets: [String: ContentFile] { catalog.assets }

    let theme: Theme
    let siteZone: MetricTimeZone
    let store: MetricStore
    /// The site's language and the build's localizers (metric pages take the language of the page that shows them).
    let language: String
    let localizers: LocalizerSet
    /// Blocks read before, by page, position and text: a series' pages share their template's blocks, so its 500
    /// weeks × 8 cards parse 8 blocks, not 4,000. Only blocks without errors are kept (errors are reported per page).
    private let specs = Mutex<[SpecKey: MetricBlockSpec]>([:])
    private struct SpecKey: Hashable {
        var path: String
        var line: Int
        var column: Int
        var yaml: String
    }

    /// Finds every metric of a build.
    init(pages: [SourcePage], assets: [ContentFile], theme: Theme, timeZone: String, language: String = "en",
         localizers: LocalizerSet = .builtIn, rawFiles: RawFilePolicy = .preview(publishDefault: true)) {
        self.theme = theme
        self.language = language
        self.localizers = localizers
        self.store = MetricStore(theme: theme)
        self.siteZone = MetricTimeZone(parsing: timeZone) ?? .utc
        let catalog = MetricCatalog(pages: pages, assets: assets, theme: theme)
        self.catalog = catalog
        self.downloads = MetricDownloadPolicy(rawFiles: rawFiles, blockDownloads: catalog.blockDownloads, assets: catalog.assets)
    }

    /// A session with `other`'s metric files, sidecars and page owners but an empty parse cache: what a watch
    /// build uses when only metric data files changed (sidecars and pages as they were).
    init(reusingDiscoveryOf other: MetricBuildSession) {
        theme = other.theme
        language = other.language
        localizers = other.localizers
        store = MetricStore(theme: other.theme)
        siteZone = other.siteZone
        catalog = other.catalog
        downloads = other.downloads
    }

    /// Looks up the source a block names, or throws the missing-file error at the `file:` value.
    func source(for spec: MetricBlockSpec, context: MetricBlockContext) throws -> MetricSource {
        try catalog.source(for: spec, context: context)
    }

    /// The metadata in effect for a source: its sidecar, the block's overrides, the site's time zone.
    func metadata(_ source: MetricSource, overrides: MetricMetadata = MetricMetadata()) -> MetricMetadata {
        MetricBuildSession.metadata(source, overrides: overrides, siteZone: siteZone)
    }

    private static func metadata(_ source: MetricSource, overrides: MetricMetadata, siteZone: MetricTimeZone) -> MetricMetadata {
        var metadata = source.sidecar.merging(overrides)
        if metadata.timeZone == nil { metadata.timeZone = siteZone }
        return metadata
    }

    /// The parsed file and its value column, or the file's errors (thrown once per file, see ``MetricStore``).
    func load(_ source: MetricSource, metadata: MetricMetadata, reportsErrors: Bool = true) throws -> (MetricFile, Int) {
        let file = try store.load(source, metadata: metadata, reportsErrors: reportsErrors)
        // The store checked that the column exists; an empty list keeps the error reported once if it did not.
        guard let column = file.series.primaryColumnIndex(file.metadata) else { throw DiagnosticList() }
        return (file, column)
    }

    /// The metric's title: metadata `title`, else made from the file name.
    func title(_ source: MetricSource, _ metadata: MetricMetadata) -> String {
        metadata.title ?? MetricText.title(fromBaseName: source.baseName)
    }

    // MARK: - Cards

    /// One metric card (or `nil` without data in the page's period).
    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        let spec = try spec(block, path: context.path)
        if spec.show != .card { return try renderInsights(block, spec: spec, context: context) } // MetricBuildSession+Insights.swift
        guard let model = try cardModel(block, context: context) else { return nil }
        return renderHTMLString(MetricCard(model))
    }

    /// A block's metric file, read once for the headline figures of many periods (a series index's rows).
    struct HeadlineSource {
        let file: MetricFile
        let column: Int
        let title: String
        let block: MetricBlock
    }

    /// The file `block` shows, for ``headline(_:context:)``; `nil` on an error. It never takes the file's errors
    /// (`reportsErrors: false`): they are left for the cards that show the file, which run in parallel with the
    /// index — taking them here would drop them silently.
    func headlineSource(_ block: MetricBlock, context: MetricBlockContext) -> HeadlineSource? {
        guard let spec = try? spec(block, path: context.path), let source = try? source(for: spec, context: context) else { return nil }
        if let database = source.database { context.recordDependency(database.sourcePath) }
        guard let (file, column) = try? load(source, metadata: metadata(source, overrides: spec.overrides), reportsErrors: false)
        else { return nil }
        return HeadlineSource(file: file, column: column, title: title(source, file.metadata), block: block)
    }

    /// A card's figure as one line (`58,902 steps`) in the context's period, `nil` without data: only the value,
    /// formatted as the card formats it (an index of 500 weeks asks for 1,000 figures).
    func headline(_ source: HeadlineSource, context: MetricBlockContext) -> String? {
        let periodSpec = MetricPeriodSpec(period: context.period, from: context.from, to: context.to)
        guard let period = try? periodSpec.resolve(for: source.file.series, path: context.path, line: source.block.line,
                                                   column: source.block.column) else { return nil }
        let factory = MetricCardFactory(file: source.file, column: source.column, title: source.title, period: period,
                                        text: MetricText(localizer: localizers.localizer(for: context.language)))
        guard let (value, unit) = factory.figure() else { return nil }
        return unit.isEmpty ? value : value + "\u{A0}" + unit
    }

    /// ``headline(_:context:)`` of one block.
    func headline(_ block: MetricBlock, context: MetricBlockContext) -> String? {
        headlineSource(block, context: context).flatMap { headline($0, context: context) }
    }

    /// `block` read (``MetricBlockSpec/parse(_:path:theme:)``), once per page path, position and text.
    func spec(_ block: MetricBlock, path: String) throws -> MetricBlockSpec {
        let key = SpecKey(path: path, line: block.line, column: block.column, yaml: block.yaml)
        if let known = specs.withLock({ $0[key] }) { return known }
        let spec = try MetricBlockSpec.parse(block, path: path, theme: theme)
        specs.withLock { $0[key] = spec }
        return spec
    }

    /// What a metric card shows (or `nil` without data in the page's period); `reportsErrors` as in ``load(_:metadata:reportsErrors:)``.
    func cardModel(_ block: MetricBlock, context: MetricBlockContext, reportsErrors: Bool = true) throws -> MetricCardModel? {
        let spec = try spec(block, path: context.path)
        let source = try source(for: spec, context: context)
        let metadata = metadata(source, overrides: spec.overrides)
        if let database = source.database { context.recordDependency(database.sourcePath) }
        let (file, column) = try load(source, metadata: metadata, reportsErrors: reportsErrors)
        if file.metadata.chart == .progress, !((file.metadata.goal ?? 0) > 0) {
            let from = spec.overrides.chart == .progress ? "this block" : "the sidecar of \(source.relativePath)"
            throw Diagnostic.error(context.path, line: block.line, column: block.column,
                "`chart: progress` (set by \(from)) draws the progress towards a goal, but the metric has no positive "
                + "`goal:`; add one (e.g. `goal: 10000`) or choose another chart")
        }
        let periodSpec = MetricPeriodSpec(period: context.period, from: context.from, to: context.to)
        guard let period = try periodSpec.resolve(for: file.series, path: context.path, line: block.line, column: block.column) else {
            return nil
        }
        let tintName = file.metadata.tint ?? context.sectionTint
        let tint = tintName.flatMap { Color(named: $0) } ?? .accentColor
        var factory = MetricCardFactory(file: file, column: column, title: title(source, file.metadata), period: period,
                                        text: MetricText(localizer: localizers.localizer(for: context.language)))
        factory.reportsOnePeriod = spec.notesEmptyPeriod
        // A page with a period leads to the metric's page of that period; one without, to the metric's overview.
        let destination = URLMapping.relativeHref(from: context.pageURL,
                                                  to: MetricBuildSession.pageURL(source, period: periodSpec.isEmpty ? nil : period))
        let prefix = "metric-" + MetricBuildSession.idSafe(source.baseName) + "-\(block.line)"
        if let model = factory.model(style: spec.style, tint: tint, destination: destination, idPrefix: prefix) { return model }
        guard spec.notesEmptyPeriod else { return nil }
        // The period has no page of its own (nothing to show): the card leads to the metric's overview.
        let overview = URLMapping.relativeHref(from: context.pageURL, to: MetricBuildSession.pageURL(source, period: nil))
        return factory.emptyModel(style: spec.style, tint: tint, destination: overview, idPrefix: prefix)
    }

    /// Letters, digits and `-` of a name (lower-cased), for element ids.
    static func idSafe(_ name: String) -> String {
        var out: [UInt8] = []
        for b in name.utf8 {
            let lower = (b >= 65 && b <= 90) ? b + 32 : b
            if (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57) { out.append(lower) } else if out.last != 45 { out.append(45) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
