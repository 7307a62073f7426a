/// A navigation row, as in the seed: the whole row is the link, label then a trailing chevron
/// in the tertiary colour (hidden from screen readers), 0.7 opacity while pressed and a focus ring
/// (both from the stylesheet).
///
/// Markup: `<a class="navigation" href="…"><div class="label">…</div><svg class="chevron" aria-hidden="true" …></svg></a>`.
public struct NavigationButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// `navigation`.
    public var className: String { "navigation" }

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
    public static func _renderLink<Label: View>(_ style: Self, label: Label, destination: String, into context: inout _RenderContext) {
        let wrapped = context.openElement("a", class: "navigation", ownLayer: StyleLayer.padding)
        writeHref(destination, into: &context)
        context.finishStartTag()
        let phrasing = context.phrasing
        context.buffer.write(phrasing ? "<span class=\"label\">" : "<div class=\"label\">")
        Label._render(label, into: &context)
        context.buffer.write(phrasing ? "</span>" : "</div>")
        Image.writeIcon("chevron.right", class: "chevron", into: &context)
        context.closeElement("a", wrapped: wrapped)
    }
}

extension ButtonStyle where Self == NavigationButtonStyle {
    /// A navigation row with a trailing chevron.
    public static var navigation: NavigationButtonStyle { NavigationButtonStyle() }
}
