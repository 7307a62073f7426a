/// Writes the markup of the everyday Surfaces views — a `ScrollingSurface` page with a large title, a
/// `SectionedSurface` of `Section`s with `SectionHeader`s, `RegularCard`/`TintedCard` with a leading `VStack`,
/// `DividedCard` rows, `NavigationLink` rows in `.buttonStyle(.navigation)`, `RichText` runs, `Heading`s and
/// `CodeBlock`s — straight into an ``HTMLBuffer``, without building a view tree.
///
/// It is the hot path of renderers that make the same few shapes thousands of times (the site builder's
/// page bodies): the bytes are exactly those the views write in a block context with no pending modifiers,
/// and a test renders the same pages both ways and compares them. Anything outside these shapes (modifiers,
/// horizontal strips, custom views) is rendered with views. Text goes through ``HTMLBuffer/writeEscaped(_:)``,
/// links and images through the same URL checks as ``Link`` and ``Image``.
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
        buffer.write("<main class=\"scrolling-surface vertical align-leading\"><h1")
        if let titleID { buffer.writeAttribute(prefix: " id=\"", titleID) }
        buffer.write(byte: UInt8(ascii: ">"))
        buffer.writeEscaped(title)
        buffer.write("</h1>")
    }

    /// Closes the page's `ScrollingSurface`.
    public mutating func closePage() { buffer.write("</main>") }

    /// Opens the `SectionedSurface` (write it only when at least one section follows).
    public mutating func openSections() { buffer.write("<div class=\"sectioned-surface\">") }

    /// Closes the `SectionedSurface`.
    public mutating func closeSections() { buffer.write("</div>") }

    // MARK: Sections

    /// Opens a `Section`.
    public mutating func openSection() { buffer.write("<section class=\"section\">") }

    /// Closes a `Section`.
    public mutating func closeSection() { buffer.write("</section>") }

    /// `SectionHeader(.horizontal, title:, systemImage: icon).tint(tint).id(id)`; the icon must be known
    /// (see ``hasIcon(_:)``).
    public mutating func sectionHeader(title: String, id: String?, icon: String?, tint: Color?) {
        buffer.write("<div class=\"section-header horizontal")
        if let tint {
            buffer.write(byte: UInt8(ascii: " "))
            buffer.writeRaw(tint.tintClass)
        }
        buffer.write(byte: UInt8(ascii: "\""))
        if let id { buffer.writeAttribute(prefix: " id=\"", id) }
        buffer.write(byte: UInt8(ascii: ">"))
        if let icon, let body = icons.svgBody(named: icon) {
            buffer.write("<svg class=\"icon\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
            buffer.writeRaw(body)
            buffer.write("</svg>")
        }
        buffer.write("<h2>")
        buffer.writeEscaped(title)
        buffer.write("</h2></div>")
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
        case .regular:
            buffer.write("<div class=\"regular-card\">")
        case .tinted(let tint):
            buffer.write("<div class=\"tinted-card")
            if let tint {
                buffer.write(byte: UInt8(ascii: " "))
                buffer.writeRaw(tint.tintClass)
            }
            buffer.write("\">")
        }
        buffer.write("<div class=\"vstack align-leading\">")
    }

    /// Closes a card opened with ``openCard(_:)``.
    public mutating func closeCard() { buffer.write("</div></div>") }

    /// Opens a `DividedCard` (write it only when at least one row follows).
    public mutating func openDividedCard() { buffer.write("<div class=\"divided-card\">") }

    /// The divider a `DividedCard` puts between two rows.
    public mutating func divider() { buffer.write("<hr class=\"divider\">") }

    /// Closes a `DividedCard`.
    public mutating func closeDividedCard() { buffer.write("</div>") }

    /// `CodeBlock(code:language:)`.
    public mutating func codeBlock(_ code: String, language: String?) {
        openCodeBlock(language: language)
        buffer.writeEscaped(code)
        buffer.write("</code></pre>")
    }

    /// ``codeBlock(_:language:)`` for code given as UTF-8 bytes.
    public mutating func codeBlock(bytes code: UnsafeBufferPointer<UInt8>, language: String?) {
        openCodeBlock(language: language)
        buffer.writeEscaped(bytes: code)
        buffer.write("</code></pre>")
    }

    private mutating func openCodeBlock(language: String?) {
        buffer.write("<pre class=\"code-block\" tabindex=\"0\">")
        let lang = sanitizedToken(language ?? "")
        if lang.isEmpty {
            buffer.write("<code>")
        } else {
            buffer.write("<code class=\"language-")
            buffer.writeRaw(lang)
            buffer.write("\">")
        }
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
        buffer.write("<a class=\"navigation\"")
        writeHref(destination)
        buffer.write("><div class=\"label\"><div class=\"vstack align-leading\"><span class=\"font-headline\">")
    }

    /// ` href="…"` (escaped) when the URL is safe, as ``Link`` writes it.
    private mutating func writeHref(_ url: UnsafeBufferPointer<UInt8>) {
        guard URLSafety.isSafeLink(bytes: url) else { return }
        buffer.write(" href=\"")
        buffer.writeEscaped(bytes: url)
        buffer.write(byte: UInt8(ascii: "\""))
    }

    /// Ends the title and opens the subtitle:
    /// `RichText(subtitle, element: .span).font(.subheadline).foregroundStyle(.secondary)`.
    public mutating func navigationSubtitle() {
        buffer.write("</span><span class=\"fg-secondary font-subheadline\">")
    }

    /// Ends the title or subtitle, the label and the row (with its chevron).
    public mutating func closeNavigationRow() {
        buffer.write("</span></div></div><svg class=\"chevron\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
        buffer.writeRaw(chevron ?? "")
        buffer.write("</svg></a>")
    }

    // MARK: Blocks and runs

    /// Opens a paragraph (`RichText(runs)` in a block context).
    public mutating func openParagraph() { buffer.write("<p>") }

    /// Closes a paragraph.
    public mutating func closeParagraph() { buffer.write("</p>") }

    /// Opens `Heading(level:id:)` (level clamped to 1…6) around `RichText(runs, element: .none)`.
    public mutating func openHeading(level: Int, id: String?) {
        buffer.write("<h")
        buffer.write(byte: UInt8(ascii: "0") + UInt8(min(max(level, 1), 6)))
        if let id { buffer.writeAttribute(prefix: " id=\"", id) }
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes a heading opened with ``openHeading(level:id:)``.
    public mutating func closeHeading(level: Int) {
        buffer.write("</h")
        buffer.write(byte: UInt8(ascii: "0") + UInt8(min(max(level, 1), 6)))
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// A text run (``TextRun/text(_:)``), escaped.
    public mutating func text(_ text: String) { buffer.writeEscaped(text) }

    /// ``text(_:)`` for text given as UTF-8 bytes.
    public mutating func text(bytes: UnsafeBufferPointer<UInt8>) { buffer.writeEscaped(bytes: bytes) }

    /// Opens ``TextRun/strong(_:)``.
    public mutating func openStrong() { buffer.write("<strong>") }
    /// Closes ``TextRun/strong(_:)``.
    public mutating func closeStrong() { buffer.write("</strong>") }
    /// Opens ``TextRun/emphasis(_:)``.
    public mutating func openEmphasis() { buffer.write("<em>") }
    /// Closes ``TextRun/emphasis(_:)``.
    public mutating func closeEmphasis() { buffer.write("</em>") }

    /// ``TextRun/code(_:)``.
    public mutating func code(_ code: String) {
        buffer.write("<code>")
        buffer.writeEscaped(code)
        buffer.write("</code>")
    }

    /// ``code(_:)`` for code given as UTF-8 bytes.
    public mutating func code(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.write("<code>")
        buffer.writeEscaped(bytes: bytes)
        buffer.write("</code>")
    }

    /// Opens ``TextRun/link(url:_:)`` (no `href` for an unsafe URL, as in ``Link``).
    public mutating func openLink(_ url: String) {
        var url = url
        url.withUTF8 { openLink(bytes: $0) }
    }

    /// ``openLink(_:)`` for a URL given as UTF-8 bytes.
    public mutating func openLink(bytes url: UnsafeBufferPointer<UInt8>) {
        buffer.write("<a class=\"link\"")
        writeHref(url)
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes ``TextRun/link(url:_:)``.
    public mutating func closeLink() { buffer.write("</a>") }

    /// ``TextRun/image(src:alt:)``.
    public mutating func image(src: String, alt: String) {
        buffer.write("<img")
        buffer.writeAttribute(prefix: " src=\"", URLSafety.isSafeImage(src) ? src : "")
        buffer.writeAttribute(prefix: " alt=\"", alt)
        buffer.write(" loading=\"lazy\" decoding=\"async\">")
    }

    /// ``TextRun/lineBreak``.
    public mutating func lineBreak() { buffer.write("<br>") }

    /// ``TextRun/softBreak``.
    public mutating func softBreak() { buffer.write(byte: UInt8(ascii: "\n")) }
}
