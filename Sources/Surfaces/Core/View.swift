/// A piece of a page. Like SwiftUI, a view is a value that describes what to show.
///
/// Composite views implement ``body``; primitive views (whose `Body` is `Never`) render
/// themselves into HTML. Views never do I/O and rendering the same tree always gives the same bytes.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// Renders `view` into the context. Implemented by primitive views; composite views
    /// use the default, which renders `body`.
    static func _render(_ view: Self, into context: inout _RenderContext)

    /// Hands the flattened children of `view` to `visitor` (the machinery behind
    /// `Group(subviews:)`). The default resolves `body`; primitives count as one subview.
    static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor)
}

extension View {
    /// Renders the body of a composite view.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        Body._render(view.body, into: &context)
    }

    /// Visits the subviews of a composite view's body.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        Body._visitSubviews(view.body, visitor: &visitor)
    }
}

extension View where Body == Never {
    /// Primitive views have no body; the renderer never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }

    /// A primitive view is a single subview.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        visitor.visit(view)
    }
}

extension Never: View {
    /// `Never` has no body.
    public var body: Never { self }

    /// Unreachable: there is no `Never` value.
    @inlinable
    public static func _render(_ view: Never, into context: inout _RenderContext) {}
}
