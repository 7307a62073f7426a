import CommonMark
import Surfaces

/// The page's sections: a section is written with its first card (one left without cards disappears, header
/// included), styled by the page's tint, the front matter's `sections` entry and its heading's attributes; its
/// cards in a sideways strip for `layout=horizontal`. Also where the large title's heading is.
extension PageWalker {
    /// Starts a section (`nil`: the untitled intro), written with its first card. Its style is the page's
    /// tint, then the front matter's `sections` entry for its title, then its heading's attributes.
    mutating func startSection(_ section: PendingSection?) {
        var style = SectionStyle(icon: nil, tint: page.metadata.tint, horizontal: false)
        if let section {
            if !page.metadata.sections.isEmpty, let fromFrontMatter = page.metadata.sections[section.title] {
                style = style.overridden(by: fromFrontMatter)
            }
            style = style.overridden(by: section.style)
        }
        tintName = style.tint
        tint = style.tint.flatMap { Color(named: $0) }
        pendingSection = section.map { PendingSection(title: $0.title, id: $0.id, style: style) }
    }

    /// Writes the section opened last (and the sectioned surface before the first one), if not written yet.
    mutating func openSectionIfNeeded() throws(TooDeep) {
        if sectionOpen { return }
        let icon = pendingSection?.style.icon
        if let icon, !out.hasIcon(icon) {  // as the views report it
            problems.append(.error(page.file.displayPath, line: 1, column: 1, settings.theme.unknownIconMessage(icon)))
        }
        if !sectionsOpen {
            out.openSections()
            sectionsOpen = true
        }
        out.openSection()
        if let pending = pendingSection {
            out.sectionHeader(title: pending.title, id: pending.id, icon: icon, tint: tint)
            if pending.style.horizontal == true {
                ScrollingSurface.writeOpenStrip(label: pending.title, into: &out.buffer)
                stripOpen = true
            }
        }
        sectionOpen = true
        writePendingAnchors()  // raw HTML anchors of the header, or waiting for a section
    }

    mutating func closeSection() {
        closeTextCard()
        if stripOpen { ScrollingSurface.writeCloseStrip(into: &out.buffer) }
        stripOpen = false
        if sectionOpen { out.closeSection() }
        sectionOpen = false
        pendingSection = nil
    }

    /// Opens a text card (paragraphs, `###` headings and code in a run of prose), unless one is open.
    mutating func openTextCard() throws(TooDeep) {
        if textCardOpen { return }
        try openSectionIfNeeded()
        textCardStart = out.buffer.bytes.count
        out.openCard(.regular)
        textCardContentStart = out.buffer.bytes.count
        textCardOnlyHeadings = true
        textCardOpen = true
    }

    /// Closes the open text card. One that holds only headings (a `###` right before a list, a quote or the
    /// next section) is unwrapped: its headings stand above what follows, not at the bottom of an empty card.
    mutating func closeTextCard() {
        if !textCardOpen { return }
        textCardOpen = false
        if textCardOnlyHeadings {
            let headings = Array(out.buffer.bytes[textCardContentStart...])
            out.buffer.bytes.removeSubrange(textCardStart...)
            out.buffer.bytes.append(contentsOf: headings)
            return
        }
        out.closeCard()
    }

    /// The first `#` heading in document order (where the loader finds the title: quotes and list items
    /// included), and the headings before it.
    static func firstTitleHeading(_ first: UnsafeMarkdownNode?, before: inout [UnsafeMarkdownNode],
                                          depth: Int, foundAt: inout Int) throws(TooDeep) -> UnsafeMarkdownNode? {
        if depth > maxNesting { throw TooDeep(first) }
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
