/// Children in a column: `<div class="vstack align-leading gap-8">`.
public struct VStack<Content: View>: View {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// Creates a column; `spacing` snaps to the spacing scale (default 8).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the column.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        StackTags.render(view.content, kind: "vstack", alignmentClass: view.alignment.className,
                         position: view.alignment.position, spacing: view.spacing, tags: StackTags.vstack, into: &context)
    }
}

/// Children in a row: `<div class="hstack align-center gap-8">`.
public struct HStack<Content: View>: View {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// Creates a row; `spacing` snaps to the spacing scale (default 8).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the row.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        StackTags.render(view.content, kind: "hstack", alignmentClass: view.alignment.className,
                         position: view.alignment.position, spacing: view.spacing, tags: StackTags.hstack, into: &context)
    }
}

// MARK: Markup

extension VStack where Content == Never {
    /// Opens a column without spacing or modifiers in a block context (`<div class="vstack align-…">`).
    @inlinable
    public static func writeOpen(alignment: HorizontalAlignment, into buffer: inout HTMLBuffer) {
        switch alignment {  // one static write (this runs for every card and navigation row)
        case .leading: buffer.write("<div class=\"vstack align-leading\">")
        case .center: buffer.write("<div class=\"vstack align-center\">")
        case .trailing: buffer.write("<div class=\"vstack align-trailing\">")
        }
    }

    /// Closes a column opened with ``writeOpen(alignment:into:)``.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</div>") }
}

extension HStack where Content == Never {
    /// Opens a row without spacing or modifiers in a block context (`<div class="hstack align-…">`).
    @inlinable
    public static func writeOpen(alignment: VerticalAlignment, into buffer: inout HTMLBuffer) {
        switch alignment {  // one static write
        case .top: buffer.write("<div class=\"hstack align-top\">")
        case .center: buffer.write("<div class=\"hstack align-center\">")
        case .bottom: buffer.write("<div class=\"hstack align-bottom\">")
        case .firstTextBaseline: buffer.write("<div class=\"hstack align-baseline\">")
        }
    }

    /// Closes a row opened with ``writeOpen(alignment:into:)``.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</div>") }
}

extension Spacer {
    /// A spacer without modifiers in a block context: `<div class="spacer"></div>`.
    public static func write(into buffer: inout HTMLBuffer) { buffer.write("<div class=\"spacer\"></div>") }
}

/// Precomputed start tags of stacks without modifiers (one buffer write each).
@usableFromInline enum StackTags {
    /// Writes a stack: its start tag (precomputed when no modifier is pending), its content, its end tag.
    @inlinable
    static func render<Content: View>(_ content: Content, kind: String, alignmentClass: String, position: Int,
                                      spacing: Double?, tags: [String], into context: inout _RenderContext) {
        let tag: MarkupTag = context.phrasing ? .span : .div
        var wrapped = false
        if context.hasPending {
            wrapped = context.openElement(tag, class: kind, alignmentClass, spacing.map(Scale.gapClass))
            context.finishStartTag()
        } else {
            context.buffer.writeRaw(tags[index(position, spacing, phrasing: context.phrasing)])
        }
        let saved = context.takePending()
        Content._render(content, into: &context)
        context.restore(saved)
        context.closeElement(tag, wrapped: wrapped)
    }

    /// Slots per alignment: one per spacing step plus "no spacing", times div/span.
    static let slots = (Scale.spacing.count + 1) * 2

    @usableFromInline static func index(_ alignment: Int, _ spacing: Double?, phrasing: Bool) -> Int {
        let gap = spacing.map { Scale.spacingIndex($0) } ?? Scale.spacing.count
        return alignment * slots + gap * 2 + (phrasing ? 1 : 0)
    }

    static func table(kind: String, alignments: [String]) -> [String] {
        var out: [String] = []
        for alignment in alignments {
            for gap in 0...Scale.spacing.count {
                let gapClass = gap < Scale.spacing.count ? " gap-\(Scale.spacing[gap])" : ""
                for tag in ["div", "span"] {
                    out.append("<\(tag) class=\"\(kind) \(alignment)\(gapClass)\">")
                }
            }
        }
        return out
    }

    @usableFromInline static let vstack = table(kind: "vstack", alignments: HorizontalAlignment.allClassNames)
    @usableFromInline static let hstack = table(kind: "hstack", alignments: VerticalAlignment.allClassNames)
}

extension HorizontalAlignment {
    static let allClassNames = ["align-leading", "align-center", "align-trailing"]

    /// Position in ``allClassNames``.
    @usableFromInline var position: Int {
        switch self {
        case .leading: return 0
        case .center: return 1
        case .trailing: return 2
        }
    }

    /// `align-leading` etc.
    @usableFromInline var className: String {
        switch self {
        case .leading: return "align-leading"
        case .center: return "align-center"
        case .trailing: return "align-trailing"
        }
    }
}

extension VerticalAlignment {
    static let allClassNames = ["align-top", "align-center", "align-bottom", "align-baseline"]

    /// Position in ``allClassNames``.
    @usableFromInline var position: Int {
        switch self {
        case .top: return 0
        case .center: return 1
        case .bottom: return 2
        case .firstTextBaseline: return 3
        }
    }

    /// `align-top` etc.
    @usableFromInline var className: String {
        switch self {
        case .top: return "align-top"
        case .center: return "align-center"
        case .bottom: return "align-bottom"
        case .firstTextBaseline: return "align-baseline"
        }
    }
}

/// Flexible space that pushes siblings apart in a stack: `<div class="spacer"></div>`.
public struct Spacer: View {
    /// Creates a spacer.
    public init() {}
    /// Primitive.
    public typealias Body = Never
    /// Writes the spacer.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let tag: MarkupTag = context.phrasing ? .span : .div
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
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if context.phrasing {
            let wrapped = context.openElement(.span, class: "divider")
            context.buffer.write(" role=\"separator\">")
            context.closeElement(.span, wrapped: wrapped)
        } else if context.hasPending {
            let wrapped = context.openElement(.hr, class: "divider")
            context.finishStartTag()
            if wrapped { context.closeWrapper() }
        } else {
            writeRule(into: &context.buffer)
        }
    }

    /// `<hr class="divider">`: the divider in a block context without modifiers.
    @inlinable
    public static func writeRule(into buffer: inout HTMLBuffer) { buffer.write("<hr class=\"divider\">") }
}
