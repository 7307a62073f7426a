import CommonMark
import Diagnostics

/// Nesting deeper than ``WalkPosition/maxNesting``: a located error, the walk stops. The page's other problems
/// are recorded where they are met (metric blocks in `+Metric`, unknown icons in `+Sections`, links in
/// ``InlineWalker``, the missing chevron in ``BlockWalker/checkChevron()``).
extension PageWalker {
    /// Thrown when the page nests deeper than ``WalkPosition/maxNesting``: where (cmark's line and column of the node, `0` if
    /// unknown). The walk stops and the page is reported, not written.
    struct TooDeep: Error {
        var line: Int
        var column: Int
        init(_ node: UnsafeMarkdownNode?) {
            line = node?.startLine ?? 0
            column = node?.startColumn ?? 0
        }
    }

    /// Records nesting deeper than ``WalkPosition/maxNesting`` at the node where it was found (else at the block being walked).
    mutating func reportTooDeep(_ error: TooDeep) {
        var line = error.line, column = error.column
        if line <= 0, let block = cards.inline.position.block { (line, column) = (block.startLine, block.startColumn) }
        let lineOffset = cards.inline.problems.lineOffset
        cards.inline.problems.append(.error(page.file.displayPath, line: line > 0 ? line + lineOffset : 1, column: max(column, 1),
                                            "this part of the page nests deeper than \(WalkPosition.maxNesting) levels (block quotes, lists, emphasis and links inside each other); flatten it"))
    }
}
