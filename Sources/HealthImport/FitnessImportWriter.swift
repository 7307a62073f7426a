import Diagnostics

/// Writes a Google Fit or Fitbit import the way the Apple Health import writes its own: a metric file and sidecar per
/// kind (``HealthImporter/addMetricFile(_:kind:unit:columns:options:into:report:)``), the metrics page, and all of it
/// at once through ``OutputCommit`` (nothing is written when any file conflicts).
enum FitnessImportWriter {
    /// Writes `tables` (those `options.types` asks for) in file-name order and completes `report`.
    static func write(_ tables: [FitnessDayTable], options: HealthImportOptions, report: inout HealthImportReport) throws {
        try HealthImporter.checkFolders(options)
        var commit = OutputCommit()
        for source in tables.sorted(by: { $0.kind < $1.kind }) where options.types.map({ $0.contains(source.kind) }) ?? true {
            var (table, columns) = source.table(since: options.since)
            HealthImporter.addMetricFile(&table, kind: source.kind, unit: source.kind.metadata.unit, columns: columns,
                                         options: options, into: &commit, report: &report)
        }
        try HealthImporter.finish(&commit, options: options, report: &report)
    }
}
