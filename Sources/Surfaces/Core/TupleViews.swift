// Fixed-arity tuple views, produced by ``ViewBuilder``. Fixed arity keeps every tree fully
// specialised at compile time (variadic packs need run-time metadata). Generated from one
// pattern; keep every arity identical.

/// 2 views in a row.
public struct TupleView2<C0: View, C1: View>: View {
    /// Child 0.
    public let c0: C0
    /// Child 1.
    public let c1: C1

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1) {
        self.c0 = c0
        self.c1 = c1
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each child; waiting modifiers apply to each child (as on a SwiftUI `Group`).
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let saved = context.snapshotPending()
        C0._render(view.c0, into: &context)
        context.restoreSibling(saved)
        C1._render(view.c1, into: &context)
    }

    /// Each child's subviews, in order.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        let t = visitor._tracksIdentity
        if t { visitor._path.append(.index(0)) }
        C0._visitSubviews(view.c0, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(1)) }
        C1._visitSubviews(view.c1, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 3 views in a row.
public struct TupleView3<C0: View, C1: View, C2: View>: View {
    /// Child 0.
    public let c0: C0
    /// Child 1.
    public let c1: C1
    /// Child 2.
    public let c2: C2

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each child; waiting modifiers apply to each child (as on a SwiftUI `Group`).
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let saved = context.snapshotPending()
        C0._render(view.c0, into: &context)
        context.restoreSibling(saved)
        C1._render(view.c1, into: &context)
        context.restoreSibling(saved)
        C2._render(view.c2, into: &context)
    }

    /// Each child's subviews, in order.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        let t = visitor._tracksIdentity
        if t { visitor._path.append(.index(0)) }
        C0._visitSubviews(view.c0, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(1)) }
        C1._visitSubviews(view.c1, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(2)) }
        C2._visitSubviews(view.c2, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 4 views in a row.
public struct TupleView4<C0: View, C1: View, C2: View, C3: View>: View {
    /// Child 0.
    public let c0: C0
    /// Child 1.
    public let c1: C1
    /// Child 2.
    public let c2: C2
    /// Child 3.
    public let c3: C3

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each child; waiting modifiers apply to each child (as on a SwiftUI `Group`).
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let saved = context.snapshotPending()
        C0._render(view.c0, into: &context)
        context.restoreSibling(saved)
        C1._render(view.c1, into: &context)
        context.restoreSibling(saved)
        C2._render(view.c2, into: &context)
        context.restoreSibling(saved)
        C3._render(view.c3, into: &context)
    }

    /// Each child's subviews, in order.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        let t = visitor._tracksIdentity
        if t { visitor._path.append(.index(0)) }
        C0._visitSubviews(view.c0, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(1)) }
        C1._visitSubviews(view.c1, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(2)) }
        C2._visitSubviews(view.c2, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(3)) }
        C3._visitSubviews(view.c3, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 5 views in a row.
public struct TupleView5<C0: View, C1: View, C2: View, C3: View, C4: View>: View {
    /// Child 0.
    public let c0: C0
    /// Child 1.
    public let c1: C1
    /// Child 2.
    public let c2: C2
    /// Child 3.
    public let c3: C3
    /// Child 4.
    public let c4: C4

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each child; waiting modifiers apply to each child (as on a SwiftUI `Group`).
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let saved = context.snapshotPending()
        C0._render(view.c0, into: &context)
        context.restoreSibling(saved)
        C1._render(view.c1, into: &context)
        context.restoreSibling(saved)
        C2._render(view.c2, into: &context)
        context.restoreSibling(saved)
        C3._render(view.c3, into: &context)
        context.restoreSibling(saved)
        C4._render(view.c4, into: &context)
    }

    /// Each child's subviews, in order.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        let t = visitor._tracksIdentity
        if t { visitor._path.append(.index(0)) }
        C0._visitSubviews(view.c0, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(1)) }
        C1._visitSubviews(view.c1, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(2)) }
        C2._visitSubviews(view.c2, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(3)) }
        C3._visitSubviews(view.c3, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(4)) }
        C4._visitSubviews(view.c4, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}
