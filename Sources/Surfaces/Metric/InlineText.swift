/// Escaped text written without a `<span>` of its own (table cells, legend entries), unless
/// modifiers are waiting for an element.
struct InlineText: View {
    let content: String

    init(_ content: String) { self.content = content }

    typealias Body = Never

    static func _render(_ view: Self, into context: inout _RenderContext) {
        if context.hasPending {
            Text._render(Text(view.content), into: &context)
        } else {
            context.buffer.writeEscaped(view.content)
        }
    }
}
