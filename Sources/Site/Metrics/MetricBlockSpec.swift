import Diagnostics
import Metrics
import Surfaces
import YAML

/// A ```metric block's body, read: which file, which card kind, and the metadata it overrides.
struct MetricBlockSpec: Sendable {
    /// `file:` as written.
    var file: String
    /// Where the `file:` value is (whole-file position in the Markdown page).
    var fileLine: Int
    /// Column of the `file:` value.
    var fileColumn: Int
    /// `style:` (`hero`, `tinted`, `regular`; default `regular`).
    var style: MetricCardStyle
    /// Every other key, applied to empty metadata (merged over the sidecar later).
    var overrides: MetricMetadata
    /// `empty: note`: a metric with samples, but none in the page's period, shows a card saying so (with the day of
    /// its latest sample, year included) instead of no card (`empty: hide`, the default).
    var notesEmptyPeriod = false
    /// `show:` (`card`, `highlights`, `trend`; default `card`).
    var show = MetricBlockShow.card

    /// Reads a block; every problem is a diagnostic at the Markdown file's whole-file line and column.
    static func parse(_ block: MetricBlock, path: String, theme: Theme) throws -> MetricBlockSpec {
        let root = try YAML.parse(block.yaml, path: path, lineOffset: block.line)
        guard let root, let pairs = root.mappingPairs else {
            throw Diagnostic.error(path, line: block.line, column: block.column,
                                   "a metric block needs a `file:` line naming a .csv or .json file, e.g. `file: metrics/steps.csv`")
        }
        var problems: [Diagnostic] = []
        var file: (String, Int, Int)?
        var style = MetricCardStyle.regular
        var notesEmpty = false
        var show = MetricBlockShow.card
        for (key, _, value) in pairs {
            switch key {
            case "file":
                guard let text = value.scalarText, !value.isNull, !text.isEmpty else {
                    problems.append(.error(path, line: value.line, column: value.column,
                                           "`file` must be the path of a .csv or .json file, e.g. `file: metrics/steps.csv`"))
                    continue
                }
                file = (text, value.line, value.column)
            case "style":
                guard let text = value.scalarText, let parsed = MetricCardStyle(rawValue: text) else {
                    problems.append(.error(path, line: value.line, column: value.column,
                                           "`style` must be one of hero, tinted, regular"))
                    continue
                }
                style = parsed
            case "empty":
                guard let text = value.scalarText, text == "note" || text == "hide" else {
                    problems.append(.error(path, line: value.line, column: value.column,
                                           "`empty` must be `note` (a card says the period has no data) or `hide` (no card, the default)"))
                    continue
                }
                notesEmpty = text == "note"
            case "show":
                guard let text = value.scalarText, let parsed = MetricBlockShow(rawValue: text) else {
                    problems.append(.error(path, line: value.line, column: value.column,
                                           "`show` must be one of card, highlights, trend"))
                    continue
                }
                show = parsed
            default:
                break
            }
        }
        var overrides = MetricMetadata()
        problems += MetricYAML.apply(pairs, skipping: MetricYAML.blockKeys, to: &overrides, path: path, theme: theme)
        if file == nil {
            problems.append(.error(path, line: block.line, column: block.column,
                                   "a metric block needs a `file:` line naming a .csv or .json file, e.g. `file: metrics/steps.csv`"))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        guard let (name, line, column) = file else { throw DiagnosticList(problems) }
        return MetricBlockSpec(file: name, fileLine: line, fileColumn: column, style: style, overrides: overrides,
                               notesEmptyPeriod: notesEmpty, show: show)
    }

    /// Only the `file:` value of a block, or `nil` when the block cannot be read (its errors are
    /// reported when the page renders it).
    static func fileName(of block: MetricBlock) -> String? {
        fileAndDownloads(of: block)?.file
    }

    /// The `file:` value of a block and its `downloads:` (`nil` when not set or not true/false), read in one
    /// parse; `nil` when the block cannot be read.
    static func fileAndDownloads(of block: MetricBlock) -> (file: String, downloads: Bool?)? {
        guard let root = try? YAML.parse(block.yaml, path: "", lineOffset: 0), let node = root["file"],
              let text = node.scalarText, !text.isEmpty else { return nil }
        return (text, root["downloads"].flatMap { try? $0.bool(path: "") })
    }
}
