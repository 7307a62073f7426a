import POSIXFiles
import Site
import Diagnostics
import Glibc
import Release

/// `cardstock publish`: a production build, verified before anything is released, then either swapped in
/// place of the output folder (no `--to`) or released atomically into `DIR/releases/` with `DIR/current`
/// switched by one `rename(2)` (`--to DIR`). Also `--dry-run`, `--rollback` and `--list`.
///
/// The build is written to a temporary folder (beside the output folder, or in `$TMPDIR` with `--to`), so a
/// failed build or verification leaves the output folder and `DIR` exactly as they were.
package struct Publisher: Sendable {
    /// The command-line options.
    package var options: PublishOptions
    /// What the build does with metrics (as for ``SiteBuilder``).
    package var metrics: MetricHook
    /// The clock for release names, in seconds since 1970 (UTC); replaceable in tests.
    package var now: @Sendable () -> Int
    /// Where the stages are recorded: the build's (``SiteBuilder/stageTrace``), then `verify` and `release`.
    package var stageTrace: StageTrace?

    /// Creates a publisher.
    package init(options: PublishOptions, metrics: MetricHook = .site,
                now: @escaping @Sendable () -> Int = { Int(time(nil)) }) {
        self.options = options
        self.metrics = metrics
        self.now = now
    }

    /// Runs the action. Throws ``PublishFailure`` with every diagnostic when anything is wrong;
    /// then nothing was released and neither the output folder nor `DIR` changed.
    package func run(progress: (String) -> Void = { _ in }) throws -> PublishResult {
        let paths = ResolvedPaths(options: options.build)
        switch options.action {
        case .rollback:
            let manager = try requiredReleaseManager(paths)
            return PublishResult(outcome: .rolledBack(try step(.release, paths) { try manager.rollback() }))
        case .list:
            let manager = try requiredReleaseManager(paths)
            return PublishResult(outcome: .list(try step(.release, paths) { try manager.list() }))
        case .publish, .dryRun:
            return try publish(paths, progress: progress)
        }
    }

    private func publish(_ paths: ResolvedPaths, progress: (String) -> Void) throws -> PublishResult {
        let config = try step(.build, paths) { try paths.loadConfig(options: options.build) }
        let production = try step(.build, paths) { try productionSettings(config, paths) }
        let manager = releaseManager(paths)
        if let manager { try step(.build, paths) { try checkReleaseFolder(manager.directory, paths) } }
        if manager == nil, options.action == .publish {
            try step(.build, paths) {
                try OutputGuard.check(paths, force: options.build.force)
            }
        }
        let folder = try step(.build, paths) { try BuildFolder(output: manager == nil ? paths.output : nil) }
        defer { folder.remove() }

        if !options.build.quiet { progress("Building the production site for \(production.baseURL)…") }
        let built = try buildSite(into: folder, production: production, paths, progress: progress)
        if !options.build.quiet { progress("Verifying \(NumberText.pages(built.pageCount))…") }
        try verify(folder, built: built, config: config, production: production, paths)
        if manager != nil { try step(.release, paths) { try folder.removeOutputMarker() } }
        return try release(folder, built: built, manager: manager, paths, progress: progress)
    }

    /// Builds the production site into `folder` and reports the privacy summary; with `--strict`, its
    /// problems fail the build.
    private func buildSite(into folder: BuildFolder, production: ProductionSettings, _ paths: ResolvedPaths,
                           progress: (String) -> Void) throws -> BuildResult {
        var buildOptions = options.build
        buildOptions.outputDirectory = folder.site
        buildOptions.includeDrafts = false
        buildOptions.force = false
        buildOptions.quiet = true
        let built: BuildResult
        do {
            var builder = SiteBuilder(options: buildOptions, metrics: metrics)
            builder.production = production
            builder.stageTrace = stageTrace
            built = try builder.build()
        } catch let failure as BuildFailure {
            throw PublishFailure(stage: .build, diagnostics: failure.diagnostics)
        }

        if let report = built.privacy {
            let summary = PrivacySummary(report: report)
            if options.build.strict, !summary.strictProblems.isEmpty {
                throw PublishFailure(stage: .build, diagnostics: DiagnosticList(summary.strictProblems.map(paths.relativize)))
            }
            if !options.build.quiet { summary.lines.forEach(progress) }
        }
        return built
    }

    /// Stage verify: the built site checked against the allow-list (and every page's head: canonical link, a
    /// private site's robots tag); its problems, each naming the Markdown page it came from, fail the publish.
    private func verify(_ folder: BuildFolder, built: BuildResult, config: SiteConfig,
                        production: ProductionSettings, _ paths: ResolvedPaths) throws {
        stageTrace?.enter(.verify)
        let isPrivate = built.privacy?.privacy.visibility == .private
        let verifier = SiteVerifier(options: .init(pageBudget: config.pageBudgetKB * 1024,
                                                   allowJavaScript: config.allowJavaScript,
                                                   baseURL: production.baseURL, pagesWithHead: built.pageOutputs,
                                                   requireNoIndex: isPrivate))
        let problems = try step(.verification, paths) { try verifier.verify(folder: folder.site) }
        guard !problems.isEmpty else { return }
        let sources = sourcePages(paths)
        let located = problems.map { problem -> Diagnostic in
            var item = folder.relabel(problem)
            if let path = item.location?.path, let source = sources[path] { item.message += " (page \(source))" }
            return item
        }
        throw PublishFailure(stage: .verification, diagnostics: DiagnosticList(located + built.warnings))
    }

    /// Stage release: compares (`--dry-run`) or releases the verified build: into `DIR/releases/` with a
    /// release manager, otherwise in place of the output folder.
    private func release(_ folder: BuildFolder, built: BuildResult, manager: ReleaseManager?,
                         _ paths: ResolvedPaths, progress: (String) -> Void) throws -> PublishResult {
        stageTrace?.enter(.release)
        switch (options.action, manager) {
        case (.dryRun, let manager?):
            let diff = try step(.release, paths) { try manager.diff(from: folder.site) }
            let current = try step(.release, paths) { try manager.current() }
            return PublishResult(outcome: .dryRun(diff, comparedWith: current?.path), warnings: built.warnings)
        case (.dryRun, nil):
            let old = FileSystem.kind(paths.output) == .directory ? paths.output : nil
            let diff = try step(.release, paths) { try ReleaseDiff.compare(new: folder.site, old: old) }
            return PublishResult(outcome: .dryRun(diff, comparedWith: old), warnings: built.warnings)
        case (_, let manager?):
            if !options.build.quiet { progress("Releasing into \(Paths.display(manager.directory, relativeTo: paths.workingDirectory))…") }
            let outcome = try step(.release, paths) { try manager.publish(from: folder.site) }
            switch outcome {
            case .released(let release):
                return PublishResult(outcome: .released(release, pageCount: built.pageCount), warnings: built.warnings)
            case .unchanged(let release):
                return PublishResult(outcome: .unchanged(release), warnings: built.warnings)
            case .switchedBack(let release):
                return PublishResult(outcome: .switchedBack(release), warnings: built.warnings)
            }
        case (_, nil):
            // Not a previous output (publish --force on a foreign folder): moved aside, never deleted.
            let note = try step(.release, paths) { try OutputGuard.setAside(paths.output, workingDirectory: paths.workingDirectory) }
            try step(.release, paths) {
                try OutputGuard.swapKeepingVersionControl(paths.output, with: folder.site) {
                    try AtomicDirectorySwap.replace(paths.output, with: folder.site)
                }
            }
            return PublishResult(outcome: .replacedOutput(path: paths.output, pageCount: built.pageCount),
                                 warnings: built.warnings + [note].compactMap { $0.map(paths.relativize) })
        }
    }

    /// The production settings from `--base-url` or `base_url`; a missing or relative URL is an error.
    func productionSettings(_ config: SiteConfig, _ paths: ResolvedPaths) throws -> ProductionSettings {
        let fromCommandLine = options.build.baseURL != nil
        let url = config.baseURL
        if url.isEmpty || (url == "/" && !fromCommandLine && config.baseURLLocation == nil) {
            throw Diagnostic(.error, at: SourceLocation(path: paths.configDisplay),
                             "publish needs the site's public URL for canonical links, the sitemap and the feed; "
                             + "add 'base_url: https://example.com/' to \(paths.configDisplay) or pass --base-url URL")
        }
        return try ProductionSettings(baseURL: url, location: fromCommandLine ? nil : config.baseURLLocation)
    }

    /// The release manager for `--to DIR`; a ``UsageError`` without `--to`.
    func requiredReleaseManager(_ paths: ResolvedPaths) throws -> ReleaseManager {
        guard let manager = releaseManager(paths) else {
            throw UsageError("'publish --\(options.action == .list ? "list" : "rollback")' needs --to DIR, "
                             + "the release folder", command: "publish")
        }
        return manager
    }

    /// The release manager for `--to DIR`, or `nil` without `--to`.
    func releaseManager(_ paths: ResolvedPaths) -> ReleaseManager? {
        guard let directory = options.releaseDirectory else { return nil }
        return ReleaseManager(directory: Paths.absolute(directory, base: paths.workingDirectory),
                              keep: options.keep, force: options.build.force, hardLink: true, now: now)
    }

    /// Built page path (`runs/tuesday/index.html`) → the Markdown file it came from, as shown in messages;
    /// empty when the content folder cannot be read.
    func sourcePages(_ paths: ResolvedPaths) -> [String: String] {
        guard let files = try? ContentScanner(displayRoot: paths.contentDisplay, root: paths.content).scan() else {
            return [:]
        }
        var sources: [String: String] = [:]
        for file in files where file.isMarkdown {
            let url = URLMapping.pageURL(forMarkdown: file.relativePath, isFolderIndex: file.isFolderIndex)
            sources[URLMapping.outputPath(forPageURL: url)] = file.displayPath
        }
        return sources
    }

    /// Refuses a release folder that is, contains, or lies inside the content or templates folder
    /// (a release there would be published again as content, or would take the sources with it).
    func checkReleaseFolder(_ directory: String, _ paths: ResolvedPaths) throws {
        func real(_ path: String) -> String { FileSystem.realPath(path) ?? path }
        let dir = real(directory)
        for (folder, name) in [(paths.content, "content"), (paths.templates, "templates")] {
            let other = real(folder)
            if Paths.isSameOrInside(dir, other) || Paths.isSameOrInside(other, dir) {
                throw Diagnostic.error(Paths.display(directory, relativeTo: paths.workingDirectory),
                                       "the release folder overlaps the \(name) folder; "
                                       + "pass --to DIR with a folder outside your sources, such as ../www")
            }
        }
        try OutputGuard.checkReleaseFolder(directory, paths)
    }

    /// Runs `body`, turning its errors into a ``PublishFailure`` of `stage` with paths shown relative.
    func step<T>(_ stage: PublishFailure.Stage, _ paths: ResolvedPaths, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as PublishFailure {
            throw failure
        } catch let usage as UsageError {
            throw usage
        } catch {
            throw PublishFailure(stage: stage, diagnostics: DiagnosticList(DiagnosticList(reporting: error).items.map(paths.relativize)))
        }
    }
}
