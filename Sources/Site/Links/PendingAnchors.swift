import Glibc

/// Anchors of pages whose Markdown phase 1 skipped (``SourcePage/anchorsPending``), computed the first
/// time a link points into one of them and then shared by all workers (thread-safe).
final class PendingAnchors: @unchecked Sendable {
    private let loader: PageLoader
    private var known: [Int: Set<String>] = [:]
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// Creates the cache; `loader` parses a page's outline on demand.
    init(loader: PageLoader) {
        self.loader = loader
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The anchors of `page` (the page at `index`); parsed at most once per page while the lock is not held.
    func anchors(of page: SourcePage, index: Int) -> Set<String> {
        if !page.anchorsPending { return page.anchors }
        pthread_mutex_lock(mutex)
        let cached = known[index]
        pthread_mutex_unlock(mutex)
        if let cached { return cached }
        // A page that fails to load now failed in phase 1 too (the build stops there), so empty is safe.
        let anchors = (try? loader.load(page.file, indexOnly: true, knownMetadata: page.metadata).anchors) ?? []
        pthread_mutex_lock(mutex)
        known[index] = anchors
        pthread_mutex_unlock(mutex)
        return anchors
    }
}
