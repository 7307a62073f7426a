import Diagnostics
import Metrics
import YAML

/// What a template page repeats by (front matter `repeat:`): one page per day, ISO week, month or year that has
/// data, or one page per row of a data file.
package enum SeriesRepeat: String, Sendable, Equatable, CaseIterable {
    /// One page per day with data (`2026-11-24`).
    case day
    /// One page per ISO week with data (`2026-W48`).
    case week
    /// One page per calendar month with data (`2026-11`).
    case month
    /// One page per calendar year with data (`2026`).
    case year
    /// One page per row of the file named by `rows:`.
    case rows

    /// The period kind of a period series (`nil` for rows).
    var periodKind: ReportPeriod.Kind? {
        switch self {
        case .day: return .day
        case .week: return .week
        case .month: return .month
        case .year: return .year
        case .rows: return nil
        }
    }

    /// Reads `repeat:`, or throws a located error listing the values.
    static func parse(_ node: YAMLNode, path: String) throws -> SeriesRepeat {
        let value = try node.string(path: path, key: "repeat")
        if let kind = SeriesRepeat(rawValue: value) { return kind }
        throw Diagnostic.error(path, line: node.line, column: node.column,
            "unknown 'repeat' value '\(value)'; write day, week, month or year (one page per period with data) "
            + "or rows (one page per row of the file named by 'rows:')")
    }
}
