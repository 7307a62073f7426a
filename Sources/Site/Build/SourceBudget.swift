import Synchronization

/// How many bytes of Markdown sources a build keeps in memory between its two phases, so that each file is
/// read once: phase 1 keeps a page's bytes while the budget lasts and phase 2 renders from them; pages
/// beyond the budget are read again in phase 2. The budget keeps memory flat on very large sites (the page
/// index, not every page's text, is what grows with the page count).
final class SourceBudget: Sendable {
    /// The budget in bytes.
    let limit: Int
    private let used = Atomic<Int>(0)

    /// A budget of `limit` bytes (default 16 MB, about 6,000 typical pages). 64 MB made 10,000 plain pages
    /// peak at 85 MB of memory instead of 75 MB, and reading the pages beyond 16 MB again costs no
    /// measurable time (`Scripts/bench.py`, outputs on a tmpfs).
    init(limit: Int = 16 << 20) {
        self.limit = limit
    }

    /// Takes `count` bytes from the budget; `false` (and nothing taken) when they do not fit.
    func take(_ count: Int) -> Bool {
        let total = used.add(count, ordering: .relaxed).newValue
        if total <= limit { return true }
        used.subtract(count, ordering: .relaxed)
        return false
    }
}
