/// Renders each ``Section`` of its content — header (with top spacing), content, footer — and
/// leaves out every section whose content is empty, header and footer included.
///
/// Markup: `<div class="sectioned-surface"><section class="section">…</section>…</div>`;
/// nothing at all when no section has content.
public struct SectionedSurface<Content: View>: View {
    let content: Content

    /// Creates the surface from sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the non-empty sections.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderLazily(view.content, in: SectionedSurfaceContainer())
    }
}

struct SectionedSurfaceContainer: LazyContainer {
    var wrapped = false
    var opened = false
    var saved: _RenderContext.Saved?

    mutating func open(_ context: inout _RenderContext) {}

    mutating func child<V: View>(_ view: V, _ context: inout _RenderContext) {
        if let section = view as? any SectionView {
            guard section.hasContent() else { return }
            openIfNeeded(&context)
            context.buffer.write("<section class=\"section\">")
            section.renderParts(header: true, content: true, footer: true, into: &context)
            context.buffer.write("</section>")
        } else {
            openIfNeeded(&context)
            V._render(view, into: &context)
        }
    }

    mutating func openIfNeeded(_ context: inout _RenderContext) {
        guard !opened else { return }
        opened = true
        wrapped = context.openElement("div", class: "sectioned-surface")
        context.finishStartTag()
        saved = context.takePending()
        context.phrasing = false
    }

    func close(_ context: inout _RenderContext) {
        guard opened else { return }
        if let saved { context.restore(saved) }
        context.closeElement("div", wrapped: wrapped)
    }
}
