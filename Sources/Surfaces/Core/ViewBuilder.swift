/// Builds view trees from closures: several children, `if`/`else`, `switch`, optionals, `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// No children.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One child.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// 2 children.
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView2<C0, C1> {
        TupleView2(c0, c1)
    }

    /// 3 children.
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView3<C0, C1, C2> {
        TupleView3(c0, c1, c2)
    }

    /// 4 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView4<C0, C1, C2, C3> {
        TupleView4(c0, c1, c2, c3)
    }

    /// 5 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView5<C0, C1, C2, C3, C4> {
        TupleView5(c0, c1, c2, c3, c4)
    }

    /// 6 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView6<C0, C1, C2, C3, C4, C5> {
        TupleView6(c0, c1, c2, c3, c4, c5)
    }

    /// 7 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView7<C0, C1, C2, C3, C4, C5, C6> {
        TupleView7(c0, c1, c2, c3, c4, c5, c6)
    }

    /// 8 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView8<C0, C1, C2, C3, C4, C5, C6, C7> {
        TupleView8(c0, c1, c2, c3, c4, c5, c6, c7)
    }

    /// 9 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView9<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
        TupleView9(c0, c1, c2, c3, c4, c5, c6, c7, c8)
    }

    /// 10 children.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
        TupleView10(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)
    }

    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` (older spelling).
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop.
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> {
        _ViewArray(elements: components)
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Nothing at all: renders no markup and is dropped from subviews.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// Primitive.
    public typealias Body = Never
    /// Renders nothing.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {}
    /// Has no subviews.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {}
}

extension Optional: View where Wrapped: View {
    /// Primitive.
    public typealias Body = Never

    /// Renders the wrapped view, if any.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if let view { Wrapped._render(view, into: &context) }
    }

    /// The wrapped view's subviews, if any.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        if let view { Wrapped._visitSubviews(view, visitor: &visitor) }
    }
}

/// One of two views, produced by `if`/`else` and `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage

    /// Primitive.
    public typealias Body = Never

    /// Renders the chosen branch.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        switch view.storage {
        case .trueContent(let v): TrueContent._render(v, into: &context)
        case .falseContent(let v): FalseContent._render(v, into: &context)
        }
    }

    /// The chosen branch's subviews.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        switch view.storage {
        case .trueContent(let v):
            if visitor._tracksIdentity { visitor._path.append(.branch(0)) }
            TrueContent._visitSubviews(v, visitor: &visitor)
        case .falseContent(let v):
            if visitor._tracksIdentity { visitor._path.append(.branch(1)) }
            FalseContent._visitSubviews(v, visitor: &visitor)
        }
        if visitor._tracksIdentity { visitor._path.removeLast() }
    }
}

/// The views of a `for` loop in a ``ViewBuilder``.
public struct _ViewArray<Element: View>: View {
    @usableFromInline let elements: [Element]

    /// Primitive.
    public typealias Body = Never

    /// Renders each element.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderSiblings(view.elements)
    }

    /// Each element's subviews, identified by position.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        visitor.visitSubviews(ofEach: view.elements)
    }
}
