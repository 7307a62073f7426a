import Surfaces

/// One row of a list card as a concrete view: the common shapes (a plain navigation row, a one-paragraph
/// content row) render through their concrete types, so no ``AnyView`` box is made and the generic render
/// code is specialized; other rows fall back to ``SectionFactory/row(_:)``. Same markup either way.
struct RowView: View {
    /// The row.
    let row: LayoutRow
    /// Whether the row's list is shown as label/value rows (see ``KeyValueRow``).
    var keyValue = false

    typealias Body = Never

    /// Whether the row is a plain navigation row (a primitive link: one subview).
    private var isPlainNavigation: Bool {
        if case .navigation(_, _, _, let nested) = row { return nested.isEmpty }
        return false
    }

    /// The inlines of a content row that is one paragraph without raw HTML (one ``RichText``).
    private var singleParagraph: [LayoutInline]? {
        if case .content(let blocks) = row, blocks.count == 1, case .paragraph(let inlines) = blocks[0],
           !InlineRuns.hasRawHTML(inlines) {
            return inlines
        }
        return nil
    }

    static func _render(_ view: RowView, into context: inout _RenderContext) {
        if case .navigation(let href, let title, let subtitle, let nested) = view.row, nested.isEmpty {
            renderConcrete(SectionFactory.navigationLink(href: href, title: title, subtitle: subtitle), into: &context)
        } else if let inlines = view.singleParagraph {
            if view.keyValue, let (label, value) = KeyValueRow.split(inlines) {
                renderConcrete(KeyValueRow.view(label: label, value: value), into: &context)
            } else {
                renderConcrete(RichText(InlineRuns.runs(inlines), element: .paragraph), into: &context)
            }
        } else {
            AnyView._render(SectionFactory.row(view.row), into: &context)
        }
    }

    /// The same subviews the boxed row would have: the concrete shapes are one primitive view each.
    static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: RowView, visitor: inout Visitor) {
        if view.isPlainNavigation || view.singleParagraph != nil {
            visitor.visit(view)
        } else {
            AnyView._visitSubviews(SectionFactory.row(view.row), visitor: &visitor)
        }
    }
}

/// One block inside a card or row as a concrete view: a paragraph without raw HTML renders as
/// ``RichText`` directly; other blocks fall back to ``SectionFactory/block(_:)``. Same markup either way.
struct BlockView: View {
    /// The block.
    let block: LayoutBlock

    typealias Body = Never

    /// The inlines of a paragraph without raw HTML (one ``RichText``).
    private var plainParagraph: [LayoutInline]? {
        if case .paragraph(let inlines) = block, !InlineRuns.hasRawHTML(inlines) { return inlines }
        return nil
    }

    static func _render(_ view: BlockView, into context: inout _RenderContext) {
        if let inlines = view.plainParagraph {
            renderConcrete(RichText(InlineRuns.runs(inlines)), into: &context)
        } else {
            AnyView._render(SectionFactory.block(view.block), into: &context)
        }
    }

    /// The same subviews the boxed block would have (an empty list card has none).
    static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: BlockView, visitor: inout Visitor) {
        if view.plainParagraph != nil {
            visitor.visit(view)
        } else {
            AnyView._visitSubviews(SectionFactory.block(view.block), visitor: &visitor)
        }
    }
}

/// Renders a view through its own (specialized) render function.
@inline(__always)
private func renderConcrete<V: View>(_ view: V, into context: inout _RenderContext) {
    V._render(view, into: &context)
}
