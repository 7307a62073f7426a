import POSIXFiles
import Diagnostics
import Surfaces

extension IncrementalBuilder {
    /// Renders the `dirty` pages into memory (in parallel), keeps the ones whose bytes differ from the
    /// file on disk as writes, records each page's dependencies in `graph`, and collects diagnostics.
    func render(dirty: [Int], model: inout SiteModel, values: DependencyValues, graph: inout DependencyGraph,
                diagnostics: inout DiagnosticList) -> [(String, [UInt8])] {
        let output = InPlaceOutput(root: paths.output)
        let pages = model.pages, navigation = model.navigation
        var recorders: [String: DependencyRecorder] = [:]
        for i in dirty { recorders[pages[i].url] = DependencyRecorder() }
        let recording = MetricBuild(session: model.metrics.session, blocks: model.metrics.blocks.map {
            RecordingMetricRenderer(inner: $0, recorders: recorders, contentDirectory: paths.content,
                                    isBuiltInSession: model.metrics.session != nil)
        })
        // A series index shows its periods' headline figures: it depends on their metric files.
        if let recorder = recording.blocks as? RecordingMetricRenderer, recorder.isBuiltInSession {
            for i in dirty {
                guard let index = pages[i].series?.index, let pageRecorder = recorders[pages[i].url] else { continue }
                for block in index.headlineBlocks {
                    recorder.recordMetricFile(of: block, page: pages[i].file.relativePath, in: pageRecorder)
                }
            }
        }
        let theme = Theme(iconNames: IconLibrary.builtIn.names)
        var renderer = PageRenderer(config: model.config, templates: model.templates, theme: theme,
                                    metrics: recording, contentDirectory: paths.content)
        renderer.localizers = model.localizers
        // Generated metric pages are rendered by the session itself (not through the recording wrapper).
        var generatedRenderer = PageRenderer(config: model.config, templates: model.templates, theme: theme,
                                             metrics: model.metrics, contentDirectory: paths.content)
        generatedRenderer.localizers = model.localizers
        let outputPaths = dirty.map { URLMapping.outputPath(forPageURL: pages[$0].url) }
        let rendered: [Result<(html: [UInt8]?, warnings: [Diagnostic]), DiagnosticList>] = Parallel.map(dirty.count) { n in
            let i = dirty[n]
            do {
                // The route `build` takes: the page walker (or a generated page's metric session).
                let (html, warnings) = try (pages[i].generated == nil ? renderer : generatedRenderer)
                    .renderWalking(pageIndex: i, pages: pages, resolver: model.resolver, navigation: navigation)
                return .success((output.holds(html, at: outputPaths[n]) ? nil : html, warnings))
            } catch let list as DiagnosticList {
                return .failure(list)
            } catch let diagnostic as Diagnostic {
                return .failure(DiagnosticList([diagnostic]))
            } catch {
                return .failure(DiagnosticList([Diagnostic.error(pages[i].file.displayPath, line: 1, column: 1, "\(error)")]))
            }
        }
        var writes: [(String, [UInt8])] = []
        for (n, result) in rendered.enumerated() {
            let i = dirty[n]
            switch result {
            case .failure(let list):
                diagnostics.append(contentsOf: list.items)
            case .success(let (html, warnings)):
                if let html { writes.append((outputPaths[n], html)) }
                model.walkerWarnings[pages[i].file.relativePath] = warnings.isEmpty ? nil : warnings
                let recorder = recorders[pages[i].url]
                graph.set(outputPaths[n], dependencies: values.dependencies(
                    of: i, newFiles: recorder?.fileValues ?? [:], usedMetricBlocks: recorder?.usedMetricBlocks ?? false))
            }
        }
        diagnostics.append(contentsOf: model.metrics.unreportedErrors())
        return writes
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

    /// `--strict`: every warning becomes an error.
    func applyStrict(_ diagnostics: inout DiagnosticList) {
        guard options.strict else { return }
        diagnostics = DiagnosticList(diagnostics.items.map { item in
            var upgraded = item
            if upgraded.severity == .warning { upgraded.severity = .error }
            return upgraded
        })
    }

    /// Writes the changed files (sorted, each via a temporary file), the marker, then removes `removed`.
    func apply(writes: [(String, [UInt8])], removed: [String]) throws {
        let output = InPlaceOutput(root: paths.output)
        do {
            try FileSystem.makeDirectories(paths.output)
            for (path, bytes) in writes.sorted(by: { $0.0 < $1.0 }) { try output.write(bytes, to: path) }
            let marker = Array(OutputGuard.markerText.utf8)
            if !output.holds(marker, at: OutputGuard.marker) { try output.write(marker, to: OutputGuard.marker) }
        } catch {
            throw BuildFailure(diagnostics: DiagnosticList([Diagnostic.error(paths.outputDisplay, "\(error)")]))
        }
        for old in removed.sorted() { output.remove(old) }
    }

    /// Seconds since `started`.
    static func seconds(since started: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock().now - started
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
