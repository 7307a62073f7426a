// Fixed-arity tuple views, produced by ``ViewBuilder``. Fixed arity keeps every tree fully
// specialised at compile time (variadic packs need run-time metadata). Generated from one
// pattern; keep every arity identical.

/// 6 views in a row.
public struct TupleView6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>: View {
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
    /// Child 5.
    public let c5: C5

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
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
        context.restoreSibling(saved)
        C5._render(view.c5, into: &context)
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
        if t { visitor._path.append(.index(5)) }
        C5._visitSubviews(view.c5, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 7 views in a row.
public struct TupleView7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>: View {
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
    /// Child 5.
    public let c5: C5
    /// Child 6.
    public let c6: C6

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
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
        context.restoreSibling(saved)
        C5._render(view.c5, into: &context)
        context.restoreSibling(saved)
        C6._render(view.c6, into: &context)
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
        if t { visitor._path.append(.index(5)) }
        C5._visitSubviews(view.c5, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(6)) }
        C6._visitSubviews(view.c6, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 8 views in a row.
public struct TupleView8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>: View {
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
    /// Child 5.
    public let c5: C5
    /// Child 6.
    public let c6: C6
    /// Child 7.
    public let c7: C7

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
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
        context.restoreSibling(saved)
        C5._render(view.c5, into: &context)
        context.restoreSibling(saved)
        C6._render(view.c6, into: &context)
        context.restoreSibling(saved)
        C7._render(view.c7, into: &context)
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
        if t { visitor._path.append(.index(5)) }
        C5._visitSubviews(view.c5, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(6)) }
        C6._visitSubviews(view.c6, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(7)) }
        C7._visitSubviews(view.c7, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 9 views in a row.
public struct TupleView9<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>: View {
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
    /// Child 5.
    public let c5: C5
    /// Child 6.
    public let c6: C6
    /// Child 7.
    public let c7: C7
    /// Child 8.
    public let c8: C8

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
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
        context.restoreSibling(saved)
        C5._render(view.c5, into: &context)
        context.restoreSibling(saved)
        C6._render(view.c6, into: &context)
        context.restoreSibling(saved)
        C7._render(view.c7, into: &context)
        context.restoreSibling(saved)
        C8._render(view.c8, into: &context)
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
        if t { visitor._path.append(.index(5)) }
        C5._visitSubviews(view.c5, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(6)) }
        C6._visitSubviews(view.c6, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(7)) }
        C7._visitSubviews(view.c7, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(8)) }
        C8._visitSubviews(view.c8, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}

/// 10 views in a row.
public struct TupleView10<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>: View {
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
    /// Child 5.
    public let c5: C5
    /// Child 6.
    public let c6: C6
    /// Child 7.
    public let c7: C7
    /// Child 8.
    public let c8: C8
    /// Child 9.
    public let c9: C9

    /// Creates the tuple.
    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
        self.c9 = c9
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
        context.restoreSibling(saved)
        C5._render(view.c5, into: &context)
        context.restoreSibling(saved)
        C6._render(view.c6, into: &context)
        context.restoreSibling(saved)
        C7._render(view.c7, into: &context)
        context.restoreSibling(saved)
        C8._render(view.c8, into: &context)
        context.restoreSibling(saved)
        C9._render(view.c9, into: &context)
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
        if t { visitor._path.append(.index(5)) }
        C5._visitSubviews(view.c5, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(6)) }
        C6._visitSubviews(view.c6, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(7)) }
        C7._visitSubviews(view.c7, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(8)) }
        C8._visitSubviews(view.c8, visitor: &visitor)
        if t { visitor._path.removeLast() }
        if t { visitor._path.append(.index(9)) }
        C9._visitSubviews(view.c9, visitor: &visitor)
        if t { visitor._path.removeLast() }
    }
}
