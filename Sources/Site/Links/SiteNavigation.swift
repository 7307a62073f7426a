import POSIXFiles

/// Parent indexes, breadcrumbs and the child pages of each folder index.
///
/// A page's parent is the `index.md` of its own folder (for an index: of the folder above; a folder without
/// one has a generated index, see ``FolderIndexes``), or the nearest index further up. An index's children
/// are the pages whose parent it is, ordered by `weight` (pages without one last), then by the index's
/// ``ChildOrder`` (its `sort`, else the site's): file name by default.
struct SiteNavigation {
    /// Parent page index for each page (`nil` for the root index and orphans without any index above).
    var parent: [Int?]
    /// Children of each page (empty for non-index pages), in navigation order.
    var children: [[Int]]

    /// Computes the tree; `order` is the site's `sort` (an index's own `sort` wins).
    init(pages: [SourcePage], order: ChildOrder = .file) {
        var indexByFolder: [String: Int] = [:]
        // Pages are read in place (`pages[i].…`): copying a page retains and releases a dozen references.
        for i in pages.indices where pages[i].isIndex {
            indexByFolder[URLMapping.sourceFolder(pages[i].file.relativePath)] = i
        }
        var indexByPath: [String: Int] = [:]
        indexByPath.reserveCapacity(pages.count)
        for i in pages.indices where pages[i].role.generated == nil { indexByPath[pages[i].file.relativePath] = i }
        // Metric overviews, which a metric's month pages lead back to.
        var generatedByPath: [String: Int] = [:]
        for i in pages.indices where pages[i].role.generated != nil { generatedByPath[pages[i].file.relativePath] = i }
        parent = pages.indices.map { i in
            // A generated (metric) page leads back to the page that shows it; it is nobody's child page.
            if let generated = pages[i].role.generated {
                return generated.parentPath.flatMap { indexByPath[$0] ?? generatedByPath[$0] }
            }
            if let packet = pages[i].role.printPacket { return indexByPath[packet.reportPath] }  // back to its report
            // A series page's parent is its series' index (the template), wherever the template lives.
            if let member = pages[i].role.series?.member { return indexByPath[member.templatePath] }
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
        for (i, p) in parent.enumerated() where pages[i].role.generated == nil && pages[i].role.printPacket == nil {
            if let p { children[p].append(i) }
        }
        self.children = children.indices.map { p in
            let list = children[p]
            if list.count < 2 { return list }
            // A list of periods of one kind (weekly reports) is newest first unless a `sort` says otherwise.
            let order = pages[p].metadata.sort ?? (order == .file && FolderSeries.isSeries(list, in: pages) ? .period : order)
            return Self.sorted(list, pages: pages, order: order)
        }
    }

    /// `list` in ``precedes(_:_:order:)`` order, the weights (its first key) read once per page rather than
    /// once per comparison: the same comparisons, so the same order.
    private static func sorted(_ list: [Int], pages: [SourcePage], order: ChildOrder) -> [Int] {
        let weights = list.map { pages[$0].metadata.weight }
        return list.indices.sorted { a, b in
            switch (weights[a], weights[b]) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return precedes(pages[list[a]], pages[list[b]], order: order)
            }
        }.map { list[$0] }
    }

    private static func up(_ folder: String) -> String {
        let parent = Paths.parent(folder)
        return parent == "." ? "" : parent
    }

    /// Navigation order: weight ascending (missing last), then `order` (file name; title; date descending with
    /// missing last, then title), then path.
    static func precedes(_ a: SourcePage, _ b: SourcePage, order: ChildOrder = .file) -> Bool {
        switch (a.metadata.weight, b.metadata.weight) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        switch order {
        case .file:
            let x = ChildOrder.fileName(of: a), y = ChildOrder.fileName(of: b)
            if x != y { return x.utf8.lexicographicallyPrecedes(y.utf8) }
        case .period:
            switch (ChildOrder.periodStart(of: a), ChildOrder.periodStart(of: b)) {
            case let (x?, y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
        case .date:
            switch (a.metadata.date, b.metadata.date) {
            case let (x?, y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            fallthrough
        case .title:
            if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
        }
        return a.file.relativePath.utf8.lexicographicallyPrecedes(b.file.relativePath.utf8)
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
