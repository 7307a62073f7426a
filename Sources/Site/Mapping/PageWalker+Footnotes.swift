import CommonMark

/// GFM footnotes → numbered superscript references (``InlineWalker``) and a last section titled ``notesTitle``
/// with the referenced notes in a card (``BlockWalker/notesCard(_:)``), each with links back to its references.
extension PageWalker {
    /// The title of the section of notes.
    static let notesTitle = "Notes"

    /// The notes section (the document's last node when it has referenced notes).
    mutating func footnotes(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        closeSection()
        startSection(PendingSection(title: Self.notesTitle, id: nil, style: SectionStyle()))
        try openSectionIfNeeded()
        cards.tintName = layout.tintName  // for quotes in notes
        try cards.notesCard(node)
        closeSection()
    }
}
