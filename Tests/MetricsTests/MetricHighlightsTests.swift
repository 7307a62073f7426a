import Testing
@testable import Metrics

/// The highlight rules (``MetricHighlights``): records, streaks, changes against the average and the previous
/// period beyond `same_within`, the order and the cap of three, and "no highlight".
@Suite("Highlights: each rule, and none")
struct MetricHighlightsTests {
    static let start = day(2025, 1, 1)

    /// The highlights of the 7 days ending on the series' last day.
    static func highlights(_ values: [Double?], _ metadata: MetricMetadata = MetricMetadata()) -> [MetricHighlight] {
        let series = dailySeries(start: start, values)
        let period = ReportPeriod.latest(days: 7, endingOn: start.adding(days: values.count - 1))
        return MetricHighlights(series: series, column: 0, metadata: metadata).highlights(for: period)
    }

    @Test("a level series has no highlight")
    func none() {
        #expect(Self.highlights(Array(repeating: 10, count: 200)).isEmpty)
        #expect(Self.highlights(Array(repeating: 10, count: 200), MetricMetadata(goal: 12)).isEmpty)
    }

    @Test("record: the highest day of 365 inside the period, then the lowest")
    func records() throws {
        var values: [Double?] = (0..<100).map { Double(10 + $0 % 5) }
        values[99] = 20
        let high = try #require(Self.highlights(values).first)
        guard case .record(let record) = high else { Issue.record("\(high)"); return }
        #expect(record.isHighest && record.day.value == 20 && record.day.day == Self.start.adding(days: 99))
        #expect(record.previousBest.value == 14 && record.window.count == 365)
        values[99] = 3
        guard case .record(let low)? = Self.highlights(values).first else { Issue.record("no low record"); return }
        #expect(!low.isHighest && low.day.value == 3)
    }

    @Test("record: not with fewer than 60 days of data before the period, nor on a tie")
    func noRecord() {
        var short: [Double?] = (0..<40).map { Double(10 + $0 % 5) }
        short[39] = 20
        #expect(!Self.highlights(short).contains { if case .record = $0 { true } else { false } })
        var tie: [Double?] = (0..<100).map { Double(10 + $0 % 5) }
        tie[99] = 14
        tie[98] = 10
        #expect(!Self.highlights(tie).contains { if case .record = $0 { true } else { false } })
    }

    @Test("streak: the goal met on the last days running; a gap or a miss ends it; `good: lower` means at or under")
    func streaks() throws {
        var values: [Double?] = Array(repeating: 5, count: 100) + [12, 12, 10, 13]
        let found = Self.highlights(values, MetricMetadata(goal: 10)).compactMap { h -> MetricGoalStreak? in
            if case .streak(let s) = h { return s } else { return nil }
        }
        let streak = try #require(found.first)
        #expect(streak.length == 4 && streak.goal == 10 && streak.lastDay == Self.start.adding(days: 103))
        values[101] = nil // a day without data breaks the run: 2 days left
        #expect(!Self.highlights(values, MetricMetadata(goal: 10)).contains { if case .streak = $0 { true } else { false } })
        let lower = Self.highlights(Array(repeating: 5, count: 30), MetricMetadata(goodDirection: .lower, goal: 6))
        guard case .streak(let run)? = lower.first else { Issue.record("\(lower)"); return }
        #expect(run.length == 30)
    }

    @Test("changes: against the 4-period average and the previous period, beyond same_within (default 5 %)")
    func changes() throws {
        let base: [Double?] = Array(repeating: 100, count: 28)
        let up = Self.highlights(base + Array(repeating: 120, count: 7))
        let kinds = up.compactMap { h -> MetricComparisonKind? in if case .change(let c) = h { c.kind } else { nil } }
        #expect(kinds == [.average(4), .previous])
        if case .change(let c)? = up.first { #expect(c.current == 120 && c.previous == 100 && c.averagedCount == 4) }
        #expect(Self.highlights(base + Array(repeating: 104, count: 7)).isEmpty, "4 % is within the default 5 %")
        #expect(!Self.highlights(base + Array(repeating: 104, count: 7), MetricMetadata(sameWithin: .absolute(3))).isEmpty)
        #expect(Self.highlights(base + Array(repeating: 120, count: 7), MetricMetadata(sameWithin: .percent(25))).isEmpty)
    }

    @Test("at most three, records first")
    func cap() {
        var values: [Double?] = (0..<100).map { Double(10 + $0 % 5) }
        for i in 93..<100 { values[i] = 30 }
        values[99] = 40
        let all = Self.highlights(values, MetricMetadata(goal: 20))
        #expect(all.count == 3)
        guard case .record = all[0], case .streak = all[1], case .change(let c) = all[2] else { Issue.record("\(all)"); return }
        #expect(c.kind == .average(4))
    }
}
