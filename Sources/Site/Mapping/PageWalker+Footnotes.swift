import CommonMark
import Surfaces

/// GFM footnotes → numbered superscript references (``FootnoteList``) and a last section titled
/// ``notesTitle`` with the referenced notes in a text card, each with links back to its references. Problems
/// of links in a note are reported at the note's definition (its blocks come from a parse of their own).
extension PageWalker {
    /// The title of the section of notes.
    static let notesTitle = "Notes"

    /// The notes section (the document's last node when it has referenced notes).
    mutating func footnotes(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        closeSection()
        startSection(PendingSection(title: Self.notesTitle, id: nil, style: SectionStyle()))
        try openSectionIfNeeded()
        out.openCard(.regular)
        FootnoteList.writeOpenList(into: &out.buffer)
        var note = node.firstChild
        while let current = note {
            note = current.next
            try footnote(current)
        }
        FootnoteList.writeCloseList(into: &out.buffer)
        out.closeCard()
        closeSection()
    }

    /// One note: its blocks, the back links at the end of its last paragraph (or after its last block).
    mutating func footnote(_ note: UnsafeMarkdownNode) throws(TooDeep) {
        let number = note.footnoteNumber
        FootnoteList.writeOpenNote(number: number, into: &out.buffer)
        problems.gfmOrigin = GFMOrigin(node: note, isCell: false)
        defer { problems.gfmOrigin = nil }
        var last = note.firstChild
        while let next = last?.next { last = next }
        if let last, last.kind == .paragraph, try mapsToSomething(last) {
            try blocks(from: note.firstChild, until: last)
            out.openParagraph()
            inlineBlock = last
            try runs(last.firstChild, flatten: false, keepsHTML: settings.rawHTML)
            FootnoteList.writeBackLinks(number: number, references: note.footnoteOccurrence, into: &out.buffer)
            out.closeParagraph()
        } else {
            try blocks(from: note.firstChild)
            out.openParagraph()
            FootnoteList.writeBackLinks(number: number, references: note.footnoteOccurrence, into: &out.buffer)
            out.closeParagraph()
        }
        FootnoteList.writeCloseNote(into: &out.buffer)
    }

    /// A reference to a note: a superscript link, or the number only inside a link (`flatten`).
    mutating func footnoteReference(_ node: UnsafeMarkdownNode, flatten: Bool) {
        if flatten {
            FootnoteList.writePlainReference(number: node.footnoteNumber, into: &out.buffer)
        } else {
            FootnoteList.writeReference(number: node.footnoteNumber, occurrence: node.footnoteOccurrence, into: &out.buffer)
        }
    }
}
