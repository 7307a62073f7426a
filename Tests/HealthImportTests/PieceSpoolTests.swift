import Testing
@testable import HealthImport

/// The bounded buffer behind the cumulative merge: spilled runs give the same days as memory.
@Suite struct PieceSpoolTests {
    /// Pieces over 40 days, 3 slots and 4 sources, in a scrambled but fixed order.
    func pieces() -> [CumulativePiece] {
        var out: [CumulativePiece] = []
        var x: UInt64 = 12_345
        func next() -> Int { x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(x >> 33) }
        for _ in 0..<5000 {
            let day = next() % 40, slot = next() % 3
            let start = Int64(day * 86_400 + next() % 80_000)
            out.append(CumulativePiece(group: CumulativePiece.group(slot: slot, day: day), start: start,
                                       duration: Int32(next() % 3600), source: Int32(next() % 4),
                                       value: Double(next() % 1000) / 8))
        }
        return out
    }

    func collect(limit: Int) throws -> (days: [Int64: PriorityMerge.Day], runs: Int) {
        let spool = PieceSpool(limit: limit)
        for p in pieces() { try spool.append(p) }
        var days: [Int64: PriorityMerge.Day] = [:]
        var order: [Int64] = []
        try spool.forEachGroup { group, ps in
            order.append(group)
            days[group] = PriorityMerge.merge(&ps, ranks: [2, 0, 3, 1])
        }
        #expect(order == order.sorted() && Set(order).count == order.count) // each group once, ascending
        return (days, spool.runCount)
    }

    @Test func spilledRunsMergeToTheSameDays() throws {
        let memory = try collect(limit: 1_000_000)
        let spilled = try collect(limit: 97)
        #expect(memory.runs == 0)
        #expect(spilled.runs == 5000 / 97)
        #expect(memory.days.count == spilled.days.count)
        for (group, day) in memory.days {
            let other = try #require(spilled.days[group])
            #expect(other.total == day.total)
            #expect(other.sources.map(\.source) == day.sources.map(\.source))
        }
    }

    @Test func splitAtLocalMidnightSharesByTime() throws {
        // 23:00 +0100 on day 10 to 02:00 +0100 on day 11: one hour before midnight, two after.
        let start = HealthTime(localSeconds: 10 * 86_400 + 23 * 3600, offset: 3600)
        let end = HealthTime(localSeconds: 11 * 86_400 + 2 * 3600, offset: 3600)
        var parts: [CumulativePiece] = []
        CumulativePiece.split(slot: 1, start: start, end: end, value: 300, source: 0) { parts.append($0) }
        #expect(parts.map { CumulativePiece.day(ofGroup: $0.group) } == [10, 11])
        #expect(parts.map { CumulativePiece.slot(ofGroup: $0.group) } == [1, 1])
        #expect(parts.map(\.value) == [100, 200])
        #expect(parts.map(\.duration) == [3600, 7200])
        #expect(parts[0].start == Int64(10 * 86_400 + 22 * 3600))
    }

    @Test func priorityOrderIsWatchThenPhoneThenOthers() {
        var table = SourceTable()
        _ = table.index(of: "Strava")
        _ = table.index(of: "Bob’s Phone", device: "<<HKDevice: 0x3>, name:iPhone, manufacturer:Apple Inc., model:iPhone>")
        _ = table.index(of: "Alice’s Apple Watch")
        _ = table.index(of: "Alice’s iPhone")
        _ = table.index(of: "Health")
        #expect(SourcePriority(table, preferred: []).order.map { table.names[$0] }
            == ["Alice’s Apple Watch", "Alice’s iPhone", "Bob’s Phone", "Health", "Strava"])
        #expect(SourcePriority(table, preferred: ["Strava", "Bob’s Phone"]).order.map { table.names[$0] }
            == ["Strava", "Bob’s Phone", "Alice’s Apple Watch", "Alice’s iPhone", "Health"])
    }
}
