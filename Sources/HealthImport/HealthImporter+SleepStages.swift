import Localization
import Metrics

extension HealthImporter {
    /// The stretch file written beside `sleep-duration` when the chosen sources record stages.
    static let sleepStagesFile = "sleep-stages-night"

    /// The sleep table (``HealthOutput/sleep(_:names:since:)``) and its columns; when any chosen night records stages, also adds
    /// `sleep-stages-night.csv` and its sidecar (`chart: hypnogram`) to `commit`: one row per stage sample of
    /// those nights, its start with the offset it was recorded with and its minutes in the stage's column.
    static func sleepTable(_ handler: HealthExportHandler, names: [String], options: HealthImportOptions,
                           into commit: inout OutputCommit) -> (MetricTable, [String]?) {
        let stretches = HealthOutput.sleepStretches(handler.sleep, names: names, since: options.since)
        if !stretches.rows.isEmpty {
            let csvPath = join(options.destination, sleepStagesFile + ".csv")
            let yamlPath = join(options.destination, sleepStagesFile + ".yaml")
            commit.files.append(.init(path: csvPath, bytes: Array(stretches.csv().utf8), owner: yamlPath))
            let sidecar = HealthOutput.sleepStretchSidecar(language: options.language)
            commit.files.append(.init(path: yamlPath, bytes: Array(sidecar.utf8), owner: yamlPath))
        }
        let table = HealthOutput.sleep(handler.sleep, names: names, since: options.since)
        return (table, table.columns.map(\.name))
    }
}

extension HealthOutput {
    /// The stage samples of the nights whose chosen source records stages, by start: `date` (the start with its
    /// recorded offset) and the minutes in one of `awake_min, rem_min, core_min, deep_min`.
    static func sleepStretches(_ acc: SleepAccumulator, names: [String], since: CalendarDay?) -> MetricTable {
        var table = MetricTable(columns: SleepStretch.Stage.allCases.map { .init(name: $0.column, places: storedPlaces) })
        guard acc.anyStages else { return table }
        for (_, asleep, _) in acc.nights(names: names, since: since) {
            guard let night = asleep, night.hasStages else { continue }
            let sorted = night.stretches.enumerated().sorted { a, b in
                a.element.start.instant != b.element.start.instant ? a.element.start.instant < b.element.start.instant : a.offset < b.offset
            }
            for (_, stretch) in sorted where stretch.end.instant > stretch.start.instant {
                var values = [Double?](repeating: nil, count: SleepStretch.Stage.allCases.count)
                values[stretch.stage.rawValue] = Double(stretch.end.instant - stretch.start.instant) / 60
                table.rows.append((stretch.start.iso, [], values, ""))
            }
        }
        return table
    }

    /// The sidecar of the stretch file: a hypnogram of each night, its title and the stages' names (`labels:`) in the
    /// site's language (`language`, a tag such as `zh-CN`; `nil` is English) from the built-in string tables, the
    /// names the site's pages give the stages too. Times keep their offsets and the sidecar says `time_zone: recorded`,
    /// so each night is drawn on the clock it was recorded with, whatever the site's `time_zone`: stretches by their
    /// instants, so a night across a summer-time change is as long as it was.
    static func sleepStretchSidecar(language: String?) -> String {
        let words = StringTable(builtIn: LanguageTag(language ?? "en").table)
        let labels = SleepStretch.Stage.allCases.map { "\($0.column): \(WorkoutPage.yamlQuoted(words($0.nameKey)))" }
        return marker + "\n"
            + "# Re-running the import rewrites this file and its .csv; rename them to keep your edits.\n"
            + "# One row per stage sample, at its start with the UTC offset it was recorded with, in minutes.\n"
            + "title: \(WorkoutPage.yamlQuoted(words("sleep.stages_title")))\nunit: min\nicon: bed.double.fill\ntint: indigo\n"
            + "aggregation: sum\ntime_zone: recorded\nchart: hypnogram\nlabels: {\(labels.joined(separator: ", "))}\n"
    }
}
