/// A heading `<h1>`…`<h6>` with an optional `id` (escaped). Levels outside 1…6 are clamped.
public struct Heading<Content: View>: View {
    @usableFromInline let level: Int
    @usableFromInline let id: String?
    @usableFromInline let content: Content

    /// A heading of `level` (1…6) with inline content.
    public init(level: Int, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.level = min(max(level, 1), 6)
        self.id = id
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the heading; its content is phrasing content.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if let id = view.id { context.pendingID = id }
        let tag: MarkupTag
        switch view.level {
        case 1: tag = .h1
        case 2: tag = .h2
        case 3: tag = .h3
        case 4: tag = .h4
        case 5: tag = .h5
        default: tag = .h6
        }
        let wrapped = context.openElement(tag, class: nil)
        context.finishStartTag()
        let saved = context.takePending()
        context.phrasing = true
        Content._render(view.content, into: &context)
        context.restore(saved)
        context.closeElement(tag, wrapped: wrapped)
    }
}

extension Heading where Content == Text {
    /// A heading with plain text.
    public init(_ text: String, level: Int, id: String? = nil) {
        self.init(level: level, id: id) { Text(text) }
    }
}

// MARK: Markup

extension Heading where Content == Never {
    /// Opens `<hN id="…">` without modifiers (level clamped to 1…6); the content is phrasing content.
    public static func writeOpen(level: Int, id: String?, into buffer: inout HTMLBuffer) {
        buffer.write("<h")
        buffer.write(byte: UInt8(ascii: "0") + UInt8(min(max(level, 1), 6)))
        if let id { buffer.writeAttribute(prefix: " id=\"", id) }
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes a heading opened with ``writeOpen(level:id:into:)``.
    public static func writeClose(level: Int, into buffer: inout HTMLBuffer) {
        buffer.write("</h")
        buffer.write(byte: UInt8(ascii: "0") + UInt8(min(max(level, 1), 6)))
        buffer.write(byte: UInt8(ascii: ">"))
    }
}
