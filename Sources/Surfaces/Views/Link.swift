import Escaping

/// A plain link: `<a class="link" href="…">`. Unsafe URLs (`javascript:` …) lose their `href`.
public struct Link<Label: View>: View {
    @usableFromInline let destination: String
    @usableFromInline let label: Label

    /// A link with a custom label.
    public init(destination: String, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the link.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let wrapped = context.openElement(.a, class: "link")
        writeHref(view.destination, into: &context)
        context.finishStartTag()
        Label._render(view.label, into: &context)
        context.closeElement(.a, wrapped: wrapped)
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: String) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Writes ` href="…"` if the URL is safe; nothing otherwise.
@usableFromInline func writeHref(_ url: String, into context: inout _RenderContext) {
    if URLPolicy.allows(url, context: .link) { context.buffer.writeAttribute(prefix: " href=\"", url) }
}

/// A link to another page (a URL or site path). Its look comes from the environment's button
/// style: with `.buttonStyle(.navigation)` it is a full-width row with a trailing chevron.
public struct NavigationLink<Label: View>: View {
    /// Where it goes.
    public let destination: String
    @usableFromInline let label: Label

    /// A link to `destination` (URL or page path) showing `label`.
    public init(destination: String, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link to `destination` showing `label` (trailing-closure spelling).
    public init(_ destination: String, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the link through the environment's button style.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if let style = context.environment.buttonStyle {
            if style.isNavigation {
                NavigationButtonStyle._renderLink(NavigationButtonStyle(), label: view.label, destination: view.destination, into: &context)
                return
            }
            style.box.renderLink(label: view.label, destination: view.destination, into: &context)
        } else {
            let wrapped = context.openElement(.a, class: "link")
            writeHref(view.destination, into: &context)
            context.finishStartTag()
            Label._render(view.label, into: &context)
            context.closeElement(.a, wrapped: wrapped)
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: String) {
        self.init(destination: destination) { Text(title) }
    }
}

// MARK: Markup

/// The link's markup, written by its view, ``RichText``'s link runs and renderers that write bytes directly.
extension Link where Label == Never {
    /// Opens `<a class="link" href="…">` without modifiers (no `href` for an unsafe URL).
    public static func writeOpen(destination: String, into buffer: inout HTMLBuffer) {
        var destination = destination
        destination.withUTF8 { writeOpen(destinationBytes: $0, into: &buffer) }
    }

    /// ``writeOpen(destination:into:)`` for a destination given as UTF-8 bytes.
    public static func writeOpen(destinationBytes destination: UnsafeBufferPointer<UInt8>, into buffer: inout HTMLBuffer) {
        buffer.write("<a class=\"link\"")
        writeHrefAttribute(bytes: destination, into: &buffer)
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes a link.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</a>") }

    /// ` href="…"` (escaped) when the URL is safe; nothing otherwise.
    public static func writeHrefAttribute(bytes url: UnsafeBufferPointer<UInt8>, into buffer: inout HTMLBuffer) {
        guard URLPolicy.allows(url, context: .link) else { return }
        buffer.write(" href=\"")
        buffer.writeEscaped(bytes: url)
        buffer.write(byte: UInt8(ascii: "\""))
    }
}
