/// A built-in visual modifier: a set of CSS classes on one box layer.
///
/// Classes attach to the next element rendered; when the element already has a deeper
/// layer waiting (e.g. padding waiting and a background arrives inside it), the waiting
/// classes are written as a wrapper first — so `.padding().background(.green)` and
/// `.background(.green).padding()` nest differently, exactly like SwiftUI's onion.
public struct _StyleModifier: ViewModifier {
    /// The classes this modifier contributes (validated tokens from fixed scales).
    let classes: [String]
    /// The box layer (`StyleLayer`).
    let layer: Int

    init(_ classes: [String], layer: Int) {
        self.classes = classes
        self.layer = layer
    }

    /// Primitive.
    public typealias Body = Never

    /// Attaches the classes to the next element, wrapping where the onion requires it.
    public static func _render<C: View>(_ modifier: Self, content: C, into context: inout _RenderContext) {
        if modifier.classes.isEmpty {
            C._render(content, into: &context)
            return
        }
        let savedClasses = context.pendingClasses
        let savedLayer = context.pendingLayer
        let savedID = context.pendingID
        let savedLabel = context.pendingLabel
        var wrapped = false
        let phrasing = context.phrasing
        if modifier.layer != StyleLayer.none && modifier.layer <= context.pendingLayer && context.hasPending {
            context.openWrapper()
            wrapped = true
        }
        context.pendingClasses.append(contentsOf: modifier.classes)
        if modifier.layer > context.pendingLayer { context.pendingLayer = modifier.layer }
        C._render(content, into: &context)
        if wrapped { context.closeWrapper(phrasing: phrasing) }
        context.pendingClasses = savedClasses
        context.pendingLayer = savedLayer
        context.pendingID = savedID
        context.pendingLabel = savedLabel
    }
}

/// Attaches an attribute (`id` or `aria-label`) to the next element.
public struct _AttributeModifier: ViewModifier {
    enum Kind { case id, label }
    let kind: Kind
    let value: String

    /// Primitive.
    public typealias Body = Never

    /// Sets the waiting attribute and renders the content.
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
