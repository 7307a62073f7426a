import Diagnostics

/// Reads JSON metric files into a ``MetricFile``.
///
/// Two shapes are accepted:
/// - an array of records: `[{"date": "2026-11-23", "value": 52}, …]`;
/// - an object with metadata keys plus `points` holding that array:
///   `{"title": "Resting heart rate", "unit": "bpm", "good": "lower", "points": […]}`.
///
/// Metadata keys: `title`, `unit`, `icon`, `tint`, `aggregation`, `good` (or `good_direction`),
/// `goal`, `normal_range` (`[low, high]`), `column`, `columns`, `x`, `date_format`, `time_zone`;
/// other keys are ignored. The date key is chosen as for CSV; a date may be an ISO 8601 string or
/// a number of seconds since 1970-01-01 UTC (within ``MetricLimits/dates``). Values are numbers,
/// numeric strings, or `null` for missing, within ``MetricLimits/values``. Sorting, duplicates and
/// errors behave as in ``CSVParser`` (errors at the value's line:column).
package enum JSONMetricParser {
    /// Parses JSON bytes.
    package static func parse(_ bytes: [UInt8], path: String, metadata: MetricMetadata = MetricMetadata(),
                             name: String? = nil) throws -> MetricFile {
        try bytes.withUnsafeBytes { try parse($0, path: path, metadata: metadata, name: name) }
    }

    /// Parses JSON bytes from a raw buffer (for example a memory-mapped file).
    package static func parse(_ raw: UnsafeRawBufferPointer, path: String, metadata: MetricMetadata = MetricMetadata(),
                             name: String? = nil) throws -> MetricFile {
        let root: JSONNode = try raw.withMemoryRebound(to: UInt8.self) { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                throw DiagnosticList([.error(path, line: 1, column: 1,
                    "the metric file is empty; write an array of points such as [{\"date\": \"2026-11-23\", \"value\": 52}]")])
            }
            var parser = JSONNodeParser(base, buffer.count, path: path)
            return try parser.parseDocument()
        }
        var embedded = MetricMetadata()
        var diagnostics: [Diagnostic] = []
        let points: JSONNode
        switch root.kind {
        case .array:
            points = root
        case .object(let members):
            var found: JSONNode?
            for m in members {
                if m.key == "points" {
                    found = m.value
                } else if let problem = apply(key: m.key, value: m.value, to: &embedded) {
                    diagnostics.append(.error(path, line: m.value.line, column: m.value.column, problem))
                }
            }
            guard let p = found else {
                throw DiagnosticList(diagnostics + [.error(path, line: root.line, column: root.column,
                    "this object has no `points`; add \"points\": [{\"date\": \"2026-11-23\", \"value\": 52}, …]")])
            }
            points = p
        default:
            throw DiagnosticList([.error(path, line: root.line, column: root.column,
                "a JSON metric file must be an array of points or an object with `points`")])
        }
        if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
        let effective = embedded.merging(metadata)
        guard case .array(let records) = points.kind else {
            throw DiagnosticList([.error(path, line: points.line, column: points.column,
                "`points` must be an array of objects such as {\"date\": \"2026-11-23\", \"value\": 52}")])
        }
        let series = try read(records, at: points, path: path, metadata: effective,
                              name: name ?? SeriesBuilder.defaultName(for: path))
        return MetricFile(series: series, metadata: effective)
    }

    private static func read(_ records: [JSONNode], at points: JSONNode, path: String, metadata: MetricMetadata,
                             name: String) throws -> MetricSeries {
        var builder = SeriesBuilder(path: path, metadata: metadata)
        var slots: [String: Int] = [:]
        let named = metadata.namedColumns
        var seen = Set<String>()
        // Named columns come first, in order (the first is the primary one), unless only a chart's `min`, `max`
        // or `stack` names any: then the points' own key order decides, and the names are only checked.
        let registered = metadata.columns == nil && metadata.column == nil ? [] : named
        for key in registered { slots[key] = builder.addColumn(key, required: true) }
        builder.reserve(records.count)
        for record in records {
            if builder.isFull { break }
            guard case .object(let members) = record.kind else {
                builder.error(line: record.line, column: record.column,
                              "each point must be an object such as {\"date\": \"2026-11-23\", \"value\": 52}")
                continue
            }
            let dateMember = members.first { m in
                if let x = metadata.x { return m.key == x || m.key.lowercased() == x.lowercased() }
                return SeriesBuilder.isDateName(m.key)
            }
            var time: Double?
            if let date = dateMember {
                time = readDate(date.value, key: date.key, builder: &builder)
            } else {
                builder.error(line: record.line, column: record.column,
                              "this point has no date; add a `date` key (or set `x:` to the date key's name)")
            }
            builder.beginRow(time: time ?? 0)
            for m in members where m.key != dateMember?.key {
                seen.insert(m.key)
                let slot: Int
                if let s = slots[m.key] {
                    slot = s
                } else {
                    if metadata.columns != nil { continue }
                    slot = builder.addColumn(m.key, required: false)
                    slots[m.key] = slot
                }
                setValue(m.value, slot: slot, builder: &builder)
            }
        }
        for key in named where !seen.contains(key) && !records.isEmpty {
            builder.error(line: points.line, column: points.column,
                          "column `\(key)` does not exist in any point; check the spelling or the points' keys")
        }
        return try builder.finish(name: name)
    }

    /// Sets the point's value `v` in column `slot` of the current row: a number, numeric text, or what is
    /// not a number (an error for the column); `null` is a missing value.
    private static func setValue(_ v: JSONNode, slot: Int, builder: inout SeriesBuilder) {
        switch v.kind {
        case .null: break
        case .number(let d): builder.setValue(slot: slot, d, line: v.line, column: v.column)
        case .string(let s):
            let bytes = Array(s.utf8)
            bytes.withUnsafeBufferPointer { b in
                if let base = b.baseAddress {
                    builder.setCell(slot: slot, base, b.count, line: v.line, column: v.column)
                }
            }
        default: builder.setNonNumeric(slot: slot, text: v.summary, line: v.line, column: v.column)
        }
    }

    private static func readDate(_ node: JSONNode, key: String, builder: inout SeriesBuilder) -> Double? {
        switch node.kind {
        case .number(let seconds):
            return builder.checkDate(seconds: seconds, columnName: key, line: node.line, column: node.column)
        case .string(let s):
            var bytes = Array(s.utf8)
            if bytes.isEmpty { bytes = [32] } // a lone space reads as a missing date below
            let count = s.utf8.count
            return bytes.withUnsafeBufferPointer { b -> Double? in
                guard let base = b.baseAddress else { return nil }
                return builder.parseDate(base, count, columnName: key, line: node.line, column: node.column)
            }
        default:
            builder.error(line: node.line, column: node.column,
                          "the date `\(node.summary)` in `\(key)` must be a string such as \"2026-11-23\" or a number of seconds since 1970")
            return nil
        }
    }
}
