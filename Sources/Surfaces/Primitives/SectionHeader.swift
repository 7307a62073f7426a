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
        let tag: MarkupTag = context.phrasing ? .span : .div
        let wrapped = context.openElement(tag, class: className(view.layout) + tintSuffix(context))
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

// MARK: Markup

/// The header's markup, written by its view and by renderers that write bytes directly: the one place it is spelled.
extension SectionHeader {
    /// `section-header horizontal` or `section-header vertical`.
    @usableFromInline static func className(_ layout: Layout) -> String { "section-header " + layout.rawValue }

    /// `SectionHeader(.horizontal, title: title, systemImage: …).tint(tint)` with `.id(id)` and no other
    /// modifiers, in a block context; `iconBody` is the icon's SVG body (``IconLibrary/svgBody(named:)``).
    public static func write(title: String, id: String?, iconBody: String?, tint: Color?, into buffer: inout HTMLBuffer) {
        buffer.write("<div class=\"section-header horizontal")
        if let tint {
            buffer.write(byte: UInt8(ascii: " "))
            buffer.writeRaw(tint.tintClass)
        }
        buffer.write(byte: UInt8(ascii: "\""))
        if let id { buffer.writeAttribute(prefix: " id=\"", id) }
        buffer.write(byte: UInt8(ascii: ">"))
        if let iconBody { Image.writeSymbol(body: iconBody, class: .icon, into: &buffer) }
        buffer.write("<h2>")
        buffer.writeEscaped(title)
        buffer.write("</h2></div>")
    }
}
