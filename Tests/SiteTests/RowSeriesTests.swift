import Testing
import Diagnostics
import Localization
import Metrics
@testable import Site

/// `repeat: rows`: slugs, the `{{row.x}}` values and the row block's fields.
@Suite struct RowSeriesTests {
    let english = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "en"))
    let german = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "de"))

    func row(_ columns: [String], _ cells: [String], quoted: Set<Int> = []) -> SeriesRow {
        SeriesRow(columns: columns, cells: cells.enumerated().map {
            DataTable.Cell(text: $0.element, line: 2, column: 1, quoted: quoted.contains($0.offset))
        }, displayPath: "content/t.csv")
    }

    @Test func slugs() {
        #expect(RowSeries.slug("Morning Run (Park)") == "morning-run-park")
        #expect(RowSeries.slug("  --Zürich  Lauf--  ") == "zürich-lauf")
        #expect(RowSeries.slug("北京 跑步") == "北京-跑步")
        #expect(RowSeries.slug("Long *run*!") == "long-run")
        #expect(RowSeries.slug("!!!") == "" && RowSeries.slug("") == "")
        #expect(RowSeries.slug(String(repeating: "a", count: 200)).count == 80)
        #expect(RowSeries.slug("2026-11-24T07:05:00+01:00") == "2026-11-24t07-05-00-01-00")
    }

    @Test func placeholdersFollowThePageLanguage() {
        let r = row(["name", "date", "km", "at", "id", "pace"],
                    ["Run", "2026-11-24", "12345.5", "2026-11-24T07:05:00+01:00", "0042", "5.149901"], quoted: [4])
        let en = SeriesPlaceholders.row(r, slug: "run", text: english).values
        #expect(en["row"] == "run" && en["row.name"] == "Run" && en["row.id"] == "0042")
        // Numbers as cards show them: grouped, rounded by magnitude.
        #expect(en["row.date"] == "Nov 24, 2026" && en["row.km"] == "12,346" && en["row.pace"] == "5.15")
        #expect(en["row.at"] == "Nov 24, 2026, 07:05")
        let de = SeriesPlaceholders.row(r, slug: "run", text: german).values
        #expect(de["row.km"] == "12.346" && de["row.pace"] == "5,15")
        #expect(de["row.date"] != en["row.date"])
        // Replaced into Markdown, a value is text: its punctuation is escaped.
        let markdown = SeriesPlaceholders.row(row(["name"], ["*bold* <b>"]), slug: "x", text: english)
        let out = Array("# {{row.name}}".utf8).withUnsafeBytes { markdown.apply(markdown: $0) }
        #expect(String(decoding: out, as: UTF8.self) == "# \\*bold\\* \\<b\\>")
    }

    @Test func rowBlockFields() throws {
        let r = row(["slug", "date", "duration", "km", "note"], ["7", "2026-11-24", "95", "", "easy"])
        let defaults = RowBlockSpec()
        // Every number but the slug column; empty cells left out.
        #expect(defaults.items(r, slugColumn: 0, text: english).map(\.label) == ["Duration"])
        let spec = try RowBlockSpec.parse("fields: [duration, km, note]\nunits: {duration: min, KM: km}\ntitles: {note: Notes}\n",
                                          fenceLine: 10, fenceColumn: 1, path: "p.md", columns: r.columns, rowsPath: "t.csv")
        #expect(spec.units == ["duration": "min", "km": "km"])
        let items = spec.items(r, slugColumn: 0, text: english)
        #expect(items.map(\.label) == ["Duration", "Notes"])
        #expect(items.map(\.value) == ["1\u{A0}h 35\u{A0}min", "easy"])
        #expect(RowSeries.subtitle(r, day: r.firstDay, slugColumn: 0, spec: spec, text: english) == "Nov 24, 2026 · 1\u{A0}h 35\u{A0}min")
    }

    @Test func rowBlockErrorsAreLocated() {
        do {
            _ = try RowBlockSpec.parse("fields: [speed]\ncolour: red\nunits: km\n", fenceLine: 10, fenceColumn: 1, path: "p.md",
                                       columns: ["a"], rowsPath: "t.csv")
            Issue.record("no error")
        } catch let list as DiagnosticList {
            #expect(list.items.map(\.description) == [
                "p.md:11:10: error: t.csv has no column 'speed'; its columns are: a",
                "p.md:12:1: error: unknown key 'colour' in a row block; the keys are fields, titles, units",
                "p.md:13:8: error: `units` maps column names to text, e.g. `units: {distance: km}`",
            ])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aFileWithOnlyAHeaderMakesAnEmptySeriesAndWarns() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/runs/index.md", "---\ntitle: \"{{row.name}}\"\nseries_title: Runs\nrepeat: rows\nrows: runs.csv\n---\n\n# {{row.name}}\n")
        site.write("content/runs/runs.csv", "name,date\n")
        let built = site.run(["build", "--quiet"])
        #expect(built.status == 0, "\(built.err)")
        #expect(built.err.contains("content/runs/runs.csv:1:1: warning: the rows file has no rows, so the series of content/runs/index.md has no pages yet"))
        #expect(site.read("site/runs/index.html")?.contains("The data file has no rows yet: this series has no pages.") == true)
        #expect(site.run(["build", "--quiet", "--strict"]).status == 1)
    }
}
