/// The current value of every ``DependencyKey`` of one build, computed on demand per page (no rendering
/// needed), so a page's dependencies can be compared with those recorded in the graph — for every page
/// after a structural change, or for just the saved page on the fast path.
struct DependencyValues: Sendable {
    /// The ``DependencyKey/site`` value.
    let site: UInt64
    /// Every page of the build.
    let pages: [SourcePage]
    /// The source stamp of each page.
    let stamps: [FileStamp]
    /// The resolved links of each page.
    let outcomes: [LinkResolver.Outcome]
    /// Parents and children.
    let navigation: SiteNavigation
    /// Stamps of files metric blocks read in earlier builds (absolute path → value, 0 when missing).
    let files: [String: UInt64]
    /// The ``DependencyKey/allData`` value.
    let allData: UInt64

    /// File extensions of metric data files (see ``DependencyKey/allData``).
    static let dataExtensions = [".csv", ".tsv", ".json", ".yaml", ".yml", ".sql"]

    /// Whether a content-relative path is a metric data file.
    static func isData(_ relativePath: String) -> Bool {
        let lower = relativePath.lowercased()
        return dataExtensions.contains { lower.hasSuffix($0) }
    }

    /// The ``DependencyKey/allData`` value for these copied files.
    static func allData(assets: [ContentFile], stamps: [FileStamp?]) -> UInt64 {
        var data = InputHash()
        for (i, asset) in assets.enumerated() where isData(asset.relativePath) {
            data.add(asset.relativePath)
            stamps[i]?.add(to: &data)
        }
        return data.value
    }

    init(site: UInt64, pages: [SourcePage], stamps: [FileStamp], outcomes: [LinkResolver.Outcome],
         navigation: SiteNavigation, allData: UInt64, recordedFiles: [String]) {
        self.site = site
        self.pages = pages
        self.stamps = stamps
        self.outcomes = outcomes
        self.navigation = navigation
        self.allData = allData
        var files: [String: UInt64] = [:]
        for path in recordedFiles { files[path] = Self.fileValue(path) }
        self.files = files
    }

    /// ``DependencyKey/source``: the stamp, URL and display path of page `i`.
    func source(_ i: Int) -> UInt64 {
        var f = InputHash()
        stamps[i].add(to: &f)
        f.add(pages[i].url)
        f.add(pages[i].file.displayPath)
        pages[i].addSeriesFingerprint(to: &f)  // rows, placeholders and neighbours of series pages
        if let packet = pages[i].role.printPacket { f.add(packet.reportFingerprint) }  // its report's
        return f.value
    }

    /// ``DependencyKey/metricPage`` of a generated metric page (nil for other pages): the sidecars, and what the page
    /// showing it asks for (period, overrides, parent), title and description.
    func metricPage(_ i: Int) -> UInt64? {
        guard let generated = pages[i].role.generated else { return nil }
        var f = InputHash()
        // Its synthesized hash (every field, like a description, at a thousandth of the cost: reflection took
        // 0.2 ms a page). Hasher's seed is per process, and values are only compared within one watch session.
        f.add(generated.hashValue)
        f.add(pages[i].title)
        f.add(pages[i].metadata.description)
        let stem = MetricSource.stem(of: pages[i].file.sourcePath)
        for sidecar in [stem + ".yaml", stem + ".yml"] {
            (FileStamp.of(sidecar) ?? FileStamp.missing).add(to: &f)
        }
        return f.value
    }

    /// ``DependencyKey/pageSummary``: what breadcrumbs and automatic rows show of page `i`.
    func summary(_ i: Int) -> UInt64 {
        let page = pages[i]
        var f = InputHash()
        f.add(page.title)
        f.add(page.url)
        f.add(page.metadata.description)
        f.add(page.metadata.date)
        return f.value
    }

    /// ``DependencyKey/links``: every resolved href of page `i` and the pages it links to.
    func links(_ i: Int) -> UInt64 {
        var f = InputHash()
        let outcome = outcomes[i]
        for reference in pages[i].links {
            switch outcome.links[reference.position] {
            case .href(let href)?: f.add(byte: 1); f.add(href)
            case .dropped?: f.add(byte: 2)
            case nil: f.add(byte: 0)
            }
        }
        for target in outcome.linkedPages.map({ pages[$0].file.relativePath }).sorted() { f.add(target) }
        return f.value
    }

    /// The children of page `i` that get automatic rows (not linked from its text), in order.
    func listedChildren(_ i: Int) -> [Int] {
        navigation.children[i].filter { !outcomes[i].linkedPages.contains($0) }
    }

    /// The value of a ``DependencyKey/file`` key: the file's stamp, 0 when it does not exist.
    static func fileValue(_ path: String) -> UInt64 {
        guard let stamp = FileStamp.of(path) else { return 0 }
        var f = InputHash()
        stamp.add(to: &f)
        return f.value
    }

    /// What page `i` depends on regardless of what its metric blocks read.
    func base(of i: Int) -> [DependencyKey: UInt64] {
        let path = pages[i].file.relativePath
        var deps: [DependencyKey: UInt64] = [.site: site, .source(path): source(i), .links(path): links(i)]
        if let metricPage = metricPage(i) { deps[.metricPage] = metricPage }
        if let database = pages[i].role.generated?.databasePath { deps[.file(database)] = Self.fileValue(database) }
        for ancestor in navigation.breadcrumb(of: i) { deps[.pageSummary(pages[ancestor].file.relativePath)] = summary(ancestor) }
        let children = listedChildren(i)
        if !children.isEmpty {
            var listing = InputHash()
            for child in children {
                let childPath = pages[child].file.relativePath
                listing.add(childPath)
                deps[.pageSummary(childPath)] = summary(child)
            }
            deps[.listing(path)] = listing.value
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
    func dependencies(of i: Int, newFiles: [String: UInt64], usedMetricBlocks: Bool) -> [DependencyKey: UInt64] {
        var deps = base(of: i)
        for (path, value) in newFiles { deps[.file(path)] = value }
        if usedMetricBlocks && newFiles.isEmpty { deps[.allData] = allData }
        return deps
    }
}
