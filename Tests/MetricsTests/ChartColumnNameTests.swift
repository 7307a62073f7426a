import Diagnostics
import Testing
@testable import Metrics

/// A chart's `min`, `max` and `stack` name columns like `column` does: a name the file does not have is a
/// located error, never a silent fallback.
@Suite struct ChartColumnNameTests {
    static let csv = Array("date,bpm,min_bpm,max_bpm\n2026-11-23,60,48,140\n2026-11-24,62,50,150\n".utf8)

    @Test func knownRangeColumnsAreRead() throws {
        let file = try MetricFile.parse(Self.csv, path: "hr.csv",
                                        metadata: MetricMetadata(chart: .range, minColumn: "min_bpm", maxColumn: "max_bpm"),
                                        name: "hr")
        #expect(file.series.columnIndex("min_bpm") != nil && file.series.columnIndex("max_bpm") != nil)
        #expect(file.series.primaryColumnIndex(file.metadata) == file.series.columnIndex("bpm"))
    }

    @Test(arguments: [
        MetricMetadata(chart: .range, minColumn: "lowest", maxColumn: "max_bpm"),
        MetricMetadata(chart: .range, minColumn: "min_bpm", maxColumn: "highest"),
        MetricMetadata(chart: .stacked, stack: ["min_bpm", "deep_h"]),
    ])
    func anUnknownChartColumnIsALocatedError(metadata: MetricMetadata) {
        do {
            _ = try MetricFile.parse(Self.csv, path: "hr.csv", metadata: metadata, name: "hr")
            Issue.record("an unknown column was accepted")
        } catch let list as DiagnosticList {
            let text = list.items.map(\.description).joined(separator: "\n")
            #expect(text.contains("hr.csv:1:1: error: column `"), "\(text)")
            #expect(text.contains("does not exist; the header has: date, bpm, min_bpm, max_bpm") || text.contains("does not exist"),
                    "\(text)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func jsonChartColumnsAreCheckedWithoutChangingThePrimaryColumn() throws {
        let json = Array(#"{"points": [{"date": "2026-11-23", "bpm": 60, "min_bpm": 48, "max_bpm": 140}]}"#.utf8)
        let file = try MetricFile.parse(json, path: "hr.json",
                                        metadata: MetricMetadata(minColumn: "min_bpm", maxColumn: "max_bpm"), name: "hr")
        #expect(file.series.primaryColumnIndex(file.metadata) == file.series.columnIndex("bpm"))
        #expect(throws: DiagnosticList.self) {
            _ = try MetricFile.parse(json, path: "hr.json", metadata: MetricMetadata(minColumn: "lowest"), name: "hr")
        }
    }
}
