/// A built-in visual modifier: a set of CSS classes on one box layer.
///
/// Classes attach to the next element rendered; when the element already has a deeper
/// layer waiting (e.g. padding waiting and a background arrives inside it), the waiting
/// classes are written as a wrapper first — so `.padding().background(.green)` and
/// `.background(.green).padding()` nest differently, exactly like SwiftUI's onion.
public struct _StyleModifier: ViewModifier {
    /// The classes this modifier contributes (validated tokens from fixed scales), up to three inline.
    @usableFromInline let first: String?
    @usableFromInline let second: String?
    @usableFromInline let third: String?
    /// The box layer (`StyleLayer`).
    @usableFromInline let layer: Int
    /// For padding: the edges padded (`Edge.Set` bits). Paddings of disjoint edges share an element.
    @usableFromInline let edges: UInt8

    init(_ first: String?, _ second: String? = nil, _ third: String? = nil, layer: Int, edges: UInt8 = 0) {
        self.first = first
        self.second = second
        self.third = third
        self.layer = layer
        self.edges = edges
    }

    init(_ classes: [String], layer: Int, edges: UInt8 = 0) {
        self.init(classes.first, classes.count > 1 ? classes[1] : nil, classes.count > 2 ? classes[2] : nil, layer: layer, edges: edges)
    }

    /// Primitive.
    public typealias Body = Never

    /// Attaches the classes to the next element, wrapping where the onion requires it.
    @inlinable
    public static func _render<C: View>(_ modifier: Self, content: C, into context: inout _RenderContext) {
        guard let first = modifier.first else {
            C._render(content, into: &context)
            return
        }
        let savedCount = context.classStack.count
        let savedStart = context.pendingStart
        let savedLayer = context.pendingLayer
        let savedID = context.pendingID
        let savedLabel = context.pendingLabel
        let savedEdges = context.pendingEdges
        var wrapped = false
        let phrasing = context.phrasing
        let disjointPadding = modifier.layer == StyleLayer.padding && context.pendingLayer == StyleLayer.padding
            && modifier.edges & context.pendingEdges == 0
        if modifier.layer != StyleLayer.none && modifier.layer <= context.pendingLayer && context.hasPending && !disjointPadding {
            context.openWrapper()
            wrapped = true
        }
        context.pendingEdges |= modifier.edges
        context.classStack.append(first)
        if let second = modifier.second { context.classStack.append(second) }
        if let third = modifier.third { context.classStack.append(third) }
        if modifier.layer > context.pendingLayer { context.pendingLayer = modifier.layer }
        C._render(content, into: &context)
        if wrapped { context.closeWrapper(phrasing: phrasing) }
        context.classStack.removeLast(context.classStack.count - savedCount)
        context.pendingStart = savedStart
        context.pendingLayer = savedLayer
        context.pendingID = savedID
        context.pendingLabel = savedLabel
        context.pendingEdges = savedEdges
    }
}

/// Attaches an attribute (`id` or `aria-label`) to the next element.
public struct _AttributeModifier: ViewModifier {
    @usableFromInline enum Kind { case id, label }
    @usableFromInline let kind: Kind
    @usableFromInline let value: String

    /// Primitive.
    public typealias Body = Never

    /// Sets the waiting attribute and renders the content.
    @inlinable
    public static func _render<C: View>(_ modifier: Self, content: C, into context: inout _RenderContext) {
        let savedID = context.pendingID
        let savedLabel = context.pendingLabel
        switch modifier.kind {
        case .id: context.pendingID = modifier.value
        case .label: context.pendingLabel = modifier.value
        }
        C._render(content, into: &context)
        context.pendingID = savedID
        context.pendingLabel = savedLabel
    }
}
