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
        let saved = context.snapshotPending()
        var first = true
        for item in view.views {
            if first { first = false } else { context.restoreSibling(saved) }
            AnyView._render(item, into: &context)
        }
    }

    /// Each view's subviews, identified by position.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        let track = visitor._tracksIdentity
        for (index, item) in view.views.enumerated() {
            if track { visitor._path.append(.index(index)) }
            AnyView._visitSubviews(item, visitor: &visitor)
            if track { visitor._path.removeLast() }
        }
    }
}
