/// One flattened child handed to a container by `Group(subviews:)`.
public struct Subview: View, Identifiable {
    /// Stable identity (structural position plus `ForEach` ids).
    public let id: SubviewID
    @usableFromInline let view: AnyView

    init(id: SubviewID, view: AnyView) {
        self.id = id
        self.view = view
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders the child.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        AnyView._render(view.view, into: &context)
    }

    /// A subview is already flat: it is one subview.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        visitor.visit(view)
    }
}

/// The flattened children of some content; a collection and also a view that renders them all.
public struct SubviewsCollection: View, RandomAccessCollection {
    @usableFromInline let elements: [Subview]

    init(_ elements: [Subview]) { self.elements = elements }

    /// The first index.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { elements.count }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { elements[position] }

    /// Primitive.
    public typealias Body = Never

    /// Renders every subview in order.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderSiblings(view.elements)
    }

    /// Each subview.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        for sub in view.elements {
            let saved = visitor._path
            visitor._path = sub.id.components
            visitor.visit(sub)
            visitor._path = saved
        }
    }
}

/// Groups views without adding markup; or, with `subviews:`, hands a container the flattened children.
public struct Group<Content: View>: View {
    @usableFromInline let content: Content

    /// Groups `content` (modifiers on the group apply to each child).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Decomposes `view` into its subviews (tuples, `ForEach`, conditionals flattened;
    /// empty views dropped; each with a stable `id`) and builds the container from them.
    public init<Base: View>(subviews view: Base, @ViewBuilder transform: (SubviewsCollection) -> Content) {
        self.content = transform(SubviewCollector.collect(view))
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders the content.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        Content._render(view.content, into: &context)
    }

    /// The content's subviews.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        Content._visitSubviews(view.content, visitor: &visitor)
    }
}
