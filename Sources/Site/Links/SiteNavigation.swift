import POSIXFiles

/// Parent indexes, breadcrumbs and the child pages of each folder index.
///
/// A page's parent is the `index.md` of its own folder (for an index: of the folder above), or the
/// nearest index further up. An index's children are the pages whose parent it is, ordered by
/// `weight` (pages without one last), then `date` (newest first), then title.
struct SiteNavigation {
    /// Parent page index for each page (`nil` for the root index and orphans without any index above).
    var parent: [Int?]
    /// Children of each page (empty for non-index pages), in navigation order.
    var children: [[Int]]

    /// Computes the tree.
    init(pages: [SourcePage]) {
        var indexByFolder: [String: Int] = [:]
        // Pages are read in place (`pages[i].…`): copying a page retains and releases a dozen references.
        for i in pages.indices where pages[i].isIndex {
            indexByFolder[URLMapping.sourceFolder(pages[i].file.relativePath)] = i
        }
        var indexByPath: [String: Int] = [:]
        indexByPath.reserveCapacity(pages.count)
        for i in pages.indices where pages[i].generated == nil { indexByPath[pages[i].file.relativePath] = i }
        parent = pages.indices.map { i in
            // A generated (metric) page leads back to the page that shows it; it is nobody's child page.
            if let generated = pages[i].generated { return generated.parentPath.flatMap { indexByPath[$0] } }
            var folder = URLMapping.sourceFolder(pages[i].file.relativePath)
            if pages[i].isIndex {
                if folder.isEmpty { return nil }
                folder = Self.up(folder)
            }
            while true {
                if let index = indexByFolder[folder], index != i { return index }
                if folder.isEmpty { return nil }
                folder = Self.up(folder)
            }
        }
        var children = Array(repeating: [Int](), count: pages.count)
        for (i, p) in parent.enumerated() where pages[i].generated == nil { if let p { children[p].append(i) } }
        self.children = children.map { list in list.sorted { Self.precedes(pages[$0], pages[$1]) } }
    }

    private static func up(_ folder: String) -> String {
        let parent = Paths.parent(folder)
        return parent == "." ? "" : parent
    }

    /// Navigation order: weight ascending (missing last), date descending (missing last), title, path.
    static func precedes(_ a: SourcePage, _ b: SourcePage) -> Bool {
        switch (a.metadata.weight, b.metadata.weight) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        switch (a.metadata.date, b.metadata.date) {
        case let (x?, y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if a.title != b.title { return a.title < b.title }
        return a.file.relativePath < b.file.relativePath
    }

    /// Ancestors from the root down to the page's parent.
    func breadcrumb(of page: Int) -> [Int] {
        var chain: [Int] = []
        var current = parent[page]
        var guardCount = 0
        while let p = current, guardCount < 256 {
            chain.append(p)
            current = parent[p]
            guardCount += 1
        }
        return chain.reversed()
    }
}
