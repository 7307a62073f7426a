import POSIXFiles
import Metrics

/// One metric file of the site: where it is, its sidecar metadata and its page.
struct MetricSource: Sendable {
    /// Path inside the content folder, e.g. `metrics/steps.csv`.
    var relativePath: String
    /// Path used to open the file.
    var sourcePath: String
    /// Path shown in diagnostics.
    var displayPath: String
    /// The sidecar's metadata (empty without a sidecar).
    var sidecar: MetricMetadata
    /// The file name without its extension, e.g. `steps`.
    var baseName: String
    /// For a `.sql` metric: the database its sidecar names (`nil` when it names none: an error when read).
    var database: MetricQueryDatabase? = nil

    /// The metric page's URL: `metrics/<file-base-name>/`.
    var pageURL: String { "metrics/" + baseName + "/" }

    /// Whether a content path names a metric file (`.csv`, `.json` or a `.sql` query, any case).
    static func isMetricFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".csv") || lower.hasSuffix(".json") || isQuery(path)
    }

    /// Whether a content path names a query metric (`.sql`, any case).
    static func isQuery(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".sql")
    }

    /// `metrics/steps.csv` → `steps`.
    static func baseName(of path: String) -> String {
        let name = Paths.lastComponent(path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// `metrics/steps.csv` → `metrics/steps` (the path without its extension).
    static func stem(of path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
        return String(path[..<dot])
    }
}
