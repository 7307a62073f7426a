import Synchronization

/// How far a long piece of work has got: an amount done of a total (bytes of an import, pages of a build),
/// shared between the workers that advance it and the one place that shows it (the CLI's progress line).
///
/// Workers only add to an atomic counter (relaxed, no lock, no clock), so counting stays off the hot path;
/// whoever displays the progress reads it on its own schedule.
package final class ProgressCounter: Sendable {
    private let doneCount = Atomic<Int>(0)
    private let totalCount = Atomic<Int>(0)

    /// A counter at 0 of 0.
    package init() {}

    /// Sets the total and starts again from 0 (a new phase, e.g. rendering after loading).
    package func begin(total: Int) {
        doneCount.store(0, ordering: .relaxed)
        totalCount.store(max(total, 0), ordering: .relaxed)
    }

    /// Records `amount` more done.
    package func add(_ amount: Int) {
        doneCount.add(amount, ordering: .relaxed)
    }

    /// The amount done so far (at most the total, when there is one).
    package var done: Int {
        let done = doneCount.load(ordering: .relaxed), total = totalCount.load(ordering: .relaxed)
        return total > 0 ? min(done, total) : done
    }

    /// The total, 0 while unknown.
    package var total: Int { totalCount.load(ordering: .relaxed) }
}
