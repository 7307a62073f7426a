import Testing
@testable import Metrics

@Suite struct CSVParserTests {
    @Test func readsHeaderAndRows() throws {
        let s = try parseCSV("date,value\n2026-11-01,52\n2026-11-02,53.5\n")
        #expect(s.name == "m")
        #expect(s.columns == ["value"])
        #expect(s.times == [utc(2026, 11, 1), utc(2026, 11, 2)])
        #expect(s.values == [[52, 53.5]])
    }

    @Test func quotedFieldsHoldCommasQuotesAndNewlines() throws {
        let text = "date,value,note\n2026-11-01,1,\"a, b\"\n\"2026-11-02\",\"2\",\"say \"\"hi\"\"\nnext line\"\n2026-11-03,3,x\n"
        let s = try parseCSV(text)
        #expect(s.columns == ["value"]) // the note column is text and is ignored
        #expect(s.values == [[1, 2, 3]])
        #expect(s.times.count == 3)
    }

    @Test func quotedNumbersAreRead() throws {
        let s = try parseCSV("date,\"steps, total\"\n2026-11-01,\"8432\"\n")
        #expect(s.columns == ["steps, total"])
        #expect(s.values == [[8432]])
    }

    @Test func skipsByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("date,value\n2026-11-01,5\n".utf8)
        let s = try CSVParser.parse(bytes, path: "bom.csv")
        #expect(s.columns == ["value"])
        #expect(s.values == [[5]])
    }

    @Test func acceptsCRLFAndNoFinalNewline() throws {
        let s = try parseCSV("date,value\r\n2026-11-01,1\r\n2026-11-02,2")
        #expect(s.values == [[1, 2]])
        #expect(s.times == [utc(2026, 11, 1), utc(2026, 11, 2)])
    }

    @Test func headerOnlyFileIsAnEmptySeries() throws {
        let s = try parseCSV("date,value\n")
        #expect(s.isEmpty)
        #expect(s.columns == ["value"])
        #expect(s.asOf == nil)
        #expect(s.defaultPeriod() == nil)
    }

    @Test func emptyFileIsAnError() {
        let expected = "m.csv:1:1: error: the metric file is empty; add a header row such as `date,value` and one row per sample"
        #expect(csvErrors("") == [expected])
        #expect(csvErrors("\n\r\n  \n") == [expected])
    }

    @Test func blankLinesAreSkipped() throws {
        let s = try parseCSV("\n\ndate,value\n\n2026-11-01,1\n\n\r\n2026-11-02,2\n\n")
        #expect(s.values == [[1, 2]])
    }

    @Test func emptyCellsAreMissingNotZero() throws {
        let s = try parseCSV("date,a,b\n2026-11-01,,2\n2026-11-02,3,\n2026-11-03,4,\n")
        #expect(s.columns == ["a", "b"])
        #expect(s.values[0] == [nil, 3, 4])
        #expect(s.values[1] == [2, nil, nil])
    }

    @Test func nonNumericCellIsAnErrorWithRowAndColumn() {
        let errors = csvErrors("date,steps\n2026-11-01,8432\n2026-11-02,lots\n")
        #expect(errors == [
            "m.csv:3:12: error: `lots` in column `steps` is not a number; write a plain number such as 8432 or 7.5 "
                + "(no units or thousands separators), or leave the cell empty for a missing value",
        ])
    }

    @Test func textBeforeNumbersInAColumnIsReported() {
        let errors = csvErrors("date,steps\n2026-11-01,n/a\n2026-11-02,12\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("m.csv:2:12: error: `n/a` in column `steps` is not a number") == true)
    }

    @Test func namedColumnMustBeNumericFromTheStart() {
        let errors = csvErrors("date,steps\n2026-11-01, many\n", MetricMetadata(column: "steps"))
        #expect(errors.first?.hasPrefix("m.csv:2:13: error: `many` in column `steps`") == true)
    }

    @Test func collectsSeveralErrors() {
        let errors = csvErrors("date,v\nyesterday,1\n2026-11-02,x\n2026-11-03,2\n2026-13-01,3\n")
        #expect(errors.count == 3)
        #expect(errors[0].hasPrefix("m.csv:2:1: error: cannot read date `yesterday` in column `date`; use ISO 8601"))
        #expect(errors[1].hasPrefix("m.csv:3:12: error: `x` in column `v`"))
        #expect(errors[2].hasPrefix("m.csv:5:1: error: cannot read date `2026-13-01`"))
    }

    @Test func stopsAfterTwentyErrors() {
        var text = "date,v\n"
        for _ in 0..<50 { text += "bad,1\n" }
        #expect(csvErrors(text).count == 20)
    }

    @Test func missingDateColumnIsAnError() {
        let errors = csvErrors("when,value\n2026-11-01,1\n")
        #expect(errors == [
            "m.csv:1:1: error: no date column; name one column `date`, `time`, `timestamp` or `day`, or set `x:` to "
                + "its name (the header has: when, value)",
        ])
        #expect(csvErrors("when,value\n2026-11-01,1\n", MetricMetadata(x: "When")) == [])
    }

    @Test func missingNamedColumnIsAnError() {
        let errors = csvErrors("date,value\n2026-11-01,1\n", MetricMetadata(column: "bpm"))
        #expect(errors == ["m.csv:1:1: error: column `bpm` does not exist; the header has: date, value"])
    }

    @Test func explicitColumnsLimitTheSeries() throws {
        let s = try parseCSV("Day,a,b,c\n2026-11-01,1,2,3\n", MetricMetadata(columns: ["c", "a"]))
        #expect(s.columns == ["a", "c"])
        #expect(s.values == [[1], [3]])
        #expect(s.columnIndex("C") == 1)
    }

    @Test func unterminatedQuoteIsAnError() {
        #expect(csvErrors("date,value\n2026-11-01,\"12\n") == [
            "m.csv:2:12: error: this quoted cell is never closed; add the closing `\"` (write `\"\"` for a quote inside it)",
        ])
    }

    @Test func extraCellsAreAnError() {
        let errors = csvErrors("date,value\n2026-11-01,1,2\n2026-11-02,3,\n")
        #expect(errors == [
            "m.csv:2:14: error: this row has 3 cells but the header has 2; remove the extra cells or quote cells that contain commas",
        ])
    }

    @Test func unsortedRowsAreSortedStably() throws {
        let s = try parseCSV("date,v\n2026-11-03,3\n2026-11-01,1\n2026-11-02,2\n2026-11-01,10\n")
        #expect(s.times == [utc(2026, 11, 1), utc(2026, 11, 1), utc(2026, 11, 2), utc(2026, 11, 3)])
        #expect(s.values == [[1, 10, 2, 3]]) // equal dates keep file order
    }

    @Test func duplicateDatesAreSeparateSamples() throws {
        let s = try parseCSV("date,drinks\n2026-11-01,1\n2026-11-01,2\n2026-11-02,1\n")
        #expect(s.count == 3)
        let day1 = ReportPeriod(parsing: "2026-11-01")
        #expect(s.aggregate(column: 0, .sum, in: day1) == 3)
        #expect(s.aggregate(column: 0, .mean, in: day1) == 1.5)
        #expect(s.aggregate(column: 0, .last, in: day1) == 2)
    }

    @Test func numbersInManyForms() throws {
        let s = try parseCSV("date,v\n2026-11-01,-1.5\n2026-11-02,+2\n2026-11-03,1e3\n2026-11-04,.25\n2026-11-05, 7 \n"
            + "2026-11-06,0.1\n2026-11-07,123456789.123456789\n")
        #expect(s.values == [[-1.5, 2, 1000, 0.25, 7, 0.1, 123456789.123456789]])
    }
}

@Suite struct CSVColumnTests {
    @Test func unnamedColumnsGetANumber() throws {
        let s = try parseCSV("date,,v\n2026-11-01,1,2\n")
        #expect(s.columns == ["column 2", "v"])
    }

    @Test func pointsOfAPeriodKeepGaps() throws {
        let s = try parseCSV("date,v\n2026-11-15,0\n2026-11-16,1\n2026-11-17,\n2026-11-23,9\n")
        let points = s.points(column: 0, in: ReportPeriod(parsing: "2026-W47"))
        #expect(points == [ChartPoint(time: utc(2026, 11, 16), value: 1), ChartPoint(time: utc(2026, 11, 17), value: nil)])
        #expect(s.points(column: 0).count == 4)
        #expect(s.points(column: 3).isEmpty)
    }
}
