
/// Coalesces a stream of change events into batches (the debounce logic of ``FileWatcher``).
///
/// A batch is released after `quietMs` without new events, or at the latest `capMs` after its
/// first event. When a batch had to be cut by the cap (events were still arriving), the cap of
/// the next batch grows (×4, up to `maxCapMs`), so a long burst such as 100 saves in one second
/// gives one or two batches instead of one every 300 ms. A batch that ends by a quiet period
/// resets the cap.
struct ChangeBatcher {
    let quietMs: Int64
    let baseCapMs: Int64
    let maxCapMs: Int64
    private(set) var capMs: Int64
    private var firstAt: Int64?
    private var lastAt: Int64 = 0
    private var batch = ChangeBatch()
    /// Paths whose first event in this batch was a creation: if they are gone when the batch is
    /// released, they were temporary files (an editor's save-by-rename) and are left out.
    private var born: Set<String> = []

    init(quietMs: Int64, capMs: Int64, maxCapMs: Int64 = 2_000) {
        self.quietMs = max(1, quietMs)
        self.baseCapMs = max(self.quietMs, capMs)
        self.maxCapMs = max(self.baseCapMs, maxCapMs)
        self.capMs = self.baseCapMs
    }

    /// Whether nothing is waiting.
    var isEmpty: Bool { firstAt == nil }

    /// Records one changed path at time `now` (milliseconds, monotonic); `created` when the event created it.
    mutating func add(_ path: String, now: Int64, created: Bool = false) {
        touch(now)
        if batch.paths.insert(path).inserted && created { born.insert(path) }
    }

    /// Records that events were lost.
    mutating func addRescan(now: Int64) {
        touch(now)
        batch.needsFullRescan = true
    }

    private mutating func touch(_ now: Int64) {
        if firstAt == nil { firstAt = now }
        lastAt = now
    }

    /// The time at which the pending batch is due, or nil when nothing is pending.
    var deadline: Int64? {
        guard let first = firstAt else { return nil }
        return min(lastAt + quietMs, first + capMs)
    }

    /// Returns the pending batch if it is due at `now`, and resets.
    ///
    /// `exists` tells whether a path exists now; paths created and removed within the batch are dropped.
    /// Returns nil when nothing is due, and also when everything in the batch was such a temporary file.
    mutating func takeIfDue(now: Int64, exists: (String) -> Bool = { _ in true }) -> ChangeBatch? {
        guard let due = deadline, now >= due else { return nil }
        let cutByCap = now < lastAt + quietMs
        capMs = cutByCap ? min(capMs * 4, maxCapMs) : baseCapMs
        var out = batch
        for path in born where !exists(path) { out.paths.remove(path) }
        batch = ChangeBatch()
        born = []
        firstAt = nil
        if out.paths.isEmpty && !out.needsFullRescan { return nil }
        return out
    }
}
