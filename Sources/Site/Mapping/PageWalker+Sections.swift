import CommonMark
import Surfaces

/// The page's sections: a section is written with its first card (one left without cards disappears, header
/// included), styled by the page's tint, the front matter's `sections` entry and its heading's attributes; its
/// cards in a sideways strip for `layout=horizontal`. Also where the large title's heading is.
extension PageWalker {
    /// A `##` section waiting for its first card.
    struct PendingSection {
        /// The header text.
        var title: String
        /// The header's anchor id.
        var id: String?
        /// Its style: the heading's attributes, and once started the page's and front matter's too.
        var style: SectionStyle
    }

    /// Starts a section (`nil`: the untitled intro), written with its first card (``SectionLayout/start(_:metadata:)``).
    @inline(__always)
    mutating func startSection(_ section: PendingSection?) {
        layout.start(section, metadata: page.metadata)
    }

    /// Writes the section opened last (and the sectioned surface before the first one), if not written yet; an
    /// unknown header icon is reported as the views report it.
    mutating func openSectionIfNeeded() throws(TooDeep) {
        if layout.sectionOpen { return }
        let icon = layout.pendingIcon
        if let icon, !cards.inline.out.hasIcon(icon) {  // as the views report it
            cards.inline.problems.append(.error(page.file.displayPath, line: 1, column: 1, settings.theme.unknownIconMessage(icon)))
        }
        layout.openSection(icon: icon, into: &cards.inline.out)
        cards.inline.writePendingAnchors()  // raw HTML anchors of the header, or waiting for a section
    }

    /// Closes the open section (its text card and strip included).
    @inline(__always)
    mutating func closeSection() {
        layout.closeSection(into: &cards.inline.out)
    }

    /// Opens a text card (paragraphs, `###` headings and code in a run of prose), unless one is open.
    mutating func openTextCard() throws(TooDeep) {
        if layout.textCardOpen { return }
        try openSectionIfNeeded()
        layout.openTextCard(into: &cards.inline.out)
    }

    /// Closes the open text card (``SectionLayout/closeTextCard(into:)``).
    @inline(__always)
    mutating func closeTextCard() {
        layout.closeTextCard(into: &cards.inline.out)
    }

    /// The first `#` heading in document order (where the loader finds the title: quotes and list items
    /// included), and the headings before it.
    static func firstTitleHeading(_ first: UnsafeMarkdownNode?, before: inout [UnsafeMarkdownNode],
                                          depth: Int, foundAt: inout Int) throws(TooDeep) -> UnsafeMarkdownNode? {
        if depth > WalkPosition.maxNesting { throw TooDeep(first) }
        var child = first
        while let node = child {
            child = node.next
            switch node.kind {
            case .heading:
                if node.headingLevel == 1 {
                    foundAt = depth
                    return node
                }
                before.append(node)
            case .blockQuote, .list, .item:
                if let found = try firstTitleHeading(node.firstChild, before: &before, depth: depth + 1, foundAt: &foundAt) {
                    return found
                }
            default:
                break
            }
        }
        return nil
    }
}
