import Surfaces

/// Cards the page adds itself, not written in its Markdown: navigation rows for the automatic "Pages" section's
/// child pages (`PageWalker+Pages`) and a series page's neighbours (`PageWalker+Pager`), one card of rows each
/// with the chevron, its title and, when it has one, a subtitle; and a card of one short note (a period without
/// data).
extension BlockWalker {
    /// Opens a card of rows the page adds (``addedRow(title:subtitle:href:relation:first:)``), under a small
    /// heading when `heading` is not empty.
    mutating func openAddedRows(heading: String = "") {
        if !heading.isEmpty {
            inline.out.openHeading(level: 3, id: nil)
            inline.out.text(heading)
            inline.out.closeHeading(level: 3)
        }
        inline.out.openListCard(.unordered)
    }

    /// One navigation row: the chevron, `title`, `subtitle` when not empty, to `href` from this page (with
    /// `rel="prev"`/`rel="next"` for a pager's `relation`); `first`: the card's first row.
    mutating func addedRow(title: String, subtitle: String, href: String,
                           relation: NavigationButtonStyle.Relation? = nil, first: Bool) {
        if !first { inline.out.nextListRow() }
        checkChevron()
        if let relation {
            inline.out.openNavigationRow(destination: href, relation: relation)
        } else {
            inline.out.openNavigationRow(destination: href)
        }
        inline.out.text(title)
        if !subtitle.isEmpty {
            inline.out.navigationSubtitle()
            inline.out.text(subtitle)
        }
        inline.out.closeNavigationRow()
    }

    /// Closes the card opened by ``openAddedRows(heading:)``.
    mutating func closeAddedRows() {
        inline.out.closeListCard(.unordered)
    }

    /// Writes a card of one paragraph, `text`.
    mutating func noteCard(_ text: String) {
        inline.out.openCard(.regular)
        inline.out.openParagraph()
        inline.out.text(text)
        inline.out.closeParagraph()
        inline.out.closeCard()
    }
}
