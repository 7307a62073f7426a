/// The SQLite file a `.sql` metric's query reads, named by `database:` in the metric's sidecar.
struct MetricQueryDatabase: Sendable, Hashable {
    /// Path inside the content folder, e.g. `data/health.db`.
    var relativePath: String
    /// Path used to open the file.
    var sourcePath: String
}
