import Diagnostics

/// The exports Cardstock imports, named like their `cardstock import` source kind.
package enum ImportFormat: String, Sendable, CaseIterable {
    /// The Health app's "Export All Health Data" (`export.zip`, `export.xml`).
    case appleHealth = "apple-health"
    /// Google Takeout's Fit folder (daily activity metrics).
    case googleFit = "google-fit"
    /// Fitbit's data export (`steps-YYYY-MM-DD.json` …).
    case fitbit
    /// Gadgetbridge's exported database (per-device sample tables).
    case gadgetbridge

    /// The app the data comes from, for the report page: `Apple Health`, `Google Fit`, `Fitbit`, `Gadgetbridge`.
    package var appName: String {
        switch self {
        case .appleHealth: return "Apple Health"
        case .googleFit: return "Google Fit"
        case .fitbit: return "Fitbit"
        case .gadgetbridge: return "Gadgetbridge"
        }
    }

    /// The export file named in the report page's refresh hint.
    var exampleFile: String {
        switch self {
        case .appleHealth: return "export.zip"
        case .googleFit: return "takeout.zip"
        case .fitbit: return "fitbit-export.zip"
        case .gadgetbridge: return "Gadgetbridge.db"
        }
    }

    /// Runs this format's importer.
    package func run(_ options: HealthImportOptions, progress: ProgressCounter? = nil) throws -> HealthImportReport {
        switch self {
        case .appleHealth: return try HealthImporter.run(options, progress: progress)
        case .googleFit: return try GoogleFitImporter.run(options, progress: progress)
        case .fitbit: return try FitbitImporter.run(options, progress: progress)
        case .gadgetbridge: return try GadgetbridgeImporter.run(options, progress: progress)
        }
    }

    /// The kind a `--types` name means among ``kinds``: its file name (`move-minutes`) or a Health alias (`rhr`).
    package func kind(named name: String) -> HealthMetricKind? { FitnessKinds.named(name, among: kinds) }

    /// The kinds this format's importer writes (`--types` chooses among them).
    package var kinds: [HealthMetricKind] {
        switch self {
        case .appleHealth: return HealthMetricKind.allCases
        case .googleFit: return GoogleFitImporter.emptyTables().map(\.kind)
        case .fitbit: return FitbitImporter.emptyTables().map(\.kind)
        case .gadgetbridge: return GadgetbridgeImporter.kinds
        }
    }
}
