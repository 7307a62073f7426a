import Synchronization

/// Anchors of pages whose Markdown phase 1 skipped (``SourcePage/anchorsPending``), computed the first
/// time a link points into one of them and then shared by all workers (thread-safe).
final class PendingAnchors: @unchecked Sendable {
    private let loader: PageLoader
    private let known = Mutex<[Int: Set<String>]>([:])

    /// Creates the cache; `loader` parses a page's outline on demand.
    init(loader: PageLoader) {
        self.loader = loader
    }

    /// The anchors of `page` (the page at `index`); parsed at most once per page while the lock is not held.
    func anchors(of page: SourcePage, index: Int) -> Set<String> {
        if !page.anchorsPending { return page.anchors }
        if let cached = known.withLock({ $0[index] }) { return cached }
        // A page that fails to load now failed in phase 1 too (the build stops there), so empty is safe.
        let anchors = (try? loader.load(page.file, indexOnly: true, knownMetadata: page.metadata).anchors) ?? []
        known.withLock { $0[index] = anchors }
        return anchors
    }
}
