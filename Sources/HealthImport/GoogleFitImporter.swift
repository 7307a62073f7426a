import Basics
import Diagnostics
import Metrics

/// `cardstock import google-fit`: turns Google Fit's part of a Google Takeout into metric files.
///
/// Reads the daily activity metrics (`Takeout/Fit/Daily activity metrics/`): the summary CSV with one row per day
/// when there is one, else the per-day CSVs (`2026-11-24.csv`, one row per interval), added up per day. Files are
/// found by what they hold, not their names, so a Takeout in any language works (see ``GoogleFitColumns``): the
/// summary is a CSV whose first column holds `YYYY-MM-DD` dates, a per-day file is named by its date. Writes
/// `steps`, `energy-burned`, `distance`, `move-minutes`, `heart-points`, `heart-minutes`, `heart-rate` and
/// `body-mass` like ``HealthImporter`` writes its files.
package enum GoogleFitImporter {
    /// Runs an import; throws a `DiagnosticList` (cells at `path:line:col`) and then writes nothing. `progress`
    /// counts the bytes of the CSV files read.
    package static func run(_ options: HealthImportOptions, progress: ProgressCounter? = nil) throws -> HealthImportReport {
        let input = try TakeoutInput(path: options.source)
        let csvs = input.files.filter { $0.name.lowercased().hasSuffix(".csv") }
        progress?.begin(total: csvs.reduce(0) { $0 + $1.size })
        var report = HealthImportReport()
        report.format = "google-fit"
        var tables = emptyTables()
        let dated = csvs.filter { dayOfFileName($0.name) != nil }
        let summaries = try csvs.filter { dayOfFileName($0.name) == nil }.compactMap { file -> (TakeoutInput.File, CSVText, Int)? in
            let text = try CSVText(input.read(file), path: input.shown(file))
            progress?.add(file.size)
            guard let header = text.rows.first, text.rows.count > 1, isDate(text.rows[1][0].text) else { return nil }
            let roles = GoogleFitColumns.roles(header.map(\.text)).count
            return roles > 0 ? (file, text, roles) : nil
        }
        // The summary with the most known columns (then the shallowest, then by name) when there is one.
        if let best = summaries.min(by: { a, b in
            a.2 != b.2 ? a.2 > b.2 : (depth(a.0.name), a.0.name) < (depth(b.0.name), b.0.name)
        }) {
            try read(best.1, path: input.shown(best.0), fileDay: nil, into: &tables, report: &report)
        } else {
            var problems: [Diagnostic] = []
            for file in dated {
                do {
                    let text = try CSVText(input.read(file), path: input.shown(file))
                    try read(text, path: input.shown(file), fileDay: dayOfFileName(file.name), into: &tables, report: &report)
                } catch let list as DiagnosticList {
                    problems += list.items
                }
                progress?.add(file.size)
                if problems.count >= maxErrors { break }
            }
            if !problems.isEmpty { throw DiagnosticList(problems) }
        }
        guard report.recordsRead > 0 else {
            throw DiagnosticList([.error(options.source, "holds no Google Fit daily activity metrics (no CSV file whose first "
                + "column holds dates and whose columns include steps, calories, distance or heart rate); pass the Takeout "
                + "zip, or its folder, that has Fit → Daily activity metrics")])
        }
        try FitnessImportWriter.write(tables, options: options, report: &report)
        return report
    }

    /// The most cell errors reported at once.
    static let maxErrors = 20

    /// The files the import writes, in the order of ``target(_:)``'s table indices.
    static func emptyTables() -> [FitnessDayTable] {
        [
            FitnessDayTable(.steps, [.init(name: "steps", rule: .sum)]),
            FitnessDayTable(FitnessKinds.energyBurned, [.init(name: "kcal", rule: .sum)]),
            FitnessDayTable(FitnessKinds.distance, [.init(name: "km", rule: .sum, scale: 0.001)]),
            FitnessDayTable(FitnessKinds.moveMinutes, [.init(name: "minutes", rule: .sum)]),
            FitnessDayTable(FitnessKinds.heartPoints, [.init(name: "points", rule: .sum)]),
            FitnessDayTable(FitnessKinds.heartMinutes, [.init(name: "minutes", rule: .sum)]),
            FitnessDayTable(.heartRate, [.init(name: "min_bpm", rule: .min), .init(name: "mean_bpm", rule: .mean),
                                         .init(name: "max_bpm", rule: .max)]),
            FitnessDayTable(.bodyMass, [.init(name: "kg", rule: .mean)]),
        ]
    }

    /// The table and column a role's values go to.
    static func target(_ role: GoogleFitColumns.Role) -> (table: Int, column: Int) {
        switch role {
        case .steps: return (0, 0)
        case .calories: return (1, 0)
        case .distance: return (2, 0)
        case .moveMinutes: return (3, 0)
        case .heartPoints: return (4, 0)
        case .heartMinutes: return (5, 0)
        case .heartRateMin: return (6, 0)
        case .heartRateAverage: return (6, 1)
        case .heartRateMax: return (6, 2)
        case .weightAverage: return (7, 0)
        }
    }

    /// Adds a file's rows: each row's day is its first cell (the summary) or `fileDay` (a per-day file).
    static func read(_ text: CSVText, path: String, fileDay: CalendarDay?, into tables: inout [FitnessDayTable],
                     report: inout HealthImportReport) throws {
        guard let header = text.rows.first else { return }
        let roles = GoogleFitColumns.roles(header.map(\.text))
        if roles.isEmpty { return }
        var problems: [Diagnostic] = []
        for row in text.rows.dropFirst() {
            report.recordsRead += 1
            guard let day = fileDay ?? dayOfCell(row[0]) else {
                problems.append(.error(path, line: row[0].line, column: row[0].column, "`\(row[0].text)` is not a date; "
                    + "this column holds each day as YYYY-MM-DD, e.g. 2026-11-24"))
                if problems.count >= maxErrors { break }
                continue
            }
            for (i, role) in roles.sorted(by: { $0.key < $1.key }) where i < row.count {
                let cell = row[i]
                if cell.text.isEmpty { continue }
                guard let value = DataTable.number(cell.text), value.isFinite else {
                    problems.append(.error(path, line: cell.line, column: cell.column, "`\(cell.text)` in column "
                        + "`\(header[i].text)` is not a number; write it like 1234 or 56.7, or leave the cell empty"))
                    continue
                }
                let (t, c) = target(role)
                tables[t].add(value, day: day, column: c)
            }
            report.recordsImported += 1
            if problems.count >= maxErrors { break }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
    }

    /// The day of a summary row's first cell (`2026-11-24`).
    static func dayOfCell(_ cell: CSVText.Cell) -> CalendarDay? {
        isDate(cell.text) ? CalendarDay(isoPrefix: cell.text) : nil
    }

    /// Whether `text` is a `YYYY-MM-DD` date.
    static func isDate(_ text: String) -> Bool {
        text.utf8.count == 10 && ISO8601Reader.read(text) != nil
    }

    /// The day a per-day file is named by (`…/2026-11-24.csv`).
    static func dayOfFileName(_ name: String) -> CalendarDay? {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        guard last.lowercased().hasSuffix(".csv") else { return nil }
        let stem = String(last.dropLast(4))
        return isDate(stem) ? CalendarDay(isoPrefix: stem) : nil
    }

    static func depth(_ name: String) -> Int { name.split(separator: "/").count }
}
