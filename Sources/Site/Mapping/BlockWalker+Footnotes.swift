import CommonMark
import Surfaces

/// GFM footnotes' notes → a numbered list (``FootnoteList``), each note's blocks followed by links back to
/// its references. Problems of links in a note are reported at the note's definition (its blocks come from a
/// parse of their own).
extension BlockWalker {
    /// The card of the page's referenced notes (`node`: the document's notes node).
    mutating func notesCard(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        inline.out.openCard(.regular)
        FootnoteList.writeOpenList(into: &inline.out.buffer)
        var note = node.firstChild
        while let current = note {
            note = current.next
            try footnote(current)
        }
        FootnoteList.writeCloseList(into: &inline.out.buffer)
        inline.out.closeCard()
    }

    /// One note: its blocks, the back links at the end of its last paragraph (or after its last block).
    private mutating func footnote(_ note: UnsafeMarkdownNode) throws(TooDeep) {
        let number = note.footnoteNumber
        FootnoteList.writeOpenNote(number: number, into: &inline.out.buffer)
        inline.problems.gfmOrigin = GFMOrigin(node: note, isCell: false)
        defer { inline.problems.gfmOrigin = nil }
        var last = note.firstChild
        while let next = last?.next { last = next }
        if let last, last.kind == .paragraph, try inline.mapsToSomething(last) {
            try blocks(from: note.firstChild, until: last)
            inline.out.openParagraph()
            inline.position.block = last
            try inline.runs(last.firstChild, flatten: false, keepsHTML: inline.keepsRawHTML)
            FootnoteList.writeBackLinks(number: number, references: note.footnoteOccurrence, into: &inline.out.buffer)
            inline.out.closeParagraph()
        } else {
            try blocks(from: note.firstChild)
            inline.out.openParagraph()
            FootnoteList.writeBackLinks(number: number, references: note.footnoteOccurrence, into: &inline.out.buffer)
            inline.out.closeParagraph()
        }
        FootnoteList.writeCloseNote(into: &inline.out.buffer)
    }
}
