/// One piece of inline text (the Markdown inline model).
public enum TextRun: Hashable, Sendable {
    /// Plain text (escaped).
    case text(String)
    /// `<strong>`.
    case strong([TextRun])
    /// `<em>`.
    case emphasis([TextRun])
    /// Inline `<code>`.
    case code(String)
    /// A link; unsafe URLs render without `href`.
    case link(url: String, [TextRun])
    /// An inline image (lazy, alt text required).
    case image(src: String, alt: String)
    /// A hard line break `<br>`.
    case lineBreak
    /// A soft line break (a newline in the output).
    case softBreak
}

/// A paragraph (or inline span) of rich text: `<p>…</p>`.
public struct RichText: View {
    /// The element wrapping the runs.
    public enum Element: Sendable {
        /// `<p>`.
        case paragraph
        /// `<span>` (for row labels and other inline places).
        case span
        /// No element: the runs only.
        case none
    }

    /// The runs.
    public let runs: [TextRun]
    @usableFromInline let element: Element

    /// Rich text from runs, in a `<p>` by default.
    public init(_ runs: [TextRun], element: Element = .paragraph) {
        self.runs = runs
        self.element = element
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the runs.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        var wrapped = false
        switch view.element {
        case .paragraph:
            if context.phrasing {
                wrapped = context.openElement(.span, class: "paragraph")
            } else {
                wrapped = context.openElement(.p, class: nil)
            }
        case .span:
            wrapped = context.openElement(.span, class: nil)
        case .none:
            if context.hasPending { context.openWrapper(); wrapped = true }
        }
        if view.element != .none { context.finishStartTag() }
        let saved = context.takePending()
        context.phrasing = true
        writeRuns(view.runs, into: &context)
        context.restore(saved)
        switch view.element {
        case .paragraph: context.closeElement(context.phrasing ? .span : .p, wrapped: wrapped)
        case .span: context.closeElement(.span, wrapped: wrapped)
        case .none: if wrapped { context.closeWrapper() }
        }
    }

    @usableFromInline static func writeRuns(_ runs: [TextRun], into context: inout _RenderContext) {
        for run in runs {
            switch run {
            case .text(let s):
                context.buffer.writeEscaped(s)
            case .strong(let inner):
                context.buffer.write("<strong>")
                writeRuns(inner, into: &context)
                context.buffer.write("</strong>")
            case .emphasis(let inner):
                context.buffer.write("<em>")
                writeRuns(inner, into: &context)
                context.buffer.write("</em>")
            case .code(let s):
                context.buffer.write("<code>")
                context.buffer.writeEscaped(s)
                context.buffer.write("</code>")
            case .link(let url, let inner):
                context.buffer.write("<a class=\"link\"")
                writeHref(url, into: &context)
                context.buffer.write(">")
                writeRuns(inner, into: &context)
                context.buffer.write("</a>")
            case .image(let src, let alt):
                context.buffer.write("<img")
                context.buffer.writeAttribute(prefix: " src=\"", URLSafety.isSafeImage(src) ? src : "")
                context.buffer.writeAttribute(prefix: " alt=\"", alt)
                context.buffer.write(" loading=\"lazy\" decoding=\"async\">")
            case .lineBreak:
                context.buffer.write("<br>")
            case .softBreak:
                context.buffer.write("\n")
            }
        }
    }
}

extension RichText.Element: Equatable {}
