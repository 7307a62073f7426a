/// The root of a page: a scrolling column (or a sideways strip) of content.
///
/// Vertical: `<main class="scrolling-surface vertical align-leading">` (the first one on a
/// page is the `main` landmark; nested ones are `div`s). Horizontal:
/// `<div class="scrolling-surface horizontal align-top" tabindex="0" role="region" aria-label="…">`,
/// keyboard-scrollable and snapping. Children far off screen skip layout (`content-visibility`).
public struct ScrollingSurface<Content: View>: View {
    /// The scroll direction and the cross-axis alignment.
    public enum Direction: Sendable {
        /// A column; children aligned horizontally.
        case vertical(HorizontalAlignment)
        /// A sideways strip; children aligned vertically.
        case horizontal(VerticalAlignment)
    }

    @usableFromInline let direction: Direction
    @usableFromInline let spacing: Double?
    @usableFromInline let label: String?
    @usableFromInline let content: Content

    /// Creates a surface. `label` names a horizontal strip for screen readers (defaults to "Scrollable content").
    public init(_ direction: Direction = .vertical(.leading), spacing: Double? = nil, label: String? = nil, @ViewBuilder content: () -> Content) {
        self.direction = direction
        self.spacing = spacing
        self.label = label
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the surface.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let gap = view.spacing.map { " gap-\(Scale.spacing($0))" } ?? ""
        switch view.direction {
        case .vertical(let alignment):
            let isMain = !context.hasMain && !context.phrasing
            var wrapped = false
            if isMain && gap.isEmpty && !context.hasPending {
                ScrollingSurface<Never>.writeOpenMain(alignment: alignment, into: &context.buffer)
            } else {
                let cls = ScrollingSurface<Never>.verticalClass(alignment) + gap
                wrapped = isMain ? context.openElement(.main, class: cls) : context.openElement(.div, class: cls)
                context.finishStartTag()
            }
            let hadMain = context.hasMain
            context.hasMain = true
            Content._render(view.content, into: &context)
            context.hasMain = hadMain
            if isMain && !wrapped {
                ScrollingSurface<Never>.writeCloseMain(into: &context.buffer)
            } else if isMain { context.closeElement(.main, wrapped: wrapped) } else { context.closeElement(.div, wrapped: wrapped) }
        case .horizontal(let alignment):
            let hasLabel = context.pendingLabel != nil
            let wrapped = context.openElement(.div, class: ScrollingSurface<Never>.horizontalClass(alignment) + gap)
            context.buffer.write(" tabindex=\"0\" role=\"region\"")
            if !hasLabel { context.buffer.writeAttribute(prefix: " aria-label=\"", view.label ?? "Scrollable content") }
            context.finishStartTag()
            Content._render(view.content, into: &context)
            context.closeElement(.div, wrapped: wrapped)
        }
    }
}

// MARK: Markup

/// The surface's markup, written by its view and by renderers that write bytes directly: the one place it is spelled.
extension ScrollingSurface where Content == Never {
    /// `scrolling-surface vertical align-…`.
    @usableFromInline static func verticalClass(_ alignment: HorizontalAlignment) -> String {
        "scrolling-surface vertical align-" + alignment.rawValue
    }

    /// `scrolling-surface horizontal align-…`.
    @usableFromInline static func horizontalClass(_ alignment: VerticalAlignment) -> String {
        "scrolling-surface horizontal align-" + alignment.rawValue
    }

    /// Opens a page's root surface without spacing or modifiers: `<main class="scrolling-surface vertical align-…">`.
    @inlinable
    public static func writeOpenMain(alignment: HorizontalAlignment = .leading, into buffer: inout HTMLBuffer) {
        if alignment == .leading {
            buffer.write("<main class=\"scrolling-surface vertical align-leading\">")
        } else {
            buffer.write("<main class=\"")
            buffer.writeRaw(verticalClass(alignment))
            buffer.write("\">")
        }
    }

    /// Closes the page's root surface.
    @inlinable
    public static func writeCloseMain(into buffer: inout HTMLBuffer) { buffer.write("</main>") }
}

extension ScrollingSurface where Content == Never {
    /// Opens a sideways strip without spacing or modifiers:
    /// `<div class="scrolling-surface horizontal align-top" tabindex="0" role="region" aria-label="label">`.
    public static func writeOpenStrip(alignment: VerticalAlignment = .top, label: String, into buffer: inout HTMLBuffer) {
        buffer.write("<div class=\"")
        buffer.writeRaw(horizontalClass(alignment))
        buffer.write("\" tabindex=\"0\" role=\"region\"")
        buffer.writeAttribute(prefix: " aria-label=\"", label)
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes a strip opened with ``writeOpenStrip(alignment:label:into:)``.
    public static func writeCloseStrip(into buffer: inout HTMLBuffer) { buffer.write("</div>") }
}
