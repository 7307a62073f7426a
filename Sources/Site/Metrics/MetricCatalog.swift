import POSIXFiles
import CommonMark
import Diagnostics
import Metrics

/// The metric files of one build and how blocks name them: every metric file (a `.csv`/`.json` with a same-named
/// `.yaml` sidecar, or referenced by a ```metric block), the problems found reading their sidecars, and which file
/// owns each metric page. Made once per build, then only read (safe to share across threads).
struct MetricCatalog: Sendable {
    /// Metric files by path inside the content folder.
    let sources: [String: MetricSource]
    /// Problems found while discovering metrics (sidecar errors, page clashes).
    let problems: [Diagnostic]
    /// The metric files that get pages (one per base name), in path order.
    let pagedSources: [MetricSource]
    /// The build's files by path inside the content folder.
    let assets: [String: ContentFile]
    /// Metric files whose blocks set `downloads:` (`true` when any block says `true`), by content path.
    let blockDownloads: [String: Bool]

    /// Finds every metric of a build.
    init(pages: [SourcePage], assets: [ContentFile], theme: Theme) {
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
                sources[asset.relativePath] = MetricCatalog.querySource(asset, sidecar: sidecar, assets: byPath, theme: theme,
                                                                        problems: &problems)
                continue
            }
            sources[asset.relativePath] = MetricCatalog.sidecarSource(asset, sidecar: sidecar, theme: theme,
                                                                       problems: &problems)
        }

        // Files referenced by blocks (their metric pages and parents are found by ``MetricBuildSession/pages(for:)``).
        let blockDownloads = MetricCatalog.addBlockSources(pages: pages, assets: byPath, to: &sources)

        // Two files with the same base name would share a page: the first (in path order) gets it.
        let withPage = MetricCatalog.pageOwners(sources, problems: &problems)
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
        for i in pages.indices where !pages[i].fences.isEmpty {
            let page = pages[i]
            for block in metricBlocks(page.fences) {
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

    /// The ```metric blocks among a page's data fences (top level and inside quotes and lists), in order.
    static func metricBlocks(_ fences: [DataFenceBlock]) -> [MetricBlock] {
        fences.compactMap { fence in
            fence.kind == .metric
                ? MetricBlock(yaml: fence.literal, line: fence.position.line, column: fence.position.column) : nil
        }
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
        if let path = MetricCatalog.resolve(spec.file, from: context.relativePath, assets: assets) {
            if let source = sources[path] { return source }
            if let asset = assets[path] {
                // Only when rendering outside a build: every block's file is registered up front.
                return MetricSource(relativePath: path, sourcePath: asset.sourcePath, displayPath: asset.displayPath,
                                    sidecar: MetricMetadata(), baseName: MetricSource.baseName(of: path))
            }
        }
        let tried = MetricCatalog.candidates(spec.file, from: context.relativePath)
        let shown = tried.isEmpty ? "none (the path leaves the content folder)" : tried.joined(separator: " or ")
        var message = "metric file '\(spec.file)' not found (looked for \(shown) in the content folder); "
        if let path = tried.first(where: { assets[$0] != nil }) {
            message = "'\(path)' is not a metric file; "
        }
        message += "`file:` must name a .csv or .json file relative to this page's folder or to the content folder"
        throw Diagnostic.error(context.path, line: spec.fileLine, column: spec.fileColumn, message)
    }
}
