import Diagnostics
import Metrics

/// `repeat: rows`: one page per row of a data file (see the reports-over-time issue, item 3).
enum RowSeries {
    /// The pages of a row series template.
    static func pages(of template: SourcePage, session: MetricBuildSession?, text: MetricText,
                      problems: inout [Diagnostic]) -> [(page: SourcePage, period: ReportPeriod?)] {
        let at = template.metadata.repeatPosition
        problems.append(.error(template.file.displayPath, line: at?.line ?? 1, column: at?.column ?? 1,
            "'repeat: rows' is not available in this version of Cardstock; use 'repeat: week' (day, month, year)"))
        return []
    }
}
