import CommonMark
import Diagnostics
import Metrics

/// Row blocks → a divided card of label/value rows (the look of Health's workout details and of `Label: value`
/// lists): a top-level ```` ```row ```` block on a page of a row series (`repeat: rows`) shows its row's fields
/// (``RowBlockSpec``: `fields:`, `titles:`, `units:`; by default every field holding a number), numbers in the
/// page's language with their units. Empty cells are left out; a block with nothing to show leaves no card.
extension PageWalker {
    mutating func rowBlock(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        closeTextCard()
        let line = node.startLine + cards.inline.problems.lineOffset, column = node.startColumn
        guard let member = page.role.series?.member, let row = member.row else {
            cards.inline.problems.append(.error(page.file.displayPath, line: line, column: column,
                "a ```row block shows the fields of one row of a data file, on the pages of a template with "
                + "'repeat: rows' and 'rows: <file>.csv'; add them to the front matter, or use a ```metric block"))
            return
        }
        let spec: RowBlockSpec
        do {
            spec = try RowBlockSpec.parse(String(decoding: node.literal, as: UTF8.self), fenceLine: line, fenceColumn: column,
                                          path: page.file.displayPath, columns: row.columns, rowsPath: row.displayPath)
        } catch let list as DiagnosticList {
            cards.inline.problems.append(contentsOf: list.items)
            return
        } catch let diagnostic as Diagnostic {
            cards.inline.problems.append(diagnostic)
            return
        } catch {
            cards.inline.problems.append(.error(page.file.displayPath, line: line, column: column, "\(error)"))
            return
        }
        let items = spec.items(row, slugColumn: member.slugColumn, text: MetricText(localizer: settings.localizer))
        guard !items.isEmpty else { return }
        try openSectionIfNeeded()
        cards.writeKeyValueRows(items.map { ($0.label, [LayoutInline.text($0.value)]) })
    }
}
