import Diagnostics
import Testing
@testable import Metrics

@Suite struct JSONMetricParserTests {
    func parse(_ text: String, _ metadata: MetricMetadata = MetricMetadata()) throws -> MetricFile {
        try JSONMetricParser.parse(Array(text.utf8), path: "m.json", metadata: metadata)
    }

    func errors(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch let list as DiagnosticList {
            return list.sorted.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func readsAnArrayOfRecords() throws {
        let f = try parse(#"[{"date": "2026-11-02", "bpm": 53, "note": "ok"}, {"date": "2026-11-01", "bpm": null}, {"date": "2026-11-03", "bpm": "51.5"}]"#)
        #expect(f.series.columns == ["bpm"])
        #expect(f.series.times == [utc(2026, 11, 1), utc(2026, 11, 2), utc(2026, 11, 3)])
        #expect(f.series.values == [[nil, 53, 51.5]])
    }

    @Test func readsAnObjectWithMetadataAndPoints() throws {
        let text = """
        {"title": "Resting heart rate", "unit": "bpm", "good": "lower", "aggregation": "mean",
         "normal_range": [50, 60], "goal": 55, "time_zone": "+01:00",
         "points": [{"time": "2026-11-01T00:30", "value": 52}]}
        """
        let f = try parse(text, MetricMetadata(unit: "beats/min"))
        #expect(f.metadata.title == "Resting heart rate")
        #expect(f.metadata.unit == "beats/min") // the caller's metadata wins
        #expect(f.metadata.goodDirection == .lower)
        #expect(f.metadata.normalRange == 50...60)
        #expect(f.metadata.goal == 55)
        #expect(f.series.times == [utc(2026, 10, 31, 23, 30)])
        #expect(f.series.asOf == day(2026, 11, 1))
    }

    @Test func numericDatesAreSecondsSinceTheEpoch() throws {
        let f = try parse(#"[{"timestamp": 86400, "v": 1}]"#)
        #expect(f.series.times == [86_400])
    }

    @Test func nonNumericValueIsAnErrorAtItsLineAndColumn() {
        let text = "[\n  {\"date\": \"2026-11-01\", \"steps\": 10},\n  {\"date\": \"2026-11-02\", \"steps\": true}\n]"
        #expect(errors(text) == [
            "m.json:3:35: error: `true` in column `steps` is not a number; write a plain number such as 8432 or 7.5 "
                + "(no units or thousands separators), or leave the cell empty for a missing value",
        ])
    }

    @Test func badDateIsAnErrorAtTheValue() {
        let e = errors("[{\"date\": \"soon\", \"v\": 1}]")
        #expect(e.count == 1)
        #expect(e.first?.hasPrefix("m.json:1:11: error: cannot read date `soon` in column `date`") == true)
    }

    @Test func syntaxErrorsHavePositions() {
        #expect(errors("[{\"date\": \"2026-11-01\" \"v\": 1}]") == ["m.json:1:24: error: expected `,` or `}` in this object"])
        #expect(errors("") == [
            "m.json:1:1: error: the metric file is empty; write an array of points such as [{\"date\": \"2026-11-23\", \"value\": 52}]",
        ])
        #expect(errors("{\"title\": \"x\"}").first?.contains("has no `points`") == true)
        #expect(errors("{\"aggregation\": \"median\", \"points\": []}") == [
            "m.json:1:17: error: `aggregation` must be one of sum, mean, last, min, max",
        ])
    }

    @Test func missingNamedColumnIsAnError() {
        do {
            _ = try parse("[{\"date\": \"2026-11-01\", \"v\": 1}]", MetricMetadata(column: "w"))
            Issue.record("expected an error")
        } catch let list as DiagnosticList {
            #expect(list.description == "m.json:1:1: error: column `w` does not exist in any point; check the spelling or the points' keys")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func dispatchesOnExtension() throws {
        let csv = try MetricFile.parse(Array("date,v\n2026-11-01,1\n".utf8), path: "a/steps.csv")
        #expect(csv.series.name == "steps")
        let json = try MetricFile.parse(Array("[]".utf8), path: "a/hrv.json")
        #expect(json.series.isEmpty)
        #expect(throws: DiagnosticList.self) { try MetricFile.parse([], path: "a/x.xlsx") }
    }
}
