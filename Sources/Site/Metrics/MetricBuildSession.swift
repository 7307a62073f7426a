import POSIXFiles
import CommonMark
import Diagnostics
import Localization
import Metrics
import Surfaces

/// The metrics of one build: every metric file (a `.csv`/`.json` with a same-named `.yaml` sidecar,
/// or referenced by a ```metric block), one shared parse cache, and a generated page per metric.
final class MetricBuildSession: MetricBlockRenderer {
    /// Metric files by path inside the content folder.
    let sources: [String: MetricSource]
    /// Problems found while discovering metrics (sidecar errors, page clashes).
    let problems: [Diagnostic]
    /// The generated metric pages, in path order.
    let pages: [SourcePage]

    let theme: Theme
    let siteZone: MetricTimeZone
    let store: MetricStore
    /// The site's language and the build's localizers (metric pages take the language of the page that shows them).
    let language: String
    let localizers: LocalizerSet
    private let assets: [String: ContentFile]
    /// For each metric file: the page that first shows it (its metric page links back there) and that page's period.
    private let linkingPage: [String: Linking]

    /// The page that first shows a metric: its path, its period and the block's metadata overrides.
    struct Linking {
        var path: String
        var spec: MetricPeriodSpec
        var overrides: MetricMetadata
        var language: String?
    }

    /// Finds every metric of a build.
    init(pages: [SourcePage], assets: [ContentFile], theme: Theme, timeZone: String, language: String = "en",
         localizers: LocalizerSet = .builtIn) {
        self.theme = theme
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
            sources[asset.relativePath] = MetricSource(relativePath: asset.relativePath, sourcePath: asset.sourcePath,
                                                       displayPath: asset.displayPath, sidecar: metadata,
                                                       baseName: MetricSource.baseName(of: asset.relativePath))
        }

        // Files referenced by blocks; the shallowest page (then path order) is a metric page's parent.
        var linking: [String: Linking] = [:]
        // Only pages with metric blocks take part (usually a few of thousands): sort those by depth, then path.
        // By index: iterating the pages themselves would copy every one (a dozen references to retain).
        var ordered: [(depth: Int, page: SourcePage, blocks: [MetricBlock])] = []
        for i in pages.indices where !pages[i].document.blocks.isEmpty {
            let blocks = MetricBuildSession.metricBlocks(pages[i].document.blocks)
            if blocks.isEmpty { continue }
            let page = pages[i]
            ordered.append((page.file.relativePath.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }, page, blocks))
        }
        ordered.sort { a, b in
            a.depth != b.depth ? a.depth < b.depth : a.page.file.relativePath < b.page.file.relativePath
        }
        for (_, page, blocks) in ordered {
            for block in blocks {
                guard let name = MetricBlockSpec.fileName(of: block),
                      let path = MetricBuildSession.resolve(name, from: page.file.relativePath, assets: byPath) else { continue }
                if sources[path] == nil, let asset = byPath[path] {
                    sources[path] = MetricSource(relativePath: path, sourcePath: asset.sourcePath, displayPath: asset.displayPath,
                                                 sidecar: MetricMetadata(), baseName: MetricSource.baseName(of: path))
                }
                if linking[path] == nil {
                    // The block's own errors are reported when its page renders.
                    let overrides = (try? MetricBlockSpec.parse(block, path: page.file.displayPath, theme: theme))?.overrides
                    linking[path] = Linking(path: page.file.relativePath,
                                            spec: MetricPeriodSpec(period: page.metadata.period, from: page.metadata.from,
                                                                   to: page.metadata.to),
                                            overrides: overrides ?? MetricMetadata(), language: page.metadata.language)
                }
            }
        }

        // Two files with the same base name would share a page: the first (in path order) gets it.
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
        self.sources = sources
        self.linkingPage = linking
        self.problems = problems
        let zone = siteZone
        self.pages = withPage.map { source in
            let link = linking[source.relativePath]
            return MetricBuildSession.makePage(source, siteZone: zone, linking: link,
                                               localizer: localizers.localizer(for: link?.language ?? language))
        }
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
    func load(_ source: MetricSource, metadata: MetricMetadata) throws -> (MetricFile, Int) {
        let file = try store.load(source, metadata: metadata)
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
        let spec = try MetricBlockSpec.parse(block, path: context.path, theme: theme)
        let source = try source(for: spec, context: context)
        let metadata = metadata(source, overrides: spec.overrides)
        let (file, column) = try load(source, metadata: metadata)
        let periodSpec = MetricPeriodSpec(period: context.period, from: context.from, to: context.to)
        guard let period = try periodSpec.resolve(for: file.series, path: context.path, line: block.line, column: block.column) else {
            return nil
        }
        let tintName = file.metadata.tint ?? context.sectionTint
        let tint = tintName.flatMap { Color(named: $0) } ?? .accentColor
        let factory = MetricCardFactory(file: file, column: column, title: title(source, file.metadata), period: period,
                                        text: MetricText(localizer: localizers.localizer(for: context.language)))
        let destination = URLMapping.relativeHref(from: context.pageURL, to: source.pageURL)
        let prefix = "metric-" + MetricBuildSession.idSafe(source.baseName) + "-\(block.line)"
        guard let model = factory.model(style: spec.style, tint: tint, destination: destination, idPrefix: prefix) else {
            return nil
        }
        return renderHTMLString(MetricCard(model))
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

    // MARK: - Pages

    private static func makePage(_ source: MetricSource, siteZone: MetricTimeZone,
                                 linking: Linking?, localizer: Localizer) -> SourcePage {
        let metadata = metadata(source, overrides: linking?.overrides ?? MetricMetadata(), siteZone: siteZone)
        let title = metadata.title ?? MetricText.title(fromBaseName: source.baseName)
        var pageMetadata = PageMetadata()
        pageMetadata.title = title
        pageMetadata.description = localizer("page.description", ["title": title])
        pageMetadata.language = linking?.language
        pageMetadata.icon = metadata.icon
        pageMetadata.tint = metadata.tint
        pageMetadata.period = linking?.spec.period
        pageMetadata.from = linking?.spec.from
        pageMetadata.to = linking?.spec.to
        let file = ContentFile(relativePath: source.pageURL + "index.md", sourcePath: source.sourcePath,
                               displayPath: source.displayPath, isMarkdown: true, isFolderIndex: true)
        var page = SourcePage(file: file, url: source.pageURL, metadata: pageMetadata, document: MarkdownDocument(blocks: []),
                              title: title, titleHeading: nil, headings: [:], anchors: MetricPageBuilder.anchors, links: [])
        let spec = linking?.spec ?? MetricPeriodSpec()
        page.generated = GeneratedPage(parentPath: linking?.path ?? "index.md", metricPath: source.relativePath,
                                       periodSpec: spec, overrides: linking?.overrides ?? MetricMetadata(),
                                       language: linking?.language)
        return page
    }

    /// The body HTML of a generated metric page.
    func renderPage(_ generated: GeneratedPage) throws -> String {
        guard let source = sources[generated.metricPath] else {
            throw Diagnostic.error(generated.metricPath, line: 1, column: 1, "no metric file for this page")
        }
        return try MetricPageBuilder(session: self, source: source, periodSpec: generated.periodSpec,
                                     overrides: generated.overrides,
                                     text: MetricText(localizer: localizers.localizer(for: generated.language ?? language))).render()
    }
}
