/// A run-time list of type-erased views (e.g. the blocks of a Markdown page). Each view's
/// subviews are flattened into the list's subviews, identified by position, so a
/// `DividedCard { ViewList(rows) }` puts dividers between the rows.
public struct ViewList: View {
    /// The views, in order.
    public let views: [AnyView]

    /// Creates a list.
    public init(_ views: [AnyView]) {
        self.views = views
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each view; waiting modifiers apply to each.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderSiblings(view.views)
    }

    /// Each view's subviews, identified by position.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        visitor.visitSubviews(ofEach: view.views)
    }
}
