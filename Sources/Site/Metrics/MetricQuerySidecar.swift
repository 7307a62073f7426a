import Diagnostics
import Metrics
import YAML

/// Reads the sidecar of a `.sql` metric: the usual metric keys, and `database:` naming the SQLite file the query
/// reads — relative to the sidecar's folder, else to the content folder (`/…`: the content folder only); never
/// outside the content folder.
enum MetricQuerySidecar {
    /// The sidecar key naming the database.
    static let databaseKey = "database"

    /// The metadata and the database of the sidecar at `relativePath`; every problem at its value.
    static func read(_ text: String, relativePath: String, displayPath: String, theme: Theme,
                     assets: [String: ContentFile]) -> (MetricMetadata, MetricQueryDatabase?, [Diagnostic]) {
        var metadata = MetricMetadata()
        let root: YAMLNode?
        do {
            root = try YAML.parse(text, path: displayPath)
        } catch let list as DiagnosticList {
            return (metadata, nil, list.items)
        } catch {
            return (metadata, nil, [Diagnostic.error(displayPath, line: 1, column: 1, "cannot read the sidecar: \(error)")])
        }
        guard let root, let pairs = root.mappingPairs else {
            return (metadata, nil, [.error(displayPath, line: root?.line ?? 1, column: root?.column ?? 1,
                "the sidecar of a .sql metric must name its SQLite file, e.g. `database: health.db`")])
        }
        var problems = MetricYAML.apply(pairs, skipping: [databaseKey], to: &metadata, path: displayPath, theme: theme)
        guard let (_, keyNode, value) = pairs.first(where: { $0.key == databaseKey }) else {
            problems.append(.error(displayPath, line: root.line, column: root.column,
                "a .sql metric's sidecar needs `database:` naming the SQLite file its query reads, e.g. `database: health.db`"))
            return (metadata, nil, problems)
        }
        guard let name = value.scalarText, !value.isNull, !name.isEmpty else {
            problems.append(.error(displayPath, line: keyNode.line, column: keyNode.column,
                "`database` must be the path of a SQLite file in the content folder, e.g. `database: health.db`"))
            return (metadata, nil, problems)
        }
        let tried = MetricCatalog.candidates(name, from: relativePath)
        guard let path = tried.first(where: { assets[$0] != nil }), let asset = assets[path] else {
            let shown = tried.isEmpty ? "none (the path leaves the content folder)" : tried.joined(separator: " or ")
            problems.append(.error(displayPath, line: value.line, column: value.column,
                "database '\(name)' not found (looked for \(shown) in the content folder); `database:` names a SQLite "
                + "file relative to this sidecar's folder or to the content folder"))
            return (metadata, nil, problems)
        }
        return (metadata, MetricQueryDatabase(relativePath: path, sourcePath: asset.sourcePath), problems)
    }
}
