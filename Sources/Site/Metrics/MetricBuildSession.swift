import POSIXFiles
import CommonMark
import Diagnostics
import Localization
import Metrics
import Surfaces
import Synchronization

/// The metrics of one build: every metric file (a `.csv`/`.json` with a same-named `.yaml` sidecar,
/// or referenced by a ```metric block), one shared parse cache, and a generated page per metric.
final class MetricBuildSession: MetricBlockRenderer {
    /// Metric files by path inside the content folder.
    let sources: [String: MetricSource]
    /// Problems found while discovering metrics (sidecar errors, page clashes).
    let problems: [Diagnostic]
    /// The metric files that get pages (one per base name), in path order.
    let pagedSources: [MetricSource]

    let theme: Theme
    let siteZone: MetricTimeZone
    let store: MetricStore
    /// The site's language and the build's localizers (metric pages take the language of the page that shows them).
    let language: String
    let localizers: LocalizerSet
    let assets: [String: ContentFile]
    /// Metric files whose blocks set `downloads:` (`true` when any block says `true`), by content path.
    let blockDownloads: [String: Bool]
    /// Whether metric pages link to their files (see ``isDownloadable(_:)``).
    let rawFiles: RawFilePolicy
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
        self.rawFiles = rawFiles
        self.language = language
        self.localizers = localizers
        self.store = MetricStore(theme: theme)
        self.siteZone = MetricTimeZone(parsing: timeZone) ?? .utc
        var byPath: [String: ContentFile] = [:]
        for asset in assets { byPath[asset.relativePath] = asset }
        self.assets = byPath
        var problems: [Diagnostic] = []
        var sources: [String: MetricSource] = [:]

        // Files with a sidecar.
        for asset in assets.sorted(by: { $0.relativePath < $1.relativePath }) where MetricSource.isMetricFile(asset.relativePath) {
            let stem = MetricSource.stem(of: asset.relativePath)
            guard let sidecar = byPath[stem + ".yaml"] ?? byPath[stem + ".yml"] else { continue }
            if MetricSource.isQuery(asset.relativePath) {
                sources[asset.relativePath] = MetricBuildSession.querySource(asset, sidecar: sidecar, assets: byPath, theme: theme,
                                                                             problems: &problems)
                continue
            }
            sources[asset.relativePath] = MetricBuildSession.sidecarSource(asset, sidecar: sidecar, theme: theme,
                                                                            problems: &problems)
        }

        // Files referenced by blocks (their metric pages and parents are found by ``pages(for:)``).
        let blockDownloads = MetricBuildSession.addBlockSources(pages: pages, assets: byPath, to: &sources)

        // Two files with the same base name would share a page: the first (in path order) gets it.
        let withPage = MetricBuildSession.pageOwners(sources, problems: &problems)
        self.sources = sources
        self.blockDownloads = blockDownloads
        self.pagedSources = withPage
        self.problems = problems
    }

    /// The metric file `asset` with the metadata of its `sidecar`; the sidecar's errors are added to `problems`
    /// (the file is then kept with empty metadata).
    static func sidecarSource(_ asset: ContentFile, sidecar: ContentFile, theme: Theme,
                              problems: inout [Diagnostic]) -> MetricSource {
        var metadata = MetricMetadata()
        do {
            let text = String(decoding: try FileSystem.read(sidecar.sourcePath), as: UTF8.self)
            metadata = try MetricYAML.sidecar(text, path: sidecar.displayPath, theme: theme)
        } catch let list as DiagnosticList {
            problems += list.items
        } catch let diagnostic as Diagnostic {
            problems.append(diagnostic)
        } catch {
            problems.append(.error(sidecar.displayPath, line: 1, column: 1, "cannot read the sidecar: \(error)"))
        }
        return MetricSource(relativePath: asset.relativePath, sourcePath: asset.sourcePath,
                            displayPath: asset.displayPath, sidecar: metadata,
                            baseName: MetricSource.baseName(of: asset.relativePath))
    }

    /// Adds the files referenced by the pages' ```metric blocks that `sources` lacks (without a sidecar);
    /// returns the `downloads:` setting per file (`true` when any block says `true`).
    static func addBlockSources(pages: [SourcePage], assets: [String: ContentFile],
                                to sources: inout [String: MetricSource]) -> [String: Bool] {
        var blockDownloads: [String: Bool] = [:]
        for i in pages.indices where !pages[i].document.blocks.isEmpty {
            let page = pages[i]
            for block in metricBlocks(page.document.blocks) {
                guard let (name, downloads) = MetricBlockSpec.fileAndDownloads(of: block),
                      let path = resolve(name, from: page.resolutionPath, assets: assets) else { continue }
                if let downloads { blockDownloads[path] = downloads || (blockDownloads[path] ?? false) }
                guard sources[path] == nil, let asset = assets[path] else { continue }
                sources[path] = MetricSource(relativePath: path, sourcePath: asset.sourcePath, displayPath: asset.displayPath,
                                             sidecar: MetricMetadata(), baseName: MetricSource.baseName(of: path))
            }
        }
        return blockDownloads
    }

    /// The files that get pages, in path order: of two with the same page, the first gets it and the
    /// second is a problem.
    static func pageOwners(_ sources: [String: MetricSource], problems: inout [Diagnostic]) -> [MetricSource] {
        var pageOwner: [String: String] = [:]
        var withPage: [MetricSource] = []
        for source in sources.values.sorted(by: { $0.relativePath < $1.relativePath }) {
            let key = source.pageURL.lowercased()
            if let first = pageOwner[key] {
                problems.append(.error(source.displayPath, line: 1, column: 1,
                    "metric files \(first) and \(source.relativePath) would both get the page /\(source.pageURL); rename one of them"))
            } else {
                pageOwner[key] = source.relativePath
                withPage.append(source)
            }
        }
        return withPage
    }

    /// A session with `other`'s metric files, sidecars and page owners but an empty parse cache: what a watch
    /// build uses when only metric data files changed (sidecars and pages as they were).
    init(reusingDiscoveryOf other: MetricBuildSession) {
        theme = other.theme
        language = other.language
        localizers = other.localizers
        store = MetricStore(theme: other.theme)
        siteZone = other.siteZone
        assets = other.assets
        blockDownloads = other.blockDownloads
        rawFiles = other.rawFiles
        sources = other.sources
        pagedSources = other.pagedSources
        problems = other.problems
    }

    /// Every ```metric block of a document (top level and inside quotes and lists), in order.
    static func metricBlocks(_ blocks: [Block]) -> [MetricBlock] {
        var out: [MetricBlock] = []
        for block in blocks {
            switch block.kind {
            case .codeBlock(let info, let literal):
                let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                if language == "metric" {
                    out.append(MetricBlock(yaml: literal, line: block.position.line, column: block.position.column))
                }
            case .blockQuote(let inner):
                out += metricBlocks(inner)
            case .list(_, _, _, let items):
                for item in items { out += metricBlocks(item.blocks) }
            default:
                break
            }
        }
        return out
    }

    /// A block's `file:` as a content path: relative to the page's folder first, then to the content
    /// folder (a leading `/` means the content folder only); `nil` when no such metric file exists.
    static func resolve(_ name: String, from pagePath: String, assets: [String: ContentFile]) -> String? {
        for candidate in candidates(name, from: pagePath) where assets[candidate] != nil && MetricSource.isMetricFile(candidate) {
            return candidate
        }
        return nil
    }

    /// The content paths a `file:` value may mean, in the order they are tried.
    static func candidates(_ name: String, from pagePath: String) -> [String] {
        if name.hasPrefix("/") { return [Paths.normalize(String(name.dropFirst()))] }
        let folder = URLMapping.sourceFolder(pagePath)
        var out: [String] = []
        for joined in [Paths.join(folder, name), name] {
            let path = Paths.normalize(joined)
            if !path.hasPrefix(".."), !out.contains(path) { out.append(path) }
        }
        return out
    }

    /// Looks up the source a block names, or throws the missing-file error at the `file:` value.
    func source(for spec: MetricBlockSpec, context: MetricBlockContext) throws -> MetricSource {
        if let path = MetricBuildSession.resolve(spec.file, from: context.relativePath, assets: assets) {
            if let source = sources[path] { return source }
            if let asset = assets[path] {
                // Only when rendering outside a build: every block's file is registered up front.
                return MetricSource(relativePath: path, sourcePath: asset.sourcePath, displayPath: asset.displayPath,
                                    sidecar: MetricMetadata(), baseName: MetricSource.baseName(of: path))
            }
        }
        let tried = MetricBuildSession.candidates(spec.file, from: context.relativePath)
        let shown = tried.isEmpty ? "none (the path leaves the content folder)" : tried.joined(separator: " or ")
        var message = "metric file '\(spec.file)' not found (looked for \(shown) in the content folder); "
        if let path = tried.first(where: { assets[$0] != nil }) {
            message = "'\(path)' is not a metric file; "
        }
        message += "`file:` must name a .csv or .json file relative to this page's folder or to the content folder"
        throw Diagnostic.error(context.path, line: spec.fileLine, column: spec.fileColumn, message)
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
