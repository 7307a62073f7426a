/// Builds view trees from closures: several children, `if`/`else`, `switch`, optionals, `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// No children.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One child.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several children.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
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

/// Several views in a row, produced by ``ViewBuilder``.
public struct TupleView<each Content: View>: View {
    /// The children.
    public let value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each child; waiting modifiers apply to each child (as on a SwiftUI `Group`).
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let saved = context.snapshotPending()
        repeat renderChild(each view.value, saved, &context)
    }

    private static func renderChild<C: View>(_ child: C, _ saved: _RenderContext.Saved, _ context: inout _RenderContext) {
        context.restore(saved)
        C._render(child, into: &context)
    }

    /// Each child's subviews, in order.
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        var index = 0
        repeat visitChild(each view.value, &index, &visitor)
    }

    private static func visitChild<C: View, Visitor: _SubviewVisitor>(_ child: C, _ index: inout Int, _ visitor: inout Visitor) {
        visitor._path.append(.index(index))
        C._visitSubviews(child, visitor: &visitor)
        visitor._path.removeLast()
        index += 1
    }
}

/// Nothing at all: renders no markup and is dropped from subviews.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// Primitive.
    public typealias Body = Never
    /// Renders nothing.
    public static func _render(_ view: Self, into context: inout _RenderContext) {}
    /// Has no subviews.
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {}
}

extension Optional: View where Wrapped: View {
    /// Primitive.
    public typealias Body = Never

    /// Renders the wrapped view, if any.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if let view { Wrapped._render(view, into: &context) }
    }

    /// The wrapped view's subviews, if any.
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        if let view { Wrapped._visitSubviews(view, visitor: &visitor) }
    }
}

/// One of two views, produced by `if`/`else` and `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// Primitive.
    public typealias Body = Never

    /// Renders the chosen branch.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        switch view.storage {
        case .trueContent(let v): TrueContent._render(v, into: &context)
        case .falseContent(let v): FalseContent._render(v, into: &context)
        }
    }

    /// The chosen branch's subviews.
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        switch view.storage {
        case .trueContent(let v):
            visitor._path.append(.branch(0))
            TrueContent._visitSubviews(v, visitor: &visitor)
        case .falseContent(let v):
            visitor._path.append(.branch(1))
            FalseContent._visitSubviews(v, visitor: &visitor)
        }
        visitor._path.removeLast()
    }
}

/// The views of a `for` loop in a ``ViewBuilder``.
public struct _ViewArray<Element: View>: View {
    let elements: [Element]

    /// Primitive.
    public typealias Body = Never

    /// Renders each element.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let saved = context.snapshotPending()
        for element in view.elements {
            context.restore(saved)
            Element._render(element, into: &context)
        }
    }

    /// Each element's subviews, identified by position.
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        for (i, element) in view.elements.enumerated() {
            visitor._path.append(.index(i))
            Element._visitSubviews(element, visitor: &visitor)
            visitor._path.removeLast()
        }
    }
}
