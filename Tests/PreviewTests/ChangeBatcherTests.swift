import Testing
@testable import Preview

/// The debounce rules on a simulated clock (deterministic).
@Suite struct ChangeBatcherTests {
    /// Feeds events at the given times and drains batches every millisecond until everything is out.
    func run(_ times: [Int64], quiet: Int64 = 50, cap: Int64 = 300) -> [ChangeBatch] {
        var b = ChangeBatcher(quietMs: quiet, capMs: cap)
        var out: [ChangeBatch] = []
        var next = 0
        var now: Int64 = 0
        while next < times.count || !b.isEmpty {
            while next < times.count && times[next] == now {
                b.add("f\(next)", now: now)
                next += 1
            }
            if let batch = b.takeIfDue(now: now) { out.append(batch) }
            now += 1
        }
        return out
    }

    @Test func singleEventIsReleasedAfterTheQuietPeriod() {
        var b = ChangeBatcher(quietMs: 50, capMs: 300)
        b.add("a", now: 1_000)
        #expect(b.takeIfDue(now: 1_049) == nil)
        #expect(b.takeIfDue(now: 1_050) == ChangeBatch(paths: ["a"]))
        #expect(b.isEmpty)
    }

    @Test func hundredSavesInOneSecondGiveAtMostTwoBatches() {
        let batches = run((0..<100).map { Int64($0) * 10 })
        #expect(batches.count <= 2)
        #expect(batches.reduce(0) { $0 + $1.paths.count } == 100)
    }

    @Test func checkoutOf500FilesGivesOneBatch() {
        let batches = run((0..<500).map { Int64($0) / 10 })
        #expect(batches.count == 1)
        #expect(batches.first?.paths.count == 500)
    }

    @Test func firstBatchOfABurstIsCutAtTheCap() {
        var b = ChangeBatcher(quietMs: 50, capMs: 300)
        for t in stride(from: Int64(0), through: 400, by: 20) { b.add("t\(t)", now: t) }
        #expect(b.deadline == 300)
        let first = b.takeIfDue(now: 300)
        #expect(first != nil)
        #expect(b.capMs == 1_200)
        b.add("late", now: 500)
        _ = b.takeIfDue(now: 550)
        #expect(b.capMs == 300)
    }

    @Test func lostEventsMarkTheBatch() {
        var b = ChangeBatcher(quietMs: 50, capMs: 300)
        b.addRescan(now: 0)
        #expect(b.takeIfDue(now: 50) == ChangeBatch(paths: [], needsFullRescan: true))
    }
}

/// Temporary files that come and go inside one batch.
@Suite struct ChangeBatcherTemporaryFileTests {
    @Test func createdThenRemovedPathsAreDropped() {
        var b = ChangeBatcher(quietMs: 50, capMs: 300)
        b.add("page.md___jb_tmp___", now: 0, created: true)
        b.add("page.md", now: 1)
        b.add("page.md___jb_tmp___", now: 2)
        let batch = b.takeIfDue(now: 100, exists: { $0 == "page.md" })
        #expect(batch == ChangeBatch(paths: ["page.md"]))
    }

    @Test func aFileThatExistedBeforeAndIsGoneIsKept() {
        var b = ChangeBatcher(quietMs: 50, capMs: 300)
        b.add("old.md", now: 0)                 // deleted
        b.add("old.md", now: 1, created: true)  // recreated
        let batch = b.takeIfDue(now: 100, exists: { _ in false })
        #expect(batch == ChangeBatch(paths: ["old.md"]))
    }

    @Test func aBatchOfOnlyTemporaryFilesIsNotReported() {
        var b = ChangeBatcher(quietMs: 50, capMs: 300)
        b.add("x.tmp1", now: 0, created: true)
        #expect(b.takeIfDue(now: 100, exists: { _ in false }) == nil)
        #expect(b.isEmpty)
    }
}
