/// Text, always escaped. Renders `<span>` (with any modifier classes); in phrasing
/// context without modifiers, just the escaped text.
public struct Text: View {
    /// The text.
    public let content: String

    /// Creates text; `<script>` and other markup characters are escaped.
    public init(_ content: String) { self.content = content }

    /// Primitive.
    public typealias Body = Never

    /// Writes the escaped text.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if context.phrasing && !context.hasPending {
            context.buffer.writeEscaped(view.content)
            return
        }
        if !context.hasPending {
            write(view.content, into: &context.buffer)
            return
        }
        let wrapped = context.openElement(.span, class: nil)
        context.finishStartTag()
        context.buffer.writeEscaped(view.content)
        context.closeElement(.span, wrapped: wrapped)
    }
}

/// Trusted markup written WITHOUT escaping. Use only for markup the site owner opted in to
/// (raw HTML in Markdown) or that the library generated itself (chart SVG). Never user input.
public struct RawHTML: View {
    /// The markup.
    public let markup: String

    /// Wraps trusted markup.
    public init(_ markup: String) { self.markup = markup }

    /// Primitive.
    public typealias Body = Never

    /// Writes the markup as is (inside a wrapper if modifiers are waiting).
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let wrapped = context.hasPending
        let phrasing = context.phrasing
        if wrapped { context.openWrapper() }
        context.buffer.writeRaw(view.markup)
        if wrapped { context.closeWrapper(phrasing: phrasing) }
    }
}

extension Text {
    /// `Text(content)` without modifiers: `<span>content</span>` (escaped).
    public static func write(_ content: String, into buffer: inout HTMLBuffer) {
        buffer.write("<span>")
        buffer.writeEscaped(content)
        buffer.write("</span>")
    }
}
