import Testing
@testable import Metrics

/// The trend rule (``MetricTrend``): up, down, no trend, not enough data, and a differential test of the 90-day
/// and 365-day averages against a hand computation from the raw samples.
@Suite("Trends: 90 days against the 365 before")
struct MetricTrendTests {
    static let start = day(2025, 1, 1)

    /// 364 days alternating 90 and 110 and a day without data (mean 100, standard deviation 10 exactly), then
    /// `recentDays` of the 90 days at `recent`.
    static func trend(recent: Double, recentDays: Int = 90, metadata: MetricMetadata = MetricMetadata()) -> MetricTrend {
        let earlier: [Double?] = (0..<364).map { $0 % 2 == 0 ? 90 : 110 } + [nil]
        let values = earlier + Array(repeating: Optional(recent), count: recentDays) + Array(repeating: nil, count: 90 - recentDays)
        let series = dailySeries(start: start, values)
        return MetricTrend(series: series, column: 0, metadata: metadata, endingOn: start.adding(days: 364 + 90))
    }

    @Test("beyond half the earlier standard deviation: up or down")
    func upAndDown() throws {
        let up = Self.trend(recent: 106)
        #expect(up.direction == .up)
        #expect(try #require(up.recent).value == 106 && up.earlier?.count == 364)
        #expect(try #require(up.earlier).exact == ExactNumber(100))
        #expect(try #require(up.standardDeviation) == 10)
        #expect(up.earlier?.exactVariance == ExactNumber(100))
        #expect(Self.trend(recent: 94).direction == .down)
    }

    @Test("within half a standard deviation, or within same_within: no trend")
    func noTrend() {
        #expect(Self.trend(recent: 104).direction == .none)
        #expect(Self.trend(recent: 105).direction == .none, "exactly half a deviation is not beyond it")
        #expect(Self.trend(recent: 106, metadata: MetricMetadata(sameWithin: .percent(10))).direction == .none)
    }

    @Test("fewer than 30 recent days or 120 earlier days with data: not enough data")
    func notEnough() {
        #expect(Self.trend(recent: 150, recentDays: 29).direction == .notEnoughData)
        #expect(Self.trend(recent: 150, recentDays: 30).direction == .up)
        let series = dailySeries(start: Self.start.adding(days: 300), Array(repeating: 5, count: 155))
        #expect(MetricTrend(series: series, column: 0, metadata: MetricMetadata(), endingOn: Self.start.adding(days: 454)).direction == .notEnoughData)
    }

    /// A deterministic generator (LCG), so the data are the same on every machine.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Two years of samples: some days missing, some with up to three samples at different hours, values with
    /// two decimals.
    static func samples(seed: UInt64) -> (times: [Double], values: [Double?]) {
        var numbers = Numbers(state: seed)
        var times: [Double] = [], values: [Double?] = []
        for d in 0..<730 where numbers.next(10) != 0 {
            for s in 0..<(1 + numbers.next(3)) {
                times.append(start.adding(days: d).midnightUTC + Double(3_600 * (6 + 5 * s)))
                values.append(Double(5_000 + numbers.next(600_000)) / 100 + Double(d) * (seed % 2 == 0 ? 0.5 : -0.5))
            }
        }
        return (times, values)
    }

    /// The averages by hand: each day's total (`sum`) or mean (`mean`) from the raw samples, then the plain mean
    /// of the days of each window, and the earlier window's standard deviation.
    static func byHand(_ times: [Double], _ values: [Double?], sum: Bool, end: Int) -> (recent: Double, earlier: Double, sd: Double) {
        var total: [Int: Double] = [:], count: [Int: Int] = [:]
        for (t, v) in zip(times, values) {
            let d = Int((t / 86_400).rounded(.down))
            total[d, default: 0] += v ?? 0
            count[d, default: 0] += 1
        }
        func daily(_ d: Int) -> Double? { total[d].map { sum ? $0 : $0 / Double(count[d] ?? 1) } }
        let recent = ((end - 89)...end).compactMap(daily), earlier = ((end - 454)...(end - 90)).compactMap(daily)
        let r = recent.reduce(0, +) / Double(recent.count), e = earlier.reduce(0, +) / Double(earlier.count)
        let sd = (earlier.map { ($0 - e) * ($0 - e) }.reduce(0, +) / Double(earlier.count)).squareRoot()
        return (r, e, sd)
    }

    @Test("differential: the 90-day and 365-day averages match a hand computation (sum and mean, two data sets)",
          arguments: [(UInt64(7), true), (UInt64(7), false), (UInt64(12), true), (UInt64(12), false)])
    func differential(seed: UInt64, sum: Bool) throws {
        let (times, values) = Self.samples(seed: seed)
        let series = MetricSeries(name: "m", columns: ["v"], times: times, values: [values])
        let end = Self.start.adding(days: 700)
        let metadata = MetricMetadata(aggregation: sum ? .sum : .mean)
        let trend = MetricTrend(series: series, column: 0, metadata: metadata, endingOn: end)
        let hand = Self.byHand(times, values, sum: sum, end: end.daysSinceEpoch)
        let recent = try #require(trend.recent), earlier = try #require(trend.earlier)
        #expect(abs(recent.value - hand.recent) <= 1e-9 * abs(hand.recent), "\(recent.value) vs \(hand.recent)")
        #expect(abs(earlier.value - hand.earlier) <= 1e-9 * abs(hand.earlier), "\(earlier.value) vs \(hand.earlier)")
        #expect(abs(try #require(trend.standardDeviation) - hand.sd) <= 1e-6 * hand.sd)
        // The exact figures round to the same doubles.
        #expect(abs(try #require(recent.exact).doubleValue - hand.recent) <= 1e-9 * abs(hand.recent))
        let handDirection: MetricTrend.Direction = abs(hand.recent - hand.earlier) > hand.sd / 2
            ? (hand.recent > hand.earlier ? .up : .down) : .none
        #expect(trend.direction == handDirection, "\(trend.direction) vs \(handDirection)")
        #expect(trend.recentPeriod.dayCount == 90 && trend.earlierPeriod.dayCount == 365
                && trend.earlierPeriod.end.adding(days: 1) == trend.recentPeriod.start)
    }
}
