/// Children in a column: `<div class="vstack align-leading gap-8">`.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a column; `spacing` snaps to the spacing scale (default 8).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the column.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let tag: StaticString = context.phrasing ? "span" : "div"
        let wrapped = context.openElement(tag, class: stackClass("vstack", view.alignment.rawValue, view.spacing))
        context.finishStartTag()
        let saved = context.takePending()
        Content._render(view.content, into: &context)
        context.restore(saved)
        context.closeElement(tag, wrapped: wrapped)
    }
}

/// Children in a row: `<div class="hstack align-center gap-8">`.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a row; `spacing` snaps to the spacing scale (default 8).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the row.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let tag: StaticString = context.phrasing ? "span" : "div"
        let wrapped = context.openElement(tag, class: stackClass("hstack", view.alignment.rawValue, view.spacing))
        context.finishStartTag()
        let saved = context.takePending()
        Content._render(view.content, into: &context)
        context.restore(saved)
        context.closeElement(tag, wrapped: wrapped)
    }
}

func stackClass(_ kind: String, _ alignment: String, _ spacing: Double?) -> String {
    if let spacing { return "\(kind) align-\(alignment) gap-\(Scale.spacing(spacing))" }
    return "\(kind) align-\(alignment)"
}

/// Flexible space that pushes siblings apart in a stack: `<div class="spacer"></div>`.
public struct Spacer: View {
    /// Creates a spacer.
    public init() {}
    /// Primitive.
    public typealias Body = Never
    /// Writes the spacer.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let tag: StaticString = context.phrasing ? "span" : "div"
        let wrapped = context.openElement(tag, class: "spacer")
        context.finishStartTag()
        context.closeElement(tag, wrapped: wrapped)
    }
}

/// A hairline separator, a real element: `<hr class="divider">` (a `span` with
/// `role="separator"` in phrasing context, where `hr` is not allowed).
public struct Divider: View {
    /// Creates a divider.
    public init() {}
    /// Primitive.
    public typealias Body = Never
    /// Writes the divider.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if context.phrasing {
            let wrapped = context.openElement("span", class: "divider")
            context.buffer.write(" role=\"separator\">")
            context.closeElement("span", wrapped: wrapped)
        } else {
            let wrapped = context.openElement("hr", class: "divider")
            context.finishStartTag()
            if wrapped { context.closeWrapper() }
        }
    }
}
