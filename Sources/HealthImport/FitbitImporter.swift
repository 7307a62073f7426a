import Foundation
import Diagnostics
import Metrics

/// `cardstock import fitbit`: turns a Fitbit data export (Google Takeout's Fitbit part, or the older "Export Your Account
/// Archive", `MyFitbitData/<name>/…`) into metric files.
///
/// Reads the JSON files named `<type>-YYYY-MM-DD.json` wherever they are (the folder names carry the account's name and
/// language, so they are not relied on): `steps`, `distance` (centimetres), `calories`, `heart_rate` (`{"bpm": …}`),
/// `resting_heart_rate`, `very_active_minutes` and `moderately_active_minutes` (entries of `dateTime` and `value`),
/// and `sleep` (one entry per sleep log, with its stage minutes). Days are the dates the entries carry (Fitbit writes
/// local times, `11/24/26 07:05:00`). Nothing else in the export (the profile, with name and birthday) is read.
package enum FitbitImporter {
    /// Runs an import; throws a `DiagnosticList` (entries at `path:line:col`) and then writes nothing. `progress`
    /// counts the bytes of the JSON files read.
    package static func run(_ options: HealthImportOptions, progress: ProgressCounter? = nil) throws -> HealthImportReport {
        let input = try TakeoutInput(path: options.source)
        let files = input.files.compactMap { f in FitbitFile.stem(of: f.name).flatMap { readers.keys.contains($0) ? (f, $0) : nil } }
        progress?.begin(total: files.reduce(0) { $0 + $1.0.size })
        var report = HealthImportReport()
        report.format = "fitbit"
        var tables = emptyTables()
        var problems: [Diagnostic] = []
        for (file, stem) in files {
            do {
                let parsed = try FitbitFile(input.read(file), stem: stem, path: input.shown(file))
                problems += read(parsed, into: &tables, report: &report)
            } catch let list as DiagnosticList {
                problems += list.items
            }
            progress?.add(file.size)
            if problems.count >= GoogleFitImporter.maxErrors { break }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        guard report.recordsRead > 0 else {
            throw DiagnosticList([.error(options.source, "holds no Fitbit data files (JSON files named like "
                + "steps-2026-11-01.json or heart_rate-2026-11-24.json); pass the Fitbit export's zip or its folder")])
        }
        try FitnessImportWriter.write(tables, options: options, report: &report)
        return report
    }

    /// The files the import writes; the table indices of ``readers``.
    static func emptyTables() -> [FitnessDayTable] {
        let hours = 1.0 / 60
        return [
            FitnessDayTable(.steps, [.init(name: "steps", rule: .sum)]),
            FitnessDayTable(FitnessKinds.distance, [.init(name: "km", rule: .sum, scale: 0.000_01)]),
            FitnessDayTable(FitnessKinds.energyBurned, [.init(name: "kcal", rule: .sum)]),
            FitnessDayTable(.heartRate, [.init(name: "min_bpm", rule: .min), .init(name: "mean_bpm", rule: .mean),
                                         .init(name: "max_bpm", rule: .max)]),
            FitnessDayTable(.restingHeartRate, [.init(name: "bpm", rule: .mean)]),
            FitnessDayTable(FitnessKinds.activeMinutes, [.init(name: "minutes", rule: .sum)]),
            FitnessDayTable(.sleep, ["asleep_h", "in_bed_h", "core_h", "deep_h", "rem_h", "awake_h"].map {
                .init(name: $0, rule: .sum, scale: hours)
            }),
        ]
    }

    /// How each file type is read: the table its values go to, and where in an entry the value is.
    enum Reader {
        /// `{"dateTime": …, "value": "123"}`.
        case plain(table: Int)
        /// `{"dateTime": …, "value": {"<key>": 62, …}}`; every column of the table gets the value.
        case inner(table: Int, key: String)
        /// Sleep logs.
        case sleep
    }

    static let readers: [String: Reader] = [
        "steps": .plain(table: 0), "distance": .plain(table: 1), "calories": .plain(table: 2),
        "heart_rate": .inner(table: 3, key: "bpm"), "resting_heart_rate": .inner(table: 4, key: "value"),
        "very_active_minutes": .plain(table: 5), "moderately_active_minutes": .plain(table: 5), "sleep": .sleep,
    ]

    /// Adds a file's entries; returns the problems found (at most ``GoogleFitImporter/maxErrors``).
    static func read(_ file: FitbitFile, into tables: inout [FitnessDayTable], report: inout HealthImportReport) -> [Diagnostic] {
        guard let reader = readers[file.stem] else { return [] }
        var problems: [Diagnostic] = []
        for element in file.elements {
            report.recordsRead += 1
            let outcome: Outcome
            switch reader {
            case .plain(let t): outcome = readPlain(element.object, into: &tables[t], inner: nil)
            case .inner(let t, let key): outcome = readPlain(element.object, into: &tables[t], inner: key)
            case .sleep: outcome = readSleep(element.object, into: &tables[6])
            }
            switch outcome {
            case .used: report.recordsImported += 1
            case .empty: report.recordsSkipped += 1
            case .problem(let text):
                problems.append(.error(file.path, line: element.line, column: element.column, text))
                if problems.count >= GoogleFitImporter.maxErrors { return problems }
            }
        }
        return problems
    }

    /// What became of an entry: added, left out as holding no value, or what is wrong with it.
    enum Outcome: Equatable {
        case used, empty
        case problem(String)
    }

    /// One `dateTime`/`value` entry; a resting heart rate of 0 (Fitbit's "no value that day") is left out.
    static func readPlain(_ o: [String: Any], into table: inout FitnessDayTable, inner key: String?) -> Outcome {
        let value = key.map { (o["value"] as? [String: Any])?[$0] as Any? } ?? o["value"]
        let dateText = (key == "value" ? (o["value"] as? [String: Any])?["date"] as? String : nil) ?? o["dateTime"] as? String
        guard let dateText, let day = FitbitFile.day(dateText) else {
            return .problem("this entry has no date Cardstock can read (`dateTime` like \"11/24/26 07:05:00\")")
        }
        if key == "value", value == nil || value is NSNull { return .empty }
        guard let v = FitbitFile.number(value ?? nil), v.isFinite else {
            return .problem("this entry's value is not a number (expected `\"value\": \(key.map { "{\"\($0)\": 62}" } ?? "\"123\"")`)")
        }
        if key == "value", v == 0 { return .empty }
        for c in table.columns.indices { table.add(v, day: day, column: c) }
        return .used
    }

    /// One sleep log: minutes asleep and in bed, and with stages (`levels.summary`) deep, light (written as core,
    /// like Health), REM and awake minutes, on the night's `dateOfSleep`.
    static func readSleep(_ o: [String: Any], into table: inout FitnessDayTable) -> Outcome {
        guard let dateText = o["dateOfSleep"] as? String, let day = FitbitFile.day(dateText) else {
            return .problem("this sleep log has no `dateOfSleep` like \"2026-11-24\"")
        }
        guard let asleep = FitbitFile.number(o["minutesAsleep"]), let inBed = FitbitFile.number(o["timeInBed"]) else {
            return .problem("this sleep log has no `minutesAsleep` and `timeInBed` numbers")
        }
        table.add(asleep, day: day, column: 0)
        table.add(inBed, day: day, column: 1)
        let summary = (o["levels"] as? [String: Any])?["summary"] as? [String: Any] ?? [:]
        guard (o["type"] as? String) == "stages" else { return .used }
        for (stage, column) in [("light", 2), ("deep", 3), ("rem", 4), ("wake", 5)] {
            if let m = FitbitFile.number((summary[stage] as? [String: Any])?["minutes"]) { table.add(m, day: day, column: column) }
        }
        return .used
    }
}
