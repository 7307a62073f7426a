/// Values that flow down the view tree; the nearest setting wins.
public struct EnvironmentValues {
    /// The accent tint for section headers, tinted cards and links (`nil`: the site accent).
    public var tint: Color?
    /// How `NavigationLink`s are drawn (`nil`: a plain inline link).
    public var buttonStyle: AnyButtonStyle?
    /// The icons `Image(systemName:)` can draw.
    public var iconLibrary: IconLibrary

    /// Creates the default environment (no tint, plain links, the built-in icons).
    public init(tint: Color? = nil, buttonStyle: AnyButtonStyle? = nil, iconLibrary: IconLibrary = .builtIn) {
        self.tint = tint
        self.buttonStyle = buttonStyle
        self.iconLibrary = iconLibrary
    }
}

/// Sets an environment value for a subtree.
public struct _EnvironmentModifier<Value>: ViewModifier {
    /// The environment property to set.
    @usableFromInline let keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value.
    @usableFromInline let value: Value

    /// Renders `content` with the value set, then restores the previous value.
    @inlinable
    public static func _render<C: View>(_ modifier: Self, content: C, into context: inout _RenderContext) {
        let old = context.environment[keyPath: modifier.keyPath]
        context.environment[keyPath: modifier.keyPath] = modifier.value
        C._render(content, into: &context)
        context.environment[keyPath: modifier.keyPath] = old
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> ModifiedContent<Self, _EnvironmentModifier<Value>> {
        modifier(_EnvironmentModifier(keyPath: keyPath, value: value))
    }

    /// Tints this view and its descendants (section headers, tinted cards, icons).
    public func tint(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier<Color?>> {
        environment(\.tint, color)
    }

    /// Sets how navigation links below this view are drawn, e.g. `.buttonStyle(.navigation)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier<AnyButtonStyle?>> {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}
