/// The labels of a document's footnote definitions, for finding every reference of a text in one pass
/// (``GFMFootnotes/references(in:labels:)``).
///
/// A reference is `[^label]`, its label running to the first `]` and holding no space or control character.
/// Several `[^` may share that first `]` (`[^a [^b]`, `[^[^[^x]`); the leftmost whose label is defined wins
/// and the scan resumes after the `]`. The labels are kept in a trie read backwards (from the last byte to
/// the first), so the candidates sharing a `]` are all tried in one walk back from it, each byte read once:
/// the whole text costs time linear in its length, however many `[^` it holds or notes the document has.
struct GFMFootnoteLabels {
    /// The trie's edges: `node << 8 | byte` (the byte ASCII-lowercased) → the child node. Node 0 is the root.
    private var children: [Int: Int32] = [:]
    /// By node: the index of the note whose label ends the walk there, or -1.
    private var notes: [Int32] = [-1]

    /// The table of `labels` (ASCII-lowercased already); a label's note index is its position. A label
    /// given twice keeps its first index.
    init<Labels: Sequence>(_ labels: Labels) where Labels.Element == [UInt8] {
        for (index, label) in labels.enumerated() where !label.isEmpty {
            var node = 0
            for byte in label.reversed() {
                let key = node << 8 | Int(byte)
                if let child = children[key] {
                    node = Int(child)
                } else {
                    let child = notes.count
                    notes.append(-1)
                    children[key] = Int32(truncatingIfNeeded: child)
                    node = child
                }
            }
            if notes[node] < 0 { notes[node] = Int32(truncatingIfNeeded: index) }
        }
    }

    /// Whether no label is defined.
    var isEmpty: Bool { notes.count == 1 }

    /// The leftmost reference whose label ends just before the `]` at `close`: the `[^`'s offset and the
    /// note's index. Only `bytes[start..<close]` is read (`start` is just after the previous `]`), backwards.
    func leftmostReference(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, close: Int) -> (start: Int, note: Int)? {
        var found: (start: Int, note: Int)?
        var node = 0
        var j = close - 1
        while j >= start + 2 {
            let byte = bytes[j]
            guard byte > 32, let child = children[node << 8 | Int(byte >= 65 && byte <= 90 ? byte | 0x20 : byte)] else {
                break
            }
            node = Int(child)
            if notes[node] >= 0, bytes[j - 1] == UInt8(ascii: "^"), bytes[j - 2] == UInt8(ascii: "[") {
                found = (j - 2, Int(notes[node]))
            }
            j -= 1
        }
        return found
    }
}
