import POSIXFiles
import Diagnostics
import Foundation
import Metrics
import Synchronization

/// Parses each metric file once per build and shares the result between parallel page workers.
///
/// Entries are keyed by the file and the metadata that changes how it is read (date column, value
/// columns, date format, time zone); display metadata (title, tint, …) is applied afterwards, so
/// blocks that only restyle a metric share one parse. A file's errors — parse errors, and the
/// checks of what was read (a tint or icon inside a JSON file, a value column) — are found once per
/// entry and thrown to the first caller only, so a broken file shown by a card and by its own
/// metric page is reported once.
final class MetricStore: Sendable {
    /// One file's parse, made by the first caller while the others wait on the same lock.
    private final class Entry: Sendable {
        struct State {
            var file: MetricFile?
            var errors: DiagnosticList?
            var reported = false
            /// Whether the file's plausibility warnings (``MetricSeries/warnings``) were handed out.
            var warned = false
        }
        let state = Mutex(State())
    }

    /// A file read with the metadata that shapes its parse (a plain hashable value: no reflection).
    private struct Key: Hashable {
        var path: String
        var readAs: MetricMetadata
        /// A `.sql` metric's database as it is now: a watch build that saved it reads it again.
        var database: FileStamp?
    }

    private let entries = Mutex<[Key: Entry]>([:])
    private let theme: Theme

    /// Creates an empty store; `theme` knows the tints and icons a JSON file may name.
    init(theme: Theme) {
        self.theme = theme
    }

    /// The parsed file for `source` read with `metadata`; the returned metadata is the file's
    /// embedded metadata (JSON) with `metadata` merged over it.
    /// `reportsErrors: false` (finding which periods have data, before any page renders) never takes the file's
    /// errors: they are left for the first card or page that shows the file.
    func load(_ source: MetricSource, metadata: MetricMetadata, reportsErrors: Bool = true) throws -> MetricFile {
        let readAs = MetricMetadata(column: metadata.column, columns: metadata.columns, x: metadata.x,
                                    dateFormat: metadata.dateFormat, timeZone: metadata.timeZone,
                                    minColumn: metadata.minColumn, maxColumn: metadata.maxColumn, stack: metadata.stack,
                                    labels: metadata.labels, plausibleMinimum: metadata.plausibleMinimum,
                                    plausibleMaximum: metadata.plausibleMaximum)
        let key = Key(path: source.relativePath, readAs: readAs, database: source.database.flatMap { FileStamp.of($0.sourcePath) })
        let entry = entries.withLock { entries in
            if let existing = entries[key] { return existing }
            let fresh = Entry()
            entries[key] = fresh
            return fresh
        }
        return try entry.state.withLock { entry in
            try finish(&entry, source, readAs: readAs, metadata: metadata, reportsErrors: reportsErrors)
        }
    }

    /// Parses the entry's file unless done, then gives the file or (to the first caller only) its errors.
    private func finish(_ entry: inout Entry.State, _ source: MetricSource, readAs: MetricMetadata,
                        metadata: MetricMetadata, reportsErrors: Bool) throws -> MetricFile {
        if entry.file == nil && entry.errors == nil {
            do {
                let file = MetricSource.isQuery(source.relativePath)
                    ? try QueryMetricReader.read(source, metadata: readAs)
                    : try MetricFile.parse(try FileSystem.read(source.sourcePath), path: source.displayPath, metadata: readAs,
                                           name: source.baseName)
                try check(file, source)
                entry.file = file
            } catch let list as DiagnosticList {
                entry.errors = list
            } catch let diagnostic as Diagnostic {
                entry.errors = DiagnosticList([diagnostic])
            } catch {
                entry.errors = DiagnosticList([.error(source.displayPath, line: 1, column: 1, "cannot read the metric file: \(error)")])
            }
        }
        if let errors = entry.errors {
            if entry.reported || !reportsErrors { throw DiagnosticList() }
            entry.reported = true
            throw errors
        }
        guard var file = entry.file else { throw DiagnosticList() }
        file.metadata = file.metadata.merging(metadata)
        return file
    }

    /// The errors of files that no caller took and no read parsed: the safety net behind the first-caller rule, so a
    /// broken file read only by callers that show nothing on an error (discovery, headline figures) still fails the
    /// build instead of silently dropping its cards. Marks them reported; sorted by path. Also the plausibility
    /// warnings of files that were read (values outside `plausible_min:`/`plausible_max:`), once per file and reading.
    func unreportedErrors() -> [Diagnostic] {
        let all = entries.withLock { entries in entries.map { ($0.key.path, $0.value) } }
        var parsed = Set<String>(), taken = Set<String>(), pending: [String: DiagnosticList] = [:]
        var warnings: [String: [Diagnostic]] = [:]
        for (path, entry) in all {
            entry.state.withLock { state in
                if let file = state.file {
                    parsed.insert(path)
                    if !state.warned, !file.series.warnings.isEmpty, warnings[path] == nil {
                        warnings[path] = file.series.warnings
                    }
                    state.warned = true
                }
                if state.reported { taken.insert(path) }
            }
        }
        for (path, entry) in all where !parsed.contains(path) && !taken.contains(path) && pending[path] == nil {
            entry.state.withLock { state in
                if let errors = state.errors, !state.reported {
                    state.reported = true
                    pending[path] = errors
                }
            }
        }
        return pending.sorted { $0.key < $1.key }.flatMap { $0.value.items } + warnings.sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// What a file read without errors must also have: known tint and icon names inside a JSON file
    /// (sidecars and blocks are checked as they are read) and a value column to show.
    private func check(_ file: MetricFile, _ source: MetricSource) throws {
        if let tint = file.metadata.tint, !Theme.tintNames.contains(tint) {
            throw Diagnostic.error(source.displayPath, line: 1, column: 1, Theme.unknownTintMessage(tint))
        }
        if let icon = file.metadata.icon, !theme.hasIcon(icon) {
            throw Diagnostic.error(source.displayPath, line: 1, column: 1, theme.unknownIconMessage(icon))
        }
        if file.series.primaryColumnIndex(file.metadata) == nil {
            throw Diagnostic.error(source.displayPath, line: 1, column: 1,
                "the metric file has no numeric value column; add one, e.g. a header `date,steps`")
        }
    }
}
