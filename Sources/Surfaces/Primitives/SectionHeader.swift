/// A section title with an icon, coloured by the environment's ``View/tint(_:)``.
///
/// Markup: `<div class="section-header horizontal tint-orange"><svg class="icon" …></svg><h2>Title</h2></div>`.
public struct SectionHeader: View {
    /// Icon beside (`horizontal`) or above (`vertical`) the title.
    public enum Layout: String, Sendable {
        /// Icon leading the title.
        case horizontal
        /// Icon above the title.
        case vertical
    }

    @usableFromInline let layout: Layout
    @usableFromInline let title: Text
    @usableFromInline let systemImage: String?

    /// Creates a header titled `title` with an optional icon name.
    public init(_ layout: Layout = .horizontal, title: Text, systemImage: String? = nil) {
        self.layout = layout
        self.title = title
        self.systemImage = systemImage
    }

    /// Creates a header titled `title` with an optional icon name.
    public init(_ layout: Layout = .horizontal, title: String, systemImage: String? = nil) {
        self.init(layout, title: Text(title), systemImage: systemImage)
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the header.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let tag: HTMLTag = context.phrasing ? .span : .div
        let wrapped = context.openElement(tag, class: "section-header \(view.layout.rawValue)\(tintSuffix(context))")
        context.finishStartTag()
        let saved = context.takePending()
        if let icon = view.systemImage {
            Image.writeIcon(icon, class: "icon", into: &context)
        }
        context.buffer.write(context.phrasing ? "<span class=\"title\">" : "<h2>")
        context.phrasing = true
        Text._render(view.title, into: &context)
        context.restore(saved)
        context.buffer.write(context.phrasing ? "</span>" : "</h2>")
        context.closeElement(tag, wrapped: wrapped)
    }
}

/// ` tint-NAME` for the environment's tint, or `""`.
@usableFromInline func tintSuffix(_ context: _RenderContext) -> String {
    if let tint = context.environment.tint { return " " + tint.tintClass }
    return ""
}
