/// A type-erased view, for trees built at run time (e.g. from Markdown).
public struct AnyView: View {
    let storage: AnyViewStorageBase

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
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        view.storage.render(into: &context)
    }

    /// The wrapped view's subviews (an `AnyView` is transparent to `Group(subviews:)`).
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        view.storage.visit(&visitor)
    }
}

class AnyViewStorageBase {
    func render(into context: inout _RenderContext) {}
    func visit<Visitor: _SubviewVisitor>(_ visitor: inout Visitor) {}
}

final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V
    init(_ view: V) { self.view = view }
    override func render(into context: inout _RenderContext) { V._render(view, into: &context) }
    override func visit<Visitor: _SubviewVisitor>(_ visitor: inout Visitor) { V._visitSubviews(view, visitor: &visitor) }
}
