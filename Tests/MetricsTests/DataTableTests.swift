import Testing
import Diagnostics
@testable import Metrics

/// The generic table reader behind `repeat: rows`: CSV through the metrics' state machine, JSON arrays of objects.
@Suite struct DataTableTests {
    func csv(_ text: String) throws -> DataTable { try DataTable.read(Array(text.utf8), path: "t.csv") }
    func json(_ text: String) throws -> DataTable { try DataTable.read(Array(text.utf8), path: "t.JSON") }
    func errors(_ body: () throws -> DataTable) -> [String] {
        do { _ = try body(); return [] } catch let list as DiagnosticList { return list.items.map(\.description) } catch { return ["\(error)"] }
    }

    @Test func csvCellsKeepTheirTextAndPositions() throws {
        let t = try csv("\u{FEFF}name,date,km\r\n\r\n\"Run, long\",2026-11-02, 5.2 \n\"say \"\"hi\"\"\",2026-11-03,\n")
        #expect(t.columns == ["name", "date", "km"])
        #expect(t.rows.map { $0.cells.map(\.text) } == [["Run, long", "2026-11-02", "5.2"], ["say \"hi\"", "2026-11-03", ""]])
        #expect(t.rows.map(\.line) == [3, 4])
        let km = t.rows[0].cells[2]
        #expect(km.line == 3 && km.column == 25 && km.number == 5.2 && !km.quoted)
        #expect(t.rows[0].cells[0].quoted && t.rows[0].cells[0].number == nil)
        #expect(t.rows[0].cells[1].day == CalendarDay(year: 2026, month: 11, day: 2))
        #expect(t.column(named: "KM") == 2 && t.column(named: "pace") == nil)
    }

    @Test func quotedNumbersAreText() throws {
        let t = try csv("id,n\n\"0042\",0042\n")
        #expect(t.rows[0].cells[0].number == nil && t.rows[0].cells[1].number == 42)
    }

    @Test func datesAndDateTimes() {
        #expect(DataTable.day("2026-11-24T07:05:00+01:00") == CalendarDay(year: 2026, month: 11, day: 24))
        #expect(DataTable.day("2026-11-24 07:05") == CalendarDay(year: 2026, month: 11, day: 24))
        #expect(DataTable.day("2026-02-30") == nil && DataTable.day("2026-11-24x") == nil && DataTable.day("24.11.2026") == nil)
        #expect(DataTable.number("1e3") == 1000 && DataTable.number("nan") == nil && DataTable.number("8,432") == nil
                && DataTable.number("12 kg") == nil && DataTable.number("") == nil)
    }

    @Test func csvErrorsAreLocated() {
        #expect(errors { try csv("") } == ["t.csv:1:1: error: the file is empty; write a header row such as `name,date,distance` and then one row per page (or, in a .json file, an array of objects)"])
        #expect(errors { try csv(" \n\n") }.count == 1)
        let short = errors { try csv("a,b,c\n1,2,3\n1,2\nx,y,z,w\n") }
        #expect(short.count == 2)
        #expect(short.first?.hasPrefix("t.csv:3:1: error: this row has 2 cells but the header has 3") == true)
        #expect(short.last?.hasPrefix("t.csv:4:7: error: this row has 4 cells but the header has 3") == true)
        #expect(errors { try csv("a,b\n\"open,2\n") }.first?.hasPrefix("t.csv:2:1: error: this quoted cell is never closed") == true)
        // A header-only file is a table without rows (the series warns).
        #expect((try? csv("a,b\n"))?.rows.isEmpty == true)
    }

    @Test func jsonArraysOfObjects() throws {
        let t = try json("[{\"name\": \"Ana\", \"n\": 12, \"x\": 1.5},\n {\"name\": \"Bo\", \"ok\": true, \"n\": null}]")
        #expect(t.columns == ["name", "n", "x", "ok"])
        #expect(t.rows.map { $0.cells.map(\.text) } == [["Ana", "12", "1.5", ""], ["Bo", "", "", "true"]])
        #expect(t.rows[0].cells[1].number == 12 && t.rows[0].cells[0].quoted)
        #expect(t.rows[1].line == 2)
    }

    @Test func jsonThatIsNotATable() {
        #expect(errors { try json("  \n") }.first?.contains("the file is empty") == true)
        #expect(errors { try json("{\"a\": 1}") }.first?.hasPrefix("t.JSON:1:1: error: this is not a table") == true)
        let items = errors { try json("[1, {\"a\": [2]}]") }
        #expect(items.count == 2)
        #expect(items.first?.hasPrefix("t.JSON:1:2: error: this item (1) is not an object") == true)
        #expect(items.last?.hasPrefix("t.JSON:1:11: error: the value of 'a' is […]") == true)
        #expect(errors { try json("[{\"a\": 1}") }.first?.hasPrefix("t.JSON:1:") == true)
    }
}
