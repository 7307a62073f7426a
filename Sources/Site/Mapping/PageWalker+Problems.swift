import CommonMark
import Diagnostics

/// The page's own problems (besides its links'): nesting deeper than ``PageWalker/maxNesting`` (a located
/// error, the walk stops), a missing navigation chevron icon. Metric blocks' and unknown icons' problems are
/// recorded where they are met (`+Metric`, `+Sections`).
extension PageWalker {
    /// Thrown when the page nests deeper than ``maxNesting``: where (cmark's line and column of the node, `0` if
    /// unknown). The walk stops and the page is reported, not written.
    struct TooDeep: Error {
        var line: Int
        var column: Int
        init(_ node: UnsafeMarkdownNode?) {
            line = node?.startLine ?? 0
            column = node?.startColumn ?? 0
        }
    }

    /// Records nesting deeper than ``maxNesting`` at the node where it was found (else at the block being walked).
    mutating func reportTooDeep(_ error: TooDeep) {
        var line = error.line, column = error.column
        if line <= 0, let block = inlineBlock { (line, column) = (block.startLine, block.startColumn) }
        problems.append(.error(page.file.displayPath, line: line > 0 ? line + lineOffset : 1, column: max(column, 1),
                               "this part of the page nests deeper than \(Self.maxNesting) levels (block quotes, lists, emphasis and links inside each other); flatten it"))
    }

    /// Reports a missing navigation chevron icon (once) as the views do.
    mutating func checkChevron() {
        if out.canWriteNavigationRows { return }
        problems.reportMissingChevron(theme: settings.theme)
    }
}
