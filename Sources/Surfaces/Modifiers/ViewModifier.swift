/// A reusable wrapper around a view, like SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct GardenCard: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(14).background(.white).cornerRadius(14)
///     }
/// }
/// extension View { func gardenCard() -> some View { modifier(GardenCard()) } }
/// ```
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The wrapped view, as seen from inside ``body(content:)``.
    typealias Content = _ViewModifierContent<Self>

    /// Wraps `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Renders `content` wrapped by `modifier`. Built-in modifiers implement this directly;
    /// custom modifiers use the default, which renders ``body(content:)``.
    static func _render<C: View>(_ modifier: Self, content: C, into context: inout _RenderContext)
}

extension ViewModifier {
    /// Renders the modifier's body around `content`.
    @inlinable
    public static func _render<C: View>(_ modifier: Self, content: C, into context: inout _RenderContext) {
        let wrapped = modifier.body(content: _ViewModifierContent(AnyView(content)))
        Body._render(wrapped, into: &context)
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers render themselves and have no body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a built-in modifier and has no body")
    }
}

/// The view a ``ViewModifier`` wraps, handed to ``ViewModifier/body(content:)``.
public struct _ViewModifierContent<Modifier: ViewModifier>: View {
    @usableFromInline let content: AnyView

    @usableFromInline init(_ content: AnyView) { self.content = content }

    /// Renders the wrapped view.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        AnyView._render(view.content, into: &context)
    }

    /// The wrapped view's subviews.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        AnyView._visitSubviews(view.content, visitor: &visitor)
    }

    /// Primitive.
    public typealias Body = Never
}

/// A view wrapped by a modifier: one layer of the onion.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// Primitive.
    public typealias Body = Never
    /// The wrapped view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Wraps `content` in `modifier`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// Renders the modifier around the content.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        Modifier._render(view.modifier, content: view.content, into: &context)
    }
}

extension View {
    /// Wraps this view in `modifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
