import Diagnostics
import Metrics
import YAML

/// How a folder index lists its child pages (`sort:` in `cardstock.yaml` for the site, in an index's front
/// matter for its own list). Every order puts pages with a `weight` (alias `order`) first, lowest first.
package enum ChildOrder: String, Sendable, Equatable, CaseIterable {
    /// By file name (a folder by its name), bytewise: `0001-…` before `0002-…`, as a file browser shows them. The default.
    case file
    /// By title, bytewise.
    case title
    /// By `date`, newest first (pages without one after those with one), then by title.
    case date
    /// By `period` (`2026-W48`, `2026-11`, …), newest first by the period's first day (pages without one after
    /// those with one), then by title: a folder of dated reports.
    case period

    /// The value of a `sort:` setting; throws at the node for anything but `file`, `title` or `date`.
    static func parse(_ node: YAMLNode, path: String) throws -> ChildOrder {
        let text = try node.string(path: path, key: "sort")
        guard let order = ChildOrder(rawValue: text) else {
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "'sort' must be file, title, date or period (not '\(text)'): the order of a folder index's list of pages")
        }
        return order
    }

    /// The first day of a page's `period:` (`nil` without one), for ``period`` order.
    static func periodStart(of page: SourcePage) -> Int? {
        page.metadata.period.flatMap(ReportPeriod.init(parsing:))?.start.daysSinceEpoch
    }

    /// The name a page is sorted by in ``file`` order: its file name, or its folder's name for a folder index.
    static func fileName(of page: SourcePage) -> Substring {
        let path = page.file.relativePath
        let own = page.isIndex ? URLMapping.sourceFolder(path) : path
        guard let slash = own.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(own) }
        return own[own.utf8.index(after: slash)...]
    }
}
