import Diagnostics
import Metrics

/// Reads a build's metric files: the metadata in effect for a file (its sidecar, a block's overrides, the site's
/// time zone) and the parsed file, read once through the build's shared ``MetricStore`` (which owns each file's
/// errors and keeps its cache behind a lock, so a reader is shared across threads).
struct MetricReader: Sendable {
    /// The parse cache of the build.
    let store: MetricStore
    /// The time zone of files and blocks that name none.
    let siteZone: MetricTimeZone

    /// The metadata in effect for a source: its sidecar, the block's overrides, the site's time zone.
    func metadata(_ source: MetricSource, overrides: MetricMetadata = MetricMetadata()) -> MetricMetadata {
        MetricReader.metadata(source, overrides: overrides, siteZone: siteZone)
    }

    private static func metadata(_ source: MetricSource, overrides: MetricMetadata, siteZone: MetricTimeZone) -> MetricMetadata {
        var metadata = source.sidecar.merging(overrides)
        if metadata.timeZone == nil { metadata.timeZone = siteZone }
        return metadata
    }

    /// The parsed file and its value column, or the file's errors (thrown once per file, see ``MetricStore``).
    func load(_ source: MetricSource, metadata: MetricMetadata, reportsErrors: Bool = true) throws -> (MetricFile, Int) {
        let file = try store.load(source, metadata: metadata, reportsErrors: reportsErrors)
        // The store checked that the column exists; an empty list keeps the error reported once if it did not.
        guard let column = file.series.primaryColumnIndex(file.metadata) else { throw DiagnosticList() }
        return (file, column)
    }

    /// The metric's title: metadata `title`, else made from the file name.
    func title(_ source: MetricSource, _ metadata: MetricMetadata) -> String {
        metadata.title ?? MetricText.title(fromBaseName: source.baseName)
    }
}
