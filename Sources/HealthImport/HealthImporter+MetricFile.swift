import Diagnostics
import Metrics

extension HealthImporter {
    /// Adds one kind's metric file and sidecar to `commit` and records it in `report`: rows a metric file may not
    /// hold are left out with a warning (``ImportLimits``), an empty table is listed under ``HealthImportReport/empty``.
    /// Every importer (Apple Health, Google Fit, Fitbit) writes its files through here.
    static func addMetricFile(_ table: inout MetricTable, kind: HealthMetricKind, unit: String?, columns: [String]?,
                              options: HealthImportOptions, into commit: inout OutputCommit, report: inout HealthImportReport) {
        let leftOut = table.removeRowsOutsideLimits()
        if let first = leftOut.first {
            report.daysLeftOut += leftOut.count
            report.warnings.append(.warning(options.source, "\(kind.rawValue): \(leftOut.count) day(s) left out (the first "
                + "\(first)): the day's value is not a number \(ImportLimits.valueText), or its date falls outside the "
                + "years 1–9999, which no metric file may hold"))
        }
        if table.rows.isEmpty {
            report.empty.append(kind)
            return
        }
        report.metricFiles.append(kind)
        for row in table.rows { if let day = CalendarDay(isoPrefix: row.date) { report.dataDays.insert(day) } }
        let csvPath = join(options.destination, kind.rawValue + ".csv")
        let yamlPath = join(options.destination, kind.rawValue + ".yaml")
        let sidecar = HealthOutput.sidecar(kind, unit: unit, columns: columns,
                                          language: HealthReportLanguage(tag: options.language))
        commit.files.append(.init(path: csvPath, bytes: Array(table.csv().utf8), owner: yamlPath))
        commit.files.append(.init(path: yamlPath, bytes: Array(sidecar.utf8), owner: yamlPath))
    }

    /// Adds the metrics page when asked for, refuses files the importer does not own (unless `--force`), then writes
    /// everything at once (``OutputCommit``) and records what was written in `report`.
    static func finish(_ commit: inout OutputCommit, options: HealthImportOptions, report: inout HealthImportReport) throws {
        if options.metricsPage { metricsPage(options: options, into: &commit, report: &report) }
        if !options.force {
            let conflicts = commit.conflicts()
            if !conflicts.isEmpty { throw DiagnosticList(conflicts) }
        }
        let result = try commit.commit()
        report.written = result.written
        report.unchanged = result.unchanged
        report.warnings += result.movedAside
    }
}
