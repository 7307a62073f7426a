import Surfaces

/// The page walker's layout state machine: which of the page's sectioned surface, section, sideways strip and
/// text card are open, and the open section's tint. Its transitions are its methods, each writing the markup
/// the transition needs into the walker's ``MarkupWriter``:
///
/// - ``start(_:metadata:)`` queues a section (`nil`: the untitled intro); it is written with its first card
///   (``openSection(icon:into:)``), so a section left without cards disappears, header included.
/// - ``openSection(icon:into:)`` writes the sectioned surface (before the first section), the queued section's
///   header and, for `layout=horizontal`, the opening of its strip.
/// - ``openTextCard(into:)`` opens a card for a run of prose (paragraphs, `###` headings, code);
///   ``closeTextCard(into:)`` closes it, unwrapping a card that holds only headings.
/// - ``closeSection(into:)`` closes the text card, the strip and the section.
///
/// The invariants: a text card is open only inside an open section, a strip only inside an open section, and
/// ``textCardOnlyHeadings`` describes the open text card only. The walker asks the state, never sets it.
struct SectionLayout {
    /// A section not written yet: it is written with its first card.
    private(set) var pendingSection: PageWalker.PendingSection?
    /// Whether the sectioned surface has been opened (by the first section written).
    private(set) var sectionsOpen = false
    /// Whether a section is open (written: its header and first card are in the page).
    private(set) var sectionOpen = false
    /// Whether the open section's cards are in a sideways strip.
    private(set) var stripOpen = false
    /// Whether a text card is open.
    private(set) var textCardOpen = false
    /// Whether the open text card holds only headings so far (a heading starts a card but never ends one).
    private(set) var textCardOnlyHeadings = false
    /// Where the open text card starts in the page's bytes.
    private var textCardStart = 0
    /// Where the open text card's content starts in the page's bytes.
    private var textCardContentStart = 0
    /// The current section's tint, for its header and tinted (quote) cards.
    private(set) var tint: Color?
    /// The current section's tint name, for metric blocks.
    private(set) var tintName: String?

    /// Queues `section` (`nil`: the untitled intro). Its style is the page's tint, then the front matter's
    /// `sections` entry for its title, then its heading's attributes.
    mutating func start(_ section: PageWalker.PendingSection?, metadata: PageMetadata) {
        var style = SectionStyle(icon: nil, tint: metadata.tint, horizontal: false)
        if let section {
            if !metadata.sections.isEmpty, let fromFrontMatter = metadata.sections[section.title] {
                style = style.overridden(by: fromFrontMatter)
            }
            style = style.overridden(by: section.style)
        }
        tintName = style.tint
        tint = style.tint.flatMap { Color(named: $0) }
        pendingSection = section.map { PageWalker.PendingSection(title: $0.title, id: $0.id, style: style) }
    }

    /// The icon of the queued section's header, if any.
    var pendingIcon: String? { pendingSection?.style.icon }

    /// Writes the queued section (and the sectioned surface before the first one); `icon` is its header's icon
    /// (the walker has checked it). Call only while no section is open.
    mutating func openSection(icon: String?, into out: inout MarkupWriter) {
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
    }

    /// Closes the text card, the strip and the section, whichever are open; nothing is queued afterwards.
    mutating func closeSection(into out: inout MarkupWriter) {
        closeTextCard(into: &out)
        if stripOpen { ScrollingSurface.writeCloseStrip(into: &out.buffer) }
        stripOpen = false
        if sectionOpen { out.closeSection() }
        sectionOpen = false
        pendingSection = nil
    }

    /// Closes the sectioned surface at the end of the page, if a section opened it.
    mutating func closeSections(into out: inout MarkupWriter) {
        if sectionsOpen { out.closeSections() }
        sectionsOpen = false
    }

    /// Opens a text card in the open section. Call only while a section and no text card is open.
    mutating func openTextCard(into out: inout MarkupWriter) {
        textCardStart = out.buffer.bytes.count
        out.openCard(.regular)
        textCardContentStart = out.buffer.bytes.count
        textCardOnlyHeadings = true
        textCardOpen = true
    }

    /// Notes that the open text card holds more than headings (it is closed as a card, not unwrapped).
    @inline(__always)
    mutating func textCardHoldsContent() {
        textCardOnlyHeadings = false
    }

    /// Closes the open text card. One that holds only headings (a `###` right before a list, a quote or the
    /// next section) is unwrapped: its headings stand above what follows, not at the bottom of an empty card.
    mutating func closeTextCard(into out: inout MarkupWriter) {
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
}
