import Basics
/// A navigation row, as in the seed: the whole row is the link, label then a trailing chevron
/// in the tertiary colour (hidden from screen readers), 0.7 opacity while pressed and a focus ring
/// (both from the stylesheet).
///
/// Markup: `<a class="navigation" href="…"><div class="label">…</div></a>`. The stylesheet draws the chevron
/// (`.navigation::after`, the built-in `chevron.right` as a mask in the tertiary colour), so a list of rows does
/// not repeat the same SVG in every row. With an icon library whose `chevron.right` is another drawing, the row
/// carries that drawing instead: `…</div><svg class="chevron" aria-hidden="true" …></svg></a>`, and the
/// stylesheet's chevron steps aside.
public struct NavigationButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// `navigation`.
    public var className: String { Self.rowClass }

    /// The row's class, the theming hook.
    @usableFromInline static let rowClass = "navigation"

    /// The seed's body: label, spacer, tertiary chevron, whole row as the hit area.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
                .opacity(configuration.isPressed ? 0.7 : 1)
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .contentShape(.rect)
    }

    /// Writes the row directly (same structure as ``makeBody(configuration:)``, flatter markup).
    @inlinable
    public static func _renderLink<Label: View>(_ style: Self, label: Label, destination: String, into context: inout _RenderContext) {
        var wrapped = false
        if context.hasPending {
            wrapped = context.openElement(.a, class: Self.rowClass, ownLayer: StyleLayer.padding)
        } else {
            context.buffer.write("<a class=\"navigation\"")
        }
        writeHref(destination, into: &context)
        context.finishStartTag()
        let phrasing = context.phrasing
        context.buffer.write(phrasing ? "<span class=\"label\">" : "<div class=\"label\">")
        Label._render(label, into: &context)
        if context.chevronBody == nil {
            context.chevronBody = .some(context.environment.iconLibrary.svgBody(named: "chevron.right"))
        }
        if case .some(.some(let chevron)) = context.chevronBody {
            context.buffer.write(phrasing ? "</span>" : "</div>")
            writeChevronAndClose(chevron, into: &context.buffer)
        } else {
            context.buffer.write(phrasing ? "</span></a>" : "</div></a>")
            context.report.noteUnknownIcon("chevron.right")
        }
        if wrapped { context.closeWrapper() }
    }
}

extension ButtonStyle where Self == NavigationButtonStyle {
    /// A navigation row with a trailing chevron.
    public static var navigation: NavigationButtonStyle { NavigationButtonStyle() }
}

// MARK: Markup

/// The row's markup, written by the style and by renderers that write bytes directly (the site's page walker):
/// the one place it is spelled. A row written this way is
/// `NavigationLink(destination:) { VStack(alignment: .leading) { RichText(title, element: .span).font(.headline);
/// RichText(subtitle, element: .span).font(.subheadline).foregroundStyle(.secondary) } }` in a block context.
extension NavigationButtonStyle {
    /// Opens a row up to its title: `<a class="navigation" href="…"><div class="label">`, the leading stack and
    /// the headline span (write the title's runs next). No `href` for an unsafe URL, as in ``Link``.
    public static func writeOpenRow(destinationBytes destination: UnsafeBufferPointer<UInt8>, into buffer: inout HTMLBuffer) {
        writeOpenRow(destinationBytes: destination, relation: nil, into: &buffer)
    }

    /// How a row's destination relates to the page (`rel="prev"`/`rel="next"` of a pager).
    public enum Relation: String, Sendable {
        /// The page before in a series.
        case previous = "prev"
        /// The page after in a series.
        case next
    }

    /// ``writeOpenRow(destinationBytes:into:)`` with the destination's `rel` (a pager's row).
    public static func writeOpenRow(destinationBytes destination: UnsafeBufferPointer<UInt8>, relation: Relation?,
                                    into buffer: inout HTMLBuffer) {
        buffer.write("<a class=\"navigation\"")
        if let relation {
            buffer.write(relation == .previous ? " rel=\"prev\"" : " rel=\"next\"")
        }
        Link.writeHrefAttribute(bytes: destination, into: &buffer)
        // One write (this runs for every row): the label, `VStack.writeOpen(alignment: .leading)`'s column
        // (a test keeps the two the same) and the headline span.
        buffer.write(openRowRest)
    }

    /// What ``writeOpenRow(destinationBytes:relation:into:)`` writes after the `href`.
    static let openRowRest: StaticString = "><div class=\"label\"><div class=\"vstack align-leading\"><span class=\"font-headline\">"

    /// Ends the title and opens the subtitle (secondary colour, subheadline font).
    public static func writeSubtitle(into buffer: inout HTMLBuffer) {
        buffer.write("</span><span class=\"fg-secondary font-subheadline\">")
    }

    /// Ends the title or subtitle, the stack, the label and the row with its chevron (`chevron`: the SVG body
    /// of `chevron.right`).
    public static func writeCloseRow(chevron: String, into buffer: inout HTMLBuffer) {
        buffer.write("</span></div></div>")  // the title or subtitle, the leading stack, the label
        writeChevronAndClose(chevron, into: &buffer)
    }

    /// The trailing chevron and the end of the row: only `</a>` for the built-in chevron, which the stylesheet
    /// draws (``stylesheetRules``); another library's drawing inline.
    @usableFromInline static func writeChevronAndClose(_ chevron: String, into buffer: inout HTMLBuffer) {
        if !stylesheetDraws(chevron) {
            Image.writeSymbol(body: chevron, class: .chevron, into: &buffer)
        }
        buffer.write("</a>")
    }

    /// The SVG body of the chevron the stylesheet draws: the built-in `chevron.right`.
    @usableFromInline static let stylesheetChevron = IconLibrary.builtIn.svgBody(named: "chevron.right") ?? ""

    /// Whether `chevron` (a library's `chevron.right`) is the one the stylesheet draws, so the markup leaves it
    /// out (a navigation row, a ``MetricCard``'s header).
    @usableFromInline static func stylesheetDraws(_ chevron: String?) -> Bool { chevron == stylesheetChevron }

    /// The rules for the trailing chevron of a navigation row and of a metric card's header:
    /// ``stylesheetChevron`` as a mask (a `data:` URL) over the tertiary colour, the secondary colour on hover,
    /// none beside an inline chevron of another library, and the system text colour in forced-colours mode
    /// (which would otherwise paint the mask's background like the page).
    static var stylesheetRules: String {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + stylesheetChevron + "</svg>"
        let mask = "url(\"data:image/svg+xml," + PercentCoding.encode(svg) + "\") center/contain no-repeat"
        let drawn = ".navigation::after,.metric-card-header::after"
        return drawn + "{content:\"\";flex:none;width:.8125rem;height:.8125rem;background:var(--cs-tertiary);"
            + "-webkit-mask:\(mask);mask:\(mask)}\n"
            + ".navigation:hover::after,.metric-card:hover .metric-card-header::after{background:var(--cs-secondary)}\n"
            + ".navigation:has(>.chevron)::after,.metric-card-header:has(>.chevron)::after{content:none}\n"
            + "@media (forced-colors:active){\(drawn){forced-color-adjust:none;background:CanvasText}}\n"
    }
}
