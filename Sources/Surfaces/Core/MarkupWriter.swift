/// A thin facade over the primitives' own markup functions, for renderers that write the everyday Surfaces
/// shapes thousands of times straight into an ``HTMLBuffer`` without building a view tree (the site's page
/// walker): a `ScrollingSurface` page with a large title, a `SectionedSurface` of `Section`s with
/// `SectionHeader`s, `RegularCard`/`TintedCard` with a leading `VStack`, `DividedCard` rows, `NavigationLink`
/// rows in `.buttonStyle(.navigation)`, `RichText` runs, `Heading`s and `CodeBlock`s.
///
/// It spells no markup itself: every element comes from the primitive's file (``DividedCard/writeOpen(into:)``,
/// ``NavigationButtonStyle/writeOpenRow(destinationBytes:into:)``, …), which the views call too, so the bytes are
/// those the views write in a block context with no pending modifiers. Text goes through
/// ``HTMLBuffer/writeEscaped(_:)``, links and images through the same URL checks as ``Link`` and ``Image``.
public struct MarkupWriter {
    /// The markup written so far.
    public var buffer: HTMLBuffer
    private let icons: IconLibrary
    private let chevron: String?

    /// Creates a writer with an empty buffer of `capacity` bytes; icons come from `icons`.
    public init(capacity: Int = 0, icons: IconLibrary = .builtIn) {
        buffer = HTMLBuffer(capacity: capacity)
        self.icons = icons
        chevron = icons.svgBody(named: "chevron.right")
    }

    /// Whether `name` is an icon this writer can draw (else render with views, which report it).
    public func hasIcon(_ name: String) -> Bool { icons.svgBody(named: name) != nil }

    // MARK: Page

    /// `ScrollingSurface(.vertical(.leading)) { Heading(level: 1, id:) { Text(title) } …`.
    public mutating func openPage(title: String, titleID: String?) {
        ScrollingSurface.writeOpenMain(into: &buffer)
        Heading.writeOpen(level: 1, id: titleID, into: &buffer)
        buffer.writeEscaped(title)
        Heading.writeClose(level: 1, into: &buffer)
    }

    /// Closes the page's `ScrollingSurface`.
    public mutating func closePage() { ScrollingSurface.writeCloseMain(into: &buffer) }

    /// Opens the `SectionedSurface` (write it only when at least one section follows).
    public mutating func openSections() { SectionedSurface.writeOpen(into: &buffer) }

    /// Closes the `SectionedSurface`.
    public mutating func closeSections() { SectionedSurface.writeClose(into: &buffer) }

    // MARK: Sections

    /// Opens a `Section`.
    public mutating func openSection() { Section.writeOpen(into: &buffer) }

    /// Closes a `Section`.
    public mutating func closeSection() { Section.writeClose(into: &buffer) }

    /// `SectionHeader(.horizontal, title:, systemImage: icon).tint(tint).id(id)`; the icon must be known
    /// (see ``hasIcon(_:)``).
    public mutating func sectionHeader(title: String, id: String?, icon: String?, tint: Color?) {
        SectionHeader.write(title: title, id: id, iconBody: icon.flatMap { icons.svgBody(named: $0) }, tint: tint,
                            into: &buffer)
    }

    // MARK: Cards

    /// The card kinds with a leading `VStack` inside.
    public enum StackCard {
        /// `RegularCard { VStack(alignment: .leading) { … } }`.
        case regular
        /// `TintedCard { VStack(alignment: .leading) { … } }` in the environment's `tint`.
        case tinted(Color?)
    }

    /// Opens a card and its leading stack.
    public mutating func openCard(_ card: StackCard) {
        switch card {
        case .regular: RegularCard.writeOpen(into: &buffer)
        case .tinted(let tint): TintedCard.writeOpen(tint: tint, into: &buffer)
        }
        VStack.writeOpen(alignment: .leading, into: &buffer)
    }

    /// Closes a card opened with ``openCard(_:)``.
    public mutating func closeCard() {
        VStack.writeClose(into: &buffer)
        RegularCard.writeClose(into: &buffer)
    }

    /// Opens a `DividedCard` (write it only when at least one row follows).
    public mutating func openDividedCard() { DividedCard.writeOpen(into: &buffer) }

    /// The divider a `DividedCard` puts between two rows.
    public mutating func divider() { DividedCard.writeDivider(into: &buffer) }

    /// Closes a `DividedCard`.
    public mutating func closeDividedCard() { DividedCard.writeClose(into: &buffer) }

    /// Opens a `DividedCard` as a `<ul>`/`<ol>` list and its first row (write it only when a row follows).
    public mutating func openListCard(_ form: DividedCard<Never>.ListForm) { DividedCard.writeOpenList(form, into: &buffer) }

    /// Ends a list card's row and starts the next.
    public mutating func nextListRow() { DividedCard.writeNextListRow(into: &buffer) }

    /// Closes a list card opened with ``openListCard(_:)``.
    public mutating func closeListCard(_ form: DividedCard<Never>.ListForm) { DividedCard.writeCloseList(form, into: &buffer) }

    /// `CodeBlock(code:language:)`.
    public mutating func codeBlock(_ code: String, language: String?) {
        CodeBlock.write(code, language: language, into: &buffer)
    }

    /// ``codeBlock(_:language:)`` for code given as UTF-8 bytes.
    public mutating func codeBlock(bytes code: UnsafeBufferPointer<UInt8>, language: String?) {
        CodeBlock.write(bytes: code, language: language, into: &buffer)
    }

    /// `RawHTML(markup)`: trusted markup, written as is.
    public mutating func raw(_ markup: String) { buffer.writeRaw(markup) }

    // MARK: Navigation rows

    /// Whether the navigation style's chevron icon exists (else render rows with views, which report it).
    public var canWriteNavigationRows: Bool { chevron != nil }

    /// Opens a `NavigationLink(destination:)` row in `.buttonStyle(.navigation)` up to its title:
    /// `VStack(alignment: .leading) { RichText(title, element: .span).font(.headline)`; write the title's runs next.
    public mutating func openNavigationRow(destination: String) {
        var destination = destination
        destination.withUTF8 { openNavigationRow(destinationBytes: $0) }
    }

    /// ``openNavigationRow(destination:)`` for a destination given as UTF-8 bytes.
    public mutating func openNavigationRow(destinationBytes destination: UnsafeBufferPointer<UInt8>) {
        NavigationButtonStyle.writeOpenRow(destinationBytes: destination, into: &buffer)
    }

    /// ``openNavigationRow(destination:)`` for a row whose destination is the page before or after (`rel`).
    public mutating func openNavigationRow(destination: String, relation: NavigationButtonStyle.Relation) {
        var destination = destination
        destination.withUTF8 { NavigationButtonStyle.writeOpenRow(destinationBytes: $0, relation: relation, into: &buffer) }
    }

    /// Ends the title and opens the subtitle:
    /// `RichText(subtitle, element: .span).font(.subheadline).foregroundStyle(.secondary)`.
    public mutating func navigationSubtitle() { NavigationButtonStyle.writeSubtitle(into: &buffer) }

    /// Ends the title or subtitle, the label and the row (with its chevron).
    public mutating func closeNavigationRow() {
        NavigationButtonStyle.writeCloseRow(chevron: chevron ?? "", into: &buffer)
    }

    // MARK: Blocks and runs

    /// Opens a paragraph (`RichText(runs)` in a block context).
    public mutating func openParagraph() { RichText.writeOpenParagraph(into: &buffer) }

    /// Closes a paragraph.
    public mutating func closeParagraph() { RichText.writeCloseParagraph(into: &buffer) }

    /// Opens `Heading(level:id:)` (level clamped to 1…6) around `RichText(runs, element: .none)`.
    public mutating func openHeading(level: Int, id: String?) { Heading.writeOpen(level: level, id: id, into: &buffer) }

    /// Closes a heading opened with ``openHeading(level:id:)``.
    public mutating func closeHeading(level: Int) { Heading.writeClose(level: level, into: &buffer) }

    /// A text run (``TextRun/text(_:)``), escaped.
    public mutating func text(_ text: String) { buffer.writeEscaped(text) }

    /// ``text(_:)`` for text given as UTF-8 bytes.
    public mutating func text(bytes: UnsafeBufferPointer<UInt8>) { buffer.writeEscaped(bytes: bytes) }

    /// Opens ``TextRun/strong(_:)``.
    public mutating func openStrong() { RichText.writeOpenStrong(into: &buffer) }
    /// Closes ``TextRun/strong(_:)``.
    public mutating func closeStrong() { RichText.writeCloseStrong(into: &buffer) }
    /// Opens ``TextRun/emphasis(_:)``.
    public mutating func openEmphasis() { RichText.writeOpenEmphasis(into: &buffer) }
    /// Closes ``TextRun/emphasis(_:)``.
    public mutating func closeEmphasis() { RichText.writeCloseEmphasis(into: &buffer) }

    /// ``TextRun/code(_:)``.
    public mutating func code(_ code: String) { RichText.writeCode(code, into: &buffer) }

    /// ``code(_:)`` for code given as UTF-8 bytes.
    public mutating func code(bytes: UnsafeBufferPointer<UInt8>) { RichText.writeCode(bytes: bytes, into: &buffer) }

    /// Opens ``TextRun/link(url:_:)`` (no `href` for an unsafe URL, as in ``Link``).
    public mutating func openLink(_ url: String) { Link.writeOpen(destination: url, into: &buffer) }

    /// ``openLink(_:)`` for a URL given as UTF-8 bytes.
    public mutating func openLink(bytes url: UnsafeBufferPointer<UInt8>) {
        Link.writeOpen(destinationBytes: url, into: &buffer)
    }

    /// Closes ``TextRun/link(url:_:)``.
    public mutating func closeLink() { Link.writeClose(into: &buffer) }

    /// ``TextRun/image(src:alt:)``.
    public mutating func image(src: String, alt: String) { Image.writeImage(src: src, alt: alt, into: &buffer) }

    /// ``TextRun/lineBreak``.
    public mutating func lineBreak() { RichText.writeLineBreak(into: &buffer) }

    /// ``TextRun/softBreak``.
    public mutating func softBreak() { RichText.writeSoftBreak(into: &buffer) }
}
