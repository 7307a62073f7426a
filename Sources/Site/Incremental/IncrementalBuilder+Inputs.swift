import Diagnostics
import Surfaces

extension IncrementalBuilder {
    /// The load stage's parser of `watch`: each Markdown file parsed, reusing pages parsed by an earlier build when
    /// the file, its stamp and the settings the loader uses are unchanged. Returns each result with the file's
    /// stamp. With `all` (the full path), cached pages of files not among `files` are forgotten.
    func parseCached(_ files: [ContentFile], config: SiteConfig,
                     all: Bool = true) -> [(page: Result<SourcePage, Error>, extra: FileStamp)?] {
        if loaderKey != config.title {
            pageCache = [:]
            loaderKey = config.title
        }
        let stamps = Parallel.map(files.count) { FileStamp.of(files[$0].sourcePath) }
        var results: [Result<SourcePage, Error>?] = Array(repeating: nil, count: files.count)
        var missing: [Int] = []
        for (i, file) in files.enumerated() {
            if let stamp = stamps[i], let cached = pageCache[file.relativePath], cached.stamp == stamp, cached.file == file {
                results[i] = .success(cached.page)
            } else {
                missing.append(i)
            }
        }
        let loader = PageLoader(theme: Theme(iconNames: IconLibrary.builtIn.names), siteTitle: config.title)
        let fresh: [Result<SourcePage, Error>] = Parallel.map(missing.count) { n in
            Result { try loader.load(files[missing[n]]) }
        }
        var seen: Set<String> = []
        for (n, i) in missing.enumerated() {
            results[i] = fresh[n]
            if case .success(let page) = fresh[n], let stamp = stamps[i] {
                pageCache[files[i].relativePath] = CachedPage(file: files[i], stamp: stamp, page: page)
            } else {
                pageCache[files[i].relativePath] = nil
            }
        }
        for file in files { seen.insert(file.relativePath) }
        if all && pageCache.count > seen.count {
            pageCache = pageCache.filter { seen.contains($0.key) }
        }
        return files.indices.map { i -> (page: Result<SourcePage, Error>, extra: FileStamp)? in
            (page: results[i] ?? .failure(Diagnostic.error(files[i].displayPath, line: 1, column: 1,
                                                           "file disappeared during the build; save it again")),
             extra: stamps[i] ?? FileStamp.missing)
        }
    }

    /// The first part of the ``DependencyKey/site`` value, taken before the settings and templates are
    /// read (so an edit made while they are read is seen by the next build): the settings file's bytes,
    /// the stamp of every file the templates folder may give (``TemplateFolder/scan()``) and the options that change pages.
    func siteInputs() -> InputHash {
        var f = InputHash()
        f.add(bytes: ((try? paths.readConfigFile()) ?? nil) ?? [])
        for file in paths.templateFolder.scan().files {
            f.add(file.path)
            FileStamp.of(file.path)?.add(to: &f)
        }
        f.add(options.baseURL)
        f.add(options.includeDrafts ? 1 : 0)
        f.add(options.allowBrokenLinks ? 1 : 0)
        f.add(options.strict ? 1 : 0)
        f.add(metrics.rendersBlocks ? 1 : 0)
        return f
    }

    /// Every data file a metric block reported in the last successful build.
    func recordedFiles() -> [String] {
        var out: Set<String> = []
        for output in state.graph.outputs {
            for key in state.graph.recorded(output)?.keys ?? [:].keys { if case .file(let p) = key { out.insert(p) } }
        }
        return out.sorted()
    }
}
