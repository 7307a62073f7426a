import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// The GFM nodes' data, read from the custom nodes ``GFMTree`` makes.
extension UnsafeMarkdownNode {
    /// A table column's alignment, from its delimiter row (`:--`, `:-:`, `--:`).
    package enum TableAlignment: Equatable, Sendable {
        case none, left, center, right
    }

    /// The kind of a custom node made by the GFM layer (`.other` for any other custom node): its user data is
    /// the address of one of ``GFMTree/Marker``'s strings.
    var gfmKind: Kind {
        guard let data = cmark_node_get_user_data(node) else { return .other }
        typealias M = GFMTree.Marker
        if GFMTree.isMarker(data, M.cell) { return .tableCell }
        if GFMTree.isMarker(data, M.row) { return .tableRow }
        if GFMTree.isMarker(data, M.headerRow) { return .tableHeaderRow }
        if GFMTree.isMarker(data, M.table) { return .table }
        if GFMTree.isMarker(data, M.strikethrough) { return .strikethrough }
        if GFMTree.isMarker(data, M.footnoteReference) { return .footnoteReference }
        if GFMTree.isMarker(data, M.footnote) { return .footnote }
        if GFMTree.isMarker(data, M.footnotes) { return .footnotes }
        return .other
    }

    /// The numbers in a GFM node's data (`on_exit`), after its first byte when `skipFirst`.
    private func dataNumbers(skipFirst: Bool = false) -> [Int] {
        guard let data = cmark_node_get_on_exit(node) else { return [] }
        var numbers: [Int] = []
        var current: Int?
        var p = data
        if skipFirst, p.pointee != 0 { p += 1 }
        while p.pointee != 0 {
            let byte = UInt8(bitPattern: p.pointee)
            if byte == 1 { break }  // a literal cell's text follows
            if byte >= 48 && byte <= 57, (current ?? 0) < Int.max / 10 - 9 {
                current = (current ?? 0) * 10 + Int(byte - 48)
            } else if let value = current {
                numbers.append(value)
                current = nil
            }
            p += 1
        }
        if let current { numbers.append(current) }
        return numbers
    }

    /// A table cell's column alignment (`.none` for other nodes).
    package var tableAlignment: TableAlignment {
        guard kind == .tableCell, let data = cmark_node_get_on_exit(node) else { return .none }
        switch UInt8(bitPattern: data.pointee) {
        case GFMTable.Alignment.left.rawValue: return .left
        case GFMTable.Alignment.center.rawValue: return .center
        case GFMTable.Alignment.right.rawValue: return .right
        default: return .none
        }
    }

    /// A table cell's text when it is plain (no inline Markdown, nothing the GFM passes act on): kept in the
    /// cell's data after its position, and the cell has no paragraph. Nil for other cells and other nodes.
    package var tableCellText: UnsafeBufferPointer<UInt8>? {
        guard kind == .tableCell, let data = cmark_node_get_on_exit(node), let mark = strchr(data, 1) else { return nil }
        return Self.bytes(mark + 1)
    }

    /// Where a table cell's text or a note's text starts in the parsed text (1-based line and byte column;
    /// nil for other nodes). Their inlines come from a parse of their own, so problems in them are reported here.
    package var gfmSourcePosition: SourcePosition? {
        switch kind {
        case .tableCell:
            let numbers = dataNumbers(skipFirst: true)
            return numbers.count == 2 ? SourcePosition(line: numbers[0], column: numbers[1]) : nil
        case .footnote:
            let numbers = dataNumbers()
            return numbers.count == 4 ? SourcePosition(line: numbers[2], column: numbers[3]) : nil
        default:
            return nil
        }
    }

    /// A footnote reference's or a note's number (1, 2, … in the order first referenced); 0 for other nodes.
    package var footnoteNumber: Int {
        guard kind == .footnoteReference || kind == .footnote else { return 0 }
        return dataNumbers().first ?? 0
    }

    /// For a footnote reference, which reference to its note it is (1 for the first); for a note, how many
    /// references it has (each gets a link back). 0 for other nodes.
    package var footnoteOccurrence: Int {
        guard kind == .footnoteReference || kind == .footnote else { return 0 }
        let numbers = dataNumbers()
        return numbers.count >= 2 ? numbers[1] : 0
    }
}
