import Testing
@testable import Metrics

@Suite struct BenchmarkInputTests {
    @Test func generatedCSVParsesCompletely() throws {
        let csv = MetricsBenchmark.makeCSV(rows: 1_000)
        let s = try CSVParser.parse(csv, path: "bench.csv")
        #expect(s.count == 1_000)
        #expect(s.columns == ["value"]) // `note` is text
        #expect(s.values[0].filter { $0 == nil }.count == 11) // rows 0, 97, …, 970
        #expect(s.times[1] - s.times[0] == 60)
        #expect(s.asOf == CalendarDay(daysSinceEpoch: 20_000))
    }
}
