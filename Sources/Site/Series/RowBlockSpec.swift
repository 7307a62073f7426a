import CommonMark
import Diagnostics
import Metrics
import YAML

/// A ```` ```row ```` block's body, read: which fields of the row page's row it shows, with which labels and units.
///
/// ```yaml
/// fields: [distance_km, duration_min]        # default: every column holding a number (not the slug column)
/// titles: {distance_km: Distance}            # default: the column name, `_`/`-` as spaces, capitalised
/// units: {distance_km: km, duration_min: min} # `min`/`h` values read `44 min`, `1 h 05 min`
/// ```
///
/// Every key and every column named is checked; a problem is an error at the Markdown file's line and column.
struct RowBlockSpec: Sendable, Equatable {
    /// The columns to show, in order (`nil`: every column whose cell holds a number).
    var fields: [String]?
    /// Labels by column name.
    var titles: [String: String] = [:]
    /// Units by column name.
    var units: [String: String] = [:]

    /// The keys a row block accepts.
    static let keys = ["fields", "titles", "units"]

    /// Reads a block (its YAML starts on the line after `fenceLine`), checking column names against `columns`.
    static func parse(_ yaml: String, fenceLine: Int, fenceColumn: Int, path: String, columns: [String],
                      rowsPath: String) throws -> RowBlockSpec {
        var spec = RowBlockSpec()
        guard let root = try YAML.parse(yaml, path: path, lineOffset: fenceLine), !root.isNull else { return spec }
        guard let pairs = root.mappingPairs else {
            throw DiagnosticList([.error(path, line: root.line, column: root.column,
                "a row block holds keys such as `fields: [distance, duration]`, `titles:` and `units:`")])
        }
        var problems: [Diagnostic] = []
        func column(_ node: YAMLNode) -> String? {
            guard let name = node.scalarText, !node.isNull else {
                problems.append(.error(path, line: node.line, column: node.column, "write a column name of \(rowsPath) here"))
                return nil
            }
            if let exact = columns.first(where: { $0 == name }) { return exact }
            if let other = columns.first(where: { $0.lowercased() == name.lowercased() }) { return other }
            problems.append(.error(path, line: node.line, column: node.column,
                "\(rowsPath) has no column '\(name)'; its columns are: \(columns.joined(separator: ", "))"))
            return nil
        }
        func table(_ node: YAMLNode, key: String) -> [String: String] {
            guard let entries = node.mappingPairs else {
                problems.append(.error(path, line: node.line, column: node.column,
                    "`\(key)` maps column names to text, e.g. `\(key): {distance: \(key == "units" ? "km" : "Distance")}`"))
                return [:]
            }
            var out: [String: String] = [:]
            for (_, keyNode, value) in entries {
                guard let name = column(keyNode) else { continue }
                do { out[name] = try value.string(path: path, key: name) } catch let d as Diagnostic { problems.append(d) } catch {}
            }
            return out
        }
        for (key, keyNode, value) in pairs {
            switch key {
            case "fields":
                guard let items = value.sequenceItems ?? (value.scalarText != nil && !value.isNull ? [value] : nil) else {
                    problems.append(.error(path, line: value.line, column: value.column,
                        "`fields` lists columns of \(rowsPath), e.g. `fields: [distance, duration]`"))
                    continue
                }
                spec.fields = items.compactMap(column)
            case "titles": spec.titles = table(value, key: key)
            case "units": spec.units = table(value, key: key)
            default:
                problems.append(.error(path, line: keyNode.line, column: keyNode.column,
                    "unknown key '\(key)' in a row block; the keys are \(keys.joined(separator: ", "))"))
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return spec
    }

    /// The fields the block shows for `row`: label and value text, in order; empty cells are left out.
    func items(_ row: SeriesRow, slugColumn: Int?, text: MetricText) -> [(label: String, value: String)] {
        var names: [String]
        if let fields { names = fields } else {
            names = row.columns.indices.filter { $0 != slugColumn && row.cells[$0].number != nil }.map { row.columns[$0] }
        }
        var out: [(label: String, value: String)] = []
        for name in names {
            guard let cell = row.cell(name), !cell.text.isEmpty else { continue }
            out.append((titles[name] ?? MetricText.title(fromBaseName: name), value(cell, unit: units[name], text: text)))
        }
        return out
    }

    /// A cell with its unit: numbers as cards show them (`5.15 km`, `1 h 05 min`), the rest as text reads it.
    func value(_ cell: DataTable.Cell, unit: String?, text: MetricText) -> String {
        if let number = cell.number { return text.value(number, unit: unit) }
        let shown = SeriesRow.text(of: cell, text: text)
        guard let unit, !unit.isEmpty else { return shown }
        return shown + "\u{A0}" + unit
    }

    /// The first ```` ```row ```` block among a page's data fences (at any depth): its YAML and fence position.
    static func first(in fences: [DataFenceBlock]) -> (yaml: String, line: Int, column: Int)? {
        guard let fence = fences.first(where: { $0.kind == .row }) else { return nil }
        return (fence.literal, fence.position.line, fence.position.column)
    }
}
