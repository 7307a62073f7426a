import Diagnostics

/// A parsed metric file: its series and the metadata in effect for it.
package struct MetricFile: Sendable, Equatable {
    /// The samples.
    package var series: MetricSeries
    /// Metadata embedded in the file (JSON keys beside `points`) overridden by the caller's metadata.
    package var metadata: MetricMetadata

    /// Creates a parsed file.
    package init(series: MetricSeries, metadata: MetricMetadata) {
        self.series = series
        self.metadata = metadata
    }

    /// Parses a metric file by its extension: `.csv` (or `.tsv`-free CSV) and `.json`.
    ///
    /// `metadata` (sidecar merged with block overrides) wins over metadata embedded in a JSON
    /// file. Throws a `DiagnosticList` with every problem found, at `path:line:column`.
    package static func parse(_ bytes: [UInt8], path: String, metadata: MetricMetadata = MetricMetadata(),
                             name: String? = nil) throws -> MetricFile {
        if path.lowercased().hasSuffix(".json") {
            return try JSONMetricParser.parse(bytes, path: path, metadata: metadata, name: name)
        }
        if path.lowercased().hasSuffix(".csv") {
            let series = try CSVParser.parse(bytes, path: path, metadata: metadata, name: name)
            return MetricFile(series: series, metadata: metadata)
        }
        throw DiagnosticList([.error(path, "unsupported metric file type; use a .csv or .json file")])
    }
}
