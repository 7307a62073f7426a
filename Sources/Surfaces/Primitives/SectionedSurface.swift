/// Renders each ``Section`` of its content — header (with top spacing), content, footer — and
/// leaves out every section whose content is empty, header and footer included.
///
/// Markup: `<div class="sectioned-surface"><section class="section">…</section>…</div>`;
/// nothing at all when no section has content.
public struct SectionedSurface<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates the surface from sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the non-empty sections.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderLazily(view.content, in: SectionedSurfaceContainer())
    }

    /// One subview, or none when no section has content.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        var probe = SectionContentProbe()
        Content._visitSubviews(view.content, visitor: &probe)
        if probe.found { visitor.visit(view) }
    }
}

/// Finds whether any subview is a non-empty section or loose content.
@usableFromInline struct SectionContentProbe: _SubviewVisitor {
    @inlinable var _tracksIdentity: Bool { false }
    @usableFromInline var _path: [SubviewID.Component] = []
    @usableFromInline var found = false
    @usableFromInline init() {}
    @inlinable mutating func visit<V: View>(_ view: V) {
        guard !found else { return }
        if let section = view as? any SectionView {
            found = section.hasContent()
        } else {
            found = true
        }
    }
}

@usableFromInline struct SectionedSurfaceContainer: LazyContainer {
    @usableFromInline var wrapped = false
    @usableFromInline var opened = false
    @usableFromInline var saved: _RenderContext.Saved?
    @usableFromInline init() {}

    @inlinable mutating func open(_ context: inout _RenderContext) {}

    @inlinable mutating func child<V: View>(_ view: V, _ context: inout _RenderContext) {
        if let section = view as? any SectionView {
            guard section.hasContent() else { return }
            openIfNeeded(&context)
            Section.writeOpen(into: &context.buffer)
            section.renderParts(header: true, content: true, footer: true, into: &context)
            Section.writeClose(into: &context.buffer)
        } else {
            openIfNeeded(&context)
            V._render(view, into: &context)
        }
    }

    @inlinable mutating func openIfNeeded(_ context: inout _RenderContext) {
        guard !opened else { return }
        opened = true
        if context.hasPending {
            wrapped = context.openElement(.div, class: SectionedSurface<Never>.className)
            context.finishStartTag()
        } else {
            SectionedSurface.writeOpen(into: &context.buffer)
        }
        saved = context.takePending()
        context.phrasing = false
    }

    @inlinable func close(_ context: inout _RenderContext) {
        guard opened else { return }
        if let saved { context.restore(saved) }
        context.closeElement(.div, wrapped: wrapped)
    }
}

// MARK: Markup

/// The surface's markup, written by its view and by renderers that write bytes directly: the one place it is spelled.
extension SectionedSurface where Content == Never {
    /// The surface's class, the theming hook.
    @usableFromInline static let className = "sectioned-surface"

    /// Opens the surface without modifiers (write it only when at least one section follows).
    @inlinable
    public static func writeOpen(into buffer: inout HTMLBuffer) { buffer.write("<div class=\"sectioned-surface\">") }

    /// Closes the surface.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</div>") }
}
