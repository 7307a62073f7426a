import Metrics
import Surfaces
import Testing
@testable import CardstockCLI
@testable import Site

/// Issue 20, items 2–4: what a metric page and its card show for the same period.
@Suite("Metric figures: card and page agree")
struct MetricFigureTests {
    /// A `date,value` CSV parsed with `metadata`.
    static func file(_ rows: [(String, Double)], _ metadata: MetricMetadata) throws -> MetricFile {
        let text = "date,value\n" + rows.map { "\($0.0),\($0.1)\n" }.joined()
        return try MetricFile.parse(Array(text.utf8), path: "m.csv", metadata: metadata, name: "m")
    }

    static func content(_ file: MetricFile, _ period: String) throws -> MetricPageContent {
        MetricPageContent(file: file, column: 0, title: "M", period: try #require(ReportPeriod(parsing: period)), idPrefix: "m")
    }

    static func card(_ file: MetricFile, _ period: String) throws -> MetricCardModel? {
        MetricCardFactory(file: file, column: 0, title: "M", period: try #require(ReportPeriod(parsing: period)))
            .model(style: .regular, tint: .red, destination: "m/", idPrefix: "m")
    }

    /// The x coordinates of a path's points (`M12.5 40L…`).
    static func xs(_ svg: String, class cls: String) -> [Double] {
        guard let start = svg.range(of: "class=\"chart-line \(cls)\" d=\""),
              let end = svg.range(of: "\"", range: start.upperBound..<svg.endIndex) else { return [] }
        let d = svg[start.upperBound..<end.lowerBound]
        return d.split(whereSeparator: { $0 == "M" || $0 == "L" }).compactMap { Double($0.split(separator: " ")[0]) }
    }

    @Test("a line chart of February keeps all 31 days of January inside the plot")
    func previousLongerPeriodIsNotClipped() throws {
        var rows: [(String, Double)] = []
        for d in 1...31 { rows.append(("2026-01-" + (d < 10 ? "0" : "") + "\(d)", Double(50 + d % 5))) }
        for d in 1...28 { rows.append(("2026-02-" + (d < 10 ? "0" : "") + "\(d)", Double(52 + d % 3))) }
        let content = try Self.content(try Self.file(rows, MetricMetadata(aggregation: .mean)), "2026-02")
        let svg = String(decoding: renderHTML(content.chart), as: UTF8.self)
        let previous = Self.xs(svg, class: "chart-previous"), current = Self.xs(svg, class: "chart-current")
        #expect(previous.count == 31 && current.count == 28)
        #expect(previous.max() == 1000, "January's 31st day is the right edge: \(previous.suffix(3))")
        #expect((current.max() ?? 0) < 1000 && (current.max() ?? 0) > 850, "\(current.suffix(2))")
        #expect(previous.allSatisfy { $0 >= 0 && $0 <= 1000 })
    }

    @Test("a mean card and its page show the same period value: samples 10, 20 on one day and 30 the next average 20")
    func meanCardMatchesPage() throws {
        let file = try Self.file([("2026-11-23", 10), ("2026-11-23", 20), ("2026-11-24", 30)], MetricMetadata(aggregation: .mean))
        let card = try #require(try Self.card(file, "2026-W48"))
        #expect(card.valueText == "20")
        let rows = try Self.content(file, "2026-W48").statistics
        let average = try #require(rows.first { $0.label == "Average, this week" })
        #expect(average.value == "20")
        #expect(!rows.contains { $0.value == "22.5" }, "no second, different mean: \(rows)")
    }

    @Test("a week without data says \"No data this week\", a week whose previous has none \"No data last week\"")
    func noDataNamesTheRightPeriod() throws {
        let file = try Self.file([("2026-11-17", 4), ("2026-11-18", 6)], MetricMetadata(aggregation: .mean))
        let empty = try Self.content(file, "2026-W48").statistics
        #expect(empty.first { $0.label == "Change" }?.value == "No data this week", "\(empty)")
        let first = try Self.content(file, "2026-W47").statistics
        #expect(first.first { $0.label == "Change" }?.value == "No data last week", "\(first)")
    }
}
