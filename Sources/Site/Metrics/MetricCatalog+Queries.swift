import Diagnostics
import Metrics
import POSIXFiles

extension MetricCatalog {
    /// The source of a `.sql` metric file with a sidecar: its metadata and the database its `database:` names
    /// (`nil` database on an error, which is added to `problems`).
    static func querySource(_ asset: ContentFile, sidecar: ContentFile, assets: [String: ContentFile], theme: Theme,
                            problems: inout [Diagnostic]) -> MetricSource {
        var source = MetricSource(relativePath: asset.relativePath, sourcePath: asset.sourcePath, displayPath: asset.displayPath,
                                  sidecar: MetricMetadata(), baseName: MetricSource.baseName(of: asset.relativePath))
        do {
            let text = String(decoding: try FileSystem.read(sidecar.sourcePath), as: UTF8.self)
            let (metadata, database, found) = MetricQuerySidecar.read(text, relativePath: sidecar.relativePath,
                                                                      displayPath: sidecar.displayPath, theme: theme, assets: assets)
            source.sidecar = metadata
            source.database = database
            problems += found
        } catch {
            problems.append(.error(sidecar.displayPath, line: 1, column: 1, "cannot read the sidecar: \(error)"))
        }
        return source
    }
}
