/// The current value of every ``DependencyKey`` of one build, by page index, computed once per build
/// (no rendering needed) so each page's dependencies can be compared with those recorded in the graph.
struct DependencyValues: Sendable {
    /// The ``DependencyKey/site`` value.
    let site: UInt64
    /// Content-relative path of each page.
    let paths: [String]
    /// ``DependencyKey/source`` values.
    let source: [UInt64]
    /// ``DependencyKey/pageSummary`` values.
    let summary: [UInt64]
    /// ``DependencyKey/links`` values.
    let links: [UInt64]
    /// ``DependencyKey/listing`` values (0 for pages without automatic child rows).
    let listing: [UInt64]
    /// Ancestors of each page (its breadcrumb, parent last).
    let breadcrumbs: [[Int]]
    /// Children of each index that get automatic rows (not linked from its text), in order.
    let listedChildren: [[Int]]
    /// Stamps of files metric blocks read in earlier builds (absolute path → value, 0 when missing).
    let files: [String: UInt64]
    /// The ``DependencyKey/allData`` value.
    let allData: UInt64

    /// File extensions of metric data files (see ``DependencyKey/allData``).
    static let dataExtensions = [".csv", ".tsv", ".json"]

    init(site: UInt64, pages: [SourcePage], stamps: [FileStamp], outcomes: [LinkResolver.Outcome],
         navigation: SiteNavigation, assets: [ContentFile], assetStamps: [FileStamp?], recordedFiles: [String]) {
        self.site = site
        paths = pages.map(\.file.relativePath)
        source = pages.indices.map { i in
            var f = Fingerprint()
            stamps[i].add(to: &f)
            f.add(pages[i].url)
            f.add(pages[i].file.displayPath)
            return f.value
        }
        summary = pages.map { page in
            var f = Fingerprint()
            f.add(page.title)
            f.add(page.url)
            f.add(page.metadata.description)
            f.add(page.metadata.date)
            return f.value
        }
        let paths = self.paths
        links = Parallel.map(pages.count) { i in
            var f = Fingerprint()
            let outcome = outcomes[i]
            for reference in pages[i].links {
                switch outcome.links[reference.position] {
                case .href(let href)?: f.add(byte: 1); f.add(href)
                case .dropped?: f.add(byte: 2)
                case nil: f.add(byte: 0)
                }
            }
            for target in outcome.linkedPages.map({ paths[$0] }).sorted() { f.add(target) }
            return f.value
        }
        breadcrumbs = pages.indices.map { navigation.breadcrumb(of: $0) }
        let listed = pages.indices.map { i in navigation.children[i].filter { !outcomes[i].linkedPages.contains($0) } }
        listedChildren = listed
        listing = listed.map { children in
            if children.isEmpty { return 0 }
            var f = Fingerprint()
            for child in children { f.add(paths[child]) }
            return f.value
        }
        var files: [String: UInt64] = [:]
        for path in recordedFiles { files[path] = Self.fileValue(path) }
        self.files = files
        var data = Fingerprint()
        for (i, asset) in assets.enumerated()
        where Self.dataExtensions.contains(where: { asset.relativePath.lowercased().hasSuffix($0) }) {
            data.add(asset.relativePath)
            assetStamps[i]?.add(to: &data)
        }
        allData = data.value
    }

    /// The value of a ``DependencyKey/file`` key: the file's stamp, 0 when it does not exist.
    static func fileValue(_ path: String) -> UInt64 {
        guard let stamp = FileStamp.of(path) else { return 0 }
        var f = Fingerprint()
        stamp.add(to: &f)
        return f.value
    }

    /// What page `i` depends on regardless of what its metric blocks read.
    func base(of i: Int) -> [DependencyKey: UInt64] {
        let path = paths[i]
        var deps: [DependencyKey: UInt64] = [.site: site, .source(path): source[i], .links(path): links[i]]
        for ancestor in breadcrumbs[i] { deps[.pageSummary(paths[ancestor])] = summary[ancestor] }
        if !listedChildren[i].isEmpty {
            deps[.listing(path)] = listing[i]
            for child in listedChildren[i] { deps[.pageSummary(paths[child])] = summary[child] }
        }
        return deps
    }

    /// Page `i`'s dependencies now, keeping the data files recorded when it was last rendered.
    func dependencies(of i: Int, recordedFiles: Dictionary<DependencyKey, UInt64>.Keys) -> [DependencyKey: UInt64] {
        var deps = base(of: i)
        for key in recordedFiles {
            switch key {
            case .file(let path): deps[key] = files[path] ?? Self.fileValue(path)
            case .allData: deps[key] = allData
            default: continue
            }
        }
        return deps
    }

    /// Page `i`'s dependencies after rendering it, with the files its metric blocks reported.
    func dependencies(of i: Int, newFiles: [String], usedMetricBlocks: Bool) -> [DependencyKey: UInt64] {
        var deps = base(of: i)
        for path in newFiles { deps[.file(path)] = files[path] ?? Self.fileValue(path) }
        if usedMetricBlocks && newFiles.isEmpty { deps[.allData] = allData }
        return deps
    }
}
