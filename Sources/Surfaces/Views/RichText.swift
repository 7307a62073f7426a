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
                writeOpenStrong(into: &context.buffer)
                writeRuns(inner, into: &context)
                writeCloseStrong(into: &context.buffer)
            case .emphasis(let inner):
                writeOpenEmphasis(into: &context.buffer)
                writeRuns(inner, into: &context)
                writeCloseEmphasis(into: &context.buffer)
            case .code(let s):
                writeCode(s, into: &context.buffer)
            case .link(let url, let inner):
                Link.writeOpen(destination: url, into: &context.buffer)
                writeRuns(inner, into: &context)
                Link.writeClose(into: &context.buffer)
            case .image(let src, let alt):
                Image.writeImage(src: src, alt: alt, into: &context.buffer)
            case .lineBreak:
                writeLineBreak(into: &context.buffer)
            case .softBreak:
                writeSoftBreak(into: &context.buffer)
            }
        }
    }
}

extension RichText.Element: Equatable {}

// MARK: Markup

/// The runs' markup, written by the view and by renderers that write bytes directly (text goes through
/// ``HTMLBuffer/writeEscaped(_:)``, links through ``Link``, images through ``Image``).
extension RichText {
    /// Opens a paragraph in a block context without modifiers.
    public static func writeOpenParagraph(into buffer: inout HTMLBuffer) { buffer.write("<p>") }
    /// Opens `RichText(runs, element: .span).foregroundStyle(color)` without other modifiers.
    public static func writeOpenSpan(foreground color: Color, into buffer: inout HTMLBuffer) {
        buffer.write("<span class=\"")
        buffer.writeRaw(color._foregroundClass)
        buffer.write("\">")
    }
    /// Closes a span opened with ``writeOpenSpan(foreground:into:)``.
    public static func writeCloseSpan(into buffer: inout HTMLBuffer) { buffer.write("</span>") }
    /// Closes a paragraph.
    public static func writeCloseParagraph(into buffer: inout HTMLBuffer) { buffer.write("</p>") }
    /// Opens ``TextRun/strong(_:)``.
    public static func writeOpenStrong(into buffer: inout HTMLBuffer) { buffer.write("<strong>") }
    /// Closes ``TextRun/strong(_:)``.
    public static func writeCloseStrong(into buffer: inout HTMLBuffer) { buffer.write("</strong>") }
    /// Opens ``TextRun/emphasis(_:)``.
    public static func writeOpenEmphasis(into buffer: inout HTMLBuffer) { buffer.write("<em>") }
    /// Closes ``TextRun/emphasis(_:)``.
    public static func writeCloseEmphasis(into buffer: inout HTMLBuffer) { buffer.write("</em>") }

    /// ``TextRun/code(_:)``.
    public static func writeCode(_ code: String, into buffer: inout HTMLBuffer) {
        buffer.write("<code>")
        buffer.writeEscaped(code)
        buffer.write("</code>")
    }

    /// ``TextRun/code(_:)`` for code given as UTF-8 bytes.
    public static func writeCode(bytes code: UnsafeBufferPointer<UInt8>, into buffer: inout HTMLBuffer) {
        buffer.write("<code>")
        buffer.writeEscaped(bytes: code)
        buffer.write("</code>")
    }

    /// ``TextRun/lineBreak``.
    public static func writeLineBreak(into buffer: inout HTMLBuffer) { buffer.write("<br>") }
    /// ``TextRun/softBreak``.
    public static func writeSoftBreak(into buffer: inout HTMLBuffer) { buffer.write(byte: UInt8(ascii: "\n")) }
}
