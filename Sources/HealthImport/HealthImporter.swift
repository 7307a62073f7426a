import Foundation
import Diagnostics
import Metrics

/// `cardstock import apple-health`: turns the Health app's export into metric files.
///
/// Reads `export.zip` (streamed and inflated on the fly) or an unpacked `export.xml` with libxml2's
/// SAX parser in constant memory (see ``HealthSAXParser``), buckets samples by their own local date, adds up the cumulative
/// kinds the way Health does (see ``PriorityMerge``), keeps one source per day for the other
/// kinds (see ``SourceChoice``), and writes `<kind>.csv` + `<kind>.yaml` per
/// ``HealthMetricKind`` plus one series template for the workouts' pages (see ``WorkoutPage``). Writing is all-or-nothing and idempotent.
public enum HealthImporter {
    /// Runs an import. Throws a `DiagnosticList` (with `path:line:column` for XML errors) and then
    /// writes nothing. `progress`, when given, counts the bytes of `export.xml` read of its size.
    public static func run(_ options: HealthImportOptions, progress: ProgressCounter? = nil) throws -> HealthImportReport {
        let handler = try parse(options, progress: progress)
        var report = HealthImportReport()
        report.recordsRead = handler.recordsRead
        report.recordsImported = handler.recordsImported
        report.recordsSkipped = handler.recordsSkipped
        report.warnings = handler.warnings
        report.typesFound = zip(handler.typeNames, handler.typeCounts).map { HealthImportReport.TypeCount(type: $0, records: $1) }

        var commit = OutputCommit()
        let names = handler.sources.names
        let merged = try mergeCumulative(handler, options: options, report: &report)
        var workoutColumns: [String] = []
        for kind in options.kinds.sorted() {
            var table: MetricTable
            var columns: [String]?
            switch kind.spec.shape {
            case .sleep:
                table = HealthOutput.sleep(handler.sleep, names: names, since: options.since)
                columns = table.columns.map(\.name)
            case .range:
                table = HealthOutput.heartRate(handler.daily(kind), names: names, since: options.since)
                columns = table.columns.map(\.name)
            case .bloodPressure:
                table = HealthOutput.bloodPressure(handler.bloodPressure, names: names, since: options.since)
                columns = table.columns.map(\.name)
            case .workouts:
                let list = slugs(workouts(handler.workouts, since: options.since))
                table = HealthOutput.workouts(list)
                columns = table.columns.map(\.name)
                workoutColumns = table.columns.map(\.name)
                if options.workoutPages != nil {
                    report.workouts = list.map { HealthWorkoutSummary(pagePath: $0.slug + "/index.md", workout: $0.workout) }
                }
            case .cumulative:
                let slot = handler.cumulativeKinds.firstIndex(of: kind) ?? 0
                table = HealthOutput.cumulative(kind, slot < merged.count ? merged[slot] : [], names: names, since: options.since)
            case .daily, .categoryMinutes, .categoryCount:
                table = HealthOutput.daily(kind, handler.daily(kind), names: names, since: options.since)
            }
            if table.rows.isEmpty {
                report.empty.append(kind)
                continue
            }
            report.metricFiles.append(kind)
            for row in table.rows { if let day = CalendarDay(isoPrefix: row.date) { report.dataDays.insert(day) } }
            let csvPath = join(options.destination, kind.rawValue + ".csv")
            let yamlPath = join(options.destination, kind.rawValue + ".yaml")
            let sidecar = HealthOutput.sidecar(kind, unit: handler.unitText(kind), columns: columns)
            commit.files.append(.init(path: csvPath, bytes: Array(table.csv().utf8), owner: yamlPath))
            commit.files.append(.init(path: yamlPath, bytes: Array(sidecar.utf8), owner: yamlPath))
        }
        if let folder = options.workoutPages, report.metricFiles.contains(.workouts) {
            workoutTemplate(folder: folder, options: options, columns: workoutColumns, into: &commit, report: &report)
        }
        if options.metricsPage { metricsPage(options: options, into: &commit, report: &report) }
        if !options.force {
            let conflicts = commit.conflicts()
            if !conflicts.isEmpty { throw DiagnosticList(conflicts) }
        }
        let result = try commit.commit()
        report.written = result.written
        report.unchanged = result.unchanged
        report.warnings += result.movedAside
        return report
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

    // MARK: Input

    private static func parse(_ options: HealthImportOptions, progress: ProgressCounter?) throws -> HealthExportHandler {
        var path = options.source
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiagnosticList([.error(path, "no such file; pass the export.zip from Health → Export All Health Data, or its export.xml")])
        }
        if isDirectory.boolValue {
            let candidates = [join(path, "export.xml"), join(path, "apple_health_export/export.xml"), join(path, "export.zip")]
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                throw DiagnosticList([.error(path, "this folder holds no export.xml or export.zip; pass the export itself")])
            }
            path = found
        }
        if isZip(path) {
            let archive: ZipArchive
            let reader: ZipEntryReader
            do {
                archive = try ZipArchive(path: path)
                guard let entry = exportEntry(archive.entries) else {
                    throw ZipError("the archive holds no export.xml; pass the export.zip from Health → Export All Health Data")
                }
                reader = try archive.open(entry)
            } catch let e as ZipError {
                throw DiagnosticList([.error(path, e.message)])
            }
            progress?.begin(total: reader.entry.uncompressedSize)
            let filter = DoctypeFilter { let n = try reader.read(into: $0, maxLength: $1); progress?.add(n); return n }
            let handler = try parse(filter, path: path + "/" + reader.entry.name, inputPath: path, options: options)
            withExtendedLifetime(archive) {}
            return handler
        }
        guard let file = FileInput(path: path) else {
            throw DiagnosticList([.error(path, "cannot open the file; check that it is readable")])
        }
        progress?.begin(total: (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        let filter = DoctypeFilter { let n = try file.read(into: $0, maxLength: $1); progress?.add(n); return n }
        return try parse(filter, path: path, inputPath: path, options: options)
    }

    private static func parse(_ filter: DoctypeFilter, path: String, inputPath: String,
                              options: HealthImportOptions) throws -> HealthExportHandler {
        let handler = HealthExportHandler(kinds: options.kinds, path: path)
        let parser = HealthSAXParser(delegate: handler)
        handler.attach(parser)
        let ok: Bool
        do {
            ok = try parser.parse { try filter.read(into: $0, maxLength: $1) }
        } catch let e as ZipError {
            throw DiagnosticList([.error(inputPath, e.message)])
        } catch {
            throw DiagnosticList([.error(inputPath, "\(error)")])
        }
        if let fatal = handler.fatal { throw DiagnosticList([fatal]) }
        if let error = handler.parseError { throw DiagnosticList([error]) }
        if !ok {
            throw DiagnosticList([.error(path, line: parser.lineNumber, column: parser.columnNumber,
                                         "the XML could not be parsed; the export is damaged, export it again")])
        }
        guard handler.sawHealthData else {
            throw DiagnosticList([.error(path, "this is not an Apple Health export (no <HealthData> element)")])
        }
        return handler
    }

    /// The export entry: `apple_health_export/export.xml`, else any `*/export.xml` (shortest path first).
    static func exportEntry(_ entries: [ZipArchive.Entry]) -> ZipArchive.Entry? {
        if let e = entries.first(where: { $0.name == "apple_health_export/export.xml" }) { return e }
        return entries.filter { $0.name == "export.xml" || $0.name.hasSuffix("/export.xml") }
            .min { ($0.name.count, $0.name) < ($1.name.count, $1.name) }
    }

    /// Whether the file starts with a ZIP signature (`PK\3\4`, or `PK\5\6` for an empty archive).
    static func isZip(_ path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let head = [UInt8](h.readData(ofLength: 4))
        return head.count == 4 && head[0] == 0x50 && head[1] == 0x4B && (head[2] == 3 || head[2] == 5)
    }
}
