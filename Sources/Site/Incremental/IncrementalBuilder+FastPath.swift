import Diagnostics
import Surfaces

extension IncrementalBuilder {
    /// The fast path for the common save: every changed path is a page or copied file of the last build
    /// that still exists, and no saved page changed its title, URL, anchors, draft flag or navigation
    /// data. Then no other page's links, breadcrumbs or listings can have changed, so only the saved
    /// pages and the pages whose metric blocks read a saved data file are rendered. Returns nil (use
    /// ``fullBuild()``) when that does not hold.
    func fastBuild(_ changed: Set<String>) throws -> IncrementalResult? {
        guard state.hasBuilt, var model = state.model, !changed.isEmpty else { return nil }
        let started = ContinuousClock().now
        var pageHits: [(Int, FileStamp)] = []
        var assetHits: [(Int, FileStamp)] = []
        for path in changed.sorted() {
            guard FileSystem.kind(path) == .file, let stamp = FileStamp.of(path) else { return nil }
            if let i = model.pageBySource[path] {
                if stamp != model.stamps[i] { pageHits.append((i, stamp)) }
            } else if let a = model.assetBySource[path] {
                if stamp != state.assets[model.assets[a].relativePath] { assetHits.append((a, stamp)) }
            } else {
                return nil
            }
        }

        // Reload the saved pages; a page that fails to load is reported at once.
        var diagnostics = DiagnosticList()
        let loader = PageLoader(theme: Theme(iconNames: IconLibrary.builtIn.names), siteTitle: model.config.title)
        for (i, stamp) in pageHits {
            let old = model.pages[i]
            let page: SourcePage
            do {
                page = try loader.load(old.file)
            } catch let list as DiagnosticList {
                diagnostics.append(contentsOf: list.items)
                continue
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
                continue
            }
            guard Self.sameShape(old, page, includeDrafts: options.includeDrafts) else { return nil }
            pageCache[page.file.relativePath] = CachedPage(file: page.file, stamp: stamp, page: page)
            model.pages[i] = page
            model.resolver.pages[i] = page
            model.stamps[i] = stamp
        }
        if diagnostics.hasErrors {
            throw BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
        }
        diagnostics = DiagnosticList()
        for (i, _) in pageHits { model.outcomes[i] = model.resolver.resolve(pageIndex: i) }

        // What to render: the saved pages and every page that read a saved data file.
        var assetStamps = model.assets.map { state.assets[$0.relativePath] }
        for (a, stamp) in assetHits { assetStamps[a] = stamp }
        var dirty = Set(pageHits.map(\.0))
        var affected: Set<String> = []
        for (a, _) in assetHits {
            affected.formUnion(state.graph.outputs(dependingOn: .file(model.assets[a].sourcePath)))
            if DependencyValues.isData(model.assets[a].relativePath) {
                affected.formUnion(state.graph.outputs(dependingOn: .allData))
            }
        }
        if !affected.isEmpty {
            for (i, page) in model.pages.enumerated() where affected.contains(URLMapping.outputPath(forPageURL: page.url)) {
                dirty.insert(i)
            }
        }
        let values = DependencyValues(site: state.siteValue, pages: model.pages, stamps: model.stamps,
                                      outcomes: model.outcomes, navigation: model.navigation,
                                      allData: DependencyValues.allData(assets: model.assets, stamps: assetStamps),
                                      recordedFiles: [])
        var graph = state.graph
        let order = dirty.sorted()
        var writes = render(dirty: order, model: model, values: values, graph: &graph, diagnostics: &diagnostics)

        // Saved copied files.
        let output = InPlaceOutput(root: paths.output)
        var assets = state.assets
        for (a, stamp) in assetHits {
            let asset = model.assets[a]
            do {
                let bytes = try FileSystem.read(asset.sourcePath)
                if !output.holds(bytes, at: asset.relativePath) { writes.append((asset.relativePath, bytes)) }
                assets[asset.relativePath] = stamp
            } catch {
                diagnostics.append(.error(asset.displayPath, "\(error)"))
            }
        }

        // Every page's warnings, as a full build reports them.
        for (i, page) in model.pages.enumerated() {
            diagnostics.append(contentsOf: page.warnings)
            diagnostics.append(contentsOf: model.outcomes[i].diagnostics)
        }
        diagnostics.append(contentsOf: model.draftWarnings)
        applyStrict(&diagnostics)
        if diagnostics.hasErrors {
            throw BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
        }
        try apply(writes: writes, removed: [])
        state.graph = graph
        state.assets = assets
        state.model = model
        return IncrementalResult(pageCount: model.pages.count,
                                 renderedPages: order.map { model.pages[$0].file.displayPath }.sorted(),
                                 writtenFiles: writes.map(\.0).sorted(), removedFiles: [], wasFullRebuild: false,
                                 warnings: DiagnosticList(diagnostics.items.map(paths.relativize)).sorted,
                                 seconds: Self.seconds(since: started))
    }

    /// Whether a reloaded page looks the same to every other page: same file, URL, title, anchors,
    /// draft flag and navigation data (weight, date, description), so only its own output can change.
    static func sameShape(_ old: SourcePage, _ new: SourcePage, includeDrafts: Bool) -> Bool {
        old.file == new.file && old.url == new.url && old.title == new.title && old.anchors == new.anchors
            && (new.metadata.draft == false || includeDrafts) && old.metadata.draft == new.metadata.draft
            && old.metadata.weight == new.metadata.weight && old.metadata.date == new.metadata.date
            && old.metadata.description == new.metadata.description
    }
}
