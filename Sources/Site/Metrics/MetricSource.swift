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

    /// The metric page's URL: `metrics/<file-base-name>/`.
    var pageURL: String { "metrics/" + baseName + "/" }

    /// Whether a content path names a metric file (`.csv` or `.json`, any case).
    static func isMetricFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".csv") || lower.hasSuffix(".json")
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
