/// A place in a Markdown file: 1-based line and 1-based column, in characters (Unicode scalar values) for the
/// positions ``Markdown`` and ``UnsafeMarkdownNode/openerPosition(in:quoteDepth:index:lineOffset:)`` give; cmark's
/// own block and GFM columns count bytes (a block starts after ASCII container markers, so the two agree there).
///
/// Lines are whole-file lines: the `lineOffset` given with the parsed text (the front matter lines)
/// is already added. A line of 0 means "unknown".
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number in the whole file.
    package var line: Int
    /// 1-based column within the line (a tab counts as one).
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }

    /// Orders positions by line, then column.
    package static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
