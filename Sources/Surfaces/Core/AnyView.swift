/// A type-erased view, for trees built at run time (e.g. from Markdown).
public struct AnyView: View {
    @usableFromInline let storage: AnyViewStorageBase

    /// Wraps `view`. Wrapping an `AnyView` again keeps the original storage.
    public init<V: View>(_ view: V) {
        if let already = view as? AnyView {
            storage = already.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders the wrapped view.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        view.storage.render(into: &context)
    }

    /// The wrapped view's subviews (an `AnyView` is transparent to `Group(subviews:)`).
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        view.storage.visit(&visitor)
    }
}

@usableFromInline class AnyViewStorageBase {
    @usableFromInline func render(into context: inout _RenderContext) {}
    @usableFromInline func visit<Visitor: _SubviewVisitor>(_ visitor: inout Visitor) {}
}

final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V
    init(_ view: V) { self.view = view }
    @usableFromInline override func render(into context: inout _RenderContext) { V._render(view, into: &context) }
    @usableFromInline override func visit<Visitor: _SubviewVisitor>(_ visitor: inout Visitor) { V._visitSubviews(view, visitor: &visitor) }
}
