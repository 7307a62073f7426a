// Release-mode benchmarks: render a page of 1,000 DividedCards × 5 navigation rows and 1,000 cards of each chart kind (Surfaces),
// and parse a 1,000,000-row metric CSV (Metrics).
// Run: swift run -c release cardstock-bench [runs]
//      swift run -c release cardstock-bench --charts [runs]   (only the chart kinds)
//      swift run -c release cardstock-bench --health export.zip   (time an Apple Health import; with
//      /usr/bin/time -v for its peak memory; make the file with Scripts/make-health-export.py --size-mb 1024)
import Foundation
import HealthImport
import Metrics
import Surfaces

struct BenchRow {
    let id: Int
    let title: String
    let detail: String
}

struct BenchPage: View {
    let cards: [[BenchRow]]

    var body: some View {
        ScrollingSurface {
            ForEach(cards.indices, id: \.self) { index in
                DividedCard {
                    ForEach(cards[index], id: \.id) { row in
                        NavigationLink(destination: "/metrics/\(row.id)/") {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(row.title).font(.headline)
                                Text(row.detail).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
        }
        .buttonStyle(.navigation)
    }
}

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--health" {
    print(HealthImportBenchmark.run(path: CommandLine.arguments[2]))
    exit(0)
}

// `cardstock-bench --charts [runs]`: only the 1,000 cards of each chart kind (for profilers).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--charts" {
    print(ChartKindsBenchmark.run(runs: CommandLine.arguments.count > 2 ? max(1, Int(CommandLine.arguments[2]) ?? 11) : 11))
    exit(0)
}

let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 31) : 31
let cards = (0..<1000).map { card in
    (0..<5).map { row in BenchRow(id: card * 5 + row, title: "Metric \(card)-\(row)", detail: "Value \(row * 7) · last 7 days") }
}
let page = BenchPage(cards: cards)

// One buffer reused across pages, as the site builder does.
var buffer = HTMLBuffer(capacity: 4 << 20)
var bytes = 0
var timings: [Double] = []
for _ in 0..<3 { buffer.removeAll(); render(page, into: &buffer) } // warm-up
for _ in 0..<runs {
    buffer.removeAll()
    let start = nowNanoseconds()
    render(page, into: &buffer)
    let end = nowNanoseconds()
    bytes = buffer.count
    timings.append(Double(end - start) / 1_000_000)
}
timings.sort()
let median = timings[timings.count / 2]
print("cardstock-bench: 1000 DividedCards x 5 navigation rows, \(bytes) bytes of HTML")
func ms(_ value: Double) -> String {
    let hundredths = Int(value * 100 + 0.5)
    let frac = hundredths % 100
    return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac) ms"
}
print("median \(ms(median)) over \(runs) runs (min \(ms(timings[0])), max \(ms(timings[timings.count - 1])))")

// 1,000 cards of each chart kind.
print(ChartKindsBenchmark.run(runs: min(runs, 11)))

// The metric parser on a 1,000,000-row CSV generated in memory (median of 3 parses).
print(MetricsBenchmark.run())
