/// Values that flow down the view tree; the nearest setting wins.
public struct EnvironmentValues {
    /// The accent tint for section headers, tinted cards and links (`nil`: the site accent).
    public var tint: Color?
    /// How `NavigationLink`s are drawn (`nil`: a plain inline link).
    public var buttonStyle: AnyButtonStyle?
    /// The icons `Image(systemName:)` can draw.
    public var iconLibrary: IconLibrary
    /// How chart axes write their numbers (the page's language; ``AxisNumberStyle/english`` by default).
    public var axisNumberStyle: AxisNumberStyle

    /// Creates the default environment (no tint, plain links, the built-in icons, English axis numbers).
    public init(tint: Color? = nil, buttonStyle: AnyButtonStyle? = nil, iconLibrary: IconLibrary = .builtIn,
                axisNumberStyle: AxisNumberStyle = .english) {
        self.tint = tint
        self.buttonStyle = buttonStyle
        self.iconLibrary = iconLibrary
        self.axisNumberStyle = axisNumberStyle
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

    /// Sets how the axes of charts below this view write their numbers (`0 | 1万 | 2万`, `2,5`).
    public func axisNumberStyle(_ style: AxisNumberStyle) -> ModifiedContent<Self, _EnvironmentModifier<AxisNumberStyle>> {
        environment(\.axisNumberStyle, style)
    }

    /// Sets how navigation links below this view are drawn, e.g. `.buttonStyle(.navigation)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier<AnyButtonStyle?>> {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}
