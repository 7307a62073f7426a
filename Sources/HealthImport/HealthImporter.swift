import Foundation
import Diagnostics
import Metrics
import POSIXFiles

/// `cardstock import apple-health`: turns the Health app's export into metric files.
///
/// Reads `export.zip` (streamed and inflated on the fly) or an unpacked `export.xml` with libxml2's
/// SAX parser in constant memory (see ``HealthSAXParser``), buckets samples by their own local date, adds up the cumulative
/// kinds the way Health does (see ``PriorityMerge``), keeps one source per day for the other
/// kinds (see ``SourceChoice``), and writes `<kind>.csv` + `<kind>.yaml` per
/// ``HealthMetricKind`` plus one series template for the workouts' pages (see ``WorkoutPage``). Writing is all-or-nothing and idempotent.
package enum HealthImporter {
    /// Runs an import. Throws a `DiagnosticList` (with `path:line:column` for XML errors) and then
    /// writes nothing. `progress`, when given, counts the bytes of `export.xml` read of its size.
    package static func run(_ options: HealthImportOptions, progress: ProgressCounter? = nil) throws -> HealthImportReport {
        try checkFolders(options)
        let handler = try parse(options, progress: progress)
        var report = HealthImportReport()
        report.recordsRead = handler.recordsRead
        report.exportDay = handler.exportDay
        report.recordsImported = handler.recordsImported
        report.recordsSkipped = handler.recordsSkipped
        report.recordsNotImported = handler.recordsNotImported
        report.warnings = handler.warnings
        report.typesFound = zip(handler.typeNames, handler.typeCounts).map { HealthImportReport.TypeCount(type: $0, records: $1) }

        var commit = OutputCommit()
        let names = handler.sources.names
        // What the files name each source by: its device model or app, never its owner (unless asked).
        let shownNames = options.keepSourceNames ? names : handler.sources.labels
        let merged = try mergeCumulative(handler, options: options, report: &report)
        var workoutColumns: [String] = []
        for kind in options.kinds.sorted() {
            var table: MetricTable
            var columns: [String]?
            switch kind.spec.shape {
            case .activitySummary:
                table = handler.activitySummaries.table(since: options.since) // ActivitySummaryTable.swift
                columns = table.columns.map(\.name)
            case .sleep:
                (table, columns) = sleepTable(handler, names: names, options: options, into: &commit) // +SleepStages.swift
            case .range:
                table = HealthOutput.heartRate(handler.daily(kind), names: names, since: options.since)
                columns = table.columns.map(\.name)
            case .bloodPressure:
                table = HealthOutput.bloodPressure(handler.bloodPressure, names: names, since: options.since)
                columns = table.columns.map(\.name)
            case .workouts:
                table = workoutsTable(handler, options: options, into: &commit, report: &report)
                columns = table.columns.map(\.name)
                workoutColumns = table.textColumns + table.columns.map(\.name)
            case .cumulative:
                let slot = handler.cumulativeKinds.firstIndex(of: kind) ?? 0
                table = HealthOutput.cumulative(kind, slot < merged.count ? merged[slot] : [], names: shownNames, since: options.since)
            case .daily, .categoryMinutes, .categoryCount:
                table = HealthOutput.daily(kind, handler.daily(kind), names: names, since: options.since)
            }
            addMetricFile(&table, kind: kind, unit: handler.unitText(kind), columns: columns, options: options,
                          into: &commit, report: &report)
        }
        if let folder = options.workoutPages, report.metricFiles.contains(.workouts) {
            workoutTemplate(folder: folder, options: options, columns: workoutColumns, into: &commit, report: &report)
        }
        try finish(&commit, options: options, report: &report)
        return report
    }

    /// The workouts table; with a pages folder, the routes drawn (see ``routePages``) and the report's workouts.
    static func workoutsTable(_ handler: HealthExportHandler, options: HealthImportOptions, into commit: inout OutputCommit,
                              report: inout HealthImportReport) -> MetricTable {
        let list = slugs(workouts(handler.workouts, since: options.since))
        var routes: [String: RouteFiles] = [:]
        let language = HealthReportLanguage(tag: options.language)
        if let folder = options.workoutPages {
            routes = routePages(list, folder: folder, options: options, into: &commit, report: &report) // +Routes.swift
            report.workouts = list.map {
                var summary = HealthWorkoutSummary(pagePath: $0.slug + "/index.md", workout: $0.workout, language: language)
                summary.routePath = routes[$0.slug]?.page
                return summary
            }
            report.routes = routes.values.sorted { $0.page < $1.page }.map { ($0.page, $0.drawnMetres) }
            report.routePrivacyMetres = options.routePrivacyMetres
        }
        return HealthOutput.workouts(list, routes: routes, language: language)
    }

    /// The cumulative kinds' days, per slot of ``HealthExportHandler/cumulativeKinds``, merged by source priority.
    /// Warns about `--source-order` names that no record has.
    static func mergeCumulative(_ handler: HealthExportHandler, options: HealthImportOptions,
                                report: inout HealthImportReport) throws -> [[(day: CalendarDay, merged: PriorityMerge.Day)]] {
        let priority = SourcePriority(handler.sources, preferred: options.sourceOrder)
        let known = Set(handler.sources.names)
        for name in options.sourceOrder where !known.contains(name) {
            report.warnings.append(.warning(options.source, "--source-order names `\(name)`, which recorded nothing in this export; "
                + "the sources are " + handler.sources.names.map { "`\($0)`" }.joined(separator: ", ")))
        }
        var out = [[(day: CalendarDay, merged: PriorityMerge.Day)]](repeating: [], count: handler.cumulativeKinds.count)
        do {
            try handler.cumulative.forEachGroup { group, pieces in
                let slot = CumulativePiece.slot(ofGroup: group)
                let day = CalendarDay(daysSinceEpoch: CumulativePiece.day(ofGroup: group))
                out[slot].append((day, PriorityMerge.merge(&pieces, ranks: priority.ranks)))
            }
        } catch let e as SpillError {
            throw DiagnosticList([.error(options.source, e.message)])
        }
        return out
    }

    /// Workouts on or after `since`, without duplicates (see ``WorkoutDeduplication``), in start order.
    static func workouts(_ all: [HealthWorkout], since: CalendarDay?) -> [HealthWorkout] {
        WorkoutDeduplication.unique(all.filter { w in since.map { w.start.day >= $0 } ?? true })
    }

    /// Each workout's page slug, `YYYY-MM-DD-<type>`, with `-2`, `-3` … for repeats of a type on one day.
    static func slugs(_ list: [HealthWorkout]) -> [(slug: String, workout: HealthWorkout)] {
        var seen: [String: Int] = [:]
        return list.map { w in
            let base = "\(w.start.day)-\(w.slug)"
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            return (n == 1 ? base : "\(base)-\(n)", w)
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// Refuses `--to` or `--pages` when it, or a folder it would be created in, is a file.
    static func checkFolders(_ options: HealthImportOptions) throws {
        var problems: [Diagnostic] = []
        for case let (folder?, option) in [(Optional(options.destination), "--to"), (options.workoutPages, "--pages")] {
            var path = folder
            while !path.isEmpty {
                let kind = FileSystem.kindFollowingLinks(path)
                if kind == .directory { break }
                if kind != .missing {
                    let what = kind == .file ? "is a file" : "is not a folder"
                    problems.append(.error(path, "\(what), so the import cannot write into it; pass \(option) with a folder"))
                    break
                }
                let up = Paths.parent(path)
                if up == path { break }
                path = up
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
    }

    // MARK: Input

    private static func parse(_ options: HealthImportOptions, progress: ProgressCounter?) throws -> HealthExportHandler {
        let found: ExportLocator.Found
        do {
            found = try ExportLocator.locate(options.source)
        } catch let e as ZipError {
            throw DiagnosticList([.error(options.source, e.message)])
        }
        switch found {
        case .entry(let archive, let entry, let archivePath):
            let reader: ZipEntryReader
            do {
                reader = try archive.open(entry)
            } catch let e as ZipError {
                throw DiagnosticList([.error(archivePath, e.message)])
            }
            progress?.begin(total: entry.uncompressedSize)
            let filter = DoctypeFilter { let n = try reader.read(into: $0, maxLength: $1); progress?.add(n); return n }
            let handler = try parse(filter, path: archivePath + "/" + entry.name, inputPath: archivePath, options: options)
            withExtendedLifetime(archive) {}
            return handler
        case .file(let path):
            guard let file = FileInput(path: path) else {
                throw DiagnosticList([.error(path, "cannot open the file; check that it is readable")])
            }
            progress?.begin(total: (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
            let filter = DoctypeFilter { let n = try file.read(into: $0, maxLength: $1); progress?.add(n); return n }
            return try parse(filter, path: path, inputPath: path, options: options)
        }
    }

    private static func parse(_ filter: DoctypeFilter, path: String, inputPath: String,
                              options: HealthImportOptions) throws -> HealthExportHandler {
        let handler = HealthExportHandler(kinds: options.kinds, path: path)
        let parser = HealthSAXParser(delegate: handler)
        handler.attach(parser)
        let repair = XMLCharacterRepair { try filter.read(into: $0, maxLength: $1) }
        let ok: Bool
        do {
            ok = try parser.parse { try repair.read(into: $0, maxLength: $1) }
        } catch let e as ZipError {
            throw DiagnosticList([.error(inputPath, e.message)])
        } catch {
            throw DiagnosticList([.error(inputPath, "\(error)")])
        }
        if let fatal = handler.fatal { throw DiagnosticList([fatal]) }
        if let error = handler.parseError { throw DiagnosticList([error]) }
        if !ok, handler.truncation == nil {
            throw DiagnosticList([.error(path, line: parser.lineNumber, column: parser.columnNumber,
                                         "the XML could not be parsed; the export is damaged, export it again")])
        }
        if let first = repair.first {
            let more = repair.replaced > 1 ? " (and \(repair.replaced - 1) more)" : ""
            handler.warn(.warning(path, line: first.line, column: first.column,
                                  "control character \\x" + String(first.byte, radix: 16, uppercase: false).leftPadded(2)
                                  + "\(more), which XML 1.0 does not allow, was read as a space"))
        }
        if let truncation = handler.truncation { handler.warn(truncation) }
        guard handler.sawHealthData else {
            throw DiagnosticList([.error(path, "this is not an Apple Health export (no <HealthData> element)")])
        }
        return handler
    }
}

extension String {
    /// The text with `0` in front up to `width` characters.
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
