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
    @inlinable
    public static func _renderLink<Label: View>(_ style: Self, label: Label, destination: String, into context: inout _RenderContext) {
        var wrapped = false
        if context.hasPending {
            wrapped = context.openElement(.a, class: "navigation", ownLayer: StyleLayer.padding)
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
            context.buffer.write(phrasing ? "</span><svg class=\"chevron\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">" : "</div><svg class=\"chevron\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
            context.buffer.writeRaw(chevron)
            context.buffer.write("</svg></a>")
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
