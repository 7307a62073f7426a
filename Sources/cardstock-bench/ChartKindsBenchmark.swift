import Foundation
import Surfaces

/// Renders 1,000 cards of each chart kind (a week of data per card; 30 days for the heat map, 96
/// samples for the intraday chart), page-size and card-size, and reports the median time per 1,000 cards
/// and a hash of the 1,000 cards' bytes.
enum ChartKindsBenchmark {
    /// One chart per kind for card number `i` (values vary with `i` so no two cards are alike).
    static func charts(_ i: Int) -> [(String, AnyView)] {
        let a11y = ChartAccessibility(idPrefix: "c\(i)", title: "Card \(i)", summary: "Summary \(i)")
        let d = Double(i % 17)
        let week = (0..<7).map { ChartSeriesPoint(x: Double($0), y: 50 + d + Double(($0 * 7) % 5)) }
        let previous = (0..<7).map { ChartSeriesPoint(x: Double($0), y: 52 + Double(($0 * 3) % 4)) }
        let ranges = (0..<7).map { ChartRangePoint(x: Double($0), low: 45 + d, high: 120 + Double($0 * 3), mean: 62 + d) }
        let stacks = (0..<7).map { ChartStack(x: Double($0), values: [1 + d / 20, 3.8, 1.5, 0.3]) }
        let days = (0..<30).map { ChartDay(day: 20_758 + $0, value: Double(6_000 + ($0 * 1_337 + i) % 7_000)) }
        let samples = (0..<96).map { ChartSeriesPoint(x: Double($0) * 900, y: 60 + Double(($0 + i) % 13)) }
        return [
            ("line", AnyView(LineChart(a11y, points: week, previous: previous, goal: 58, normalRange: 50...60, xTicks: [ChartTick(x: 0, label: "Mon")]))),
            ("bars", AnyView(BarChart(a11y, points: week, goal: 60, xTicks: [ChartTick(x: 0, label: "Mon")]))),
            ("range", AnyView(RangeChart(a11y, points: ranges, normalRange: 60...100, unit: "bpm"))),
            ("stacked", AnyView(StackedBarChart(a11y, layers: StackedBarChart.sleepStages, stacks: stacks, goal: 8, unit: "h"))),
            ("heatmap", AnyView(CalendarHeatmap(a11y, days: days, goal: 10_000))),
            ("intraday", AnyView(IntradayChart(a11y, samples: samples, unit: "bpm"))),
            ("progress", AnyView(GoalProgress(a11y, value: Double(8_000 + i), goal: 10_000, label: "\(8_000 + i) of 10,000 steps"))),
            ("sparkline", AnyView(Sparkline(a11y, points: week, previous: previous))),
            // The compact versions a metric card draws (MetricCardChart).
            ("card bars", AnyView(CardChartView(a11y, chart: .bars(points: previous + week.map { ChartSeriesPoint(x: $0.x + 7, y: $0.y) },
                                                                   currentFrom: 7, goal: 58)))),
            ("card range", AnyView(CardChartView(a11y, chart: .range(current: ranges, previous: ranges)))),
            ("card stacked", AnyView(CardChartView(a11y, chart: .stacked(layers: StackedBarChart.sleepStages, stacks: stacks, goal: 8)))),
            ("card heatmap", AnyView(CardChartView(a11y, chart: .heatmap(days: days, goal: 10_000, monthNames: CalendarHeatmap.englishMonths)))),
            ("card intraday", AnyView(CardChartView(a11y, chart: .intraday(samples: samples, previous: [])))),
            ("card progress", AnyView(CardChartView(a11y, chart: .progress(value: Double(8_000 + i), goal: 10_000, shape: .ring,
                                                                           label: "\(8_000 + i) of 10,000 steps")))),
        ]
    }

    /// The report, one line per kind.
    static func run(runs: Int) -> String {
        let cards = (0..<1000).map(charts)
        var report = "chart kinds, 1000 cards each (median of \(runs) runs):"
        var buffer = HTMLBuffer(capacity: 4 << 20)
        for kind in cards[0].indices {
            var timings: [Double] = [], cpu: [Double] = []
            var bytes = 0
            for run in 0..<(runs + 2) {
                buffer.removeAll()
                let start = nowNanoseconds(), startCPU = threadCPUNanoseconds()
                for card in cards { render(card[kind].1, into: &buffer) }
                let end = nowNanoseconds(), endCPU = threadCPUNanoseconds()
                bytes = buffer.count
                if run >= 2 { // two warm-up runs
                    timings.append(Double(end - start) / 1_000_000)
                    cpu.append(Double(endCPU - startCPU) / 1_000_000)
                }
            }
            timings.sort()
            cpu.sort()
            report += "\n  \(cards[0][kind].0): \(ms(timings[timings.count / 2])) per 1000 cards (thread CPU \(ms(cpu[cpu.count / 2]))), "
                + "\(bytes / 1000) bytes per card, FNV-1a \(String(fnv1a(buffer.bytes), radix: 16))"
        }
        return report
    }
}

/// The 64-bit FNV-1a hash of `bytes`: the bench prints it per chart kind, so a faster renderer can be
/// checked to write the same SVG bytes as before (same hash, same output).
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
    return hash
}

/// The calling thread's CPU time (not counting time the thread waited for a core, so figures stay
/// comparable on a loaded machine).
func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
