import CommonMark
import Surfaces

/// Task list items (GFM's extension): an item whose first paragraph starts with `[ ]`, `[x]` or `[X]` and a
/// space or tab becomes a row with a read-only checkbox in that state (``TaskRow``), labelled by the rest of
/// the paragraph; the item's further blocks follow below it in a leading stack.
extension BlockWalker {
    /// Where a task item's text resumes after its marker: in `node` (a text node) at byte `offset`.
    struct TaskMarker {
        /// Whether the box is ticked (`[x]` or `[X]`).
        var checked: Bool
        /// The text node holding the first byte after the marker and its spaces (`nil`: nothing left in text).
        var node: UnsafeMarkdownNode?
        /// The offset in `node`'s literal where the row text starts.
        var offset: Int
        /// The inline after the marker's text nodes (written after `node`'s rest).
        var rest: UnsafeMarkdownNode?
    }

    /// The task marker `paragraph` starts with, if any. cmark leaves `[`, ` ` and `]` as separate text nodes,
    /// so the paragraph's leading text nodes are read as one text.
    static func taskMarker(_ paragraph: UnsafeMarkdownNode) -> TaskMarker? {
        var state = 0  // bytes of `[`, mark, `]`, space matched
        var checked = false
        var child = paragraph.firstChild
        while let node = child, node.kind == .text {
            let bytes = node.literal
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                switch state {
                case 0:
                    guard byte == UInt8(ascii: "[") else { return nil }
                case 1:
                    switch byte {
                    case UInt8(ascii: "x"), UInt8(ascii: "X"): checked = true
                    case 32, 9: checked = false
                    default: return nil
                    }
                case 2:
                    guard byte == UInt8(ascii: "]") else { return nil }
                case 3:
                    guard byte == 32 || byte == 9 else { return nil }
                default:
                    // After the marker: its spaces are skipped, the text starts at the first other byte.
                    if byte == 32 || byte == 9 { break }
                    return TaskMarker(checked: checked, node: node, offset: i, rest: node.next)
                }
                state += 1
                i += 1
            }
            child = node.next
        }
        // The marker followed by spaces and then no more text (a line break, emphasis, a link, or nothing).
        guard state >= 4 else { return nil }
        return TaskMarker(checked: checked, node: nil, offset: 0, rest: child)
    }

    /// A task row: the checkbox labelled by the paragraph's text after the marker, then the item's other blocks.
    mutating func taskRow(_ paragraph: UnsafeMarkdownNode, marker: TaskMarker) throws(TooDeep) {
        let nested = try mappedBlocks(from: paragraph.next).count > 0
        if nested { VStack.writeOpen(alignment: .leading, into: &inline.out.buffer) }
        TaskRow.writeOpen(checked: marker.checked, into: &inline.out.buffer)
        inline.queueInlineAnchors(paragraph.firstChild)
        inline.writePendingAnchors()
        if let node = marker.node {
            let text = node.literal
            inline.out.text(bytes: UnsafeBufferPointer(rebasing: text[marker.offset...]))
        }
        inline.position.block = paragraph
        try inline.runs(marker.rest, flatten: false, keepsHTML: inline.keepsRawHTML)
        TaskRow.writeClose(into: &inline.out.buffer)
        if nested {
            try blocks(from: paragraph.next)
            VStack.writeClose(into: &inline.out.buffer)
        } else {
            try reportLinks(ofUnmapped: paragraph.next)
        }
    }
}
