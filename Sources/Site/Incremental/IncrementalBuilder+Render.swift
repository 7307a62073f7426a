import POSIXFiles
import Diagnostics
import Surfaces

extension IncrementalBuilder {
    /// The render stage over the `dirty` pages, into `sink` (bytes the output already holds are dropped there),
    /// with each page's dependencies recorded in `graph` and its own warnings kept in the model; the pages'
    /// problems join `diagnostics`.
    func render(dirty: [Int], model: inout SiteModel, values: DependencyValues, graph: inout DependencyGraph,
                into sink: InPlaceSink, diagnostics: inout DiagnosticList) {
        let pages = model.pages
        var recorders: [String: DependencyRecorder] = [:]
        for i in dirty { recorders[pages[i].url] = DependencyRecorder() }
        let recording = MetricBuild(session: model.metrics.session, blocks: model.metrics.blocks.map {
            RecordingMetricRenderer(inner: $0, recorders: recorders, contentDirectory: paths.content,
                                    isBuiltInSession: model.metrics.session != nil)
        })
        // A series index shows its periods' headline figures: it depends on their metric files.
        if let recorder = recording.blocks as? RecordingMetricRenderer, recorder.isBuiltInSession {
            for i in dirty {
                guard let index = pages[i].role.series?.index, let pageRecorder = recorders[pages[i].url] else { continue }
                for block in index.headlineBlocks {
                    recorder.recordMetricFile(of: block, page: pages[i].file.relativePath, in: pageRecorder)
                }
            }
            // A print packet holds its report's cards and their metric pages: it depends on those metric files.
            for i in dirty {
                guard let packet = pages[i].role.printPacket, let r = packet.reportIndex(in: pages),
                      let pageRecorder = recorders[pages[i].url] else { continue }
                for block in MetricCatalog.metricBlocks(pages[r].fences) {
                    recorder.recordMetricFile(of: block, page: pages[r].resolutionPath, in: pageRecorder)
                }
            }
        }
        let pipeline = self.pipeline
        // Generated metric pages are rendered by the session itself (not through the recording wrapper).
        let job = RenderJob(pages: pages, resolver: model.resolver, navigation: model.navigation,
                            renderer: renderer(model, metrics: recording), generatedRenderer: renderer(model, metrics: model.metrics),
                            rawHTMLCheck: pipeline.rawHTMLCheck(model.config))
        let outcomes = pipeline.render(dirty, job: job, into: sink)
        for (n, outcome) in outcomes.enumerated() {
            let i = dirty[n]
            // Link problems are in the outcomes of the index already.
            guard outcome.problems.isEmpty else {
                diagnostics.append(contentsOf: outcome.problems)
                continue
            }
            let warnings = outcome.warnings + outcome.rawHTML
            model.walkerWarnings[pages[i].file.relativePath] = warnings.isEmpty ? nil : warnings
            let recorder = recorders[pages[i].url]
            graph.set(URLMapping.outputPath(forPageURL: pages[i].url), dependencies: values.dependencies(
                of: i, newFiles: recorder?.fileValues ?? [:], usedMetricBlocks: recorder?.usedMetricBlocks ?? false))
        }
    }

    /// A page renderer for the model's site.
    private func renderer(_ model: SiteModel, metrics: MetricBuild) -> PageRenderer {
        var renderer = PageRenderer(config: model.config, templates: model.templates,
                                    theme: Theme(iconNames: IconLibrary.builtIn.names), metrics: metrics,
                                    contentDirectory: paths.content)
        renderer.localizers = model.localizers
        return renderer
    }

    /// A copied file into `sink` (dropped there when the output holds its bytes); a read error joins `diagnostics`.
    /// Returns whether it was read.
    @discardableResult
    func copy(_ asset: ContentFile, into sink: InPlaceSink, diagnostics: inout DiagnosticList) -> Bool {
        do {
            try sink.accept(try FileSystem.read(asset.sourcePath), url: nil, at: asset.relativePath)
            return true
        } catch {
            diagnostics.append(.error(asset.displayPath, line: 1, column: 1, "\(error)"))
            return false
        }
    }

    /// Every page's own warnings from its last walk, in page order (stale entries of pages gone are dropped).
    /// Each path's warnings once, at its first page (``SiteModel/firstPageByPath``, which the full build fills before).
    func reportWalkerWarnings(_ model: inout SiteModel, into diagnostics: inout DiagnosticList) {
        guard !model.walkerWarnings.isEmpty else { return }
        let first = model.firstPageByPath
        model.walkerWarnings = model.walkerWarnings.filter { first[$0.key] != nil }
        let ordered = model.walkerWarnings.map { (first[$0.key] ?? 0, $0.value) }.sorted { $0.0 < $1.0 }
        for (_, warnings) in ordered { diagnostics.append(contentsOf: warnings) }
    }

    /// Seconds since `started`.
    static func seconds(since started: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock().now - started
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
