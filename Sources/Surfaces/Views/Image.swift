import Escaping

/// An image: a lazy-loading `<img>` with required alt text, or an icon from the icon library.
public struct Image: View {
    @usableFromInline enum Source {
        case url(String, alt: String)
        case symbol(String)
    }
    @usableFromInline let source: Source

    /// An image file. `alt` describes it for screen readers (use `""` only for decoration,
    /// see ``init(decorative:)``). Unsafe `src` (e.g. `javascript:`) renders as `src=""`.
    public init(_ src: String, alt: String) {
        source = .url(src, alt: alt)
    }

    /// A purely decorative image (`alt=""`).
    public init(decorative src: String) {
        source = .url(src, alt: "")
    }

    /// An icon from the environment's ``IconLibrary`` (SF Symbols names such as `heart.fill`),
    /// drawn as inline SVG hidden from screen readers. An unknown name draws nothing and is
    /// listed in ``RenderReport/unknownIcons``.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes `<img …>` or `<svg class="icon" …>`.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        switch view.source {
        case .url(let src, let alt):
            let wrapped = context.openElement(.img, class: nil)
            writeSourceAttributes(src: src, alt: alt, into: &context.buffer)
            if wrapped { context.closeWrapper() }
        case .symbol(let name):
            writeIcon(name, class: "icon", into: &context)
        }
    }

    /// Writes an icon's SVG (or notes an unknown name).
    @usableFromInline static func writeIcon(_ name: String, class cls: String, into context: inout _RenderContext) {
        guard let body = context.environment.iconLibrary.svgBody(named: name) else {
            context.report.noteUnknownIcon(name)
            return
        }
        if !context.hasPending {
            writeSymbol(body: body, class: cls, into: &context.buffer)
            return
        }
        let wrapped = context.openElement(.svg, class: cls)
        context.buffer.write(" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
        context.buffer.writeRaw(body)
        context.closeElement(.svg, wrapped: wrapped)
    }

    // MARK: Markup

    /// The classes of the icons the primitives draw.
    public enum SymbolClass: Sendable {
        /// `icon`: a section header's or a card's icon.
        case icon
        /// `chevron`: a navigation row's trailing chevron.
        case chevron
    }

    /// An icon's SVG without modifiers, in one of the primitives' icon classes (one static write for the tag).
    public static func writeSymbol(body: String, class cls: SymbolClass, into buffer: inout HTMLBuffer) {
        switch cls {
        case .icon: buffer.write("<svg class=\"icon\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
        case .chevron: buffer.write("<svg class=\"chevron\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
        }
        buffer.writeRaw(body)
        buffer.write("</svg>")
    }

    /// An icon's SVG without modifiers: `<svg class="cls" aria-hidden="true" viewBox="0 0 24 24">body</svg>`.
    public static func writeSymbol(body: String, class cls: String, into buffer: inout HTMLBuffer) {
        buffer.write("<svg class=\"")
        buffer.writeRaw(cls)
        buffer.write("\" aria-hidden=\"true\" viewBox=\"0 0 24 24\">")
        buffer.writeRaw(body)
        buffer.write("</svg>")
    }

    /// An image file without modifiers: `<img src="…" alt="…" loading="lazy" decoding="async">` (an unsafe
    /// source becomes `src=""`).
    public static func writeImage(src: String, alt: String, into buffer: inout HTMLBuffer) {
        buffer.write("<img")
        writeSourceAttributes(src: src, alt: alt, into: &buffer)
    }

    /// ` src="…" alt="…" loading="lazy" decoding="async">`.
    @usableFromInline static func writeSourceAttributes(src: String, alt: String, into buffer: inout HTMLBuffer) {
        buffer.writeAttribute(prefix: " src=\"", URLPolicy.allows(src, context: .image) ? src : "")
        buffer.writeAttribute(prefix: " alt=\"", alt)
        buffer.write(" loading=\"lazy\" decoding=\"async\">")
    }
}
