import POSIXFiles
import Diagnostics
import Localization
import Surfaces
import Templates

/// The one build pipeline of `build`, `publish`, `watch` and `serve`: named stages, each a small function —
/// settings → load (scan + parse) → expand (drafts, folder indexes, series, metric pages) → index (links,
/// anchors, navigation) → render (a set of pages, into a sink) → check → write (the sink committed).
///
/// `build` runs every stage over every page into a ``StagingSink``; `watch` runs the same stage functions
/// over the pages its dependency graph says are dirty, into an ``InPlaceSink`` (see ``IncrementalBuilder``).
/// Every call is recorded in ``trace`` when one is given (tests compare the modes' stage calls).
struct BuildPipeline: Sendable {
    let paths: ResolvedPaths
    let options: BuildOptions
    let metrics: MetricHook
    /// Production mode (`publish`): drafts never built, no raw-HTML warnings (publish checks the whole folder).
    var production: (any ProductionBuild)?
    /// Where stage calls are recorded (`nil`: nowhere).
    var trace: StageTrace?

    /// Stage: settings, output safety, templates and strings (thrown when wrong), and the stylesheet (its
    /// error joins `diagnostics`).
    func settings(into diagnostics: inout DiagnosticList) throws -> SiteSettings {
        trace?.enter(.settings)
        let config = try paths.loadConfig(options: options)
        try OutputGuard.check(paths, force: options.force)
        let templates = try paths.loadTemplates()
        let localizers = try paths.loadLocalizers()
        var stylesheet: [UInt8] = []
        do { stylesheet = Array(try paths.stylesheet().utf8) } catch { Self.absorb(error, into: &diagnostics) }
        return SiteSettings(config: config, templates: templates, localizers: localizers, stylesheet: stylesheet,
                            theme: Theme(iconNames: IconLibrary.builtIn.names))
    }

    /// The content folder's files: Markdown pages and files copied as they are.
    func scan() throws -> (markdown: [ContentFile], assets: [ContentFile]) {
        let files = try ContentScanner(displayRoot: paths.contentDisplay, root: paths.content,
                                       project: paths.workingDirectory).scan()
        return (files.filter(\.isMarkdown), files.filter { !$0.isMarkdown })
    }

    /// Stage: `files` parsed by `parse` (each result with what it loaded along, `nil` to skip), the drafts set
    /// aside (unless `--drafts` outside production). Each page's warnings and each failure join `diagnostics`.
    func load<Extra>(_ files: [ContentFile], diagnostics: inout DiagnosticList,
                     parse: ([ContentFile]) -> [(page: Result<SourcePage, Error>, extra: Extra)?]) -> LoadedPages<Extra> {
        trace?.enter(.load)
        var loaded = parse(files)
        var out = LoadedPages<Extra>()
        out.pages.reserveCapacity(loaded.count)
        out.extras.reserveCapacity(loaded.count)
        let skipsDrafts = !options.includeDrafts || production != nil
        // Each entry is moved out (`take()`): copying ten thousand pages would retain all their references.
        for i in loaded.indices {
            guard let (result, extra) = loaded[i].take() else { continue }
            switch result {
            case .success(let page):
                diagnostics.append(contentsOf: page.warnings)
                if page.metadata.draft && skipsDrafts {
                    out.drafts.add(page)
                } else {
                    out.pages.append(page)
                    out.extras.append(extra)
                }
            case .failure(let error):
                Self.absorb(error, into: &diagnostics)
            }
        }
        return out
    }

    /// Stage: the pages a build adds to the loaded ones — an index for each folder without one (named under
    /// `--strict`), the metric session, each report series' pages (templates become their index), a page
    /// for every metric file and a print packet for every page with `print: full`. `pages` grows; the result says where each added page comes from.
    func expand(_ pages: inout [SourcePage], assets: [ContentFile], drafts: DraftSet, settings: SiteSettings,
                diagnostics: inout DiagnosticList) -> Expansion {
        trace?.enter(.expand)
        let config = settings.config
        let folderIndexes = FolderIndexes.missing(for: pages, contentDisplay: paths.contentDisplay, siteTitle: config.title,
                                                  draftFolders: drafts.folders, naming: .init(contentFolder: paths.content,
                                                  localizer: settings.localizers.localizer(for: config.language),
                                                  theme: settings.theme))
        let generatedIndexes = folderIndexes.pages
        diagnostics.append(contentsOf: folderIndexes.problems)
        // Exact capacity: `+=` would double the array (1.3 KB a page) while the old one is still alive, the
        // build's peak of memory.
        pages.reserveCapacity(pages.count + generatedIndexes.count)
        pages += generatedIndexes
        var origins = generatedIndexes.map { _ in PageOrigin.folderIndex }
        diagnostics.append(contentsOf: FolderIndexes.messages(generatedIndexes, among: pages, strict: options.strict,
                                                              quiet: options.quiet))
        // Privacy: a private site's metric files stay home when publishing unless asked for.
        let privacy = SitePrivacy.resolve(config, files: assets)
        let metricBuild = metrics.start(pages: pages, assets: assets, theme: settings.theme, timeZone: config.timeZone,
                                        language: config.language, localizers: settings.localizers,
                                        rawFiles: .resolve(privacy, publishing: production != nil))
        let series = ReportSeriesExpansion.expand(&pages, metrics: metricBuild, localizers: settings.localizers,
                                                  language: config.language)
        diagnostics.append(contentsOf: series.problems)
        pages.reserveCapacity(pages.count + series.members.count)
        for (member, template) in zip(series.members, series.templates) {
            pages.append(member)
            origins.append(.seriesMember(template: template))
        }
        let metricPages = metricBuild.pages(for: pages)
        pages.reserveCapacity(pages.count + metricPages.count)
        pages += metricPages
        origins += metricPages.map { _ in .metricFile }
        let packets = PrintPacket.pages(for: pages)  // after the metric pages, whose bodies they hold
        diagnostics.append(contentsOf: packets.problems)
        pages += packets.pages
        origins += packets.pages.map { _ in .printPacket }
        return Expansion(metricBuild: metricBuild, privacy: privacy, origins: origins)
    }

    /// Stage: the duplicate check, the link tables (every page and anchor is known now), the navigation tree
    /// and, for a staging sink (`folders`), the output folders — independent, so made at the same time.
    func index(_ pages: [SourcePage], assets: [ContentFile], drafts: DraftSet, pendingAnchors: PendingAnchors?,
               withheld: Set<String>, folders: Bool, order: ChildOrder,
               diagnostics: inout DiagnosticList) -> SiteIndex {
        trace?.enter(.index)
        let allowBrokenLinks = options.allowBrokenLinks
        var duplicates: [Diagnostic] = []
        var resolver: LinkResolver?
        var navigation: SiteNavigation?
        var plan: OutputWriter.FolderPlan?
        let made: [IndexPart] = Parallel.map(4) { task in
            switch task {
            case 0: return .duplicates(DuplicateCheck.diagnostics(pages: pages, assets: assets))
            case 1:
                var resolver = LinkResolver(site: pages, assets: assets.map(\.relativePath), draftPaths: drafts.paths,
                                            draftFolders: drafts.folders, brokenLinksAreWarnings: allowBrokenLinks)
                resolver.pendingAnchors = pendingAnchors
                resolver.withheldFiles = withheld
                return .resolver(resolver)
            case 2: return .navigation(SiteNavigation(pages: pages, order: order))
            default:
                guard folders else { return .folders(nil) }
                // By index: a closure over each page would take a copy of it.
                return .folders(OutputWriter.FolderPlan(for: pages.indices.map { URLMapping.outputPath(forPageURL: pages[$0].url) }
                                                        + assets.map(\.relativePath)))
            }
        }
        for part in made {
            switch part {
            case .duplicates(let found): duplicates = found
            case .resolver(let made): resolver = made
            case .navigation(let made): navigation = made
            case .folders(let made): plan = made
            }
        }
        diagnostics.append(contentsOf: duplicates)
        // Both are always made above; the fallbacks only keep this total.
        return SiteIndex(resolver: resolver ?? LinkResolver(site: pages, assets: [], draftPaths: [], draftFolders: [],
                                                            brokenLinksAreWarnings: allowBrokenLinks),
                         navigation: navigation ?? SiteNavigation(pages: pages, order: order), folders: plan)
    }

    /// Stage index, narrowed to pages reloaded in place (same URLs and anchors, so no other page's links change):
    /// their links resolved again, and the navigation made again when `navigationChanged`. Returns the pages'
    /// link outcomes, in the order of `changed`.
    func index(_ changed: [Int], of pages: [SourcePage], resolver: LinkResolver, navigation: inout SiteNavigation,
               order: ChildOrder, navigationChanged: Bool) -> [LinkResolver.Outcome] {
        trace?.enter(.index)
        if navigationChanged { navigation = SiteNavigation(pages: pages, order: order) }
        return changed.map { resolver.resolve(pageIndex: $0) }
    }

    /// An error thrown by a step, added to `diagnostics` as what it is.
    static func absorb(_ error: Error, into diagnostics: inout DiagnosticList) {
        switch error {
        case let list as DiagnosticList: diagnostics.append(contentsOf: list.items)
        case let diagnostic as Diagnostic: diagnostics.append(diagnostic)
        case let failure as BuildFailure: diagnostics.append(contentsOf: failure.diagnostics.items)
        default: diagnostics.append(Diagnostic(.error, at: nil, "\(error)"))
        }
    }

    /// The build's failure: every diagnostic, paths shown relative to the working folder.
    func failure(_ diagnostics: DiagnosticList) -> BuildFailure {
        BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
    }

    /// The failure with `error` added to `diagnostics`.
    func failure(_ error: Error, _ diagnostics: DiagnosticList) -> BuildFailure {
        var all = diagnostics
        Self.absorb(error, into: &all)
        return failure(all)
    }
}

/// What the index stage makes at the same time.
private enum IndexPart {
    case duplicates([Diagnostic])
    case resolver(LinkResolver)
    case navigation(SiteNavigation)
    case folders(OutputWriter.FolderPlan?)
}
