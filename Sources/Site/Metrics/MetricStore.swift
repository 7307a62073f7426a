import Diagnostics
import Foundation
import Metrics

/// Parses each metric file once per build and shares the result between parallel page workers.
///
/// Entries are keyed by the file and the metadata that changes how it is read (date column, value
/// columns, date format, time zone); display metadata (title, tint, …) is applied afterwards, so
/// blocks that only restyle a metric share one parse. A file's errors are thrown to the first
/// caller only, so a broken file referenced by several blocks is reported once.
final class MetricStore: @unchecked Sendable {
    private final class Entry {
        let lock = NSLock()
        var file: MetricFile?
        var errors: DiagnosticList?
        var reported = false
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Creates an empty store.
    init() {}

    /// The parsed file for `source` read with `metadata`; the returned metadata is the file's
    /// embedded metadata (JSON) with `metadata` merged over it.
    func load(_ source: MetricSource, metadata: MetricMetadata) throws -> MetricFile {
        let readAs = MetricMetadata(column: metadata.column, columns: metadata.columns, x: metadata.x,
                                    dateFormat: metadata.dateFormat, timeZone: metadata.timeZone)
        let key = source.relativePath + "\u{1}" + String(describing: readAs)
        lock.lock()
        let entry: Entry
        if let existing = entries[key] { entry = existing } else {
            entry = Entry()
            entries[key] = entry
        }
        lock.unlock()

        entry.lock.lock()
        defer { entry.lock.unlock() }
        if entry.file == nil && entry.errors == nil {
            do {
                let bytes = try FileSystem.read(source.sourcePath)
                entry.file = try MetricFile.parse(bytes, path: source.displayPath, metadata: readAs,
                                                  name: source.baseName)
            } catch let list as DiagnosticList {
                entry.errors = list
            } catch let diagnostic as Diagnostic {
                entry.errors = DiagnosticList([diagnostic])
            } catch {
                entry.errors = DiagnosticList([.error(source.displayPath, line: 1, column: 1, "cannot read the metric file: \(error)")])
            }
        }
        if let errors = entry.errors {
            if entry.reported { throw DiagnosticList() }
            entry.reported = true
            throw errors
        }
        guard var file = entry.file else { throw DiagnosticList() }
        file.metadata = file.metadata.merging(metadata)
        return file
    }
}
