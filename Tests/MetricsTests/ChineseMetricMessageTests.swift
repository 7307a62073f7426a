import Testing
import Diagnostics
@testable import Metrics

/// Metric files written in Chinese: positions in characters, dates that are ISO 8601 in form but not real
/// dates explained, and values outside a sidecar's plausible range warned about at their cells.
@Suite struct ChineseMetricMessageTests {
    @Test func csvColumnsCountCharactersAfterChineseCells() {
        // The bad numbers follow a quoted Chinese cell and an emoji with a combining mark: both at character
        // 17 (bytes 21 and 20).
        let text = "date,备注,步数\n2026-11-01,跑步，很累,8000\n2026-11-02,\"休息\",abc\n2026-11-03,😀 e\u{301},1x\n"
        let tail = "is not a number; write a plain number such as 8432 or 7.5 (no units or thousands separators), "
            + "or leave the cell empty for a missing value"
        #expect(csvErrors(text, MetricMetadata(column: "步数")) == [
            "m.csv:3:17: error: `abc` in column `步数` " + tail,
            "m.csv:4:17: error: `1x` in column `步数` " + tail,
        ])
    }

    @Test func jsonColumnsCountCharactersOnAOneLineFile() {
        let text = #"[{"date": "2026-11-01", "备注": "跑步", "步数": 1}, {"date": "2026-11-02", "步数": "很多"}]"#
        do {
            _ = try JSONMetricParser.parse(Array(text.utf8), path: "m.json", metadata: MetricMetadata(column: "步数"))
            Issue.record("expected an error")
        } catch let list as DiagnosticList {
            let printed = list.sorted.map(\.description)
            let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex,
                                                      to: text.range(of: "\"很多\"")!.lowerBound) + 1
            #expect(column == 76)  // byte 92
            #expect(printed.first?.hasPrefix("m.json:1:\(column): error:") == true, "\(printed)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func impossibleDatesSayWhatIsWrong() {
        #expect(DateProblem.explain("2026-11-31") == "November 2026 has 30 days")
        #expect(DateProblem.explain("2025-02-29") == "February 2025 has 28 days")
        #expect(DateProblem.explain("2026-13") == "there is no month 13: months run from 01 to 12")
        #expect(DateProblem.explain("2026-W54") == "2026 has ISO weeks W01 to W53")
        #expect(DateProblem.explain("2025-W53") == "2025 has ISO weeks W01 to W52")
        #expect(DateProblem.explain("2026-11-30T25:00") == "`25:00` is not a time of day: hours run from 00 to 23 (write 00:00 of the next day for midnight)")
        #expect(DateProblem.explain("2026-11-30 07:61") == "`07:61` is not a time of day: minutes run from 00 to 59")
        #expect(DateProblem.explain("２０２６-１１-３０") == "`２０２６-１１-３０` has full-width digits — use ASCII digits: `2026-11-30`")
        #expect(DateProblem.explain("2026年11月3日") == "write the date `2026年11月3日` as `2026-11-03`")
        #expect(DateProblem.explain("2026-11-30") == nil)
        #expect(DateProblem.explain("第一周") == nil)
    }

    @Test func csvDateCellsWithImpossibleDatesAndTimes() {
        let text = "date,步数\n2026-11-31,1\n2026-11-30T25:00,2\n２０２６-11-29,3\n"
        #expect(csvErrors(text) == [
            "m.csv:2:1: error: cannot read date `2026-11-31` in column `date`: November 2026 has 30 days",
            "m.csv:3:1: error: cannot read date `2026-11-30T25:00` in column `date`: `25:00` is not a time of day: hours run from 00 to 23 (write 00:00 of the next day for midnight)",
            "m.csv:4:1: error: cannot read date `２０２６-11-29` in column `date`: `２０２６-11-29` has full-width digits — use ASCII digits: `2026-11-29`",
        ])
    }

    @Test func periodsThatAreNotRealSayWhy() {
        #expect(throws: Diagnostic.self) { try ReportPeriod.parse("2026-11-31", path: "周报.md", line: 3, column: 9) }
        do {
            _ = try ReportPeriod.parse("2026-11-31", path: "周报.md", line: 3, column: 9)
        } catch let d as Diagnostic {
            #expect(d.description == "周报.md:3:9: error: cannot read period `2026-11-31`: November 2026 has 30 days")
        } catch {}
        do {
            _ = try ReportPeriod.parse(from: "2026-02-30", to: "2026-03-01", path: "p.md", line: 2, column: 7)
        } catch let d as Diagnostic {
            #expect(d.description == "p.md:2:7: error: cannot read `from: 2026-02-30`; February 2026 has 28 days")
        } catch {}
    }

    @Test func valuesOutsideThePlausibleRangeWarnAtTheirCell() throws {
        var metadata = MetricMetadata()
        #expect(metadata.apply(key: "plausible_min", value: .number(0)) == nil)
        #expect(metadata.apply(key: "plausible_max", value: .number(100_000)) == nil)
        let series = try parseCSV("date,步数\n2026-11-01,8000\n2026-11-02,-5\n2026-11-03,1e9\n", metadata)
        #expect(series.values == [[8000, -5, 1e9]])  // read all the same: a warning, not an error
        #expect(series.warnings.map(\.description) == [
            "m.csv:3:12: warning: -5 is below the plausible minimum (`plausible_min: 0`); check the value, or change `plausible_min:` in the metric's sidecar",
            "m.csv:4:12: warning: 1000000000 is above the plausible maximum (`plausible_max: 100000`); check the value, or change `plausible_max:` in the metric's sidecar",
        ])
        var swapped = MetricMetadata()
        _ = swapped.apply(key: "plausible_min", value: .number(10))
        #expect(swapped.apply(key: "plausible_max", value: .number(1)) == "`plausible_min` is above `plausible_max`; swap them")
        #expect(swapped.apply(key: "plausible_max", value: .string("高")) != nil)
    }

    @Test func unknownMetricKeysSuggestTheClosest() {
        var metadata = MetricMetadata()
        let message = metadata.apply(key: "titel", value: .string("步数")) ?? ""
        #expect(message.hasPrefix("unknown metric key `titel` — did you mean `title`?; known keys are"), "\(message)")
    }
}
