import CommonMark

/// The GFM table cell or footnote being walked, for the positions of its problems: its inlines come from a
/// parse of their own, so their lines and columns are counted from where the cell or note starts in the page.
struct GFMOrigin {
    /// The cell or the note (its start is read only when a problem is reported).
    var node: UnsafeMarkdownNode
    /// A cell (its text is one line after two bytes added before it) or a note (its lines are the
    /// definition's, its first line from the definition's content, the others indented by four).
    var isCell: Bool

    /// The whole-file position (its column in bytes) of a link or image among the origin's inlines; `lineOffset`
    /// is added to the lines. Nil when the origin has no position.
    func position(of node: UnsafeMarkdownNode, lineOffset: Int) -> SourcePosition? {
        guard let start = self.node.gfmSourcePosition else { return nil }
        var line = node.startLine
        if let child = node.firstChild, child.startLine > 0, child.startLine < line { line = child.startLine }
        let column = node.startColumn
        if isCell || line <= 1 {
            let added = isCell ? 3 : 1  // the cell's no-break space (two bytes)
            return SourcePosition(line: start.line + lineOffset, column: start.column + max(0, column - added))
        }
        return SourcePosition(line: start.line + line - 1 + lineOffset, column: column + 4)
    }
}
