/// The metric-parsing benchmark run by `cardstock-bench` (not a timed test).
package enum MetricsBenchmark {
    /// Generates a CSV of `rows` rows in memory: `date,value,note` with minute-spaced ISO date-times
    /// in UTC, decimal values, a text column, and every 97th value missing.
    package static func makeCSV(rows: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(rows * 36 + 32)
        out.append(contentsOf: Array("date,value,note\n".utf8))
        let start = CalendarDay(daysSinceEpoch: 20_000).daysSinceEpoch * 1440 // minutes
        func two(_ v: Int) { out.append(48 + UInt8(v / 10)); out.append(48 + UInt8(v % 10)) }
        for r in 0..<rows {
            let minutes = start + r
            let (y, m, d) = CalendarDay.civil(fromDays: minutes / 1440)
            two(y / 100); two(y % 100); out.append(45); two(m); out.append(45); two(d)
            out.append(84); two(minutes % 1440 / 60); out.append(58); two(minutes % 60); out.append(contentsOf: [58, 48, 48, 90])
            out.append(44)
            if r % 97 != 0 {
                let v = 40 + (r * 7919) % 6000 // 40…6039, printed with one decimal
                out.append(contentsOf: Array(String(v / 10).utf8))
                out.append(46)
                out.append(48 + UInt8(v % 10))
            }
            out.append(contentsOf: [44, 111, 107, 10]) // ",ok\n"
        }
        return out
    }

    /// Generates a 1,000,000-row CSV, parses it 3 times, and returns a line with the median time.
    package static func run() -> String {
        let rows = 1_000_000
        let csv = makeCSV(rows: rows)
        var timings: [Double] = []
        var parsed = 0
        let clock = ContinuousClock()
        for _ in 0..<3 {
            let t0 = clock.now
            let series = try? CSVParser.parse(csv, path: "bench.csv")
            let elapsed = clock.now - t0
            parsed = series?.count ?? -1
            let c = elapsed.components
            timings.append(Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15)
        }
        timings.sort()
        let mb = Double(csv.count) / 1_048_576
        return "metrics: parse \(rows) CSV rows (\(MetricFormatting.number(mb, decimals: 1)) MB, \(parsed) samples): "
            + "median \(MetricFormatting.number(timings[1], decimals: 1)) ms of 3 runs"
    }
}
